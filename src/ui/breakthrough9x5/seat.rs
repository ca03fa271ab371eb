//! Which of the app's seats each side of Breakthrough 9x5 takes: White is light, Black dark.

use crate::rules::breakthrough9x5::Side;
use crate::ui::game::Seat;

/// The seat of a side.
pub fn seat(side: Side) -> Seat {
    match side {
        Side::White => Seat::Light,
        Side::Black => Seat::Dark,
    }
}
