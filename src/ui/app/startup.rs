//! What the app opens with: the saved settings and game, or a shared link, with a word
//! about anything that could not be used.

use super::place::Place;
use crate::bot::Level;
use crate::rules::GameId;
use crate::ui::game::settings::Settings;
use crate::ui::game::share;
use crate::ui::game::stored;
use crate::ui::game::{Player, Session};
use crate::ui::games;
use crate::ui::i18n::{messages, Explain, Lang, Text};
use crate::ui::platform::browser;
use crate::ui::platform::storage::LoadProblem;

/// What to tell the person about saved data that could not be used.
fn load_problem<E: Explain>(lang: Lang, problem: LoadProblem<E>, settings: bool) -> String {
    match problem {
        LoadProblem::NoStorage => Text::NoStorage.get(lang).to_string(),
        LoadProblem::Unreadable { reason, kept_under } if settings => {
            messages::unreadable_settings(lang, &reason.explain(lang), kept_under.as_deref())
        }
        LoadProblem::Unreadable { reason, kept_under } => {
            messages::unreadable_game(lang, &reason.explain(lang), kept_under.as_deref())
        }
    }
}

/// The saved settings (defaults if none) and a notice if they could not be read.
pub fn settings(browser_lang: Lang) -> (Settings, Option<String>) {
    match stored::load_settings() {
        Ok(settings) => (settings.unwrap_or_default(), None),
        Err(problem) => {
            let lang = Settings::default().language.unwrap_or(browser_lang);
            (Settings::default(), Some(load_problem(lang, problem, true)))
        }
    }
}

/// The first game for a newcomer: the default game's usual start against the club AI.
fn default_game() -> Session {
    let table = games::standard(GameId::default());
    Session::new(table, [Player::Human, Player::Ai(Level::Club)])
}

/// The saved game (a new one if none) and a notice if it could not be read.
pub fn saved_game(lang: Lang) -> (Session, Option<String>) {
    match stored::load_game(games::open) {
        Ok(saved) => (saved.unwrap_or_else(default_game), None),
        Err(problem) => (default_game(), Some(load_problem(lang, problem, false))),
    }
}

/// The game of the URL fragment, if there is one to open, asking first when it would
/// replace a different game than `current` in progress; and what to say about it. A
/// malformed link opens nothing; a place's address is no game link.
pub fn open_shared_link(lang: Lang, current: &Session) -> (Option<Session>, Option<String>) {
    let link = browser::fragment().filter(|f| Place::of_fragment(Some(f)).is_none());
    let Some(fragment) = link else {
        return (None, None);
    };
    browser::clear_fragment();
    match share::parse_fragment(&fragment, games::open) {
        Err(error) => (None, Some(messages::bad_link(lang, &error.explain(lang)))),
        Ok(opened) => {
            let replaces_other = current.table().plies() > 0 && !current.same_game(&opened);
            if replaces_other && !browser::confirm(Text::ConfirmReplace.get(lang)) {
                return (None, None);
            }
            let said = Text::OpenedShared.get(lang).to_string();
            (Some(opened), Some(said))
        }
    }
}
