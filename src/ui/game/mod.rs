//! The game in progress, for every game: the [`Table`] seam each game implements (most of
//! it once, in [`GameTable`]), what the app needs of each game ([`AppGame`]), the session
//! with its players, saves, links, records, browsing and reviews. It knows no game by name:
//! games are opened through the registry's [`Opener`]; they are tested together with real
//! games in `ui/games/tests`.

mod app_game;
pub mod browsing;
mod errors;
mod exercise;
mod game_table;
mod history;
mod json_error;
pub mod new_game;
pub mod outlook;
pub mod record_text;
pub mod review;
pub mod review_texts;
pub mod saved;
mod session;
pub mod settings;
pub mod share;
pub mod stored;
mod table;
pub mod texts;
pub mod white_black;

pub use app_game::{AppGame, GameTexts, SeatWords};
pub use exercise::Exercise;
pub use game_table::{GameTable, TableGame};
pub use history::History;
pub use json_error::JsonError;
pub use session::{Player, Session};
pub use table::{same_game, Explained, Frame, OpenError, Opener, Seat, Table};
