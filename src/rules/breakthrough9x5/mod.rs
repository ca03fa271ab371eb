//! Christian Freeling's 9x5 Breakthrough (Games Magazine, 1984): stacks of stones move
//! diagonally, walls on ranks 3 and 7 stop forward moves, and overfull squares explode
//! (docs/rules.md section 3).

mod action;
mod eval;
mod explosion;
mod game_impl;
mod movegen;
mod position;
mod side;
mod square;
mod text;
mod threats;
pub mod weights;
mod zobrist;

pub use action::{Action, MAX_EXPLOSIONS};
pub use eval::{FEATURES, FEATURE_COUNT};
pub use explosion::Step;
pub use position::Position;
pub use side::Side;
pub use square::{Square, SquareError, FILES, RANKS};
pub use text::{ActionError, PositionError};
