//! Arrows on the board (a hint's turn), as plain Rust: where each shaft and head go.

use super::geometry::{Cell, Geometry};

/// How far from the squares' centres an arrow starts and ends, in board units.
const START_GAP: f64 = 0.2;
const TIP_GAP: f64 = 0.12;
/// The head's length and half width.
const HEAD_LENGTH: f64 = 0.38;
const HEAD_HALF_WIDTH: f64 = 0.24;

/// An arrow from one square towards another, in board units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Arrow {
    /// The square it starts from.
    pub from: Cell,
    /// The square it points to.
    pub to: Cell,
    /// The shaft, from its start to the head's base.
    pub shaft: [(f64, f64); 2],
    /// The head: its tip, then the two corners of its base.
    pub head: [(f64, f64); 3],
}

/// The arrow from `from` to `to` on `geometry`, seen from the first side or `flipped`.
pub fn arrow(geometry: Geometry, from: Cell, to: Cell, flipped: bool) -> Arrow {
    let centre = |cell| {
        let (x, y) = geometry.origin(cell, flipped);
        (x + 0.5, y + 0.5)
    };
    let ((x1, y1), (x2, y2)) = (centre(from), centre(to));
    let length = (x2 - x1).hypot(y2 - y1).max(f64::EPSILON);
    let (dx, dy) = ((x2 - x1) / length, (y2 - y1) / length);
    let along = |(x, y): (f64, f64), by: f64| (x + dx * by, y + dy * by);
    let tip = along((x2, y2), -TIP_GAP);
    let base = along(tip, -HEAD_LENGTH);
    let side = |by: f64| (base.0 - dy * by, base.1 + dx * by);
    Arrow {
        from,
        to,
        shaft: [along((x1, y1), START_GAP), base],
        head: [tip, side(HEAD_HALF_WIDTH), side(-HEAD_HALF_WIDTH)],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_arrow_runs_from_square_to_square_with_its_head_at_the_end() {
        let board = Geometry::new(8, 8);
        let (a1, a3) = (Cell::new(0, 0), Cell::new(0, 2));
        let up = arrow(board, a1, a3, false);
        let close = |a: f64, b: f64| (a - b).abs() < 1e-9;
        assert!(close(up.shaft[0].0, 0.5) && close(up.shaft[0].1, 7.5 - START_GAP));
        assert!(
            close(up.head[0].1, 5.5 + TIP_GAP),
            "the tip points up, short of a3's centre"
        );
        assert!(close(up.shaft[1].1, up.head[0].1 + HEAD_LENGTH));
        assert!(
            close(up.head[1].0 + up.head[2].0, 1.0),
            "the head is symmetric"
        );
        let turned = arrow(board, a1, a3, true);
        assert!(
            turned.head[0].1 > turned.shaft[0].1,
            "flipped, it points down"
        );
    }
}
