//! A game whose first side to move a person plays, turn by turn, against a written line:
//! what a puzzle and a lesson's step have in common. Plain Rust.

use super::session::{Player, Session};
use super::table::{Explained, Seat, Table};
use crate::bot::Level;

/// A person's game against a written line: the game, and where the person's turn began.
#[derive(Clone, Debug)]
pub struct Exercise {
    session: Session,
    /// The actions on the board when the person's turn began.
    turn_start: usize,
}

impl Exercise {
    /// The game from `table`'s position: the side to move is the person's, the other
    /// counts as the AI at `level`, so that the line's replies slide in as the AI's turns do.
    pub fn new(table: Box<dyn Table>, level: Level) -> Exercise {
        let mut players = [Player::Ai(level); 2];
        players[table.seat_at(0).index()] = Player::Human;
        let turn_start = table.plies();
        Exercise {
            session: Session::new(table, players),
            turn_start,
        }
    }

    /// The game on the board.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The person's side.
    pub fn player(&self) -> Seat {
        self.session.table().seat_at(0)
    }

    /// Whether the person's turn is under way: Breakthru's first move is played and the
    /// second is due.
    pub fn turn_begun(&self) -> bool {
        self.session.table().plies() > self.turn_start
    }

    /// Whether the person has won.
    pub fn won(&self) -> bool {
        self.session.table().winner() == Some(self.player())
    }

    /// The person's turn on the board (its actions so far).
    pub fn turn(&self) -> Vec<String> {
        self.session.table().action_texts()[self.turn_start..].to_vec()
    }

    /// Plays the person's action written `text`. Once it ends the turn (the other side
    /// to move, or the game over), the turn's actions.
    pub fn play(&mut self, text: &str) -> Result<Option<Vec<String>>, Explained> {
        self.session.play(text)?;
        let table = self.session.table();
        let ended = table.is_over() || table.seat_to_move() != self.player();
        Ok(ended.then(|| self.turn()))
    }

    /// Plays the line's `reply`, and the person's next turn begins; `false` if an action
    /// could not be played, which a checked line never gives.
    pub fn reply(&mut self, reply: &[String]) -> bool {
        for text in reply {
            if self.session.play(text).is_err() {
                return false;
            }
        }
        self.turn_start = self.session.table().plies();
        true
    }

    /// Takes the person's turn on the board back.
    pub fn take_back(&mut self) {
        let table = self.session.table().rewound(self.turn_start);
        self.session = Session::new(table, self.session.players());
    }
}
