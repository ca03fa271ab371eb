//! Breakthru (3M, 1965): position, actions, setup, notation and records (docs/rules.md section 1).

mod action;
mod attacks;
pub mod bfn;
mod bitboard;
mod eval;
mod game_impl;
mod movegen;
mod notation;
mod piece;
mod position;
mod record;
mod record_text;
mod setup;
mod setup_editor;
mod square;
mod threats;
pub mod weights;
mod zobrist;

pub use action::{Action, ActionKind};
pub use attacks::{lines_through, motion_targets};
pub use bfn::BfnError;
pub use bitboard::Bitboard;
pub use eval::EvalTerms;
pub use notation::{NotationError, Turn};
pub use piece::{Piece, Side};
pub use position::{EndReason, Ending, IllegalAction, Position, Undo};
pub use record::{PlayError, Record};
pub use record_text::RecordError;
pub use setup::{
    standard_ships, GoldPreset, Setup, SetupError, CENTRAL_AREA, CENTRE, ESCORT_COUNT, SHIP_COUNT,
};
pub use setup_editor::{Refusal, SetupEditor, Source, Stage};
pub use square::{ParseSquareError, Square, FILES, RANKS};
