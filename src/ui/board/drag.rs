//! Pointer handling for the board: from screen coordinates to squares, and the drag state.

use super::geometry::{svg_number, Cell, Geometry};

/// The part of the board's coordinate space an SVG shows, in board units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ViewBox {
    x: f64,
    y: f64,
    width: f64,
    height: f64,
}

/// Room left of the board (rank numbers) and under it (file letters), in board units.
const LABEL_ROOM: f64 = 0.75;
/// Room above and right of the board, in board units.
const EDGE_ROOM: f64 = 0.1;
/// Depth of the setup tray's strip, under the board or beside it.
const TRAY_ROOM: f64 = 1.55;

/// Where the setup tray stands: under the board on a tall screen, beside it on a wide
/// one, where the height is what limits the board. Either way the squares keep the size
/// they have in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrayPlace {
    Below,
    Beside,
}

/// The playing board: the squares plus room for the coordinates.
pub fn play_view(geometry: Geometry) -> ViewBox {
    ViewBox {
        x: -LABEL_ROOM,
        y: -EDGE_ROOM,
        width: f64::from(geometry.files()) + LABEL_ROOM + EDGE_ROOM,
        height: f64::from(geometry.ranks()) + LABEL_ROOM + EDGE_ROOM,
    }
}

/// The setup board: the playing board plus the tray's strip.
pub fn setup_view(geometry: Geometry, tray: TrayPlace) -> ViewBox {
    let play = play_view(geometry);
    match tray {
        TrayPlace::Below => ViewBox {
            height: play.height + TRAY_ROOM,
            ..play
        },
        TrayPlace::Beside => ViewBox {
            width: play.width + TRAY_ROOM,
            ..play
        },
    }
}

/// The centre of the setup tray's piece, in board units: at the left under the board, or
/// halfway up beside it.
pub fn tray_centre(geometry: Geometry, tray: TrayPlace) -> (f64, f64) {
    let (files, ranks) = (f64::from(geometry.files()), f64::from(geometry.ranks()));
    match tray {
        TrayPlace::Below => (0.5, ranks + 1.5),
        TrayPlace::Beside => (files + EDGE_ROOM + TRAY_ROOM / 2.0, ranks / 2.0),
    }
}

impl ViewBox {
    /// Its width in board units.
    pub fn width(self) -> f64 {
        self.width
    }

    /// The view box as an SVG attribute.
    pub fn attribute(self) -> String {
        let numbers = [self.x, self.y, self.width, self.height].map(svg_number);
        numbers.join(" ")
    }

    /// Where a pointer event happened on `element` (which shows this view box), in board units.
    pub fn pointer_point(
        self,
        element: &web_sys::Element,
        event: &web_sys::PointerEvent,
    ) -> (f64, f64) {
        let rect = element.get_bounding_client_rect();
        self.to_board_units(
            f64::from(event.client_x()) - rect.left(),
            f64::from(event.client_y()) - rect.top(),
            rect.width(),
            rect.height(),
        )
    }

    /// A point relative to the SVG element's box (CSS pixels), in board units.
    pub fn to_board_units(
        self,
        offset_x: f64,
        offset_y: f64,
        box_width: f64,
        box_height: f64,
    ) -> (f64, f64) {
        (
            self.x + offset_x / box_width.max(1.0) * self.width,
            self.y + offset_y / box_height.max(1.0) * self.height,
        )
    }
}

/// A piece being dragged: where it came from and where the pointer is (board units).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Drag {
    /// The square the piece was picked up from.
    pub from: Cell,
    /// The pointer that drags it.
    pub pointer: i32,
    /// Pointer position in board units.
    pub x: f64,
    /// Pointer position in board units.
    pub y: f64,
}

impl Drag {
    /// The square under the pointer, if on the board.
    pub fn over(&self, geometry: Geometry, flipped: bool) -> Option<Cell> {
        geometry.cell_at(self.x, self.y, flipped)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn screen_points_map_to_squares() {
        // The top-left of a1's square when the board box is 1185 px wide: a1 is at (0, 10).
        let board = Geometry::new(11, 11);
        let (x, y) = play_view(board).to_board_units(75.0 + 50.0, 10.0 + 1050.0, 1185.0, 1185.0);
        let drag = Drag {
            from: Cell::new(1, 1),
            pointer: 1,
            x,
            y,
        };
        assert_eq!(drag.over(board, false), Some(Cell::new(0, 0)));
        assert_eq!(drag.over(board, true), Some(Cell::new(10, 10)));
        assert_eq!(
            play_view(Geometry::new(5, 9)).attribute(),
            "-0.75 -0.1 5.85 9.85"
        );
    }

    #[test]
    fn the_tray_adds_its_strip_under_or_beside_the_board_and_stands_in_it() {
        let board = Geometry::new(11, 11);
        assert_eq!(
            setup_view(board, TrayPlace::Below).attribute(),
            "-0.75 -0.1 11.85 13.4"
        );
        assert_eq!(
            setup_view(board, TrayPlace::Beside).attribute(),
            "-0.75 -0.1 13.4 11.85"
        );
        assert_eq!(tray_centre(board, TrayPlace::Below), (0.5, 12.5));
        let (x, y) = tray_centre(board, TrayPlace::Beside);
        assert!(
            x > 11.1 && x < 12.35 && y == 5.5,
            "beside the board: {x}, {y}"
        );
    }
}
