//! "Learn from your mistakes": the turns a review marked (?!, ? or ??) that the player made
//! themselves, each taken as a step on its own board from the position before it. A turn
//! is accepted if it is the AI's choice there, or once a search as long as the review's
//! scores it within [`Judgement::INACCURACY`] of the mover's chances before it.

use crate::ai::Score;
use crate::core::{Game, Notation};
use crate::lesson::{Course, Lesson, Ply, Step, Words};
use crate::puzzle::play_turn;
use crate::rules::{with_game, GameId};
use crate::ui::game::outlook::SeatScore;
use crate::ui::game::review::{turn_reviews, Judgement};
use crate::ui::game::{Player, Seat, Session};
use std::sync::Arc;

/// One of the player's marked turns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake {
    /// The turn's number in the game, from 1.
    pub number: usize,
    /// Who played it.
    pub mover: Seat,
    /// The mover's winning chances before it, in percent.
    pub before: u8,
    /// How bad it was.
    pub judgement: Judgement,
}

/// The player asked to learn from the mistakes of the game on the board, reviewed with
/// `movetime_ms` per position: what the review panel hands to Learn, which builds the
/// steps (so that the review's part carries none of that code).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Asked {
    /// How long the review searched each position, in milliseconds.
    pub movetime_ms: f64,
}

/// Whether the review of `session` marked a turn that a person on this device played.
pub fn any_marked(session: &Session) -> bool {
    let reviews = turn_reviews(session.table(), session.review());
    reviews
        .into_iter()
        .flatten()
        .any(|turn| turn.judgement.is_some() && session.player(turn.mover) == Player::Human)
}

/// The player's marked turns of a reviewed game, as a course of one lesson.
#[derive(Clone, Debug)]
pub struct Mistakes {
    /// One lesson, a step per mistake, each accepting the AI's turn.
    pub course: Arc<Course>,
    /// The mistakes, in the order of the steps.
    pub mistakes: Vec<Mistake>,
    /// How long the review searched each position, in milliseconds.
    pub movetime_ms: f64,
}

/// The position after `actions` from `start` in `game`, as the game writes it.
fn position_after(game: GameId, start: &str, actions: &[String]) -> Option<String> {
    with_game!(game, G => {
        let mut at = G::from_text(start).ok()?;
        for text in actions {
            let action = at.parse_action(text).ok()?;
            at.is_legal(action).then_some(())?;
            at.make(action);
        }
        Some(at.to_text())
    })
}

/// Whether the turn `turn` can be played from `position` in `game` (a check of the review's
/// best turn against the rules before it becomes a step).
fn playable(game: GameId, position: &str, turn: &[String]) -> bool {
    let texts: Vec<&str> = turn.iter().map(String::as_str).collect();
    with_game!(game, G => G::from_text(position).is_ok_and(|at| play_turn(&at, &texts).is_ok()))
}

/// What a mistake's step says: the turn played, how bad, and the task.
fn goal(number: usize, played: &str, judgement: Judgement) -> Words {
    let mark = judgement.symbol();
    Words {
        en: format!("Turn {number}: you played {played} ({mark}). Find a better turn."),
        nl: format!("Beurt {number}: u speelde {played} ({mark}). Zoek een betere beurt."),
    }
}

impl Mistakes {
    /// The marked turns of `session` played by a person on this device, if there are any.
    pub fn of(session: &Session, movetime_ms: f64) -> Option<Mistakes> {
        let table = session.table();
        let (game, start, actions) = (table.game(), table.start_text(), table.action_texts());
        let mut steps = Vec::new();
        let mut mistakes = Vec::new();
        let reviews = turn_reviews(table, session.review());
        for (index, turn) in reviews.into_iter().enumerate() {
            let Some(turn) = turn else { continue };
            let (Some(judgement), Some(best)) = (turn.judgement, turn.better) else {
                continue;
            };
            if session.player(turn.mover) != Player::Human {
                continue;
            }
            let Some(position) = position_after(game, &start, &actions[..turn.plies.start]) else {
                continue;
            };
            if !playable(game, &position, &best) {
                continue;
            }
            let played = actions[turn.plies.clone()].join("+");
            steps.push(Step {
                position,
                goal: goal(index + 1, &played, judgement),
                wrong: Some(Words {
                    en: "Not the AI's turn, and it could not be checked now. Retry, or Show me."
                        .to_string(),
                    nl: "Niet de beurt van de AI, en die kon nu niet worden nagekeken. Probeer opnieuw, of Laat zien."
                        .to_string(),
                }),
                done: None,
                line: vec![Ply { turns: vec![best] }],
            });
            mistakes.push(Mistake {
                number: index + 1,
                mover: turn.mover,
                before: turn.before,
                judgement,
            });
        }
        if steps.is_empty() {
            return None;
        }
        let lesson = Lesson {
            id: "mistakes".to_string(),
            title: Words {
                en: "Learn from your mistakes".to_string(),
                nl: "Leer van uw fouten".to_string(),
            },
            steps,
        };
        let course = Arc::new(Course {
            game,
            lessons: vec![lesson],
        });
        Some(Mistakes {
            course,
            mistakes,
            movetime_ms,
        })
    }
}

/// How many points of the mover's chances a turn gave away, judged by the search of the
/// position after it: `score` from the view of `to_move`, the side to move there.
pub fn points_lost(mistake: &Mistake, to_move: Seat, score: Score) -> u8 {
    let after = SeatScore::new(to_move, score).chances(mistake.mover);
    mistake.before.saturating_sub(after)
}

/// Whether a turn that gave away `lost` points is good enough: less than an inaccuracy.
pub fn good_enough(lost: u8) -> bool {
    lost < Judgement::INACCURACY
}
