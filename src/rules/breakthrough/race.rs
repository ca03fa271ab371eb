//! Race knowledge for the solver: positions whose result follows from who is nearer the far
//! rank, without search. Every rule is exact (result and length); all are checked against
//! plain search in `tests/solver_conformance.rs`.
//!
//! A fact they rely on: a side with a piece always has a legal move (its most advanced
//! piece has a diagonal step, since no piece of its own stands further ahead), so the game
//! ends only on the far rank or by capturing the last piece.

use super::position::Position;
use super::side::Side;
use super::size::Cell;
use crate::core::{Proof, StaticProof};

impl<const W: usize> StaticProof for Position<W> {
    fn static_proof(&self) -> Option<Proof> {
        self.free_runner()
            .or_else(|| self.unstoppable_threat())
            .or_else(|| self.safe_step())
            .or_else(|| self.safe_double_step())
    }

    fn fewest_plies_to_win(&self, mover: bool) -> u32 {
        let side = if mover {
            self.side()
        } else {
            self.side().opponent()
        };
        let moves = self.nearest(side).min(self.count(side.opponent()));
        if moves == 0 {
            return u32::MAX;
        }
        2 * moves - u32::from(mover)
    }

    /// A move ends the game only by its mover's win: a side with a piece always has a legal
    /// move.
    fn ends_on_winners_ply(&self) -> bool {
        true
    }

    /// The least of the hashes of the position and of its mirror image across the middle
    /// file: a position and its mirror image have the same result.
    fn symmetric_key(&self) -> u64 {
        self.hash().min(self.mirrored_hash())
    }
}

impl<const W: usize> Position<W> {
    /// Moves `side`'s piece on `cell` needs to reach its far rank.
    fn distance(&self, side: Side, cell: Cell) -> u32 {
        let to_go = match side {
            Side::White => self.size().ranks() - 1 - cell.rank(),
            Side::Black => cell.rank(),
        };
        to_go as u32
    }

    /// The fewest moves any piece of `side` needs to reach its far rank (`u32::MAX` without
    /// pieces).
    fn nearest(&self, side: Side) -> u32 {
        let pieces = self.bits(side);
        let front = match side {
            Side::White => pieces.highest(),
            Side::Black => pieces.lowest(),
        };
        front.map_or(u32::MAX, |index| {
            self.distance(side, self.size().cell(index))
        })
    }

    /// Win in `2d - 1`: the side to move has a piece `d` moves from its far rank that no
    /// enemy piece can block or capture on its straight path, no piece nearer, and the
    /// opponent can neither reach its own far rank nor take every piece first.
    fn free_runner(&self) -> Option<Proof> {
        let side = self.side();
        let d = self.nearest(side);
        let plies = 2 * d - 1;
        let exact = self.fewest_plies_to_win(true) == plies;
        if d == u32::MAX || !exact || self.fewest_plies_to_win(false) <= plies {
            return None;
        }
        let free = self
            .cells_of(side)
            .filter(|&cell| self.distance(side, cell) == d)
            .any(|runner| !self.can_meet(runner, d));
        free.then_some(Proof::Win(plies))
    }

    /// Whether some enemy piece could stand straight or diagonally ahead of `runner` (of the
    /// side to move, `d` moves from its far rank) while it walks straight there.
    fn can_meet(&self, runner: Cell, d: u32) -> bool {
        if d == 1 {
            return false;
        }
        let side = self.side();
        let ahead = |cell: Cell| match side {
            Side::White => cell.rank() as i32 - runner.rank() as i32,
            Side::Black => runner.rank() as i32 - cell.rank() as i32,
        };
        self.cells_of(side.opponent()).any(|enemy| {
            let (gap, files) = (ahead(enemy), enemy.file().abs_diff(runner.file()) as i32);
            // After the runner's `j` moves and `k <= j` of this piece's: one rank apart,
            // at most one file.
            (0..d as i32).any(|j| {
                let k = gap - 1 - j;
                (0..=j).contains(&k) && files - k <= 1
            })
        })
    }

    /// Win in 3: the side to move can step a piece to one step from its far rank, onto a
    /// square no enemy piece attacks, and neither side can win sooner (it has no piece one
    /// step away nor the enemy a single piece; the opponent has no piece one step away).
    /// Nothing can then stop the piece: a piece one step from its far rank always has a
    /// move onto it, and it is the side's last piece only where it cannot be captured.
    fn safe_step(&self) -> Option<Proof> {
        let side = self.side();
        let enemy = side.opponent();
        if self.fewest_plies_to_win(true) < 3 || self.nearest(enemy) < 2 {
            return None;
        }
        let steppers = self.bits(side) & self.two_steps_from_far_rank(side);
        let attacked = self.diagonal_reach(enemy, self.bits(enemy));
        let safe = self.reach(side, steppers) & !attacked;
        (!safe.is_empty()).then_some(Proof::Win(3))
    }

    /// Win in 5: the side to move, whose nearest pieces are three steps from its far rank,
    /// can step one to a square no enemy piece attacks, from which a diagonal step leads to
    /// a square before the far rank that no enemy piece attacks either; the opponent cannot
    /// win within 4 plies (no piece within two steps, and three pieces of ours to take).
    /// The last square stays safe: only pieces on the enemy's home rank could attack it, and
    /// they never come back; its diagonal step is legal onto an enemy piece too.
    fn safe_double_step(&self) -> Option<Proof> {
        let side = self.side();
        let enemy = side.opponent();
        if self.fewest_plies_to_win(true) != 5 || self.fewest_plies_to_win(false) <= 5 {
            return None;
        }
        let attacked = self.diagonal_reach(enemy, self.bits(enemy));
        let safe_last = self.one_step_from_far_rank(side) & !attacked;
        let before_safe_last = self.diagonal_reach(enemy, safe_last);
        let landings = self.reach(side, self.bits(side)) & self.two_steps_from_far_rank(side);
        let safe = landings & !attacked & before_safe_last;
        (!safe.is_empty()).then_some(Proof::Win(5))
    }

    /// Loss in 2: the opponent has a piece one step from its far rank, the side to move none,
    /// and it cannot capture every such piece in one move.
    fn unstoppable_threat(&self) -> Option<Proof> {
        let side = self.side();
        let runners = self.enemy_runners();
        if runners.is_empty() || self.nearest(side) == 1 {
            return None;
        }
        let attacked = self.diagonal_reach(side, self.bits(side));
        let parried = runners.count() == 1 && !(runners & attacked).is_empty();
        (!parried).then_some(Proof::Loss(2))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Outcome;

    fn proof(text: &str) -> Option<Proof> {
        Position::<1>::from_text(text).unwrap().static_proof()
    }

    #[test]
    fn a_position_and_its_mirror_image_share_their_symmetric_key() {
        let position = Position::<1>::from_text("3BB/4B/1W3/5/WW3 w").unwrap();
        let mirror = Position::<1>::from_text("BB3/B4/3W1/5/3WW w").unwrap();
        assert_eq!(position.mirrored_hash(), mirror.hash());
        assert_ne!(position.hash(), mirror.hash());
        assert_eq!(position.symmetric_key(), mirror.symmetric_key());
        let other = Position::<1>::from_text("BB3/B4/3W1/5/3WW b").unwrap();
        assert_ne!(position.symmetric_key(), other.symmetric_key());
    }

    /// The position with every piece moved across the middle file.
    fn mirror_of(position: &Position<1>) -> Position<1> {
        let last_file = position.size().files() - 1;
        let pieces = [Side::White, Side::Black]
            .into_iter()
            .flat_map(|side| position.cells_of(side).map(move |cell| (cell, side)))
            .map(|(cell, side)| (cell.mirrored(last_file), side));
        Position::from_pieces(position.size(), pieces.collect::<Vec<_>>(), position.side()).unwrap()
    }

    #[test]
    fn the_mirrored_hash_follows_moves_and_their_undoing() {
        let mut rng = crate::core::rng::Rng::new(7);
        for (ranks, files) in [(5, 5), (5, 6), (7, 8)] {
            let size = super::super::size::Size::new(ranks, files).unwrap();
            let mut position = Position::<1>::start(size, Side::White).unwrap();
            let mut played = Vec::new();
            while position.outcome().is_none() {
                let mut moves = Vec::new();
                position.legal_moves(&mut moves);
                let mv = moves[rng.below(moves.len())];
                position.make(mv);
                played.push(mv);
                assert_eq!(position.mirrored_hash(), mirror_of(&position).hash());
            }
            for mv in played.into_iter().rev() {
                position.unmake(mv);
                assert_eq!(position.mirrored_hash(), mirror_of(&position).hash());
            }
        }
    }

    #[test]
    fn every_game_ends_on_its_winners_move() {
        let mut rng = crate::core::rng::Rng::new(11);
        for (ranks, files) in [(5, 5), (6, 5), (8, 8)] {
            let size = super::super::size::Size::new(ranks, files).unwrap();
            for _ in 0..50 {
                let mut position = Position::<1>::start(size, Side::White).unwrap();
                assert!(position.ends_on_winners_ply());
                let mut moves = Vec::new();
                let mut mover = position.side();
                while position.outcome().is_none() {
                    position.legal_moves(&mut moves);
                    assert!(!moves.is_empty(), "{position}");
                    mover = position.side();
                    position.make(moves[rng.below(moves.len())]);
                    assert_ne!(position.side(), mover);
                }
                assert_eq!(position.outcome(), Some(Outcome::Win(mover)));
            }
        }
    }

    #[test]
    fn a_piece_one_step_from_the_far_rank_wins_at_once() {
        assert_eq!(proof("BBB2/W4/5/5/5 w"), Some(Proof::Win(1)));
        assert_eq!(proof("5/5/5/3BW/WWWW1 b"), Some(Proof::Win(1)));
    }

    #[test]
    fn a_runner_no_enemy_can_meet_wins_in_2d_minus_1() {
        // White's b3 walks to b5 in two moves; Black's pieces on e5 and e4 are too far, and
        // d5 could reach c4 only beside the runner.
        assert_eq!(proof("3BB/4B/1W3/5/WW3 w"), Some(Proof::Win(3)));
        // Black's c5 takes the runner on b4 (b3-a4 wins all the same: the next rule).
        let met = Position::<1>::from_text("2B2/4B/1W3/5/WW3 w").unwrap();
        assert_eq!(met.free_runner(), None);
        // Black as near its far rank as White: White, moving first, still arrives first.
        assert_eq!(proof("4B/5/1W2B/5/WW3 w"), Some(Proof::Win(3)));
        // Black nearer: its threat on e2 decides.
        assert_eq!(proof("5/5/1W3/4B/WW3 w"), Some(Proof::Loss(2)));
        // Taking Black's only piece would be quicker than walking.
        assert_eq!(proof("4B/5/5/W4/5 w"), None);
        // White could take Black's only piece on its way: no claim on the length.
        assert_eq!(proof("4B/5/1W3/5/5 w"), None);
    }

    #[test]
    fn a_step_to_an_unattacked_square_before_the_far_rank_wins_in_three() {
        // b3xa4: no black piece stands on b5 to take back.
        assert_eq!(proof("2BBB/BB3/1W3/5/WW3 w"), Some(Proof::Win(3)));
        // b3-a4 steps aside from c5's reach.
        assert_eq!(proof("2B2/4B/1W3/5/WW3 w"), Some(Proof::Win(3)));
        // Black's full rank 5 attacks every square of rank 4.
        assert_eq!(proof("BBBBB/5/1WW2/5/WW3 w"), None);
        // Black has a piece one step from its far rank: it would win first.
        assert_eq!(proof("2BBB/5/1W3/B4/1W3 w"), None);
    }

    #[test]
    fn two_safe_steps_win_in_five() {
        // c2-d3: no black piece on rank 4 to take it, and no black piece on d5 or f5 to
        // guard e4; Black needs four moves to reach rank 1.
        assert_eq!(proof("BB2B/5/5/2W2/WW3 w"), Some(Proof::Win(5)));
        // From b2 every square of rank 3 leads only to squares of rank 4 that Black guards.
        let guarded = Position::<1>::from_text("BB2B/5/5/1W3/WW3 w").unwrap();
        assert_eq!(guarded.safe_double_step(), None);
        // With two white pieces, Black could take both first: no claim.
        let two = Position::<1>::from_text("BB2B/5/5/2W2/W4 w").unwrap();
        assert_eq!(two.safe_double_step(), None);
        // A black piece on c4 would take on d3.
        let taken = Position::<1>::from_text("BB2B/2B2/5/2W2/WW3 w").unwrap();
        assert_eq!(taken.safe_double_step(), None);
    }

    #[test]
    fn a_threat_that_cannot_be_captured_loses_in_two() {
        // Black's c2 threatens c1; White's pieces cannot reach it.
        assert_eq!(proof("B4/5/5/2B2/W4 w"), Some(Proof::Loss(2)));
        // b1 can capture it.
        assert_eq!(proof("B4/5/5/2B2/1W3 w"), None);
        // Two threats: one capture is not enough.
        assert_eq!(proof("B4/5/5/1B1B1/2W2 w"), Some(Proof::Loss(2)));
        // White wins first.
        assert_eq!(proof("B4/W4/5/2B2/5 w"), Some(Proof::Win(1)));
    }

    #[test]
    fn the_fewest_plies_count_the_far_rank_and_the_last_capture() {
        let position = Position::<1>::from_text("BB3/5/5/W4/WWW2 w").unwrap();
        assert_eq!(position.fewest_plies_to_win(true), 3);
        assert_eq!(position.fewest_plies_to_win(false), 8);
    }
}
