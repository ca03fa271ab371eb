//! Learn in the app, as plain Rust: the courses' files, a lesson being taken on its own
//! board, the player's stars kept in localStorage, and the player's own mistakes of a
//! reviewed game as a lesson. The courses themselves are read by
//! [`crate::lesson`].

pub mod courses;
pub mod learning;
pub mod mistakes;
pub mod progress;
pub mod said;
pub mod texts;

pub use learning::{Learning, Stage, Verdict};
pub use mistakes::Mistakes;
pub use progress::{Progress, ProgressError};
pub use said::Said;
