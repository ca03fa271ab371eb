//! The evaluation: stones, how far they have come (past the walls above all), and whose
//! move it is; and the threats the search treats like check.

use super::position::{rank_bits, Position};
use super::side::Side;
use super::square::Square;
use super::weights::WEIGHTS;

/// A stone's value, for move ordering.
pub const STONE: i32 = WEIGHTS[0];
/// Ranks forward from which a stone may reach the far rank in one move.
const THREAT_PROGRESS: u8 = 5;

/// How many features the evaluation weighs.
pub const FEATURE_COUNT: usize = 10;
/// The index of the pairs in [`FEATURES`].
const PAIR: usize = 8;
/// The index of the side to move in [`FEATURES`].
const TEMPO: usize = 9;

/// The evaluation's features, each White's count minus Black's: stones, stones by ranks
/// forward from their first rank (1 to 7: past the first wall at 3, one step from winning
/// at 7), pairs, and the side to move (+1 for White).
pub const FEATURES: [&str; FEATURE_COUNT] = [
    "STONE",
    "ADVANCE_1",
    "ADVANCE_2",
    "ADVANCE_3",
    "ADVANCE_4",
    "ADVANCE_5",
    "ADVANCE_6",
    "ADVANCE_7",
    "PAIR",
    "TEMPO",
];

impl Position {
    /// The features of [`FEATURES`], from White's side.
    pub fn features(&self) -> [i32; FEATURE_COUNT] {
        let mut features = [0; FEATURE_COUNT];
        for (side, sign) in [(Side::White, 1), (Side::Black, -1)] {
            for square in Square::of_bits(self.squares_of(side)) {
                let height = i32::from(self.height(square));
                features[0] += sign * height;
                let progress = usize::from(side.progress(square.rank()));
                if (1..=7).contains(&progress) {
                    features[progress] += sign * height;
                }
                if height == 2 {
                    features[PAIR] += sign;
                }
            }
        }
        features[TEMPO] = match self.side() {
            Side::White => 1,
            Side::Black => -1,
        };
        features
    }

    /// `side`'s share of the evaluation: the weights of [`FEATURES`] applied square by
    /// square (the same sum as weighing [`Position::features`], without the array).
    fn stones_value(&self, side: Side) -> i32 {
        Square::of_bits(self.squares_of(side))
            .map(|square| {
                let height = i32::from(self.height(square));
                let progress = usize::from(side.progress(square.rank()));
                let advance = if (1..=7).contains(&progress) {
                    WEIGHTS[progress]
                } else {
                    0
                };
                let pair = if height == 2 { WEIGHTS[PAIR] } else { 0 };
                height * (WEIGHTS[0] + advance) + pair
            })
            .sum()
    }

    /// Static evaluation for the side to move (the game is not over).
    pub fn evaluate(&self) -> i32 {
        let side = self.side();
        self.stones_value(side) - self.stones_value(side.opponent()) + WEIGHTS[TEMPO]
    }

    /// Whether `side` may win with its next move: it has a stone five or more ranks forward
    /// (from there a move and a chain of explosions can reach the far rank) and that rank
    /// has an empty square. A cautious test: it may say yes where no move wins.
    pub fn may_win_next(&self, side: Side) -> bool {
        let near = (0..9)
            .filter(|&rank| side.progress(rank) >= THREAT_PROGRESS)
            .fold(0, |bits, rank| bits | rank_bits(rank));
        let occupied = self.squares_of(Side::White) | self.squares_of(Side::Black);
        self.squares_of(side) & near != 0 && rank_bits(side.far_rank()) & !occupied != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The evaluation from the features, for the side to move.
    fn weighed(position: &Position) -> i32 {
        let white: i32 = position
            .features()
            .iter()
            .zip(WEIGHTS)
            .map(|(f, w)| f * w)
            .sum();
        match position.side() {
            Side::White => white,
            Side::Black => -white,
        }
    }

    #[test]
    fn the_evaluation_weighs_the_features_along_a_game() {
        use crate::core::Game;
        let mut position = Position::start();
        let mut actions = Vec::new();
        for ply in 0..60 {
            if position.outcome().is_some() {
                break;
            }
            assert_eq!(position.evaluate(), weighed(&position), "ply {ply}");
            actions.clear();
            position.legal(&mut actions);
            position.make(actions[(ply * 7 + 3) % actions.len()]);
        }
    }

    #[test]
    fn the_start_is_even_but_for_the_move() {
        let start = Position::start();
        let mut expected = [0; FEATURE_COUNT];
        expected[TEMPO] = 1;
        assert_eq!(start.features(), expected);
        assert_eq!(start.evaluate(), WEIGHTS[TEMPO]);
    }

    #[test]
    fn features_count_stones_advance_and_pairs_from_whites_side() {
        // White: a pair on b3 (two ranks forward) and a stone on e8 (seven forward);
        // Black: a stone on a9 (its first rank). Black to move.
        let position = Position::from_text("B4/4W/5/5/5/5/1(WW)3/5/5 b").unwrap();
        let features = position.features();
        assert_eq!(features[0], 3 - 1, "stones");
        assert_eq!(features[2], 2, "two stones two ranks forward");
        assert_eq!(features[7], 1, "one stone seven ranks forward");
        assert_eq!(features[PAIR], 1, "pairs");
        assert_eq!(features[TEMPO], -1, "Black to move");
        assert!(position.evaluate() < 0, "Black, to move, is behind");
        assert_eq!(position.evaluate(), weighed(&position));
    }
}
