//! A review of a game: the AI's score and best turn at the start of every turn, and the
//! turns that threw away much of their side's winning chances. Plain Rust.

use super::browsing::stops;
use super::outlook::SeatScore;
use super::table::{Seat, Table};
use crate::ai::Score;
use crate::ui::i18n::Explain;
use serde::{Deserialize, Serialize};
use std::fmt;

/// How long the AI looks at each position of a review.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewDepth {
    /// A quick look: a fraction of a second per position.
    Fast,
    /// A longer look per position, for a review to trust.
    Deep,
}

impl ReviewDepth {
    /// The search time per position, in milliseconds.
    pub fn movetime_ms(self) -> f64 {
        match self {
            ReviewDepth::Fast => 250.0,
            ReviewDepth::Deep => 1_500.0,
        }
    }
}

/// The AI's view of the position at the start of a turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scored {
    /// The actions played before it.
    pub ply: usize,
    /// The score from Light's side (`+0.85`, `win in 3` in saves and links).
    pub score: Score,
    /// The turn the AI would play there, in notation.
    pub best: Vec<String>,
}

/// How much a turn lost, in percentage points of its side's winning chances.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Judgement {
    /// At least [`Judgement::INACCURACY`] points lost.
    Inaccuracy,
    /// At least [`Judgement::MISTAKE`] points lost.
    Mistake,
    /// At least [`Judgement::BLUNDER`] points lost.
    Blunder,
}

impl Judgement {
    /// Winning chances (percentage points) a turn must lose to be an inaccuracy.
    pub const INACCURACY: u8 = 10;
    /// ... a mistake.
    pub const MISTAKE: u8 = 20;
    /// ... a blunder.
    pub const BLUNDER: u8 = 30;

    /// The judgement of a turn that lost `points` of its side's winning chances.
    pub fn of_loss(points: u8) -> Option<Judgement> {
        match points {
            p if p >= Judgement::BLUNDER => Some(Judgement::Blunder),
            p if p >= Judgement::MISTAKE => Some(Judgement::Mistake),
            p if p >= Judgement::INACCURACY => Some(Judgement::Inaccuracy),
            _ => None,
        }
    }

    /// Its name in English, lower case, for style classes.
    pub fn name(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }

    /// The annotation players know: `?!`, `?` or `??`.
    pub fn symbol(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }
}

/// What the review says of one turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnReview {
    /// The plies before it and after it.
    pub plies: std::ops::Range<usize>,
    /// Who played it.
    pub mover: Seat,
    /// The mover's winning chances before it, in percent.
    pub before: u8,
    /// ... and after it.
    pub after: u8,
    /// How bad it was, if it lost much.
    pub judgement: Option<Judgement>,
    /// The AI's turn instead, when the turn played was judged.
    pub better: Option<Vec<String>>,
}

/// A malformed review in a link or a save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewError(String);

impl ReviewError {
    /// The error for the unreadable `part`, named by its first characters.
    fn of(part: &str) -> ReviewError {
        ReviewError(part.chars().take(20).collect())
    }
}

impl fmt::Display for ReviewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the review part '{}' cannot be read", self.0)
    }
}

impl std::error::Error for ReviewError {}

/// The review of a game so far: scores of turn-start positions, by ply.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Review {
    scored: Vec<Scored>,
}

impl Review {
    /// A review of these positions (the last of any two for the same ply counts).
    pub fn of(scored: Vec<Scored>) -> Review {
        let mut review = Review::default();
        for entry in scored {
            review.record(entry);
        }
        review
    }

    /// Light's score after `ply` actions, if reviewed.
    pub fn light_score(&self, ply: usize) -> Option<SeatScore> {
        Some(SeatScore::new(Seat::Light, self.at(ply)?.score))
    }

    /// Adds (or replaces) the score of the position after `scored.ply` actions.
    pub fn record(&mut self, scored: Scored) {
        match self.scored.binary_search_by_key(&scored.ply, |s| s.ply) {
            Ok(at) => self.scored[at] = scored,
            Err(at) => self.scored.insert(at, scored),
        }
    }

    /// The score of the position after `ply` actions, if reviewed.
    pub fn at(&self, ply: usize) -> Option<&Scored> {
        let at = self.scored.binary_search_by_key(&ply, |s| s.ply).ok()?;
        Some(&self.scored[at])
    }

    /// Every position reviewed, in order.
    pub fn entries(&self) -> &[Scored] {
        &self.scored
    }

    /// Whether nothing was reviewed.
    pub fn is_empty(&self) -> bool {
        self.scored.is_empty()
    }

    /// Forgets the positions beyond `ply` actions (taken back).
    pub fn keep_until(&mut self, ply: usize) {
        self.scored.retain(|s| s.ply <= ply);
    }

    /// The review as compact link text: `ply;score;best` entries joined by `~`, the
    /// best turn's actions joined by `_` (`0;+0.12;e4-e3_g4-g3~2;-0.30;d2-d1`).
    pub fn to_link_text(&self) -> String {
        let entry = |s: &Scored| {
            format!(
                "{};{};{}",
                s.ply,
                s.score.to_string().replace(' ', "_"),
                s.best.join("_")
            )
        };
        self.scored.iter().map(entry).collect::<Vec<_>>().join("~")
    }

    /// Reads [`Review::to_link_text`].
    pub fn from_link_text(text: &str) -> Result<Review, ReviewError> {
        let entry = |part: &str| {
            let bad = || ReviewError::of(part);
            let mut fields = part.split(';');
            let (ply, score, best) = (fields.next(), fields.next(), fields.next());
            let (Some(ply), Some(score), Some(best), None) = (ply, score, best, fields.next())
            else {
                return Err(bad());
            };
            Ok(Scored {
                ply: ply.parse().map_err(|_| bad())?,
                score: score.replace('_', " ").parse().map_err(|_| bad())?,
                best: best
                    .split('_')
                    .filter(|a| !a.is_empty())
                    .map(String::from)
                    .collect(),
            })
        };
        let scored = text.split('~').filter(|p| !p.is_empty()).map(entry);
        Ok(Review::of(scored.collect::<Result<_, _>>()?))
    }
}

/// The positions a review looks at: the start of every turn, and the live position if a
/// turn starts there and the game is on.
pub fn turn_starts(table: &dyn Table) -> Vec<usize> {
    let live = table.plies();
    stops(table)
        .into_iter()
        .filter(|&ply| ply == 0 || table.seat_at(ply) != table.seat_at(ply - 1))
        .filter(|&ply| ply < live || !table.is_over())
        .collect()
}

/// The turn starts that still need a score.
pub fn unreviewed(table: &dyn Table, review: &Review) -> Vec<usize> {
    let mut missing = turn_starts(table);
    missing.retain(|&ply| review.at(ply).is_none());
    missing
}

/// Light's winning chances after `ply` actions: from the review, or from the result once
/// the game is over there.
pub fn light_chances_at(table: &dyn Table, review: &Review, ply: usize) -> Option<u8> {
    if ply == table.plies() && table.is_over() {
        return Some(match table.winner() {
            Some(Seat::Light) => 100,
            Some(Seat::Dark) => 0,
            None => 50,
        });
    }
    Some(review.light_score(ply)?.chances(Seat::Light))
}

/// The chances of `seat`, given Light's.
fn chances_of(seat: Seat, light: u8) -> u8 {
    match seat {
        Seat::Light => light,
        Seat::Dark => 100 - light,
    }
}

/// What the review says of each whole turn played, in order (`None` where a score is
/// missing). A turn the AI would have played itself is never judged.
pub fn turn_reviews(table: &dyn Table, review: &Review) -> Vec<Option<TurnReview>> {
    let starts = turn_starts(table);
    let actions = table.action_texts();
    let ends = starts.iter().skip(1).copied().chain(
        // The last turn ends with the game.
        table.is_over().then_some(table.plies()),
    );
    starts
        .iter()
        .zip(ends)
        .map(|(&start, end)| {
            let mover = table.seat_at(start);
            let before = chances_of(mover, light_chances_at(table, review, start)?);
            let after = chances_of(mover, light_chances_at(table, review, end)?);
            let best = &review.at(start)?.best;
            let played = &actions[start..end];
            let judgement = if best.as_slice() == played {
                None
            } else {
                Judgement::of_loss(before.saturating_sub(after))
            };
            Some(TurnReview {
                plies: start..end,
                mover,
                before,
                after,
                judgement,
                better: judgement.map(|_| best.clone()),
            })
        })
        .collect()
}

/// What the review says of the turn that ends after `ply` actions, if it was judged.
pub fn judged_turn_ending_at(table: &dyn Table, review: &Review, ply: usize) -> Option<TurnReview> {
    turn_reviews(table, review)
        .into_iter()
        .flatten()
        .find(|turn| turn.plies.end == ply && turn.judgement.is_some())
}

/// The points of the evaluation graph: Light's chances at each turn start reviewed, and at
/// the end of a finished game, as (ply, percent).
pub fn graph_points(table: &dyn Table, review: &Review) -> Vec<(usize, u8)> {
    let mut plies = turn_starts(table);
    if table.is_over() {
        plies.push(table.plies());
    }
    plies
        .into_iter()
        .filter_map(|ply| Some((ply, light_chances_at(table, review, ply)?)))
        .collect()
}

impl Explain for ReviewError {
    fn dutch(&self) -> String {
        format!("het analysedeel '{}' is onleesbaar", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::Lang;

    fn scored(ply: usize, score: &str, best: &str) -> Scored {
        Scored {
            ply,
            score: score.parse().unwrap(),
            best: best.split_whitespace().map(String::from).collect(),
        }
    }

    #[test]
    fn judgements_follow_the_stated_thresholds() {
        assert_eq!(Judgement::of_loss(9), None);
        assert_eq!(Judgement::of_loss(10), Some(Judgement::Inaccuracy));
        assert_eq!(Judgement::of_loss(20), Some(Judgement::Mistake));
        assert_eq!(Judgement::of_loss(29), Some(Judgement::Mistake));
        assert_eq!(Judgement::of_loss(30), Some(Judgement::Blunder));
        assert_eq!(Judgement::Blunder.symbol(), "??");
    }

    #[test]
    fn reviews_travel_as_compact_link_text() {
        let review = Review::of(vec![
            scored(2, "-0.30", "d2-d1"),
            scored(0, "win in 3", "e4-e3 g4-g3"),
        ]);
        let text = review.to_link_text();
        assert_eq!(text, "0;win_in_3;e4-e3_g4-g3~2;-0.30;d2-d1");
        assert_eq!(Review::from_link_text(&text), Ok(review));
        for bad in ["0;+0.1", "x;+0.1;a1-a2", "0;lots;a1-a2", "0;+1;a;b"] {
            assert!(Review::from_link_text(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_taken_back_turn_forgets_its_scores() {
        let mut review = Review::of(vec![scored(0, "+0.1", ""), scored(4, "+0.3", "")]);
        review.keep_until(3);
        assert_eq!(review.entries().len(), 1);
        assert!(review.at(0).is_some() && !review.is_empty());
    }

    #[test]
    fn the_review_thresholds_stated_are_the_ones_used() {
        for lang in Lang::ALL {
            // The rules page's paragraph on the review.
            let file = format!(
                "{}/public/rules/app.{}.html",
                env!("CARGO_MANIFEST_DIR"),
                lang.code()
            );
            let page = std::fs::read_to_string(file).unwrap();
            let text = page
                .split("<p>")
                .find(|p| p.contains("(??)"))
                .expect("the review's paragraph");
            for (points, symbol) in [
                (Judgement::INACCURACY, "(?!)"),
                (Judgement::MISTAKE, "(?)"),
                (Judgement::BLUNDER, "(??)"),
            ] {
                let stated = text.find(&format!(" {points} ")).expect("threshold stated");
                assert!(text[stated..].contains(symbol), "{lang:?} {points}");
            }
        }
    }
}
