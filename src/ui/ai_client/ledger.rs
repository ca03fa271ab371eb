//! The requests the worker has not finished answering, each with what it is for: the one
//! place that knows what an answer belongs to. Plain Rust.
//!
//! Each purpose has at most one request pending: asking again supersedes the earlier one,
//! whose late answers then belong to nothing and are dropped.

use super::evaluation::Position;
use crate::ai::Score;
use crate::ui::game::Seat;

/// What a request to the worker is for.
#[derive(Clone, Debug, PartialEq)]
pub enum Purpose {
    /// The AI's own turn, asked at `asked_ms` (the page's clock).
    Turn { asked_ms: f64 },
    /// The evaluation bar's own search.
    Bar,
    /// A hint for the person to move, in the position after `ply` actions.
    Hint { ply: usize },
    /// A position off the game on the board (a puzzle's refutation).
    Lookup,
    /// One position of a review: the game's first `actions`.
    ReviewStep { actions: Vec<String> },
    /// The AI's placement of its pieces before a Breakthru game.
    Placement,
    /// The search benchmark.
    Bench,
}

impl Purpose {
    /// Whether `self` and `other` are the same purpose, whatever their data.
    fn same_kind(&self, other: &Purpose) -> bool {
        std::mem::discriminant(self) == std::mem::discriminant(other)
    }
}

/// The latest completed iteration of a search under way.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    /// Its depth in plies (0 for a proof).
    pub depth: u32,
    /// Its score, for the side to move in the position asked about.
    pub score: Score,
    /// Its principal line, in notation.
    pub line: Vec<String>,
}

/// A request awaiting its answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Pending {
    /// The request's id.
    pub id: u32,
    /// What it is for.
    pub purpose: Purpose,
    /// The live position it searches and the side to move there, if its scores feed the
    /// evaluation bar.
    pub scores: Option<(Position, Seat)>,
    /// Its latest progress, if any came.
    pub progress: Option<Progress>,
}

/// Every request pending, by id.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Ledger {
    pending: Vec<Pending>,
    last_id: u32,
}

impl Ledger {
    /// Notes a new request for `purpose` (superseding any pending one for the same purpose)
    /// and returns its id. `scores` is the position whose score its answers give the bar.
    pub fn ask(&mut self, purpose: Purpose, scores: Option<(Position, Seat)>) -> u32 {
        self.last_id = self.last_id.wrapping_add(1).max(1);
        self.pending.retain(|p| !p.purpose.same_kind(&purpose));
        self.pending.push(Pending {
            id: self.last_id,
            purpose,
            scores,
            progress: None,
        });
        self.last_id
    }

    /// The pending request `id`, if it still belongs to something.
    pub fn get(&self, id: u32) -> Option<&Pending> {
        self.pending.iter().find(|p| p.id == id)
    }

    /// Records a completed iteration of request `id`; false if nothing awaits it.
    pub fn progress(&mut self, id: u32, progress: Progress) -> bool {
        match self.pending.iter_mut().find(|p| p.id == id) {
            Some(pending) => {
                pending.progress = Some(progress);
                true
            }
            None => false,
        }
    }

    /// Takes request `id` off the ledger: its answer came. `None` for an answer to a
    /// request superseded, cancelled or failed.
    pub fn answered(&mut self, id: u32) -> Option<Pending> {
        let at = self.pending.iter().position(|p| p.id == id)?;
        Some(self.pending.remove(at))
    }

    /// The pending request for a purpose of `purpose`'s kind, if any.
    pub fn pending(&self, purpose: &Purpose) -> Option<&Pending> {
        self.pending.iter().find(|p| p.purpose.same_kind(purpose))
    }

    /// Whether a request for a purpose of `purpose`'s kind is pending.
    pub fn is_pending(&self, purpose: &Purpose) -> bool {
        self.pending(purpose).is_some()
    }

    /// Forgets the pending request for `purpose`'s kind: its answer will be dropped.
    pub fn cancel(&mut self, purpose: &Purpose) {
        self.pending.retain(|p| !p.purpose.same_kind(purpose));
    }

    /// Forgets every pending request: the worker failed, or reported an error.
    pub fn fail_all(&mut self) {
        self.pending.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position() -> Position {
        Position::new(
            "breakthrough".parse().unwrap(),
            "BBBBB/BBBBB/5/WWWWW/WWWWW w".into(),
            vec![],
        )
    }

    fn every_purpose() -> Vec<Purpose> {
        vec![
            Purpose::Turn { asked_ms: 5.0 },
            Purpose::Bar,
            Purpose::Hint { ply: 3 },
            Purpose::Lookup,
            Purpose::ReviewStep {
                actions: vec!["a2-a3".into()],
            },
            Purpose::Placement,
            Purpose::Bench,
        ]
    }

    #[test]
    fn every_purpose_routes_its_answer_once() {
        let mut ledger = Ledger::default();
        let ids: Vec<u32> = every_purpose()
            .into_iter()
            .map(|purpose| ledger.ask(purpose, None))
            .collect();
        for (id, purpose) in ids.iter().zip(every_purpose()) {
            assert!(ledger.is_pending(&purpose), "{purpose:?}");
            let answered = ledger.answered(*id).expect("pending");
            assert_eq!(answered.purpose, purpose);
            assert!(!ledger.is_pending(&purpose));
            assert_eq!(ledger.answered(*id), None, "answered once");
        }
    }

    #[test]
    fn a_late_answer_to_a_superseded_request_belongs_to_nothing() {
        let mut ledger = Ledger::default();
        let first = ledger.ask(Purpose::Hint { ply: 2 }, Some((position(), Seat::Light)));
        let second = ledger.ask(Purpose::Hint { ply: 4 }, None);
        assert_ne!(first, second);
        let progress = Progress {
            depth: 3,
            score: Score::Eval(20),
            line: vec![],
        };
        assert!(!ledger.progress(first, progress.clone()));
        assert_eq!(ledger.answered(first), None);
        assert!(ledger.progress(second, progress.clone()));
        let answered = ledger.answered(second).unwrap();
        assert_eq!(answered.purpose, Purpose::Hint { ply: 4 });
        assert_eq!(answered.progress, Some(progress));
    }

    #[test]
    fn an_error_while_the_bar_waits_clears_every_purpose() {
        let mut ledger = Ledger::default();
        let bar = ledger.ask(Purpose::Bar, Some((position(), Seat::Light)));
        let turn = ledger.ask(Purpose::Turn { asked_ms: 0.0 }, None);
        assert!(ledger.get(bar).is_some_and(|p| p.scores.is_some()));
        ledger.fail_all();
        assert!(every_purpose().iter().all(|p| !ledger.is_pending(p)));
        assert_eq!(ledger.answered(turn), None);
        // The bar may ask again at once.
        let again = ledger.ask(Purpose::Bar, None);
        assert!(ledger.is_pending(&Purpose::Bar) && again != bar);
    }

    #[test]
    fn a_cancelled_purpose_drops_its_answer_and_leaves_the_others() {
        let mut ledger = Ledger::default();
        let step = ledger.ask(Purpose::ReviewStep { actions: vec![] }, None);
        let bench = ledger.ask(Purpose::Bench, None);
        ledger.cancel(&Purpose::ReviewStep { actions: vec![] });
        assert_eq!(ledger.answered(step), None);
        assert!(ledger.answered(bench).is_some());
    }
}
