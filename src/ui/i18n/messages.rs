//! Texts with values in them (sides, squares, counts, reasons), in English and Dutch.

use super::{Explain, Lang, Text};
use crate::bot::Level;
use crate::core::Outcome;
use crate::rules::breakthru::Square;
use crate::rules::breakthru::{EndReason, Ending, Piece, SetupError, Side};
use crate::ui::engine_client::EngineFailure;
use crate::ui::selection::Target;
use crate::ui::session::{Player, Session};
use crate::ui::setup_editor::{FreeSetup, Refusal, Stage};

/// Picks the English or the Dutch text.
fn pick(lang: Lang, en: String, nl: String) -> String {
    match lang {
        Lang::En => en,
        Lang::Nl => nl,
    }
}

/// A side's name.
pub fn side(lang: Lang, side: Side) -> &'static str {
    match side {
        Side::Gold => Text::Gold.get(lang),
        Side::Silver => Text::Silver.get(lang),
    }
}

/// A piece's name, with its side.
pub fn piece(lang: Lang, piece: Piece) -> &'static str {
    match piece {
        Piece::Flagship => Text::GoldFlagship.get(lang),
        Piece::Escort => Text::GoldEscort.get(lang),
        Piece::Ship => Text::SilverShip.get(lang),
    }
}

/// A level's name.
pub fn level(lang: Lang, level: Level) -> &'static str {
    match (lang, level) {
        (Lang::En, level) => level.name(),
        (Lang::Nl, Level::Beginner) => "beginner",
        (Lang::Nl, Level::Casual) => "amateur",
        (Lang::Nl, Level::Club) => "clubspeler",
        (Lang::Nl, Level::Expert) => "expert",
        (Lang::Nl, Level::Master) => "meester",
    }
}

/// A player choice in the new-game panel: "Person" or "AI: club".
pub fn player(lang: Lang, player: Player) -> String {
    match player {
        Player::Human => Text::Person.get(lang).to_string(),
        Player::Ai(l) => pick(
            lang,
            format!("AI: {}", level(lang, l)),
            format!("Computer: {}", level(lang, l)),
        ),
    }
}

/// The accessible name of a square: "f6, gold flagship", "e3, empty, move here".
pub fn square_label(
    lang: Lang,
    square: Square,
    on_it: Option<Piece>,
    selected: bool,
    target: Option<Target>,
) -> String {
    let what = on_it.map_or(Text::Empty.get(lang), |p| piece(lang, p));
    let mut label = format!("{square}, {what}");
    if selected {
        label = format!("{label}, {}", Text::Selected.get(lang));
    }
    match target {
        Some(t) if t.capture => format!("{label}, {}", Text::Capture.get(lang)),
        Some(_) => format!("{label}, {}", Text::MoveHere.get(lang)),
        None => label,
    }
}

/// Whose turn it is and what they may do ("Game over" once the banner shows the ending).
pub fn status(lang: Lang, session: &Session) -> String {
    let position = session.record().position();
    if session.record().ending().is_some() {
        return Text::GameOver.get(lang).to_string();
    }
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

/// What a screen reader announces after an action: who played what, then what follows.
pub fn announcement(lang: Lang, session: &Session) -> String {
    let record = session.record();
    let Some(&last) = record.actions().last() else {
        return status(lang, session);
    };
    let mover = record.position_at(record.actions().len() - 1).side();
    let name = side(lang, mover);
    let who = match (session.player(mover), lang) {
        (Player::Ai(_), Lang::En) => format!("The AI ({name})"),
        (Player::Ai(_), Lang::Nl) => format!("De computer ({name})"),
        (Player::Human, _) => name.to_string(),
    };
    let next = record
        .ending()
        .map_or_else(|| status(lang, session), |e| ending(lang, &e));
    pick(
        lang,
        format!("{who} played {last}. {next}."),
        format!("{who} speelde {last}. {next}."),
    )
}

/// Why a drop or tap in the setup was refused.
pub fn refusal(lang: Lang, refusal: &Refusal) -> String {
    use Refusal::*;
    match (refusal, lang) {
        (OutsideCentralArea(s), Lang::En) => {
            format!("{s} is outside the central area: escorts go in d4-h8")
        }
        (OutsideCentralArea(s), Lang::Nl) => {
            format!("{s} ligt buiten het vet omlijnde gebied: escorteschepen staan in d4-h8")
        }
        (InsideCentralArea(s), Lang::En) => {
            format!("{s} is in the central area: silver ships go outside d4-h8")
        }
        (InsideCentralArea(s), Lang::Nl) => {
            format!("{s} ligt in het vet omlijnde gebied: zilveren schepen staan buiten d4-h8")
        }
        (Occupied(s), Lang::En) => format!("{s} is taken"),
        (Occupied(s), Lang::Nl) => format!("{s} is bezet"),
        (NoneLeft(Side::Gold), Lang::En) => "all 12 escorts are placed".into(),
        (NoneLeft(Side::Gold), Lang::Nl) => "alle 12 escorteschepen staan al".into(),
        (NoneLeft(Side::Silver), Lang::En) => "all 20 ships are placed".into(),
        (NoneLeft(Side::Silver), Lang::Nl) => "alle 20 schepen staan al".into(),
        (NotYours(s), Lang::En) => format!("no piece to pick up on {s}"),
        (NotYours(s), Lang::Nl) => format!("op {s} staat geen stuk om op te pakken"),
        (Finished, Lang::En) => "both sides have placed their pieces".into(),
        (Finished, Lang::Nl) => "beide kanten hebben hun stukken opgesteld".into(),
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
pub fn not_yet(lang: Lang, error: &SetupError) -> String {
    let why = error.explain(lang);
    pick(
        lang,
        format!("Not yet: {why}."),
        format!("Nog niet: {why}."),
    )
}

/// The line that tells the placing side what to do.
pub fn setup_instruction(lang: Lang, free: &FreeSetup) -> String {
    let left = free.editor.left();
    let by_ai = |side: Side| match free.player(side) {
        Player::Ai(_) => Text::AiPlacing.get(lang),
        Player::Human => "",
    };
    match (free.editor.stage(), lang) {
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

/// The pieces each side has lost.
pub fn captured(lang: Lang, escorts: usize, ships: usize) -> String {
    pick(
        lang,
        format!("Captured: {escorts} escorts, {ships} silver ships"),
        format!("Veroverd: {escorts} escorteschepen, {ships} zilveren schepen"),
    )
}

/// The line under the board while the AI thinks.
pub fn thinking(lang: Lang, depth: u32, score: &str, line: &[String]) -> String {
    if depth == 0 {
        return Text::Thinking.get(lang).to_string();
    }
    let line = line.join(" ");
    pick(
        lang,
        format!("The AI is thinking: depth {depth}, score {score}, line {line}"),
        format!("De computer denkt na: diepte {depth}, stand {score}, variant {line}"),
    )
}

/// The board shows an earlier position.
pub fn browsing(lang: Lang, ply: usize) -> String {
    pick(
        lang,
        format!("Showing the position after {ply} actions; press End to return."),
        format!("De stand na {ply} zetten; druk op End om terug te keren."),
    )
}

/// The worker answered its ping.
pub fn engine_ready(lang: Lang, version: &str) -> String {
    pick(
        lang,
        format!("Engine ready (v{version})"),
        format!("Computer klaar (v{version})"),
    )
}

/// The worker failed or reported an error.
pub fn engine_error(lang: Lang, message: &str) -> String {
    pick(
        lang,
        format!("Engine error: {message}"),
        format!("Fout van de computer: {message}"),
    )
}

/// The worker stopped or could not start.
pub fn engine_stopped(lang: Lang, failure: &EngineFailure) -> String {
    let detail = failure.explain(lang);
    pick(
        lang,
        format!("The AI stopped working ({detail}). Reload the page to restart it; your game is saved."),
        format!("De computer werkt niet meer ({detail}). Herlaad de pagina om hem te herstarten; uw spel is bewaard."),
    )
}

/// The AI's answer could not be used.
pub fn ai_refused(lang: Lang, detail: &str) -> String {
    pick(
        lang,
        format!("The AI's answer was refused: {detail}"),
        format!("Het antwoord van de computer is geweigerd: {detail}"),
    )
}

/// The benchmark's result.
pub fn bench_result(lang: Lang, nps: u64, nodes: u64, ms: f64) -> String {
    pick(
        lang,
        format!("AI speed in this browser: {nps} nodes/s ({nodes} nodes in {ms:.0} ms)"),
        format!("Snelheid van de computer in deze browser: {nps} knopen/s ({nodes} knopen in {ms:.0} ms)"),
    )
}

/// A shared link that could not be opened.
pub fn bad_link(lang: Lang, detail: &str) -> String {
    pick(
        lang,
        format!("This link could not be opened: {detail}. Your game is unchanged."),
        format!("Deze link kon niet worden geopend: {detail}. Uw spel is niet veranderd."),
    )
}

/// A game record that could not be imported.
pub fn not_imported(lang: Lang, detail: &str) -> String {
    pick(
        lang,
        format!("Not imported: {detail}"),
        format!("Niet geïmporteerd: {detail}"),
    )
}

/// A saved game that could not be read; `kept` is the key it was moved to, if any.
pub fn unreadable_game(lang: Lang, reason: &str, kept: Option<&str>) -> String {
    let kept_en = kept.map_or(String::new(), |k| {
        format!(" It was kept under the key '{k}'.")
    });
    let kept_nl = kept.map_or(String::new(), |k| {
        format!(" Het is bewaard onder de sleutel '{k}'.")
    });
    pick(
        lang,
        format!("The saved game could not be read ({reason}); a new game was started.{kept_en}"),
        format!("Het opgeslagen spel kon niet worden gelezen ({reason}); er is een nieuw spel begonnen.{kept_nl}"),
    )
}

/// Saved settings that could not be read; `kept` is the key they were moved to, if any.
pub fn unreadable_settings(lang: Lang, reason: &str, kept: Option<&str>) -> String {
    let kept_en = kept.map_or(String::new(), |k| {
        format!(" They were kept under the key '{k}'.")
    });
    let kept_nl = kept.map_or(String::new(), |k| {
        format!(" Ze zijn bewaard onder de sleutel '{k}'.")
    });
    pick(
        lang,
        format!("The saved settings could not be read ({reason}); defaults are used.{kept_en}"),
        format!("De opgeslagen instellingen konden niet worden gelezen ({reason}); de standaardinstellingen gelden.{kept_nl}"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::breakthru::Position;

    fn play(session: &mut Session, actions: &str) {
        for text in actions.split_whitespace() {
            session.play(text.parse().unwrap()).unwrap();
        }
    }

    #[test]
    fn status_names_the_turn_in_both_languages() {
        let mut session = Session::new(Position::standard(), Player::Human, Player::Human);
        assert!(status(Lang::En, &session).starts_with("Gold to move, move 1 of 2"));
        assert!(status(Lang::Nl, &session).starts_with("Goud aan zet, zet 1 van 2"));
        play(&mut session, "e4-e3");
        assert_eq!(status(Lang::En, &session), "Gold to move, move 2 of 2");
        assert_eq!(status(Lang::Nl, &session), "Goud aan zet, zet 2 van 2");
        play(&mut session, "g4-g3");
        assert!(status(Lang::En, &session).starts_with("Silver to move"));
    }

    #[test]
    fn announcements_say_who_played_what_and_what_follows() {
        let mut session =
            Session::new(Position::standard(), Player::Human, Player::Ai(Level::Club));
        play(&mut session, "e4-e3");
        assert_eq!(
            announcement(Lang::En, &session),
            "Gold played e4-e3. Gold to move, move 2 of 2."
        );
        play(&mut session, "g4-g3 d2-d1");
        assert_eq!(
            announcement(Lang::Nl, &session),
            "De computer (Zilver) speelde d2-d1. Zilver aan zet, zet 2 van 2."
        );
    }

    #[test]
    fn endings_and_refusals_are_translated() {
        let escaped = Ending {
            outcome: Outcome::Win(Side::Gold),
            reason: EndReason::FlagshipEscaped,
        };
        assert_eq!(ending(Lang::En, &escaped), escaped.to_string());
        assert_eq!(
            ending(Lang::Nl, &escaped),
            "Goud wint: het vlaggeschip is ontsnapt"
        );
        let stuck = Ending {
            outcome: Outcome::Win(Side::Silver),
            reason: EndReason::NoLegalAction,
        };
        assert_eq!(ending(Lang::En, &stuck), stuck.to_string());
        let square: Square = "c5".parse().unwrap();
        assert_eq!(
            not_there(Lang::Nl, &Refusal::Occupied(square)),
            "Niet daar: c5 is bezet."
        );
    }

    #[test]
    fn squares_are_named_with_their_piece_and_role() {
        let f6: Square = "f6".parse().unwrap();
        assert_eq!(
            square_label(Lang::En, f6, Some(Piece::Flagship), true, None),
            "f6, gold flagship, selected"
        );
        let capture = Target {
            square: "d3".parse().unwrap(),
            capture: true,
        };
        assert_eq!(
            square_label(
                Lang::Nl,
                capture.square,
                Some(Piece::Ship),
                false,
                Some(capture)
            ),
            "d3, zilveren schip, verovering"
        );
    }
}
