//! A course: a game's lessons in order, each a few steps, each step a position, a goal in
//! words and the turns that reach it.

use crate::rules::GameId;

/// A text in both of the app's languages.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Words {
    /// English.
    pub en: String,
    /// Dutch.
    pub nl: String,
}

/// One ply of a step's line: the turns accepted there. A reply has exactly one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    /// The turns, each its actions' texts.
    pub turns: Vec<Vec<String>>,
}

/// One step of a lesson: a position, what to do there, and the line that does it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The position, as the game writes it; the side to move is the player.
    pub position: String,
    /// What the player is to do, in one sentence (or, for a step to read, what it shows).
    pub goal: Words,
    /// What is said when the player's turn is legal but not one of those accepted.
    pub wrong: Option<Words>,
    /// What is said once the step is done, if anything.
    pub done: Option<Words>,
    /// The player's plies at even indexes (the turns accepted) and the opponent's replies
    /// at odd ones; it ends on the player's. Empty for a step that is only read.
    pub line: Vec<Ply>,
}

/// One lesson: one idea, taught in a few steps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Its id, unique in its course, which keeps the player's progress.
    pub id: String,
    /// Its title.
    pub title: Words,
    /// Its steps, in order.
    pub steps: Vec<Step>,
}

/// A game's lessons, in the order they are taught.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Course {
    /// The game.
    pub game: GameId,
    /// The lessons.
    pub lessons: Vec<Lesson>,
}

impl Step {
    /// Whether the step is only read: it has no line to play.
    pub fn is_reading(&self) -> bool {
        self.line.is_empty()
    }
}

impl Course {
    /// The lesson with this id.
    pub fn find(&self, id: &str) -> Option<&Lesson> {
        self.lessons.iter().find(|l| l.id == id)
    }
}
