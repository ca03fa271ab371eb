//! The SVG board for every game: geometry, pieces and legal moves go in, presses and
//! drops come out. The view models are plain Rust, tested natively.

pub mod arrows;
pub mod drag;
mod frame;
pub mod geometry;
pub mod keyboard;
mod labels;
mod piece_layer;
pub mod pieces;
mod play_board;
pub mod selection;
mod thumbnail;

pub use frame::BoardFrame;
pub use geometry::{Cell, Geometry, Zone};
pub use labels::square_label;
pub use piece_layer::{Ghost, PieceLayer};
pub use pieces::{DrawnPiece, Token};
pub use play_board::{Board, Marks};
pub use selection::{BoardMove, Choice, LegalMoves, TapResult, Target, TargetKind};
pub use thumbnail::thumbnail_svg;
