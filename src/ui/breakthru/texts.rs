//! Breakthru's own texts, in English and Dutch: sides, pieces, whose turn, endings, and
//! the free setup's instructions and refusals.

use crate::core::Outcome;
use crate::rules::breakthru::{
    EndReason, Ending, Position, Refusal, SetupEditor, SetupError, Side, Stage,
};
use crate::ui::game::Player;
use crate::ui::i18n::{Bilingual, Explain, Lang, Text};

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
    match (position.pending(), position.side()) {
        (Some(_), _) => Bilingual {
            en: format!("{who} to move, move 2 of 2"),
            nl: format!("{who} aan zet, zet 2 van 2"),
        },
        (None, Side::Gold) => Bilingual {
            en: "Gold to move, move 1 of 2 (or capture, or move the flagship alone)".into(),
            nl: "Goud aan zet, zet 1 van 2 (of veroveren, of alleen het vlaggeschip verplaatsen)"
                .into(),
        },
        (None, Side::Silver) => Bilingual {
            en: "Silver to move, move 1 of 2 (or capture)".into(),
            nl: "Zilver aan zet, zet 1 van 2 (of veroveren)".into(),
        },
    }
    .get(lang)
}

/// How a game ended.
pub fn ending(lang: Lang, ending: &Ending) -> String {
    match (ending.reason, ending.outcome) {
        (EndReason::FlagshipEscaped, _) => Bilingual {
            en: "Gold wins: the flagship escaped".into(),
            nl: "Goud wint: het vlaggeschip is ontsnapt".into(),
        },
        (EndReason::FlagshipCaptured, _) => Bilingual {
            en: "Silver wins: the flagship was captured".into(),
            nl: "Zilver wint: het vlaggeschip is veroverd".into(),
        },
        (EndReason::NoLegalAction, Outcome::Win(winner)) => {
            let (w, l) = (side(lang, winner), side(lang, winner.opponent()));
            Bilingual {
                en: format!("{w} wins: {l} has no legal action"),
                nl: format!("{w} wint: {l} kan geen zet meer doen"),
            }
        }
        _ => Bilingual {
            en: "Draw by threefold repetition".into(),
            nl: "Remise door drievoudige herhaling".into(),
        },
    }
    .get(lang)
}

/// A refused drop, as shown under the setup board.
pub fn not_there(lang: Lang, why: &Refusal) -> String {
    let why = why.explain(lang);
    Bilingual {
        en: format!("Not there: {why}."),
        nl: format!("Niet daar: {why}."),
    }
    .get(lang)
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
    match editor.stage() {
        Stage::Gold => {
            let ai = by_ai(Side::Gold);
            Bilingual {
                en: format!("Gold: drag the escorts into the central area, {left} left{ai}"),
                nl: format!(
                    "Goud: sleep de escorteschepen naar het vet omlijnde gebied, nog {left}{ai}"
                ),
            }
        }
        Stage::Silver => {
            let ai = by_ai(Side::Silver);
            Bilingual {
                en: format!("Silver: drag the ships around the central area, {left} left{ai}"),
                nl: format!(
                    "Zilver: sleep de schepen rond het vet omlijnde gebied, nog {left}{ai}"
                ),
            }
        }
        Stage::FirstMove => return Text::ChooseFirst.get(lang).to_string(),
    }
    .get(lang)
}

/// A lid preset's button.
pub fn lid(lang: Lang, number: u8) -> String {
    Bilingual {
        en: format!("Lid {number}"),
        nl: format!("Deksel {number}"),
    }
    .get(lang)
}

/// `count` and the noun in the singular or the plural.
fn counted(count: usize, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}

/// The pieces each side has lost.
pub fn captured(lang: Lang, escorts: usize, ships: usize) -> String {
    Bilingual {
        en: format!(
            "Captured: {}, {}",
            counted(escorts, "escort", "escorts"),
            counted(ships, "silver ship", "silver ships")
        ),
        nl: format!(
            "Veroverd: {}, {}",
            counted(escorts, "escorteschip", "escorteschepen"),
            counted(ships, "zilveren schip", "zilveren schepen")
        ),
    }
    .get(lang)
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
