//! The seam between the app and each game: a game in progress as the app sees every game,
//! through texts, squares and pieces to draw. Each game implements [`Table`] in its own
//! folder; the app, the board and the move list know only this trait.

use crate::ai::Limits;
use crate::bot::Level;
use crate::rules::GameId;
use crate::ui::board::{BoardMove, Cell, Geometry, Token};
use crate::ui::i18n::errors::explain;
use crate::ui::i18n::{Bilingual, Explain, Lang};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the two sides of any game: Gold or White is `Light`, Silver or Black is `Dark`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Seat {
    /// Gold in Breakthru, White in Breakthrough.
    Light,
    /// Silver in Breakthru, Black in Breakthrough.
    Dark,
}

impl Seat {
    /// Its index: 0 for Light, 1 for Dark (the order of a session's players).
    pub fn index(self) -> usize {
        match self {
            Seat::Light => 0,
            Seat::Dark => 1,
        }
    }

    /// The other side.
    pub fn other(self) -> Seat {
        match self {
            Seat::Light => Seat::Dark,
            Seat::Dark => Seat::Light,
        }
    }
}

/// A reason already put into both languages, for errors that cross the seam between a
/// game and the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explained(Bilingual<String>);

impl Explained {
    /// The reason of `error`, in both languages.
    pub fn of(error: &dyn Explain) -> Explained {
        Explained(Bilingual {
            en: explain(error, Lang::En),
            nl: explain(error, Lang::Nl),
        })
    }
}

impl fmt::Display for Explained {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.en)
    }
}

impl Explain for Explained {
    fn dutch(&self) -> String {
        self.0.nl.clone()
    }
}

/// Why a written game (a start and action texts) cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenError {
    /// The start position cannot be read.
    Start(Explained),
    /// An action cannot be read or played.
    Action {
        /// Its number in the game, from 1.
        number: usize,
        /// Its text, cut to 20 characters.
        text: String,
        /// What is wrong with it.
        problem: Explained,
    },
}

impl OpenError {
    /// The error of action `index` (from 0) written `text`.
    pub fn action(index: usize, text: &str, problem: &dyn Explain) -> OpenError {
        OpenError::Action {
            number: index + 1,
            text: text.chars().take(20).collect(),
            problem: Explained::of(problem),
        }
    }
}

impl fmt::Display for OpenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpenError::Start(reason) => write!(f, "start position: {reason}"),
            OpenError::Action {
                number,
                text,
                problem,
            } => write!(f, "action {number} ('{text}') cannot be played: {problem}"),
        }
    }
}

impl std::error::Error for OpenError {}

impl Explain for OpenError {
    fn dutch(&self) -> String {
        match self {
            OpenError::Start(reason) => format!("beginstand: {}", reason.dutch()),
            OpenError::Action {
                number,
                text,
                problem,
            } => format!(
                "zet {number} ('{text}') kan niet gespeeld worden: {}",
                problem.dutch()
            ),
        }
    }
}

/// One step of an action as it is animated: the pieces after it, and the moves (from, to)
/// that brought pieces to their squares in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The pieces after this step.
    pub tokens: Vec<(Cell, Token)>,
    /// Where pieces came from in this step.
    pub moves: Vec<(Cell, Cell)>,
}

/// A game in progress: its start, the actions played, and what the app shows of it.
/// Plies count actions from the start; `ply == plies()` is the live position.
pub trait Table: fmt::Debug + Send + Sync {
    /// Which game this is.
    fn game(&self) -> GameId;
    /// What bounds the AI's search of one turn of this game at `level`.
    fn level_limits(&self, level: Level) -> Limits;
    /// The board's shape.
    fn geometry(&self) -> Geometry;
    /// The start position as text.
    fn start_text(&self) -> String;
    /// The actions played, in notation.
    fn action_texts(&self) -> Vec<String>;
    /// How many actions were played.
    fn plies(&self) -> usize;
    /// The side to act after `ply` actions.
    fn seat_at(&self, ply: usize) -> Seat;
    /// The side to act in the live position.
    fn seat_to_move(&self) -> Seat {
        self.seat_at(self.plies())
    }
    /// The pieces after `ply` actions.
    fn tokens_at(&self, ply: usize) -> Vec<(Cell, Token)>;
    /// The pieces action `index` (from 0) moved: (from, to) squares.
    fn moved(&self, index: usize) -> Vec<(Cell, Cell)>;
    /// Action `index` (from 0) step by step, for animation: one step in most games (the
    /// pieces after it, and [`Table::moved`]); in Freeling's 9x5 game, the move and then
    /// each explosion.
    fn frames(&self, index: usize) -> Vec<Frame> {
        vec![Frame {
            tokens: self.tokens_at(index + 1),
            moves: self.moved(index),
        }]
    }
    /// How many actions each turn so far has (the last one may be unfinished).
    fn turn_lengths(&self) -> Vec<usize>;
    /// The legal actions of the live position (none once the game is over).
    fn legal(&self) -> Vec<BoardMove>;
    /// The text of a pass, where the side to move may pass now (in games that have one).
    fn pass_text(&self) -> Option<String> {
        None
    }
    /// The pieces of the live position while an action is being chosen on the board:
    /// `squares` are the piece, its destination and the explosions chosen so far.
    fn preview(&self, squares: &[Cell]) -> Vec<(Cell, Token)> {
        let _ = squares;
        self.tokens_at(self.plies())
    }
    /// What the side to move faces in the live position of a game still on, as squares to
    /// mark: in Breakthru the flagship's open lines and the pieces that can be
    /// captured, in the Breakthrough games the enemy pieces that can win next move.
    fn threats(&self) -> Vec<Cell>;
    /// Plays the action written `text`, if legal.
    fn play(&mut self, text: &str) -> Result<(), Explained>;
    /// Takes back the last action and returns its text.
    fn undo(&mut self) -> Option<String>;
    /// Whether the game is over.
    fn is_over(&self) -> bool;
    /// Who won, once the game is over (`None` for a draw or a game still on).
    fn winner(&self) -> Option<Seat>;
    /// How the game ended, for people, once it is over.
    fn ending_text(&self, lang: Lang) -> Option<String>;
    /// Whose turn it is after `ply` actions and what they may do, for people ("Game over"
    /// once the game has ended there; a repetition draw is judged on the live game only).
    fn status_at(&self, ply: usize, lang: Lang) -> String;
    /// Why the piece on `from` may not act now, or not go to `to`, in a few words (`None`
    /// when there is no piece there, or nothing to say).
    fn why_not(&self, from: Cell, to: Option<Cell>, lang: Lang) -> Option<String>;
    /// A side's name.
    fn seat_name(&self, seat: Seat, lang: Lang) -> &'static str;
    /// The pieces each side has lost, as a short text.
    fn captured(&self, lang: Lang) -> String;
    /// The game record as text, to export.
    fn record_text(&self) -> String;
    /// A copy of the game.
    fn clone_box(&self) -> Box<dyn Table>;
    /// A copy of this table taken back to the position after `ply` actions.
    fn rewound(&self, ply: usize) -> Box<dyn Table> {
        let mut table = self.clone_box();
        while table.plies() > ply && table.undo().is_some() {}
        table
    }
}

impl Clone for Box<dyn Table> {
    fn clone(&self) -> Box<dyn Table> {
        self.clone_box()
    }
}

/// Opens a written game (its start and actions) of any game, every action checked: the
/// registry's `games::open`, handed to the parts of this folder that read saves and links.
pub type Opener = fn(GameId, &str, &[&str]) -> Result<Box<dyn Table>, OpenError>;

/// Two tables hold the same game: same game, start and actions.
pub fn same_game(a: &dyn Table, b: &dyn Table) -> bool {
    a.game() == b.game() && a.start_text() == b.start_text() && a.action_texts() == b.action_texts()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::errors::assert_dutch;

    #[test]
    fn every_error_has_its_own_dutch_text() {
        let illegal = crate::core::PlayError::Illegal;
        assert_dutch(&[
            OpenError::Start(Explained::of(&crate::core::PlayError::GameOver)),
            OpenError::action(1, "e3-e2", &illegal),
        ]);
    }
}
