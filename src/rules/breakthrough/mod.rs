//! Breakthrough (Dan Troyka, 2000) on any board from 5x5 to 16x16: position, moves,
//! text and evaluation (docs/rules.md section 2).

mod action;
mod any;
mod any_game;
mod bits;
mod eval;
mod game_impl;
pub mod patterns;
mod position;
mod race;
mod side;
mod size;
mod text;
pub mod weights;
mod zobrist;

pub use action::{Move, MoveError};
pub use any::{AnyPosition, SizeVisitor};
pub use eval::{FEATURES, FEATURE_COUNT};
pub use position::{PlacementError, Position};
pub use side::Side;
pub use size::{Cell, Size, SizeError, MAX_SIDE, MIN_SIDE};
pub use text::{Placement, PositionError};
