//! What the app says of the game in progress, in English and Dutch: who plays, whose turn,
//! and what was just played.

use super::session::{Player, Session};
use crate::bot::Level;
use crate::ui::i18n::{pick, Lang, Text};

/// A level's name.
fn level(lang: Lang, level: Level) -> &'static str {
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

/// Whose turn it is ("Game over" once the banner shows the ending).
pub fn status(lang: Lang, session: &Session) -> String {
    let table = session.table();
    table.status_at(table.plies(), lang)
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
