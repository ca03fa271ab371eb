//! The kept games (issue 39): many games at once, each against the AI, a person here or a
//! friend by link, saved together in format version 3 ([`Library`]); friends' links
//! ([`FriendLink`]) and what opening one does ([`merge`]). Plain Rust: the clock and the
//! random numbers are passed in, and games are opened with the registry's [`Opener`]
//! (tested with real games in `ui/games/tests`).
//!
//! [`Opener`]: crate::ui::game::Opener

mod entry;
mod format;
mod friend;
mod friend_link;
mod id;
mod import;
mod kept;
mod merge;
mod opponent;
mod send;
mod stored;

pub use entry::{Entry, LABEL_CHARS};
pub use format::{LibraryError, LIBRARY_VERSION};
pub use friend::{Friend, FriendTerms};
pub use friend_link::{FriendLink, FriendLinkError};
pub use id::{Id, IdError, ID_CHARS};
pub use import::ImportReport;
pub use kept::{Library, CAP};
pub use merge::{merge, Merged};
pub use opponent::Opponent;
pub use stored::{load_library, save_library, LIBRARY_KEY};
