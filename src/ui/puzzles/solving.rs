//! A puzzle being solved on its own board: the player's turns are judged against the
//! solution as each turn ends (Breakthru's two independent actions in either order), the
//! opponent's replies come from the solution, and the first failure or the solution asked
//! for decides the rated result. Also which puzzle to offer next.

use super::link::PuzzleLink;
use super::ratings::GameRecord;
use crate::bot::Level;
use crate::puzzle::{is_one_of, Puzzle, PuzzleSet, Theme};
use crate::rules::GameId;
use crate::ui::game::{Exercise, Explained, OpenError, Opener, Seat, Session};
use crate::ui::i18n::Lang;

/// Where a puzzle being solved stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The player is to find a turn.
    Playing,
    /// The player's turn was right; the opponent's reply is due.
    Replying,
    /// The player's turn was wrong; it stays on the board until Retry.
    Wrong,
    /// The line is played out.
    Solved,
}

/// What an action played on the puzzle's board did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The turn goes on (Breakthru's second action is still to come).
    Unfinished,
    /// The right turn: the opponent replies next.
    Right,
    /// The right turn, and the last one: solved.
    Solved,
    /// Not the right turn.
    Wrong,
}

/// A puzzle of a set on its own board.
#[derive(Clone, Debug)]
pub struct Solving {
    /// The set.
    pub set: String,
    /// The puzzle.
    pub puzzle: Puzzle,
    game: GameId,
    exercise: Exercise,
    /// Solution turns played on the board.
    done: usize,
    stage: Stage,
    /// Whether the player failed once or asked for the solution.
    failed: bool,
    /// Whether the solution is shown (each right turn as arrows).
    shown: bool,
    /// Whether the rated result was handed out.
    rated: bool,
}

impl Solving {
    /// Puzzle `puzzle` of `set` (a set of `game`), at its start; `open` opens its position.
    pub fn open(
        set: &str,
        puzzle: Puzzle,
        game: GameId,
        open: Opener,
    ) -> Result<Solving, OpenError> {
        let table = open(game, &puzzle.position, &[])?;
        Ok(Solving {
            set: set.to_string(),
            puzzle,
            game,
            exercise: Exercise::new(table, Level::Club),
            done: 0,
            stage: Stage::Playing,
            failed: false,
            shown: false,
            rated: false,
        })
    }

    /// The game on the puzzle's board.
    pub fn session(&self) -> &Session {
        self.exercise.session()
    }

    /// The game of the puzzle.
    pub fn game(&self) -> GameId {
        self.game
    }

    /// Where the puzzle stands.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The player's side.
    pub fn player(&self) -> Seat {
        self.exercise.player()
    }

    /// The opponent's side.
    pub fn opponent(&self) -> Seat {
        self.player().other()
    }

    /// The name of `seat` for people.
    pub fn seat_name(&self, seat: Seat, lang: Lang) -> &'static str {
        self.exercise.session().table().seat_name(seat, lang)
    }

    /// The link to this puzzle.
    pub fn link(&self) -> PuzzleLink {
        PuzzleLink {
            set: self.set.clone(),
            id: self.puzzle.id.clone(),
        }
    }

    /// Whether the player's turn is under way: Breakthru's first move is played and the
    /// second is due.
    pub fn mid_turn(&self) -> bool {
        self.stage == Stage::Playing && self.exercise.turn_begun()
    }

    /// Whether the solution is shown.
    pub fn shown(&self) -> bool {
        self.shown
    }

    /// Plays the player's action written `text`, and judges the turn once it ends.
    pub fn play(&mut self, text: &str) -> Result<Verdict, Explained> {
        if self.stage != Stage::Playing {
            return Ok(Verdict::Unfinished);
        }
        let Some(played) = self.exercise.play(text)? else {
            return Ok(Verdict::Unfinished);
        };
        let solution = &self.puzzle.solution;
        let right = self.exercise.won()
            || is_one_of(
                self.game,
                &self.puzzle.position,
                &solution[..self.done],
                &played,
                std::slice::from_ref(&solution[self.done]),
            );
        if !right {
            self.stage = Stage::Wrong;
            self.failed = true;
            return Ok(Verdict::Wrong);
        }
        self.done += 1;
        if self.done >= solution.len() || self.exercise.session().table().is_over() {
            self.stage = Stage::Solved;
            return Ok(Verdict::Solved);
        }
        self.stage = Stage::Replying;
        Ok(Verdict::Right)
    }

    /// Plays the opponent's reply that is due, and returns its actions.
    pub fn reply(&mut self) -> Option<Vec<String>> {
        if self.stage != Stage::Replying {
            return None;
        }
        let reply = self.puzzle.solution[self.done].clone();
        if !self.exercise.reply(&reply) {
            // A set is checked when read, so this does not happen; the line ends.
            self.stage = Stage::Solved;
            return None;
        }
        self.done += 1;
        self.stage = Stage::Playing;
        Some(reply)
    }

    /// Takes a wrong turn back, to try again.
    pub fn retry(&mut self) {
        if self.stage == Stage::Wrong {
            self.exercise.take_back();
            self.stage = Stage::Playing;
        }
    }

    /// Shows the solution: a wrong turn is taken back and each right turn is shown as
    /// arrows. The puzzle counts as failed.
    pub fn show_solution(&mut self) {
        self.retry();
        self.failed = true;
        self.shown = true;
    }

    /// The right turn to show as arrows, while the solution is shown and the player is to
    /// move.
    pub fn solution_turn(&self) -> Option<&[String]> {
        let shown = self.shown && self.stage == Stage::Playing;
        shown.then(|| self.puzzle.solution.get(self.done).map(Vec::as_slice))?
    }

    /// The result to rate, once: failed at the first wrong turn or solution asked for,
    /// solved when the line ends without either.
    pub fn result(&mut self) -> Option<bool> {
        let result = match self.stage {
            _ if self.rated => return None,
            _ if self.failed => false,
            Stage::Solved => true,
            _ => return None,
        };
        self.rated = true;
        Some(result)
    }
}

/// How many puzzles nearest the player's rating the next one is drawn from.
const NEAREST: usize = 5;

/// The puzzle to offer after `current` in `set` (with `theme`, if one is chosen): those
/// never played first, then those failed, then those solved; among them one of the few
/// nearest the player's rating, drawn by `random`.
pub fn next_puzzle<'a>(
    set: &'a PuzzleSet,
    theme: Option<Theme>,
    record: &GameRecord,
    current: Option<&str>,
    random: u64,
) -> Option<&'a Puzzle> {
    let with_theme = || {
        set.puzzles
            .iter()
            .filter(move |p| theme.is_none_or(|t| p.themes.contains(&t)))
    };
    let others: Vec<&Puzzle> = with_theme()
        .filter(|p| Some(p.id.as_str()) != current)
        .collect();
    let candidates = match others.is_empty() {
        true => with_theme().collect(),
        false => others,
    };
    let rank = |p: &Puzzle| match record.result(&p.id) {
        None => 0,
        Some(false) => 1,
        Some(true) => 2,
    };
    let best = candidates.iter().map(|p| rank(p)).min()?;
    let mut near: Vec<&Puzzle> = candidates.into_iter().filter(|p| rank(p) == best).collect();
    near.sort_by_key(|p| (f64::from(p.rating) - record.rating).abs() as u32);
    near.truncate(NEAREST);
    near.get((random % near.len() as u64) as usize).copied()
}
