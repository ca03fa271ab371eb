//! Every answer of the worker, routed by the ledger to what its request was for.

use super::asks::ask_review_step;
use super::client::EngineClient;
use super::evaluation::{Evaluation, Position};
use super::hint::Hint;
use super::ledger::{Pending, Progress, Purpose};
use super::pace;
use super::state::{AiState, Bench, EngineStatus, Lookup};
use crate::ai::Score;
use crate::ui::game::outlook::SeatScore;
use crate::ui::game::review::Scored;
use crate::ui::game::{Seat, Session};
use crate::worker::protocol::Response;
use leptos::prelude::*;
use std::rc::Rc;

/// What the answers act on: the game, the AI's state, the worker, and where the AI's
/// turns and placements go.
#[derive(Clone)]
pub(super) struct Answers {
    pub session: RwSignal<Session>,
    pub state: AiState,
    pub client: EngineClient,
    pub play: Rc<dyn Fn(&str)>,
    pub placed: Rc<dyn Fn(Vec<String>)>,
}

impl Answers {
    /// Acts on one response of the worker.
    pub fn receive(&self, response: Response) {
        let state = self.state;
        match response {
            Response::Ready | Response::LoadFailed { .. } => {}
            Response::Pong { version, .. } => state.status.set(EngineStatus::Ready {
                version,
                error: None,
            }),
            Response::Progress {
                id,
                depth,
                score,
                line,
                ..
            } => self.progress(id, Progress { depth, score, line }),
            Response::Turn {
                id, actions, score, ..
            } => self.turn(id, actions, score),
            Response::Placed { id, squares } => {
                if self.answered(id).is_some() {
                    (self.placed)(squares);
                }
            }
            Response::Bench { id, result } => {
                if self.answered(id).is_some() {
                    state.bench.set(Some(Bench::Measured(result)));
                }
            }
            Response::Error { message, .. } => {
                state.fail_pending();
                state.status.update(|s| {
                    if let EngineStatus::Ready { error, .. } = s {
                        *error = Some(message);
                    }
                });
            }
        }
    }

    /// Takes request `id` off the ledger, if its answer is still awaited.
    fn answered(&self, id: u32) -> Option<Pending> {
        let mut pending = None;
        self.state.ledger.update(|l| pending = l.answered(id));
        pending
    }

    /// Records a completed iteration, and its score for the bar if it feeds it.
    fn progress(&self, id: u32, progress: Progress) {
        let scores = self
            .state
            .ledger
            .with_untracked(|l| l.get(id)?.scores.clone());
        let (score, line) = (progress.score, progress.line.clone());
        let mut awaited = false;
        self.state
            .ledger
            .update(|l| awaited = l.progress(id, progress));
        if let Some((position, mover)) = scores.filter(|_| awaited) {
            self.record(position, SeatScore::new(mover, score), Some(line));
        }
    }

    /// Files `score` of `position` as the latest evaluation.
    fn record(&self, position: Position, score: SeatScore, line: Option<Vec<String>>) {
        self.state.evaluation.update(|known| {
            *known = Some(Evaluation::replacing(known.take(), position, score, line))
        });
    }

    /// Routes a chosen turn to its purpose.
    fn turn(&self, id: u32, actions: Vec<String>, score: Option<Score>) {
        let Some(pending) = self.state.ledger.with_untracked(|l| l.get(id).cloned()) else {
            return;
        };
        match pending.purpose {
            Purpose::Turn { asked_ms } => self.ai_turn(id, asked_ms, actions, score),
            Purpose::Bar => {
                self.answered(id);
                self.record_final(&pending, score);
            }
            Purpose::Hint { ply } => {
                self.answered(id);
                self.record_final(&pending, score);
                self.state.hint.set(Some(Hint { ply, actions }));
            }
            Purpose::Lookup => {
                self.answered(id);
                let turn = actions;
                self.state.lookup.set(Some(Lookup { turn, score }));
            }
            Purpose::ReviewStep { actions: asked } => {
                self.answered(id);
                self.review_step(asked, actions, score);
            }
            Purpose::Placement | Purpose::Bench => {}
        }
    }

    /// Files a search's final score of the position it searched.
    fn record_final(&self, pending: &Pending, score: Option<Score>) {
        if let (Some((position, mover)), Some(score)) = (pending.scores.clone(), score) {
            self.record(position, SeatScore::new(mover, score), None);
        }
    }

    /// Plays the AI's turn `actions` if it is still awaited: at once, or once a game
    /// between AIs has shown it long enough. Until then it stays pending, so that nothing
    /// asks again. Its score is filed for the position it searched and, shortened by the
    /// actions played, for the position it leads to: the count the line and the bar say.
    fn ai_turn(&self, id: u32, asked_ms: f64, actions: Vec<String>, score: Option<Score>) {
        let answers = self.clone();
        let finish = move || {
            let Some(pending) = answers.answered(id) else {
                return;
            };
            answers.record_final(&pending, score);
            if let (Some((position, mover)), Some(score)) = (pending.scores.clone(), score) {
                let after = score.later_by(actions.len() as u32);
                let line = pending
                    .progress
                    .map(|p| p.line)
                    .filter(|l| l.starts_with(&actions));
                let rest = line.map(|l| l[actions.len()..].to_vec());
                answers.record(position.after(&actions), SeatScore::new(mover, after), rest);
            }
            for text in &actions {
                (answers.play)(text);
            }
        };
        let (both, chain) = self
            .session
            .with_untracked(|s| (pace::ai_vs_ai(s), pace::chain_ms(s)));
        match pace::hold_ms(both, chain, asked_ms, js_sys::Date::now()) {
            hold if hold > 0.0 => {
                set_timeout(finish, std::time::Duration::from_millis(hold as u64))
            }
            _ => finish(),
        }
    }

    /// Records a review's answer (the best turn `best`, scored for the mover) if the game
    /// still begins with the position asked about, and asks for the next position.
    fn review_step(&self, asked: Vec<String>, best: Vec<String>, score: Option<Score>) {
        let ply = asked.len();
        self.session.update(|s| {
            let table = s.table();
            let same = table.plies() >= ply && table.action_texts()[..ply] == asked[..];
            if let Some(score) = score.filter(|_| same) {
                let light = SeatScore::new(table.seat_at(ply), score).for_seat(Seat::Light);
                s.record_review(Scored {
                    ply,
                    score: light,
                    best,
                });
            }
        });
        self.state.review.update(|r| {
            if let Some(run) = r {
                run.done += 1;
            }
        });
        ask_review_step(self.session, self.state, &self.client);
    }
}
