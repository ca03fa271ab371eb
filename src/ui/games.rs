//! The games of the app, each registered by one line in [`games!`] below: the type in its
//! folder that offers it ([`AppGame`]). Everything else in the app reaches a game through
//! this file: its texts and rules, opening and importing its written games, its usual
//! start, and its fields in the new-game panel.
//!
//! Adding a game to the app: its folder (`src/ui/<game>/`, with its
//! [`TableGame`](crate::ui::game::TableGame) and [`AppGame`]), declared in `src/ui/mod.rs`,
//! and its line below.

use crate::rules::GameId;
use crate::ui::game::new_game::{self, Choices, NewGameForm};
use crate::ui::game::record_text;
use crate::ui::game::{AppGame, Explained, GameTexts, OpenError, Player, Table};
use crate::ui::i18n::Lang;
use leptos::prelude::{AnyView, IntoAny};

/// The setup before a game: only Breakthru has one (its free setup).
pub use crate::ui::breakthru::setup;

/// What the new-game panel starts: a game, or Breakthru's setup to make first.
pub type NewGame = new_game::NewGame<setup::FreeSetup>;

/// Opens a written game (its start and actions) of one game: [`AppGame::open`].
type OpenOne = fn(&str, &[&str]) -> Result<Box<dyn Table>, OpenError>;

/// Imports a record of one game: [`AppGame::import`].
type ImportOne = fn(&str) -> Result<Box<dyn Table>, Explained>;

/// One game's entry: its id and words, and how its games open and start.
struct Entry {
    id: GameId,
    texts: &'static GameTexts,
    open: OpenOne,
    import: ImportOne,
    standard: fn() -> Box<dyn Table>,
}

impl Entry {
    /// The entry of `G`.
    const fn of<G: AppGame>() -> Entry {
        Entry {
            id: G::ID,
            texts: G::TEXTS,
            open: G::open,
            import: G::import,
            standard: G::standard,
        }
    }
}

/// Lists the games, `crate::ui::<folder>::<Type>` each: the entries, and every game's
/// new-game fields.
macro_rules! games {
    ($(crate::ui::$folder:ident::$game:ident),+ $(,)?) => {
        /// Every game, in the order of the new-game panel.
        const GAMES: &[Entry] = &[$(Entry::of::<crate::ui::$folder::$game>()),+];

        /// Every game's own fields in the new-game panel.
        #[derive(Clone, Copy)]
        pub struct Forms {
            $($folder: <crate::ui::$folder::$game as AppGame>::Form,)+
        }

        impl Forms {
            /// Every game's fields, first filled in for `choices`.
            pub fn new(choices: &Choices) -> Forms {
                Forms {
                    $($folder: NewGameForm::<setup::FreeSetup>::new(choices),)+
                }
            }

            /// Fills every game's fields in for `choices`, the game being played.
            pub fn offer(self, choices: &Choices) {
                $(NewGameForm::<setup::FreeSetup>::offer(self.$folder, choices);)+
            }

            /// The fields of `game`.
            pub fn view(self, game: GameId) -> AnyView {
                $(if game == <crate::ui::$folder::$game as AppGame>::ID {
                    return NewGameForm::<setup::FreeSetup>::view(self.$folder);
                })+
                ().into_any()
            }

            /// The game that `game`'s fields start with `players`, or why not (in `lang`).
            pub fn start(self, game: GameId, players: [Player; 2], lang: Lang) -> Result<NewGame, String> {
                $(if game == <crate::ui::$folder::$game as AppGame>::ID {
                    return NewGameForm::<setup::FreeSetup>::start(self.$folder, players, lang);
                })+
                unreachable!("every game is registered")
            }
        }
    };
}

games! {
    crate::ui::breakthru::Breakthru,
    crate::ui::breakthrough::Breakthrough,
    crate::ui::breakthrough9x5::Breakthrough9x5,
}

/// The entry of `game`.
fn entry(game: GameId) -> &'static Entry {
    GAMES
        .iter()
        .find(|entry| entry.id == game)
        .expect("every game is registered")
}

/// Every game with its words, in the order of the new-game panel.
pub fn all() -> impl Iterator<Item = (GameId, &'static GameTexts)> {
    GAMES.iter().map(|entry| (entry.id, entry.texts))
}

/// The words of `game`.
pub fn texts(game: GameId) -> &'static GameTexts {
    entry(game).texts
}

/// The game `game` of a start text and action texts, every action checked.
pub fn open(game: GameId, start: &str, actions: &[&str]) -> Result<Box<dyn Table>, OpenError> {
    (entry(game).open)(start, actions)
}

/// A game of `game` from its usual start.
pub fn standard(game: GameId) -> Box<dyn Table> {
    (entry(game).standard)()
}

/// The game of a record text (see [`record_text`]), every action checked.
pub fn import(text: &str) -> Result<Box<dyn Table>, Explained> {
    let game = record_text::game_of(text).map_err(|e| Explained::of(&e))?;
    (entry(game).import)(text)
}

#[cfg(test)]
mod tests;
