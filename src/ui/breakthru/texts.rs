//! Breakthru's own texts, in English and Dutch: sides, pieces, whose turn, endings, and
//! the free setup's instructions and refusals.

use crate::core::Outcome;
use crate::rules::breakthru::{
    EndReason, Ending, Position, Refusal, SetupEditor, SetupError, Side, Stage,
};
use crate::ui::game::Player;
use crate::ui::i18n::{pick, Explain, Lang, Text};

/// A side's name.
pub fn side(lang: Lang, side: Side) -> &'static str {
    match side {
        Side::Gold => Text::Gold.get(lang),
        Side::Silver => Text::Silver.get(lang),
    }
}

/// Whose turn it is and what they may do, in a game still on.
pub fn to_move(lang: Lang, position: &Position) -> String {
    let who = side(lang, position.side());
    match (position.pending(), position.side(), lang) {
        (Some(_), _, Lang::En) => format!("{who} to move, move 2 of 2"),
        (Some(_), _, Lang::Nl) => format!("{who} aan zet, zet 2 van 2"),
        (None, Side::Gold, Lang::En) => {
            "Gold to move, move 1 of 2 (or capture, or move the flagship alone)".into()
        }
        (None, Side::Gold, Lang::Nl) => {
            "Goud aan zet, zet 1 van 2 (of veroveren, of alleen het vlaggeschip verplaatsen)".into()
        }
        (None, Side::Silver, Lang::En) => "Silver to move, move 1 of 2 (or capture)".into(),
        (None, Side::Silver, Lang::Nl) => "Zilver aan zet, zet 1 van 2 (of veroveren)".into(),
    }
}

/// How a game ended.
pub fn ending(lang: Lang, ending: &Ending) -> String {
    match (ending.reason, ending.outcome, lang) {
        (EndReason::FlagshipEscaped, _, Lang::En) => "Gold wins: the flagship escaped".into(),
        (EndReason::FlagshipEscaped, _, Lang::Nl) => {
            "Goud wint: het vlaggeschip is ontsnapt".into()
        }
        (EndReason::FlagshipCaptured, _, Lang::En) => {
            "Silver wins: the flagship was captured".into()
        }
        (EndReason::FlagshipCaptured, _, Lang::Nl) => {
            "Zilver wint: het vlaggeschip is veroverd".into()
        }
        (EndReason::NoLegalAction, Outcome::Win(winner), _) => {
            let (w, l) = (side(lang, winner), side(lang, winner.opponent()));
            pick(
                lang,
                format!("{w} wins: {l} has no legal action"),
                format!("{w} wint: {l} kan geen zet meer doen"),
            )
        }
        (_, _, Lang::En) => "Draw by threefold repetition".into(),
        (_, _, Lang::Nl) => "Remise door drievoudige herhaling".into(),
    }
}

/// Why a drop or tap in the setup was refused.
pub fn refusal(lang: Lang, refusal: &Refusal) -> String {
    match lang {
        Lang::En => refusal.to_string(),
        Lang::Nl => dutch_refusal(refusal),
    }
}

fn dutch_refusal(refusal: &Refusal) -> String {
    use Refusal::*;
    match refusal {
        OutsideCentralArea(s) => {
            format!("{s} ligt buiten het vet omlijnde gebied: escorteschepen staan in d4-h8")
        }
        InsideCentralArea(s) => {
            format!("{s} ligt in het vet omlijnde gebied: zilveren schepen staan buiten d4-h8")
        }
        Occupied(s) => format!("{s} is bezet"),
        NoneLeft(Side::Gold) => "alle 12 escorteschepen staan al".into(),
        NoneLeft(Side::Silver) => "alle 20 schepen staan al".into(),
        NotYours(s) => format!("op {s} staat geen stuk om op te pakken"),
        Finished => "beide kanten hebben hun stukken opgesteld".into(),
    }
}

/// A refused drop, as shown under the setup board.
pub fn not_there(lang: Lang, why: &Refusal) -> String {
    let why = refusal(lang, why);
    pick(
        lang,
        format!("Not there: {why}."),
        format!("Niet daar: {why}."),
    )
}

/// Why a side's placement is not complete yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotYet(pub SetupError);

impl std::fmt::Display for NotYet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Not yet: {}.", self.0)
    }
}

impl Explain for NotYet {
    fn dutch(&self) -> String {
        format!("Nog niet: {}.", self.0.explain(Lang::Nl))
    }
}

/// The line that tells the placing side what to do.
pub fn setup_instruction(
    lang: Lang,
    editor: &SetupEditor,
    player: impl Fn(Side) -> Player,
) -> String {
    let left = editor.left();
    let by_ai = |side: Side| match player(side) {
        Player::Ai(_) => Text::AiPlacing.get(lang),
        Player::Human => "",
    };
    match (editor.stage(), lang) {
        (Stage::Gold, Lang::En) => format!(
            "Gold: drag the escorts into the central area, {left} left{}",
            by_ai(Side::Gold)
        ),
        (Stage::Gold, Lang::Nl) => format!(
            "Goud: sleep de escorteschepen naar het vet omlijnde gebied, nog {left}{}",
            by_ai(Side::Gold)
        ),
        (Stage::Silver, Lang::En) => format!(
            "Silver: drag the ships around the central area, {left} left{}",
            by_ai(Side::Silver)
        ),
        (Stage::Silver, Lang::Nl) => format!(
            "Zilver: sleep de schepen rond het vet omlijnde gebied, nog {left}{}",
            by_ai(Side::Silver)
        ),
        (Stage::FirstMove, _) => Text::ChooseFirst.get(lang).to_string(),
    }
}

/// A lid preset's button.
pub fn lid(lang: Lang, number: u8) -> String {
    pick(lang, format!("Lid {number}"), format!("Deksel {number}"))
}

/// `count` and the noun in the singular or the plural.
fn counted(count: usize, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}

/// The pieces each side has lost.
pub fn captured(lang: Lang, escorts: usize, ships: usize) -> String {
    pick(
        lang,
        format!(
            "Captured: {}, {}",
            counted(escorts, "escort", "escorts"),
            counted(ships, "silver ship", "silver ships")
        ),
        format!(
            "Veroverd: {}, {}",
            counted(escorts, "escorteschip", "escorteschepen"),
            counted(ships, "zilveren schip", "zilveren schepen")
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_piece_is_singular_in_both_languages() {
        assert_eq!(
            captured(Lang::En, 1, 0),
            "Captured: 1 escort, 0 silver ships"
        );
        assert_eq!(
            captured(Lang::Nl, 2, 1),
            "Veroverd: 2 escorteschepen, 1 zilveren schip"
        );
    }
}
