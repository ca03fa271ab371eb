//! Lessons, without the app: the vocabulary of a course (a game's lessons, each a few steps
//! on a board), the text format of a course file (`public/learn/<game>.txt`, see
//! docs/learn.md) and its parser, which checks every position, accepted turn and reply
//! against the game's rules and that every step's goal can be reached. On `core`, `rules`
//! and `puzzle` (whole turns as text) alone.

mod course;
mod error;
mod format;
mod stars;

pub use course::{Course, Lesson, Ply, Step, Words};
pub use error::{CourseError, LessonError};
pub use stars::{stars, MAX_STARS};
