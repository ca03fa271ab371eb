//! What the app opens with: the saved settings and game, or a shared link, with a word
//! about anything that could not be used.

use super::place::Place;
use crate::bot::Level;
use crate::rules::GameId;
use crate::ui::game::saved::SavedGame;
use crate::ui::game::settings::Settings;
use crate::ui::game::share;
use crate::ui::game::stored;
use crate::ui::game::{Player, Seat, Session};
use crate::ui::games;
use crate::ui::i18n::{messages, Explain, Lang, Text};
use crate::ui::library::{load_library, merge, Entry, FriendLink, Id, Library, Merged};
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

/// The kept games, the key of the game to resume and that game, and notices about saved
/// data that could not be read. The game saved by earlier releases (and kept as the game in
/// progress) is taken into the library if it is not there, and resumed.
pub fn kept_games(lang: Lang) -> (Library, Id, Session, Vec<String>) {
    let mut notices = Vec::new();
    let mut library = load_library(games::open).unwrap_or_else(|problem| {
        notices.push(load_problem(lang, problem, false));
        None
    });
    let in_progress = stored::load_game(games::open).unwrap_or_else(|problem| {
        notices.push(load_problem(lang, problem, false));
        None
    });
    let library = library.get_or_insert_with(Library::default);
    let resumed = match in_progress {
        Some(game) => {
            let saved = SavedGame::of(&game);
            let kept = library.entries().iter().filter(|e| *e.game() == saved);
            match kept.max_by_key(|e| e.last_active()) {
                Some(entry) => Some((entry.key().clone(), game)),
                None => add(library, game),
            }
        }
        None => library
            .last_played()
            .and_then(|e| Some((e.key().clone(), e.open(games::open).ok()?))),
    };
    let (key, game) = resumed
        .or_else(|| add(library, default_game()))
        .expect("a game is added to a library with a free key");
    (library.clone(), key, game, notices)
}

/// Adds `game` to `library` as played now, under a new key.
fn add(library: &mut Library, game: Session) -> Option<(Id, Session)> {
    let key = library.free_key(browser::random());
    let entry = Entry::new(key.clone(), &game, None, browser::now());
    library.add(entry).ok()?;
    Some((key, game))
}

/// What a link in the address opens.
pub enum Opened {
    /// A shared game, to begin as a new game.
    Shared(Session),
    /// A friend's game, kept (or just added) under this key.
    Kept(Id),
}

/// What to say about a friend's link merged into the library (`side` names a seat).
fn merged_notice(lang: Lang, merged: &Merged, side: impl Fn(Seat) -> String) -> String {
    match merged {
        Merged::NewGame { side: seat, .. } => messages::friend_game(lang, &side(*seat)),
        Merged::Extended { .. } => Text::LinkExtended.get(lang).into(),
        Merged::Stale { .. } => Text::LinkStale.get(lang).into(),
        Merged::Contradicts { .. } => Text::LinkContradicts.get(lang).into(),
        Merged::WrongSide { side: seat, .. } => messages::wrong_side(lang, &side(*seat)),
    }
}

/// The game of the URL fragment, if there is one to open, asking first when a shared game
/// would replace a different game than `current` in progress; and what to say about it. A
/// friend's link is merged into `library`. A malformed link opens nothing; a place's address
/// is no game link.
pub fn open_link(
    lang: Lang,
    library: &mut Library,
    current: &Session,
) -> (Option<Opened>, Option<String>) {
    let link = browser::fragment().filter(|f| Place::of_fragment(Some(f)).is_none());
    let Some(fragment) = link else {
        return (None, None);
    };
    browser::clear_fragment();
    let bad = |detail: String| (None, Some(messages::bad_link(lang, &detail)));
    match FriendLink::parse(&fragment) {
        Err(error) => bad(error.explain(lang)),
        Ok(Some(link)) => {
            let now = browser::now();
            match merge(library, &link, games::open, now, browser::random()) {
                Err(error) => bad(error.explain(lang)),
                Ok(merged) => {
                    let key = match &merged {
                        Merged::Contradicts { copy, .. } => copy.clone(),
                        Merged::NewGame { key, .. }
                        | Merged::Extended { key, .. }
                        | Merged::Stale { key }
                        | Merged::WrongSide { key, .. } => key.clone(),
                    };
                    let game = library.get(&key).map(|e| e.game().game);
                    let side = |seat: Seat| {
                        let name = game.map(|g| games::texts(g).seats[seat.index()].name.get(lang));
                        name.unwrap_or_default().to_string()
                    };
                    let said = merged_notice(lang, &merged, side);
                    (Some(Opened::Kept(key)), Some(said))
                }
            }
        }
        Ok(None) => match share::parse_fragment(&fragment, games::open) {
            Err(error) => bad(error.explain(lang)),
            Ok(opened) => {
                let replaces_other = current.table().plies() > 0 && !current.same_game(&opened);
                if replaces_other && !browser::confirm(Text::ConfirmReplace.get(lang)) {
                    return (None, None);
                }
                let said = Text::OpenedShared.get(lang).to_string();
                (Some(Opened::Shared(opened)), Some(said))
            }
        },
    }
}
