//! Texts with values in them (sides, squares, counts, reasons), in English and Dutch.

use super::{Explain, Lang, Text};
use crate::bot::Level;
use crate::ui::ai_client::{EngineFailure, Outlook};
use crate::ui::board::{Cell, Target, TargetKind, Token};
use crate::ui::game::{Player, Seat, Session};

/// Picks the English or the Dutch text.
pub fn pick(lang: Lang, en: String, nl: String) -> String {
    match lang {
        Lang::En => en,
        Lang::Nl => nl,
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

/// A piece's name, with its side.
pub fn token(lang: Lang, token: Token) -> &'static str {
    match token {
        Token::Flagship => Text::GoldFlagship.get(lang),
        Token::Escort => Text::GoldEscort.get(lang),
        Token::Ship => Text::SilverShip.get(lang),
        Token::White => Text::WhitePiece.get(lang),
        Token::Black => Text::BlackPiece.get(lang),
        Token::WhiteStone => Text::WhiteStone.get(lang),
        Token::BlackStone => Text::BlackStone.get(lang),
        Token::WhitePair => Text::WhitePair.get(lang),
        Token::BlackPair => Text::BlackPair.get(lang),
    }
}

/// Whose turn it is ("Game over" once the banner shows the ending).
pub fn status(lang: Lang, session: &Session) -> String {
    let table = session.table();
    table.status_at(table.plies(), lang)
}

/// The accessible name of a square: "f6, gold flagship", "e3, empty, move here".
pub fn square_label(
    lang: Lang,
    cell: Cell,
    on_it: Option<Token>,
    selected: bool,
    target: Option<Target>,
) -> String {
    let what = on_it.map_or(Text::Empty.get(lang), |t| token(lang, t));
    let mut label = format!("{cell}, {what}");
    if selected {
        label = format!("{label}, {}", Text::Selected.get(lang));
    }
    let action = match target.map(|t| t.kind) {
        Some(TargetKind::Capture) => Text::Capture,
        Some(TargetKind::Move) => Text::MoveHere,
        Some(TargetKind::Explosion) => Text::ExplodeHere,
        None => return label,
    };
    format!("{label}, {}", action.get(lang))
}

/// What a screen reader announces after an action: who played what, then what follows.
pub fn announcement(lang: Lang, session: &Session) -> String {
    let table = session.table();
    let Some(last) = table.action_texts().pop() else {
        return status(lang, session);
    };
    let mover = table.seat_at(table.plies() - 1);
    let name = table.seat_name(mover, lang);
    let who = match (session.player(mover), lang) {
        (Player::Ai(_), Lang::En) => format!("The AI ({name})"),
        (Player::Ai(_), Lang::Nl) => format!("De computer ({name})"),
        (Player::Human, _) => name.to_string(),
    };
    let next = table
        .ending_text(lang)
        .unwrap_or_else(|| status(lang, session));
    pick(
        lang,
        format!("{who} played {last}. {next}."),
        format!("{who} speelde {last}. {next}."),
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

/// The AI's last evaluation in words, for the game's sides.
pub fn outlook(
    lang: Lang,
    outlook: Outlook,
    score: &str,
    name: impl Fn(Seat) -> &'static str,
) -> String {
    let words = match (outlook, lang) {
        (Outlook::Even, Lang::En) => "the game is about even".to_string(),
        (Outlook::Even, Lang::Nl) => "de stand is ongeveer gelijk".to_string(),
        (Outlook::Better(seat), Lang::En) => format!("{} is better", name(seat)),
        (Outlook::Better(seat), Lang::Nl) => format!("{} staat beter", name(seat)),
        (Outlook::Winning(seat), Lang::En) => format!("{} is winning", name(seat)),
        (Outlook::Winning(seat), Lang::Nl) => format!("{} staat gewonnen", name(seat)),
        (Outlook::Wins(seat), Lang::En) => format!("{} wins by force", name(seat)),
        (Outlook::Wins(seat), Lang::Nl) => format!("{} wint geforceerd", name(seat)),
    };
    pick(
        lang,
        format!(
            "The AI's last evaluation: {words} ({score} for {}).",
            name(Seat::Light)
        ),
        format!(
            "Laatste beoordeling van de computer: {words} ({score} voor {}).",
            name(Seat::Light)
        ),
    )
}

/// The board shows an earlier position.
pub fn browsing(lang: Lang, turn: usize, turns: usize) -> String {
    match (turn, lang) {
        (0, Lang::En) => "Showing the start; press End to return to the game.".into(),
        (0, Lang::Nl) => "De beginstand; druk op End om terug te keren naar het spel.".into(),
        (_, _) => pick(
            lang,
            format!("Showing the position after turn {turn} of {turns}; press End to return."),
            format!("De stand na beurt {turn} van {turns}; druk op End om terug te keren."),
        ),
    }
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

/// The worker stopped or could not start, and the app gave up restarting it.
pub fn engine_stopped(lang: Lang, failure: &EngineFailure) -> String {
    let detail = failure.explain(lang);
    pick(
        lang,
        format!("The AI stopped working ({detail}). Your game is kept: try again, or play both sides yourself."),
        format!("De computer werkt niet meer ({detail}). Uw spel blijft bewaard: probeer het opnieuw, of speel zelf beide kanten."),
    )
}

/// The worker failed and a fresh one is starting.
pub fn engine_restarting(lang: Lang, failure: &EngineFailure) -> String {
    let detail = failure.explain(lang);
    pick(
        lang,
        format!("Engine restarting ({detail})…"),
        format!("Computer start opnieuw ({detail})…"),
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
    let ms = ms.round() as u64;
    pick(
        lang,
        format!("AI speed in this browser: {nps} nodes/s ({nodes} nodes in {ms} ms)"),
        format!(
            "Snelheid van de computer in deze browser: {nps} knopen/s ({nodes} knopen in {ms} ms)"
        ),
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
