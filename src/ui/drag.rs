//! Pointer handling for the board: from screen coordinates to squares, and the drag state.

use super::view_model::square_at;
use crate::core::Square;

/// The board's SVG view box: x, y, width, height in board units.
pub const VIEW_BOX: (f64, f64, f64, f64) = (-0.75, -0.1, 11.85, 11.85);

/// The view box as an SVG attribute.
pub fn view_box_attribute() -> String {
    let (x, y, w, h) = VIEW_BOX;
    format!("{x} {y} {w} {h}")
}

/// A point on the screen relative to the board element's box, converted to board units.
pub fn to_board_units(offset_x: f64, offset_y: f64, box_width: f64, box_height: f64) -> (f64, f64) {
    let (x, y, w, h) = VIEW_BOX;
    (
        x + offset_x / box_width.max(1.0) * w,
        y + offset_y / box_height.max(1.0) * h,
    )
}

/// A piece being dragged: where it came from and where the pointer is (board units).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Drag {
    /// The square the piece was picked up from.
    pub from: Square,
    /// The pointer that drags it.
    pub pointer: i32,
    /// Pointer position in board units.
    pub x: f64,
    /// Pointer position in board units.
    pub y: f64,
}

impl Drag {
    /// The square under the pointer, if on the board.
    pub fn over(&self, flipped: bool) -> Option<Square> {
        square_at(self.x, self.y, flipped)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn screen_points_map_to_squares() {
        // The top-left of a1's square when the board box is 1185 px wide: a1 is at (0, 10).
        let (x, y) = to_board_units(75.0 + 50.0, 10.0 + 1050.0, 1185.0, 1185.0);
        let drag = Drag {
            from: "b2".parse().unwrap(),
            pointer: 1,
            x,
            y,
        };
        assert_eq!(drag.over(false), Some("a1".parse().unwrap()));
        assert_eq!(drag.over(true), Some("k11".parse().unwrap()));
    }
}
