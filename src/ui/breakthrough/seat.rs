//! Which of the app's seats each side of Breakthrough takes: White is light, Black dark.

use crate::rules::breakthrough::Side;
use crate::ui::game::Seat;

/// The seat of a side.
pub fn seat(side: Side) -> Seat {
    match side {
        Side::White => Seat::Light,
        Side::Black => Seat::Dark,
    }
}
