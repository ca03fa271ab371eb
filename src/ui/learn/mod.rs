//! Learn in the app, as plain Rust: the courses' files, a lesson being taken on its own
//! board, and the player's stars kept in localStorage. The courses themselves are read by
//! [`crate::lesson`].

pub mod courses;
pub mod learning;
pub mod progress;
pub mod said;
pub mod texts;

pub use learning::{Learning, Stage, Verdict};
pub use progress::{Progress, ProgressError};
pub use said::Said;
