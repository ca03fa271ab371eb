//! The evaluation: stones, how far they have come (past the walls above all), and whose
//! move it is; and the threats the search treats like check.

use super::position::{rank_bits, Position};
use super::side::Side;
use super::square::Square;

/// A stone's value.
pub const STONE: i32 = 100;
/// What a stone is worth beyond [`STONE`] by ranks forward from its first rank (0..=8):
/// past the first wall (3) and above all past the second (7, one step from winning).
const ADVANCE: [i32; 9] = [0, 2, 6, 12, 20, 30, 42, 90, 0];
/// The side to move's edge.
const TEMPO: i32 = 10;
/// Ranks forward from which a stone may reach the far rank in one move.
const THREAT_PROGRESS: u8 = 5;

impl Position {
    /// `side`'s stones and their advance.
    fn material(&self, side: Side) -> i32 {
        Square::of_bits(self.squares_of(side))
            .map(|s| {
                (STONE + ADVANCE[usize::from(side.progress(s.rank()))]) * i32::from(self.height(s))
            })
            .sum()
    }

    /// Static evaluation for the side to move (the game is not over).
    pub fn evaluate(&self) -> i32 {
        let side = self.side();
        self.material(side) - self.material(side.opponent()) + TEMPO
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
