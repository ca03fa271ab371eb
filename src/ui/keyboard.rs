//! Keyboard play on the board, as plain Rust: moving the focus square with the arrow keys
//! (as seen on screen, so a flipped board turns them around) and what each square is called
//! for screen readers.

use super::selection::Target;
use crate::core::Square;
use crate::rules::breakthru::Piece;

/// An arrow key.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Arrow {
    /// Towards the top of the screen.
    Up,
    /// Towards the bottom of the screen.
    Down,
    /// Towards the left of the screen.
    Left,
    /// Towards the right of the screen.
    Right,
}

impl Arrow {
    /// The arrow of a `KeyboardEvent.key` value, if it is one.
    pub fn from_key(key: &str) -> Option<Arrow> {
        match key {
            "ArrowUp" => Some(Arrow::Up),
            "ArrowDown" => Some(Arrow::Down),
            "ArrowLeft" => Some(Arrow::Left),
            "ArrowRight" => Some(Arrow::Right),
            _ => None,
        }
    }
}

/// The square next to `from` in the direction of `arrow` on screen; the edge stops it.
pub fn step_focus(from: Square, arrow: Arrow, flipped: bool) -> Square {
    let (df, dr) = match arrow {
        Arrow::Up => (0, 1),
        Arrow::Down => (0, -1),
        Arrow::Left => (-1, 0),
        Arrow::Right => (1, 0),
    };
    let sign = if flipped { -1 } else { 1 };
    from.offset(df * sign, dr * sign).unwrap_or(from)
}

/// What a piece is called, with its side.
pub fn piece_name(piece: Piece) -> &'static str {
    match piece {
        Piece::Flagship => "gold flagship",
        Piece::Escort => "gold escort",
        Piece::Ship => "silver ship",
    }
}

/// The accessible name of a square: "f6, gold flagship", "e3, empty, move here",
/// "d3, silver ship, capture", with "selected" for the selected piece.
pub fn square_label(
    square: Square,
    piece: Option<Piece>,
    selected: bool,
    target: Option<Target>,
) -> String {
    let mut label = format!("{square}, {}", piece.map_or("empty", piece_name));
    if selected {
        label.push_str(", selected");
    }
    match target {
        Some(t) if t.capture => label.push_str(", capture"),
        Some(_) => label.push_str(", move here"),
        None => {}
    }
    label
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn arrows_follow_the_screen_and_stop_at_the_edge() {
        assert_eq!(step_focus(sq("f6"), Arrow::Up, false), sq("f7"));
        assert_eq!(step_focus(sq("f6"), Arrow::Up, true), sq("f5"));
        assert_eq!(step_focus(sq("f6"), Arrow::Left, false), sq("e6"));
        assert_eq!(step_focus(sq("f6"), Arrow::Left, true), sq("g6"));
        assert_eq!(step_focus(sq("a1"), Arrow::Down, false), sq("a1"));
        assert_eq!(step_focus(sq("k11"), Arrow::Right, false), sq("k11"));
        assert_eq!(Arrow::from_key("ArrowDown"), Some(Arrow::Down));
        assert_eq!(Arrow::from_key("Enter"), None);
    }

    #[test]
    fn squares_are_named_with_their_piece_and_role() {
        assert_eq!(
            square_label(sq("f6"), Some(Piece::Flagship), true, None),
            "f6, gold flagship, selected"
        );
        let capture = Target {
            square: sq("d3"),
            capture: true,
        };
        assert_eq!(
            square_label(sq("d3"), Some(Piece::Ship), false, Some(capture)),
            "d3, silver ship, capture"
        );
        let quiet = Target {
            square: sq("e3"),
            capture: false,
        };
        assert_eq!(
            square_label(sq("e3"), None, false, Some(quiet)),
            "e3, empty, move here"
        );
    }
}
