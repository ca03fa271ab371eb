//! A lesson being taken on its own board: its steps in turn, the player's turns judged
//! against the step's accepted turns as each turn ends (Breakthru's two moves in either
//! order; a turn that wins the game always reaches the goal), the opponent's replies from
//! the step's line, and the turns refused, which decide the lesson's stars.

use crate::bot::Level;
use crate::lesson::{stars, Course, Lesson, Step, Words};
use crate::puzzle::is_one_of;
use crate::rules::GameId;
use crate::ui::game::{Exercise, Explained, OpenError, Opener, Seat, Session};
use std::sync::Arc;

/// Where the step being taken stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// A step only to read: the player goes on when ready.
    Reading,
    /// The player is to play a turn.
    Playing,
    /// The player's turn was accepted; the opponent's reply is due.
    Replying,
    /// The player's turn was not accepted; it stays on the board until Retry.
    Wrong,
    /// The step's goal is reached.
    Done,
}

/// What an action played on the lesson's board did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The turn goes on (Breakthru's second move is still to come).
    Unfinished,
    /// An accepted turn: the opponent replies next.
    Right,
    /// An accepted turn that reaches the step's goal.
    Done,
    /// A legal turn that the step does not accept.
    Wrong,
}

/// A lesson of a course on its own board.
#[derive(Clone, Debug)]
pub struct Learning {
    course: Arc<Course>,
    lesson: usize,
    step: usize,
    exercise: Exercise,
    /// The turns of the step's line played so far: the player's and the replies.
    played: Vec<Vec<String>>,
    stage: Stage,
    /// The player's turns refused in this lesson, and steps whose turn was shown.
    refused: u32,
    /// Whether the step's accepted turns are shown as arrows.
    shown: bool,
    open: Opener,
}

impl Learning {
    /// Lesson `lesson` (an index) of `course` at its first step; `open` opens positions.
    pub fn open(course: Arc<Course>, lesson: usize, open: Opener) -> Result<Learning, OpenError> {
        let first = course.lessons.get(lesson).and_then(|l| l.steps.first());
        let position = first.map_or(String::new(), |s| s.position.clone());
        let exercise = Self::exercise_at(course.game, &position, open)?;
        let mut learning = Learning {
            course,
            lesson,
            step: 0,
            exercise,
            played: Vec::new(),
            stage: Stage::Playing,
            refused: 0,
            shown: false,
            open,
        };
        learning.stage = learning.first_stage();
        Ok(learning)
    }

    /// The game at `position`, played from its side to move.
    fn exercise_at(game: GameId, position: &str, open: Opener) -> Result<Exercise, OpenError> {
        Ok(Exercise::new(open(game, position, &[])?, Level::Beginner))
    }

    fn first_stage(&self) -> Stage {
        match self.step().is_reading() {
            true => Stage::Reading,
            false => Stage::Playing,
        }
    }

    /// The course.
    pub fn course(&self) -> &Course {
        &self.course
    }

    /// The lesson's index in its course.
    pub fn lesson_index(&self) -> usize {
        self.lesson
    }

    /// The lesson.
    pub fn lesson(&self) -> &Lesson {
        &self.course.lessons[self.lesson]
    }

    /// The step being taken.
    pub fn step(&self) -> &Step {
        &self.lesson().steps[self.step]
    }

    /// The step's number, from 1, and how many steps the lesson has.
    pub fn step_count(&self) -> (usize, usize) {
        (self.step + 1, self.lesson().steps.len())
    }

    /// The game on the lesson's board.
    pub fn session(&self) -> &Session {
        self.exercise.session()
    }

    /// Where the step stands.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The player's side.
    pub fn player(&self) -> Seat {
        self.exercise.player()
    }

    /// What the step asks.
    pub fn goal(&self) -> &Words {
        &self.step().goal
    }

    /// Whether the player's turn is under way: Breakthru's first move is played and the
    /// second is due.
    pub fn mid_turn(&self) -> bool {
        self.stage == Stage::Playing && self.exercise.turn_begun()
    }

    /// Whether the step is the lesson's last.
    pub fn last_step(&self) -> bool {
        self.step + 1 == self.lesson().steps.len()
    }

    /// Whether the lesson is finished: its last step done or read.
    pub fn finished(&self) -> bool {
        self.last_step() && matches!(self.stage, Stage::Done | Stage::Reading)
    }

    /// The lesson's stars as it stands.
    pub fn stars(&self) -> u8 {
        stars(self.refused)
    }

    /// Plays the player's action written `text`, and judges the turn once it ends.
    pub fn play(&mut self, text: &str) -> Result<Verdict, Explained> {
        if self.stage != Stage::Playing {
            return Ok(Verdict::Unfinished);
        }
        let Some(turn) = self.exercise.play(text)? else {
            return Ok(Verdict::Unfinished);
        };
        let step = self.step();
        let ply = &step.line[self.played.len()].turns;
        let won = self.exercise.won();
        if !won && !is_one_of(self.course.game, &step.position, &self.played, &turn, ply) {
            self.stage = Stage::Wrong;
            self.refused += 1;
            return Ok(Verdict::Wrong);
        }
        self.played.push(turn);
        if won || self.played.len() == self.step().line.len() {
            self.stage = Stage::Done;
            return Ok(Verdict::Done);
        }
        self.stage = Stage::Replying;
        Ok(Verdict::Right)
    }

    /// Plays the opponent's reply that is due, and returns its actions.
    pub fn reply(&mut self) -> Option<Vec<String>> {
        if self.stage != Stage::Replying {
            return None;
        }
        let reply = self.step().line[self.played.len()].turns[0].clone();
        if !self.exercise.reply(&reply) {
            // A course is checked when read, so this does not happen; the step ends.
            self.stage = Stage::Done;
            return None;
        }
        self.played.push(reply.clone());
        self.stage = Stage::Playing;
        Some(reply)
    }

    /// Takes a refused turn back, to try again.
    pub fn retry(&mut self) {
        if self.stage == Stage::Wrong {
            self.exercise.take_back();
            self.stage = Stage::Playing;
        }
    }

    /// Goes on to the lesson's next step once this one is done or read; `false` at the
    /// lesson's end (or if the next position could not be opened, which a checked course
    /// never gives).
    pub fn next_step(&mut self) -> bool {
        let ready = matches!(self.stage, Stage::Done | Stage::Reading);
        if !ready || self.last_step() {
            return false;
        }
        let position = &self.lesson().steps[self.step + 1].position;
        let Ok(exercise) = Self::exercise_at(self.course.game, position, self.open) else {
            return false;
        };
        self.step += 1;
        self.exercise = exercise;
        self.played.clear();
        self.shown = false;
        self.stage = self.first_stage();
        true
    }

    /// Accepts the refused turn on the board after all (a search found it good enough): the
    /// step is done, and the refusal does not count.
    pub fn accept(&mut self) {
        if self.stage == Stage::Wrong {
            self.played.push(self.exercise.turn());
            self.refused = self.refused.saturating_sub(1);
            self.stage = match self.played.len() == self.step().line.len() {
                true => Stage::Done,
                false => Stage::Replying,
            };
        }
    }

    /// Shows the step's accepted turns as arrows, a refused turn taken back first. A step
    /// shown counts as a refused turn, once.
    pub fn show(&mut self) {
        self.retry();
        if !self.shown && self.stage == Stage::Playing {
            self.refused += 1;
            self.shown = true;
        }
    }

    /// The turn to show as arrows: the first the step accepts now, once shown.
    pub fn shown_turn(&self) -> Option<&[String]> {
        let ply = self.step().line.get(self.played.len());
        let ply = ply.filter(|_| self.shown && self.stage == Stage::Playing)?;
        ply.turns.first().map(Vec::as_slice)
    }
}
