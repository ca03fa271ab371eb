//! What the app opens with: the saved settings and game, or a shared link, with a word
//! about anything that could not be used.

use super::notice::{FriendNews, Notice, Unreadable};
use super::place::Place;
use crate::bot::Level;
use crate::rules::GameId;
use crate::ui::game::saved::SavedGame;
use crate::ui::game::settings::Settings;
use crate::ui::game::share;
use crate::ui::game::stored;
use crate::ui::game::{Player, Session};
use crate::ui::games;
use crate::ui::i18n::{Lang, Reason, Text};
use crate::ui::library::{load_library, merge, Entry, FriendLink, Id, Library, Merged};
use crate::ui::platform::browser;
use std::sync::Arc;

/// The saved settings (defaults if none) and a notice if they could not be read.
pub fn settings() -> (Settings, Option<Notice>) {
    match stored::load_settings() {
        Ok(settings) => (settings.unwrap_or_default(), None),
        Err(problem) => (
            Settings::default(),
            Some(Notice::of_load_problem(problem, Unreadable::Settings)),
        ),
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
pub fn kept_games() -> (Library, Id, Session, Vec<Notice>) {
    let list = load_library(games::open);
    let in_progress = stored::load_game(games::open);
    let mut notices = Vec::new();
    let game_kept = matches!(in_progress, Ok(Some(_)));
    let mut library = list.unwrap_or_else(|problem| {
        notices.push(Notice::of_load_problem(
            problem,
            Unreadable::List { game_kept },
        ));
        None
    });
    let resumable = library.as_ref().is_some_and(|l| l.last_played().is_some());
    let in_progress = in_progress.unwrap_or_else(|problem| {
        let data = Unreadable::Game { resumed: resumable };
        notices.push(Notice::of_load_problem(problem, data));
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

/// The game of the URL fragment, if there is one to open, asking first when a shared game
/// would replace a different game than `current` in progress; and what to say about it. A
/// friend's link is merged into `library`. A malformed link opens nothing; a place's address
/// is no game link.
pub fn open_link(
    lang: Lang,
    library: &mut Library,
    current: &Session,
) -> (Option<Opened>, Option<Notice>) {
    let link = browser::fragment().filter(|f| Place::of_fragment(Some(f)).is_none());
    let Some(fragment) = link else {
        return (None, None);
    };
    browser::clear_fragment();
    let bad = |reason: Reason| (None, Some(Notice::BadLink(reason)));
    match FriendLink::parse(&fragment) {
        Err(error) => bad(Arc::new(error)),
        Ok(Some(link)) => {
            let now = browser::now();
            match merge(library, &link, games::open, now, browser::random()) {
                Err(error) => bad(Arc::new(error)),
                Ok(merged) => {
                    let key = match &merged {
                        Merged::Contradicts { copy, .. } => copy.clone(),
                        Merged::NewGame { key, .. }
                        | Merged::Extended { key, .. }
                        | Merged::Stale { key }
                        | Merged::WrongSide { key, .. } => key.clone(),
                    };
                    let game = library.get(&key).map(|e| e.game().game);
                    let news = FriendNews::of(&merged);
                    let said = game.map(|game| Notice::Friend { game, news });
                    (Some(Opened::Kept(key)), said)
                }
            }
        }
        Ok(None) => match share::parse_fragment(&fragment, games::open) {
            Err(error) => bad(Arc::new(error)),
            Ok(opened) => {
                let replaces_other = current.table().plies() > 0 && !current.same_game(&opened);
                if replaces_other && !browser::confirm(Text::ConfirmReplace.get(lang)) {
                    return (None, None);
                }
                (Some(Opened::Shared(opened)), Some(Notice::OpenedShared))
            }
        },
    }
}
