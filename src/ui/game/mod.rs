//! The game in progress, for every game: the [`Table`] seam each game implements, the
//! session with its players, saves, links, records and browsing. Plain Rust.

pub mod browsing;
mod errors;
pub mod games;
mod json_error;
pub mod outlook;
pub mod record_text;
mod replay_table;
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

pub use json_error::JsonError;
pub use replay_table::{ReplayTable, TableGame};
pub use session::{Player, Session};
pub use table::{same_game, Explained, Frame, OpenError, Seat, Table};
