//! A score from a stated side's view ([`SeatScore`]) and what it means for the game: who is
//! ahead and by how much, who wins by force in how many moves, and each side's winning
//! chances. Plain Rust; the words are made in the view.

use super::table::Seat;
use crate::ai::Score;

/// A score of a position, from `seat`'s view (`+` and "wins" are good for `seat`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatScore {
    /// Whose view the score is from.
    pub seat: Seat,
    /// The score from that view.
    pub score: Score,
}

/// How the game looks by a score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outlook {
    /// Within half a point either way.
    Even,
    /// `Seat` is ahead by half a point to two points.
    Better(Seat),
    /// `Seat` is ahead by more than two points.
    Winning(Seat),
    /// `Seat` wins by force, in so many of its moves if known.
    Wins(Seat, Option<u32>),
}

impl SeatScore {
    /// `score`, from `seat`'s view.
    pub fn new(seat: Seat, score: Score) -> SeatScore {
        SeatScore { seat, score }
    }

    /// The score from `seat`'s view.
    pub fn for_seat(self, seat: Seat) -> Score {
        if seat == self.seat {
            self.score
        } else {
            self.score.flipped()
        }
    }

    /// The same score from `seat`'s view.
    pub fn seen_by(self, seat: Seat) -> SeatScore {
        SeatScore::new(seat, self.for_seat(seat))
    }

    /// The side that wins by force and its moves to the end, if known. The winner moves
    /// every other ply and plays the last: its moves are half the plies, rounded up (in
    /// Breakthru, where a turn may move two ships, a bound).
    pub fn winner(self) -> Option<(Seat, Option<u32>)> {
        match self.score {
            Score::Proven { wins, plies } => {
                let seat = if wins { self.seat } else { self.seat.other() };
                Some((seat, plies.map(|n| n.div_ceil(2))))
            }
            Score::Eval(_) => None,
        }
    }

    /// The side ahead by an evaluation and by how many hundredths of a point (`None` for
    /// a proven score).
    pub fn lead(self) -> Option<(Seat, u32)> {
        match self.score {
            Score::Eval(value) if value < 0 => Some((self.seat.other(), value.unsigned_abs())),
            Score::Eval(value) => Some((self.seat, value.unsigned_abs())),
            Score::Proven { .. } => None,
        }
    }

    /// `seat`'s winning chances in percent: the logistic curve `1 / (1 + 10^(-score / 4))`
    /// (score in points), the curve `engine tune` fits the evaluation's weights to, so a
    /// score predicts the result of self-play games; a proven win or loss is 100 or 0.
    pub fn chances(self, seat: Seat) -> u8 {
        match self.for_seat(seat) {
            Score::Proven { wins: true, .. } => 100,
            Score::Proven { wins: false, .. } => 0,
            Score::Eval(value) => {
                let points = f64::from(value) / 100.0;
                let chances = 1.0 / (1.0 + (-points * std::f64::consts::LN_10 / 4.0).exp());
                (chances * 100.0).round() as u8
            }
        }
    }

    /// How the game looks by this score.
    pub fn outlook(self) -> Outlook {
        if let Some((seat, moves)) = self.winner() {
            return Outlook::Wins(seat, moves);
        }
        let (ahead, hundredths) = self.lead().unwrap_or((self.seat, 0));
        match hundredths {
            0..50 => Outlook::Even,
            50..=200 => Outlook::Better(ahead),
            _ => Outlook::Winning(ahead),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn score(seat: Seat, text: &str) -> SeatScore {
        SeatScore::new(seat, text.parse().unwrap())
    }

    #[test]
    fn scores_read_from_their_sides_view() {
        let outlook = |seat, text| score(seat, text).outlook();
        assert_eq!(outlook(Seat::Dark, "+0.85"), Outlook::Better(Seat::Dark));
        assert_eq!(outlook(Seat::Dark, "-0.85"), Outlook::Better(Seat::Light));
        assert_eq!(outlook(Seat::Light, "+0.3"), Outlook::Even);
        assert_eq!(outlook(Seat::Light, "-3.10"), Outlook::Winning(Seat::Dark));
        assert_eq!(
            outlook(Seat::Dark, "win in 3"),
            Outlook::Wins(Seat::Dark, Some(2))
        );
        assert_eq!(
            outlook(Seat::Dark, "loss in 4"),
            Outlook::Wins(Seat::Light, Some(2))
        );
        assert_eq!(
            outlook(Seat::Light, "loss in ?"),
            Outlook::Wins(Seat::Dark, None)
        );
        assert_eq!(score(Seat::Dark, "-4.70").lead(), Some((Seat::Light, 470)));
        assert_eq!(
            score(Seat::Dark, "+0.85").for_seat(Seat::Light),
            Score::Eval(-85)
        );
    }

    #[test]
    fn proofs_count_the_winners_moves() {
        // 5x5 Breakthrough from the start: the side to move loses in 26 plies, the other
        // side makes 13 moves; after the first move it wins in 25 plies, still 13 moves.
        assert_eq!(
            score(Seat::Light, "loss in 26").winner(),
            Some((Seat::Dark, Some(13)))
        );
        assert_eq!(
            score(Seat::Dark, "win in 25").winner(),
            Some((Seat::Dark, Some(13)))
        );
        assert_eq!(
            score(Seat::Light, "win in 1").winner(),
            Some((Seat::Light, Some(1)))
        );
        assert_eq!(score(Seat::Light, "+0.85").winner(), None);
        let seen = score(Seat::Dark, "win in 5").seen_by(Seat::Light);
        assert_eq!(seen.score.to_string(), "loss in 5");
        assert_eq!(seen.winner(), Some((Seat::Dark, Some(3))));
    }

    #[test]
    fn chances_follow_the_fitted_logistic_curve() {
        let light = |text| score(Seat::Light, text).chances(Seat::Light);
        assert_eq!(light("+0.00"), 50);
        assert_eq!(light("+4.00"), 91, "four points: ten to one");
        assert_eq!(light("-4.00"), 9);
        assert_eq!(light("+1.00"), 64);
        assert_eq!(light("win in 5"), 100);
        assert_eq!(light("loss in 2"), 0);
        assert_eq!(score(Seat::Dark, "+4.00").chances(Seat::Light), 9);
        let rising: Vec<u8> = ["-2", "-1", "+0", "+1", "+2"].map(light).to_vec();
        assert!(rising.windows(2).all(|w| w[0] < w[1]), "{rising:?}");
    }
}
