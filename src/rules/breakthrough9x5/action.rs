//! An action: a move of a stack with the order of its explosions, or a pass.

use super::square::Square;
use std::fmt;

/// The most explosions an action records. Each explosion sends one stone a rank
/// forward and a stone that reaches the far rank ends the game, so a move's chain has
/// at most 10 × 7 + 1 explosions; in play chains are far shorter (the conformance test's
/// random games never come near). Past this many, the rest explode lowest square first.
pub const MAX_EXPLOSIONS: usize = 20;

/// `from` of a pass.
const PASS: u8 = u8::MAX;

/// A move (`b2-a1`, with its explosions `b2-a1:a1,a2`) or a pass.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Action {
    from: u8,
    to: u8,
    len: u8,
    explosions: [u8; MAX_EXPLOSIONS],
}

impl Action {
    /// Passing the turn.
    pub const PASS: Action = Action {
        from: PASS,
        to: PASS,
        len: 0,
        explosions: [0; MAX_EXPLOSIONS],
    };

    /// The move from `from` to `to` whose explosions go in `order` (at most
    /// [`MAX_EXPLOSIONS`] of it is kept). Whether it is legal is the position's to say.
    pub fn slide(from: Square, to: Square, order: &[Square]) -> Action {
        let mut explosions = [0; MAX_EXPLOSIONS];
        let kept = order.len().min(MAX_EXPLOSIONS);
        for (slot, square) in explosions.iter_mut().zip(&order[..kept]) {
            *slot = square.index() as u8;
        }
        Action {
            from: from.index() as u8,
            to: to.index() as u8,
            len: kept as u8,
            explosions,
        }
    }

    /// Whether it is a pass.
    pub fn is_pass(self) -> bool {
        self.from == PASS
    }

    /// The square of the stack that moves (none for a pass).
    pub fn from(self) -> Option<Square> {
        (!self.is_pass()).then(|| Square::at(usize::from(self.from)))
    }

    /// Where it goes (none for a pass).
    pub fn to(self) -> Option<Square> {
        (!self.is_pass()).then(|| Square::at(usize::from(self.to)))
    }

    /// The squares that explode, in order.
    pub fn explosions(&self) -> impl Iterator<Item = Square> + '_ {
        self.explosions[..usize::from(self.len)]
            .iter()
            .map(|&i| Square::at(usize::from(i)))
    }
}

/// `pass`, `b2-a1` or `b2-a1:a1,a2`.
impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (Some(from), Some(to)) = (self.from(), self.to()) else {
            return f.write_str("pass");
        };
        write!(f, "{from}-{to}")?;
        for (i, square) in self.explosions().enumerate() {
            write!(f, "{}{square}", if i == 0 { ':' } else { ',' })?;
        }
        Ok(())
    }
}
