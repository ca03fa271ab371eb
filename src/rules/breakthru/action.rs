//! One action (one ply): a motion-move or a capture.

use crate::rules::breakthru::Square;
use std::fmt;

/// What an action does.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ActionKind {
    /// A rook-like move over free squares: `e4-e2`.
    Motion,
    /// A one-square diagonal step onto an enemy piece: `e4xd3`.
    Capture,
}

/// A motion-move or a capture, from one square to another.
///
/// The geometry is checked on construction: a motion stays on a rank or file,
/// a capture is a diagonal step. Whether it is legal depends on the position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Action {
    from: Square,
    to: Square,
}

impl Action {
    /// A motion-move, if `from` and `to` differ and share a rank or a file.
    pub fn motion(from: Square, to: Square) -> Option<Action> {
        let straight = from.file() == to.file() || from.rank() == to.rank();
        (straight && from != to).then_some(Action { from, to })
    }

    /// A capture, if `to` is diagonally next to `from`.
    pub fn capture(from: Square, to: Square) -> Option<Action> {
        let df = from.file().abs_diff(to.file());
        let dr = from.rank().abs_diff(to.rank());
        (df == 1 && dr == 1).then_some(Action { from, to })
    }

    /// The square the piece leaves.
    pub const fn from(self) -> Square {
        self.from
    }

    /// The square the piece arrives on.
    pub const fn to(self) -> Square {
        self.to
    }

    /// Motion or capture.
    pub const fn kind(self) -> ActionKind {
        if self.from.file() == self.to.file() || self.from.rank() == self.to.rank() {
            ActionKind::Motion
        } else {
            ActionKind::Capture
        }
    }

    /// Whether this is a capture.
    pub const fn is_capture(self) -> bool {
        matches!(self.kind(), ActionKind::Capture)
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let separator = if self.is_capture() { 'x' } else { '-' };
        write!(f, "{}{}{}", self.from, separator, self.to)
    }
}
