//! Keyboard play on the board, as plain Rust: moving the focus square with the arrow keys
//! (as seen on screen, so a flipped board turns them around).

use super::geometry::{Cell, Geometry};

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
pub fn step_focus(geometry: Geometry, from: Cell, arrow: Arrow, flipped: bool) -> Cell {
    let (df, dr) = match arrow {
        Arrow::Up => (0, 1),
        Arrow::Down => (0, -1),
        Arrow::Left => (-1, 0),
        Arrow::Right => (1, 0),
    };
    let sign = if flipped { -1 } else { 1 };
    geometry.offset(from, df * sign, dr * sign).unwrap_or(from)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A square of the 11x11 board by name, such as `f6`.
    fn sq(name: &str) -> Cell {
        let file = name.as_bytes()[0] - b'a';
        Cell::new(file, name[1..].parse::<u8>().unwrap() - 1)
    }

    #[test]
    fn arrows_follow_the_screen_and_stop_at_the_edge() {
        assert_eq!(
            step_focus(Geometry::new(11, 11), sq("f6"), Arrow::Up, false),
            sq("f7")
        );
        assert_eq!(
            step_focus(Geometry::new(11, 11), sq("f6"), Arrow::Up, true),
            sq("f5")
        );
        assert_eq!(
            step_focus(Geometry::new(11, 11), sq("f6"), Arrow::Left, false),
            sq("e6")
        );
        assert_eq!(
            step_focus(Geometry::new(11, 11), sq("f6"), Arrow::Left, true),
            sq("g6")
        );
        assert_eq!(
            step_focus(Geometry::new(11, 11), sq("a1"), Arrow::Down, false),
            sq("a1")
        );
        assert_eq!(
            step_focus(Geometry::new(11, 11), sq("k11"), Arrow::Right, false),
            sq("k11")
        );
        assert_eq!(Arrow::from_key("ArrowDown"), Some(Arrow::Down));
        assert_eq!(Arrow::from_key("Enter"), None);
    }
}
