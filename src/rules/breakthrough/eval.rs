//! The evaluation: a weighted sum of features, each White's count minus Black's, so that
//! `engine tune` can fit the weights (`weights.rs`).

use super::bits::Bits;
use super::patterns;
use super::position::Position;
use super::side::Side;
use super::weights::{RACE_WON, WEIGHTS, WIN_NEXT};

/// Names of the features, as in `weights.rs`.
pub const FEATURES: [&str; 15] = [
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
    "OUTNUMBERED",
    "HOLE",
    "THREAT",
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

    /// The features of this position, White's count minus Black's; `THREAT` counts for
    /// the side not to move only, and `TEMPO` is +1 when White is to move.
    pub fn features(&self) -> [i32; FEATURE_COUNT] {
        let white = self.side_features(Side::White);
        let black = self.side_features(Side::Black);
        let mut features = [0; FEATURE_COUNT];
        for i in 0..FEATURE_COUNT - 2 {
            features[i] = white[i] - black[i];
        }
        let waiting = self.side().opponent();
        let white_sign = if self.side() == Side::White { 1 } else { -1 };
        features[FEATURE_COUNT - 2] = -white_sign * i32::from(self.threatens_to_win(waiting));
        features[FEATURE_COUNT - 1] = white_sign;
        features
    }

    /// `side`'s pieces two steps from the far rank that can step to a square no enemy
    /// attacks (enemy pieces never move back to attack it later).
    fn brink_runners(&self, side: Side) -> Bits<W> {
        let enemy_attacks = self.attacks(side.opponent());
        let movers = self.bits(side) & self.two_steps_from_far_rank(side);
        movers
            .iter()
            .filter(|&i| !(self.reach(side, Bits::single(i)) & !enemy_attacks).is_empty())
            .fold(Bits::EMPTY, |runners, i| runners | Bits::single(i))
    }

    /// Whether `side`, not to move, has a brink runner the side to move cannot capture: it
    /// will win unless the side to move blocks it or wins first.
    fn threatens_to_win(&self, side: Side) -> bool {
        !(self.brink_runners(side) & !self.attacks(side.opponent())).is_empty()
    }

    fn side_features(&self, side: Side) -> [i32; FEATURE_COUNT] {
        let own = self.bits(side);
        let (enemy_first, enemy_last) = self.diagonals(side.opponent(), self.bits(side.opponent()));
        let enemy_attacks = enemy_first | enemy_last;
        let (own_first, own_last) = self.diagonals(side, own);
        let defended = own & (own_first | own_last);
        let outnumbered = defended & enemy_first & enemy_last & !(own_first & own_last);
        let home_guards = self.diagonal_reach(side, own & self.home_rank(side));
        let holes = self.one_step_from_far_rank(side.opponent()) & !home_guards;
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
            outnumbered.count() as i32,
            holes.count() as i32,
            0,
            0,
        ]
    }

    /// Whether the side to move can reach its far rank with its next move.
    pub fn wins_next(&self) -> bool {
        let side = self.side();
        let about_to_arrive = self.bits(side) & self.one_step_from_far_rank(side);
        !about_to_arrive.is_empty() && self.move_count(side, about_to_arrive) > 0
    }

    /// Moves the most advanced of `pieces` (of `side`) needs to reach the far rank.
    fn moves_to_go(&self, side: Side, pieces: Bits<W>) -> Option<usize> {
        let ranks = self.size().ranks();
        let files = self.size().files();
        match side {
            Side::White => pieces.iter().last().map(|i| ranks - 1 - i / files),
            Side::Black => pieces.iter().next().map(|i| i / files),
        }
    }

    /// The pieces of `side` that no enemy piece can ever capture or stand in front of: no
    /// enemy piece is in the cone ahead of them (it cannot close the file gap in time).
    fn unstoppable(&self, side: Side) -> Bits<W> {
        let enemy = side.opponent();
        self.bits(side) & !self.forward_spread(enemy, self.bits(enemy))
    }

    /// The score for the side to move when a race to the far rank is already decided: one
    /// side has a piece that cannot be stopped and the other side cannot arrive first.
    pub fn decided_race(&self) -> Option<i32> {
        let (side, enemy) = (self.side(), self.side().opponent());
        let ours_nearest = self.moves_to_go(side, self.bits(side))?;
        let theirs_nearest = self.moves_to_go(enemy, self.bits(enemy))?;
        let mut ours = self.moves_to_go(side, self.unstoppable(side));
        if !self.brink_runners(side).is_empty() {
            ours = Some(ours.map_or(2, |moves| moves.min(2)));
        }
        // Moving first, we arrive on our `moves`-th move, before their `moves`-th.
        if let Some(moves) = ours.filter(|&moves| theirs_nearest >= moves) {
            return Some(RACE_WON - moves as i32);
        }
        let theirs = self.moves_to_go(enemy, self.unstoppable(enemy))?;
        (ours_nearest > theirs).then(|| -(RACE_WON - theirs as i32))
    }

    /// The weighted features' score for White.
    pub fn linear_score(&self) -> i32 {
        self.features()
            .iter()
            .zip(WEIGHTS)
            .map(|(feature, weight)| feature * weight)
            .sum()
    }

    /// White's and Black's pieces as words, on the 8x8 board the patterns are fitted for.
    pub fn pattern_words(&self) -> Option<(u64, u64)> {
        let size = self.size();
        let fits = size.ranks() == patterns::SIDE && size.files() == patterns::SIDE;
        fits.then(|| {
            let word = |side| self.bits(side).low_word();
            (word(Side::White), word(Side::Black))
        })
    }

    /// Static score for the side to move.
    pub fn evaluate(&self) -> i32 {
        if self.wins_next() {
            return WIN_NEXT;
        }
        if let Some(score) = self.decided_race() {
            return score;
        }
        let patterns = self
            .pattern_words()
            .map_or(0, |(white, black)| patterns::score(white, black));
        let white_score = self.linear_score() + patterns;
        match self.side() {
            Side::White => white_score,
            Side::Black => -white_score,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rng;

    /// The position seen from the other side: ranks reversed, colours and mover swapped.
    fn flipped(text: &str) -> String {
        let (placement, side) = text.split_once(' ').expect("placement and side");
        let swap = |c: char| match c {
            'W' => 'B',
            'B' => 'W',
            other => other,
        };
        let ranks: Vec<String> = placement
            .split('/')
            .rev()
            .map(|r| r.chars().map(swap).collect())
            .collect();
        let side = if side == "w" { "b" } else { "w" };
        format!("{} {side}", ranks.join("/"))
    }

    /// The position mirrored left to right.
    fn mirrored(text: &str) -> String {
        let (placement, side) = text.split_once(' ').expect("placement and side");
        let ranks: Vec<String> = placement
            .split('/')
            .map(|r| r.chars().rev().collect())
            .collect();
        format!("{} {side}", ranks.join("/"))
    }

    #[test]
    fn mirrored_positions_evaluate_the_same_for_the_side_to_move() {
        let mut rng = Rng::new(11);
        let mut moves = Vec::new();
        for _ in 0..40 {
            let mut position =
                Position::<1>::from_text("BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w")
                    .expect("the start");
            for _ in 0..rng.below(40) {
                position.legal_moves(&mut moves);
                if position.outcome().is_some() || moves.is_empty() {
                    break;
                }
                position.make(moves[rng.below(moves.len())]);
            }
            let text = position.to_text();
            for other in [flipped(&text), mirrored(&text)] {
                let other = Position::<1>::from_text(&other).expect("a valid mirror");
                assert_eq!(other.evaluate(), position.evaluate(), "{text}");
            }
        }
    }
}
