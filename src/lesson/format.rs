//! The text of a course: a header line `lessons 1 <game>`, `#` comment lines and blank
//! lines, and lines of a keyword and tab-separated fields (docs/learn.md):
//!
//! - `lesson <id>` starts a lesson, `title <en> <nl>` names it;
//! - `step <position>` starts a step of it, `goal <en> <nl>` says what to do there;
//! - `line <plies>` gives the turns, plies separated by spaces, the turns accepted in a ply
//!   by `|`, a turn's actions by `+`; a step without one is only read;
//! - `wrong <en> <nl>` is said on a turn that is legal but not accepted, `done <en> <nl>`
//!   once the step is done.
//!
//! Each step is checked against the game's rules as it is read.

use super::course::{Course, Lesson, Ply, Step, Words};
use super::error::{CourseError, LessonError};
use crate::core::Notation;
use crate::puzzle::play_turn;
use crate::rules::{with_game, GameId};

/// The version of the format, in the header.
const VERSION: &str = "1";

/// The course being read, with the lines its open lesson and step started on.
struct Reader {
    course: Course,
    lesson_line: usize,
    step_line: usize,
}

impl Course {
    /// Reads a course, refusing the first bad line with its number.
    pub fn parse(text: &str) -> Result<Course, CourseError> {
        let mut lines = text.lines().enumerate();
        let header = lines.next().map(|(_, l)| l.split(' ').collect::<Vec<_>>());
        let game = match header.as_deref() {
            Some(["lessons", VERSION, game]) => game.parse::<GameId>().ok(),
            _ => None,
        };
        let refuse = |line, error| CourseError { line, error };
        let game = game.ok_or(refuse(1, LessonError::Header))?;
        let mut reader = Reader {
            course: Course {
                game,
                lessons: Vec::new(),
            },
            lesson_line: 0,
            step_line: 0,
        };
        for (index, line) in lines {
            if line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            let number = index + 1;
            reader.read(number, line).map_err(|e| refuse(number, e))?;
        }
        reader.close_lesson()?;
        Ok(reader.course)
    }
}

/// The two words of a `title`, `goal`, `wrong` or `done` line.
fn words(fields: &[&str]) -> Result<Words, LessonError> {
    match fields {
        [en, nl] if !en.is_empty() && !nl.is_empty() => Ok(Words {
            en: en.to_string(),
            nl: nl.to_string(),
        }),
        _ => Err(LessonError::Fields(2)),
    }
}

/// Sets `slot` once.
fn set_once<T>(slot: &mut Option<T>, value: T) -> Result<(), LessonError> {
    match slot.replace(value) {
        Some(_) => Err(LessonError::Twice),
        None => Ok(()),
    }
}

/// Fills `slot`, which must still be empty.
fn fill_once(slot: &mut Words, value: Words) -> Result<(), LessonError> {
    if !slot.en.is_empty() {
        return Err(LessonError::Twice);
    }
    *slot = value;
    Ok(())
}

/// Whether `id` is a word of `a-z`, `0-9` and `-`.
fn is_id(id: &str) -> bool {
    !id.is_empty()
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// The plies of a `line` field.
fn plies(text: &str) -> Vec<Ply> {
    let turn = |t: &str| t.split('+').map(str::to_string).collect();
    text.split(' ')
        .map(|ply| Ply {
            turns: ply.split('|').map(turn).collect(),
        })
        .collect()
}

impl Reader {
    /// Reads one line that is neither blank nor a comment.
    fn read(&mut self, number: usize, line: &str) -> Result<(), LessonError> {
        let fields: Vec<&str> = line.split('\t').collect();
        let (keyword, rest) = (fields[0], &fields[1..]);
        match keyword {
            "lesson" => self.open_lesson(number, rest),
            "title" => {
                let title = words(rest)?;
                fill_once(&mut self.lesson()?.title, title)
            }
            "step" => self.open_step(number, rest),
            "goal" => {
                let goal = words(rest)?;
                fill_once(&mut self.step()?.goal, goal)
            }
            "wrong" => set_once(&mut self.step()?.wrong, words(rest)?),
            "done" => set_once(&mut self.step()?.done, words(rest)?),
            "line" => self.read_line(rest),
            other => Err(LessonError::Keyword(other.to_string())),
        }
    }

    /// The lesson being read.
    fn lesson(&mut self) -> Result<&mut Lesson, LessonError> {
        self.course.lessons.last_mut().ok_or(LessonError::Outside)
    }

    /// The step being read.
    fn step(&mut self) -> Result<&mut Step, LessonError> {
        self.lesson()?.steps.last_mut().ok_or(LessonError::Outside)
    }

    fn open_lesson(&mut self, number: usize, fields: &[&str]) -> Result<(), LessonError> {
        let [id] = fields else {
            return Err(LessonError::Fields(1));
        };
        self.close_lesson().map_err(|e| e.error)?;
        if !is_id(id) || self.course.find(id).is_some() {
            return Err(LessonError::Id(id.to_string()));
        }
        self.course.lessons.push(Lesson {
            id: id.to_string(),
            title: Words::default(),
            steps: Vec::new(),
        });
        self.lesson_line = number;
        Ok(())
    }

    fn open_step(&mut self, number: usize, fields: &[&str]) -> Result<(), LessonError> {
        let [position] = fields else {
            return Err(LessonError::Fields(1));
        };
        self.close_step().map_err(|e| e.error)?;
        let game = self.course.game;
        with_game!(game, G => check_position::<G>(position).map(drop))?;
        self.lesson()?.steps.push(Step {
            position: position.to_string(),
            goal: Words::default(),
            wrong: None,
            done: None,
            line: Vec::new(),
        });
        self.step_line = number;
        Ok(())
    }

    fn read_line(&mut self, fields: &[&str]) -> Result<(), LessonError> {
        let [text] = fields else {
            return Err(LessonError::Fields(1));
        };
        let game = self.course.game;
        let step = self.step()?;
        if !step.line.is_empty() {
            return Err(LessonError::Twice);
        }
        let line = plies(text);
        with_game!(game, G => check_line::<G>(&step.position, &line))?;
        step.line = line;
        Ok(())
    }

    /// Checks that the step being read has what it needs.
    fn close_step(&mut self) -> Result<(), CourseError> {
        let line = self.step_line;
        let refuse = |what| CourseError {
            line,
            error: LessonError::Missing(what),
        };
        let Some(step) = self.course.lessons.last().and_then(|l| l.steps.last()) else {
            return Ok(());
        };
        if step.goal.en.is_empty() {
            return Err(refuse("goal"));
        }
        if !step.is_reading() && step.wrong.is_none() {
            return Err(refuse("words for a wrong turn"));
        }
        Ok(())
    }

    /// Checks that the lesson being read, and its last step, have what they need.
    fn close_lesson(&mut self) -> Result<(), CourseError> {
        self.close_step()?;
        let line = self.lesson_line;
        let refuse = |what| CourseError {
            line,
            error: LessonError::Missing(what),
        };
        let Some(lesson) = self.course.lessons.last() else {
            return Ok(());
        };
        if lesson.title.en.is_empty() {
            return Err(refuse("title"));
        }
        if lesson.steps.is_empty() {
            return Err(refuse("steps"));
        }
        Ok(())
    }
}

/// Checks that `text` is a position of `G` where a turn starts and the game goes on.
fn check_position<G: Notation>(text: &str) -> Result<G, LessonError> {
    let position = G::from_text(text).map_err(|e| LessonError::Position(e.to_string()))?;
    if position.outcome().is_some() {
        return Err(LessonError::Position("the game is over".to_string()));
    }
    // Repetitions are judged at turn starts only, where a turn has several actions.
    if G::TURN_ACTIONS > 1 && position.repetition_key().is_none() {
        return Err(LessonError::Position("a turn is half played".to_string()));
    }
    Ok(position)
}

/// Checks that `line` can be played from `position`: a reply single and legal after every
/// turn accepted before it; in each of the player's plies, after every turn accepted
/// before, at least one accepted turn legal, and each accepted turn legal after one of
/// them (a later ply may accept turns that only some earlier choice allows); the game going
/// on until the line's last ply, which is the player's.
fn check_line<G: Notation>(position: &str, line: &[Ply]) -> Result<(), LessonError> {
    let fail = |why: String| Err(LessonError::Line(why));
    if line.len().is_multiple_of(2) {
        return fail(format!("{} plies: must end on the player's", line.len()));
    }
    if let Some(n) = (1..line.len())
        .step_by(2)
        .find(|&n| line[n].turns.len() != 1)
    {
        return fail(format!("ply {}: a reply has one turn", n + 1));
    }
    let mut played: Vec<Vec<bool>> = line.iter().map(|p| vec![false; p.turns.len()]).collect();
    walk(&check_position::<G>(position)?, line, 0, &mut played)?;
    for (n, ply) in played.iter().enumerate() {
        if let Some(t) = ply.iter().position(|&p| !p) {
            let turn = line[n].turns[t].join("+");
            return fail(format!(
                "ply {}: {turn} cannot be played after any turn before it",
                n + 1
            ));
        }
    }
    Ok(())
}

/// Plays every accepted turn of ply `n` and on from `at` that is legal there, marking each
/// in `played`; fails where none is, or where a reply is not.
fn walk<G: Notation>(
    at: &G,
    line: &[Ply],
    n: usize,
    played: &mut [Vec<bool>],
) -> Result<(), LessonError> {
    let Some(ply) = line.get(n) else {
        return Ok(());
    };
    let fail = |why: String| Err(LessonError::Line(format!("ply {}: {why}", n + 1)));
    if at.outcome().is_some() {
        return fail("the game is over".to_string());
    }
    let mut legal = 0;
    let mut last_error = None;
    for (t, turn) in ply.turns.iter().enumerate() {
        let texts: Vec<&str> = turn.iter().map(String::as_str).collect();
        match play_turn(at, &texts) {
            Ok(after) => {
                legal += 1;
                played[n][t] = true;
                walk(&after, line, n + 1, played)?;
            }
            Err(e) => last_error = Some(e),
        }
    }
    match (legal, last_error) {
        (0, Some(e)) => fail(e.to_string()),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests;
