//! The evaluation: a weighted sum of features, each White's count minus Black's, so that
//! `engine tune` can fit the weights (`weights.rs`).

use super::bits::Bits;
use super::position::Position;
use super::side::Side;
use super::weights::{WEIGHTS, WIN_NEXT};

/// Names of the features, as in `weights.rs`.
pub const FEATURES: [&str; 12] = [
    "PIECE",
    "ADVANCE",
    "HOME",
    "DEFENDED",
    "HANGING",
    "RUNNER",
    "EDGE",
    "PHALANX",
    "ATTACKED",
    "MOBILITY",
    "GUARD_ZONE",
    "TEMPO",
];
/// Number of features.
pub const FEATURE_COUNT: usize = FEATURES.len();

/// Units of advance of a piece on the far rank.
const ADVANCE_UNITS: usize = 64;

impl<const W: usize> Position<W> {
    /// The squares `side`'s pieces attack (diagonally forward), whoever stands there.
    pub(super) fn attacks(&self, side: Side) -> Bits<W> {
        self.diagonal_reach(side, self.bits(side))
    }

    /// The features of this position, White's count minus Black's; `TEMPO` is +1 when
    /// White is to move.
    pub fn features(&self) -> [i32; FEATURE_COUNT] {
        let white = self.side_features(Side::White);
        let black = self.side_features(Side::Black);
        let mut features = [0; FEATURE_COUNT];
        for i in 0..FEATURE_COUNT - 1 {
            features[i] = white[i] - black[i];
        }
        features[FEATURE_COUNT - 1] = if self.side() == Side::White { 1 } else { -1 };
        features
    }

    fn side_features(&self, side: Side) -> [i32; FEATURE_COUNT] {
        let own = self.bits(side);
        let enemy_attacks = self.attacks(side.opponent());
        let defended = own & self.attacks(side);
        let ranks = self.size().ranks();
        let mut advance = 0;
        let mut home = 0;
        let mut runners = 0;
        let mut guards = 0;
        for cell in self.cells_of(side) {
            let progress = match side {
                Side::White => cell.rank(),
                Side::Black => ranks - 1 - cell.rank(),
            };
            advance += progress * progress * ADVANCE_UNITS / ((ranks - 1) * (ranks - 1));
            home += usize::from(progress == 0);
            guards += usize::from(progress <= 1);
            let index = self.size().index(cell);
            runners += usize::from(progress + 3 >= ranks && !enemy_attacks.contains(index));
        }
        [
            own.count() as i32,
            advance as i32,
            home as i32,
            defended.count() as i32,
            (own & enemy_attacks & !defended).count() as i32,
            runners as i32,
            (own & self.edge_files()).count() as i32,
            self.phalanx(own).count() as i32,
            (own & enemy_attacks).count() as i32,
            self.mobility(side) as i32,
            guards as i32,
            0,
        ]
    }

    /// Whether the side to move can reach its far rank with its next move.
    pub fn wins_next(&self) -> bool {
        let side = self.side();
        let about_to_arrive = self.bits(side) & self.one_step_from_far_rank(side);
        if about_to_arrive.is_empty() {
            return false;
        }
        let mut moves = Vec::new();
        self.moves_of(about_to_arrive, &mut moves);
        !moves.is_empty()
    }

    /// Static score for the side to move.
    pub fn evaluate(&self) -> i32 {
        if self.wins_next() {
            return WIN_NEXT;
        }
        let white_score: i32 = self
            .features()
            .iter()
            .zip(WEIGHTS)
            .map(|(feature, weight)| feature * weight)
            .sum();
        match self.side() {
            Side::White => white_score,
            Side::Black => -white_score,
        }
    }
}
