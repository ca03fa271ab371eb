//! Text for positions and actions, per game behind one trait, so that records, the engine's
//! protocol and the worker read and write every game the same way.

use super::game::Game;

/// A game whose positions and actions have a text form.
pub trait Notation: Game + Sized {
    /// Why a text is not a position (names the offending part).
    type PositionError: std::error::Error;
    /// Why a text is not an action (names the offending token).
    type ActionError: std::error::Error;

    /// Parses a position strictly.
    fn from_text(text: &str) -> Result<Self, Self::PositionError>;

    /// The position as text that [`Notation::from_text`] reads back.
    fn to_text(&self) -> String;

    /// Reads an action of the side to move (its legality is checked by the caller).
    fn parse_action(&self, text: &str) -> Result<Self::Action, Self::ActionError>;
}
