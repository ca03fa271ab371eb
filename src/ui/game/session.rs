//! The game being played in the app: its table, who plays each side, undo and redo.
//! Plain Rust, tested with real games in `ui/games/tests`.

use super::review::{Review, Scored};
use super::table::{same_game, Explained, Seat, Table};
use crate::bot::Level;
use serde::{Deserialize, Serialize};

/// Who plays a side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Player {
    /// A person at this device.
    Human,
    /// The AI at a level.
    Ai(Level),
}

/// A game in progress with its players, the actions that can be redone, where a person
/// took a hint, and its review so far.
#[derive(Clone, Debug)]
pub struct Session {
    table: Box<dyn Table>,
    players: [Player; 2],
    redo: Vec<String>,
    hints: Vec<usize>,
    review: Review,
}

impl PartialEq for Session {
    fn eq(&self, other: &Session) -> bool {
        same_game(&*self.table, &*other.table)
            && self.players == other.players
            && self.redo == other.redo
            && self.hints == other.hints
            && self.review == other.review
    }
}

impl Session {
    /// A session continuing the game at `table`, with `players` for Light and Dark.
    pub fn new(table: Box<dyn Table>, players: [Player; 2]) -> Session {
        Session {
            table,
            players,
            redo: Vec::new(),
            hints: Vec::new(),
            review: Review::default(),
        }
    }

    /// The same session with hints taken at `plies` (each the number of actions played
    /// when the hint was taken); those beyond the game are dropped.
    pub fn with_hints(mut self, plies: &[usize]) -> Session {
        for &ply in plies {
            if ply <= self.table.plies() && !self.hints.contains(&ply) {
                self.hints.push(ply);
            }
        }
        self.hints.sort_unstable();
        self
    }

    /// The same session with `review`, less any positions beyond the game.
    pub fn with_review(mut self, mut review: Review) -> Session {
        review.keep_until(self.table.plies());
        self.review = review;
        self
    }

    /// The review so far.
    pub fn review(&self) -> &Review {
        &self.review
    }

    /// Records the AI's view of the position after `scored.ply` actions of this game.
    pub fn record_review(&mut self, scored: Scored) {
        if scored.ply <= self.table.plies() {
            self.review.record(scored);
        }
    }

    /// Records a hint taken in the live position.
    pub fn take_hint(&mut self) {
        let ply = self.table.plies();
        self.hints = std::mem::take(&mut self.hints)
            .into_iter()
            .filter(|&h| h != ply)
            .collect();
        self.hints.push(ply);
    }

    /// The plies (actions played) at which a person took a hint, in order.
    pub fn hints(&self) -> &[usize] {
        &self.hints
    }

    /// The game so far.
    pub fn table(&self) -> &dyn Table {
        &*self.table
    }

    /// Who plays `seat`.
    pub fn player(&self, seat: Seat) -> Player {
        self.players[seat.index()]
    }

    /// Who plays each seat, Light first.
    pub fn players(&self) -> [Player; 2] {
        self.players
    }

    /// Gives both sides to people at this device (when the AI cannot play).
    pub fn hand_to_people(&mut self) {
        self.players = [Player::Human, Player::Human];
    }

    /// Whether `other` holds the same game (players aside).
    pub fn same_game(&self, other: &Session) -> bool {
        same_game(&*self.table, &*other.table)
    }

    fn to_move(&self) -> Option<Player> {
        if self.table.is_over() {
            return None;
        }
        Some(self.player(self.table.seat_to_move()))
    }

    /// The AI level due to act now, if the game is on and the side to move is the AI's.
    pub fn ai_to_move(&self) -> Option<Level> {
        match self.to_move()? {
            Player::Ai(level) => Some(level),
            Player::Human => None,
        }
    }

    /// Whether a person is to act now.
    pub fn human_to_move(&self) -> bool {
        self.to_move() == Some(Player::Human)
    }

    /// Plays the action written `text`; the redo list is forgotten.
    pub fn play(&mut self, text: &str) -> Result<(), Explained> {
        self.table.play(text)?;
        self.redo.clear();
        Ok(())
    }

    /// Takes back actions up to and including the last one a person chose
    /// (one action when nobody is the AI). Returns whether anything was undone.
    pub fn undo(&mut self) -> bool {
        let mut undone = false;
        while let Some(action) = self.table.undo() {
            self.redo.push(action);
            undone = true;
            let seat = self.table.seat_to_move();
            if self.player(seat) == Player::Human {
                break;
            }
        }
        let live = self.table.plies();
        self.hints.retain(|&ply| ply <= live);
        self.review.keep_until(live);
        undone
    }

    /// Plays again the last undone action. Returns whether there was one.
    pub fn redo(&mut self) -> bool {
        match self.redo.pop() {
            Some(action) => self.table.play(&action).is_ok(),
            None => false,
        }
    }

    /// Whether [`Session::redo`] has something to replay.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
}
