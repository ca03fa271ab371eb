//! The game being played in the app: the record, who plays each side, undo and redo,
//! and its saved form. Plain Rust, tested natively.

use super::json_error::JsonError;
use super::replay::{replay, ActionError};
use crate::bot::Level;
use crate::rules::breakthru::{Action, BfnError, PlayError, Position, Record, Side};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Who plays a side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Player {
    /// A person at this device.
    Human,
    /// The AI at a level.
    Ai(Level),
}

/// Version of the saved form; bumped when it changes.
pub const SAVE_VERSION: u32 = 1;

/// The saved form of a game: readable JSON with the start position in BFN and actions in notation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// Format version, [`SAVE_VERSION`].
    pub version: u32,
    /// Start position in BFN.
    pub start: String,
    /// Actions played, in notation.
    pub actions: Vec<String>,
    /// Who plays Gold.
    pub gold: Player,
    /// Who plays Silver.
    pub silver: Player,
}

/// Why a saved game cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SavedGameError {
    /// The text is not the JSON of a [`SavedGame`].
    Json(JsonError),
    /// It was saved in another format version.
    Version(u32),
    /// The start position is not valid BFN.
    Start(BfnError),
    /// An action cannot be replayed.
    Action(ActionError),
}

impl fmt::Display for SavedGameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SavedGameError::Json(error) => error.fmt(f),
            SavedGameError::Version(version) => write!(
                f,
                "saved with format version {version}, this app reads {SAVE_VERSION}"
            ),
            SavedGameError::Start(error) => write!(f, "start position: {error}"),
            SavedGameError::Action(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for SavedGameError {}

/// A game in progress with its players and the actions that can be redone.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    record: Record,
    gold: Player,
    silver: Player,
    redo: Vec<Action>,
}

impl Session {
    /// A new game from `start`.
    pub fn new(start: Position, gold: Player, silver: Player) -> Session {
        Session {
            record: Record::new(start),
            gold,
            silver,
            redo: Vec::new(),
        }
    }

    /// A session continuing `record`.
    pub fn with_record(record: Record, gold: Player, silver: Player) -> Session {
        Session {
            record,
            gold,
            silver,
            redo: Vec::new(),
        }
    }

    /// The game so far.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// Who plays `side`.
    pub fn player(&self, side: Side) -> Player {
        match side {
            Side::Gold => self.gold,
            Side::Silver => self.silver,
        }
    }

    /// The AI level due to act now, if the game is on and the side to move is the AI's.
    pub fn ai_to_move(&self) -> Option<Level> {
        if self.record.ending().is_some() {
            return None;
        }
        match self.player(self.record.position().side()) {
            Player::Ai(level) => Some(level),
            Player::Human => None,
        }
    }

    /// Whether a person is to act now.
    pub fn human_to_move(&self) -> bool {
        self.record.ending().is_none()
            && self.player(self.record.position().side()) == Player::Human
    }

    /// Plays an action; the redo list is forgotten.
    pub fn play(&mut self, action: Action) -> Result<(), PlayError> {
        self.record.play(action)?;
        self.redo.clear();
        Ok(())
    }

    /// Takes back actions up to and including the last one a person chose
    /// (one action when nobody is the AI). Returns whether anything was undone.
    pub fn undo(&mut self) -> bool {
        let mut undone = false;
        while let Some(action) = self.record.undo() {
            self.redo.push(action);
            undone = true;
            if self.player(self.record.position().side()) == Player::Human {
                break;
            }
        }
        undone
    }

    /// Plays again the last undone action. Returns whether there was one.
    pub fn redo(&mut self) -> bool {
        match self.redo.pop() {
            Some(action) => self.record.play(action).is_ok(),
            None => false,
        }
    }

    /// Whether [`Session::redo`] has something to replay.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The saved form.
    pub fn to_saved(&self) -> SavedGame {
        SavedGame {
            version: SAVE_VERSION,
            start: self.record.start().to_bfn(),
            actions: self
                .record
                .actions()
                .iter()
                .map(Action::to_string)
                .collect(),
            gold: self.gold,
            silver: self.silver,
        }
    }

    /// A session from its saved form, replaying and checking every action.
    pub fn from_saved(saved: &SavedGame) -> Result<Session, SavedGameError> {
        if saved.version != SAVE_VERSION {
            return Err(SavedGameError::Version(saved.version));
        }
        let start = Position::from_bfn(&saved.start).map_err(SavedGameError::Start)?;
        let actions = saved.actions.iter().map(String::as_str);
        let record = replay(start, actions).map_err(SavedGameError::Action)?;
        Ok(Session::with_record(record, saved.gold, saved.silver))
    }

    /// A session from its saved JSON.
    pub fn from_json(text: &str) -> Result<Session, SavedGameError> {
        let saved: SavedGame =
            serde_json::from_str(text).map_err(|e| SavedGameError::Json(e.into()))?;
        Session::from_saved(&saved)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(session: &mut Session, actions: &str) {
        for text in actions.split_whitespace() {
            session.play(text.parse().unwrap()).unwrap();
        }
    }

    #[test]
    fn undo_against_the_ai_returns_to_the_persons_decision() {
        let mut session =
            Session::new(Position::standard(), Player::Human, Player::Ai(Level::Club));
        play(&mut session, "e4-e3 g4-g3 d2-d1 e2-e1");
        assert!(session.undo());
        assert_eq!(
            session.record().actions().len(),
            1,
            "back to Gold's second move"
        );
        assert!(session.human_to_move());
        assert!(session.redo());
        assert_eq!(session.record().actions().len(), 2);
    }

    #[test]
    fn undo_between_people_takes_back_one_action() {
        let mut session = Session::new(Position::standard(), Player::Human, Player::Human);
        play(&mut session, "e4-e3");
        assert!(session.undo());
        assert!(session.record().actions().is_empty());
        assert!(!session.undo());
    }

    #[test]
    fn saved_games_round_trip_and_bad_ones_are_explained() {
        let mut session = Session::new(
            Position::standard(),
            Player::Ai(Level::Beginner),
            Player::Human,
        );
        play(&mut session, "e4-e3 g4-g3");
        let saved = session.to_saved();
        assert_eq!(Session::from_saved(&saved), Ok(session));
        let bad = SavedGame {
            actions: vec!["e4-e3".into(), "e3-e2".into()],
            ..saved.clone()
        };
        let Err(SavedGameError::Action(error)) = Session::from_saved(&bad) else {
            panic!("the second action is illegal")
        };
        assert_eq!(error.number, 2);
        let future = SavedGame {
            version: 99,
            ..saved
        };
        assert_eq!(
            Session::from_saved(&future),
            Err(SavedGameError::Version(99))
        );
        assert!(matches!(
            Session::from_json("{\"version\":1}"),
            Err(SavedGameError::Json(JsonError { syntax: false, .. }))
        ));
    }
}
