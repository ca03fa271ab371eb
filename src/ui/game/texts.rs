//! What the app says of the game in progress, in English and Dutch: who plays, whose turn,
//! and what was just played.

use super::session::{Player, Session};
use crate::bot::Level;
use crate::ui::i18n::{Bilingual, Lang, Text};

/// A level's name.
fn level(lang: Lang, level: Level) -> &'static str {
    let dutch = match level {
        Level::Beginner => "beginner",
        Level::Casual => "amateur",
        Level::Club => "clubspeler",
        Level::Expert => "expert",
        Level::Master => "meester",
    };
    Bilingual {
        en: level.name(),
        nl: dutch,
    }
    .get(lang)
}

/// A player choice in the new-game panel: "Person" or "AI: club".
pub fn player(lang: Lang, player: Player) -> String {
    match player {
        Player::Human => Text::Person.get(lang).to_string(),
        Player::Ai(l) => Bilingual {
            en: format!("AI: {}", level(lang, l)),
            nl: format!("Computer: {}", level(lang, l)),
        }
        .get(lang),
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
    let who = match session.player(mover) {
        Player::Ai(_) => Bilingual {
            en: format!("The AI ({name})"),
            nl: format!("De computer ({name})"),
        }
        .get(lang),
        Player::Human => name.to_string(),
    };
    let next = table
        .ending_text(lang)
        .unwrap_or_else(|| status(lang, session));
    Bilingual {
        en: format!("{who} played {last}. {next}."),
        nl: format!("{who} speelde {last}. {next}."),
    }
    .get(lang)
}
