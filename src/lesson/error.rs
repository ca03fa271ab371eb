//! What is wrong with a course file, and where.

use std::fmt;

/// What is wrong with a line of a course file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonError {
    /// The first line is not `lessons 1 <game>`.
    Header,
    /// A line starts with a keyword the format does not know.
    Keyword(String),
    /// The keyword takes this many tab-separated fields after it.
    Fields(usize),
    /// A step, goal, wrong, done or line before the lesson or step it belongs to.
    Outside,
    /// A second title, goal, wrong, done or line for the same lesson or step.
    Twice,
    /// A lesson id used before in the course, or not a word of `a-z`, `0-9` and `-`.
    Id(String),
    /// A lesson without a title or steps, or a step without a goal, or a step to play
    /// without the words for a wrong turn (which of them).
    Missing(&'static str),
    /// The position cannot be read, is over, or is in the middle of a turn.
    Position(String),
    /// The line ends on a reply, has a reply with alternatives, or a turn that cannot be
    /// played after one of the turns before it, or goes on after the game ended.
    Line(String),
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LessonError::Header => f.write_str("the first line must be `lessons 1 <game>`"),
            LessonError::Keyword(word) => write!(f, "unknown keyword '{word}'"),
            LessonError::Fields(n) => write!(f, "needs {n} fields after its keyword"),
            LessonError::Outside => f.write_str("comes before the lesson or step it is for"),
            LessonError::Twice => f.write_str("is given twice"),
            LessonError::Id(id) => write!(f, "lesson id '{id}' is used twice or not a-z0-9-"),
            LessonError::Missing(what) => write!(f, "lacks its {what}"),
            LessonError::Position(why) => write!(f, "position: {why}"),
            LessonError::Line(why) => write!(f, "line: {why}"),
        }
    }
}

/// A refused line of a course file: where, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CourseError {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong.
    pub error: LessonError,
}

impl fmt::Display for CourseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.error)
    }
}

impl std::error::Error for CourseError {}
