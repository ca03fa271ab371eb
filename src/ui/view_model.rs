//! Pure view models: what the board draws for a position, in board units (one square = 1).

use crate::rules::breakthru::Square;
use crate::rules::breakthru::{Action, Piece, Position, Setup, CENTRAL_AREA};

/// Squares per side of the board.
pub const BOARD_SQUARES: f64 = 11.0;

/// One piece to draw.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DrawnPiece {
    /// Where it stands.
    pub square: Square,
    /// What it is.
    pub piece: Piece,
    /// Centre, in board units from the top-left corner.
    pub x: f64,
    /// Centre, in board units from the top-left corner.
    pub y: f64,
    /// Radius in board units: the flagship is larger.
    pub radius: f64,
    /// Where it slides in from, relative to its centre, when its arrival is animated.
    pub arriving_from: Option<(f64, f64)>,
}

/// The top-left corner of `square`, in board units, seen from Gold's side or flipped.
pub fn square_origin(square: Square, flipped: bool) -> (f64, f64) {
    let (file, rank) = (f64::from(square.file()), f64::from(square.rank()));
    if flipped {
        (10.0 - file, rank)
    } else {
        (file, 10.0 - rank)
    }
}

/// The square under a point in board units, if any.
pub fn square_at(x: f64, y: f64, flipped: bool) -> Option<Square> {
    if !(0.0..BOARD_SQUARES).contains(&x) || !(0.0..BOARD_SQUARES).contains(&y) {
        return None;
    }
    let (column, row) = (x.floor() as u8, y.floor() as u8);
    if flipped {
        Square::new(10 - column, row)
    } else {
        Square::new(column, 10 - row)
    }
}

/// Every piece of `position`, ready to draw.
pub fn pieces(position: &Position, flipped: bool) -> Vec<DrawnPiece> {
    draw(|square| position.piece_at(square), flipped)
}

/// Every piece placed so far in a setup, ready to draw.
pub fn setup_pieces(setup: &Setup, flipped: bool) -> Vec<DrawnPiece> {
    draw(|square| setup.piece_at(square), flipped)
}

fn draw(piece_at: impl Fn(Square) -> Option<Piece>, flipped: bool) -> Vec<DrawnPiece> {
    Square::all()
        .filter_map(|square| {
            let piece = piece_at(square)?;
            let (x, y) = square_origin(square, flipped);
            Some(DrawnPiece {
                square,
                piece,
                x: x + 0.5,
                y: y + 0.5,
                radius: piece_radius(piece),
                arriving_from: None,
            })
        })
        .collect()
}

/// Marks the pieces that `actions` moved as arriving from their starting squares.
pub fn animate_arrivals(pieces: &mut [DrawnPiece], actions: &[Action], flipped: bool) {
    for action in actions {
        if let Some(piece) = pieces.iter_mut().find(|p| p.square == action.to()) {
            let (from_x, from_y) = square_origin(action.from(), flipped);
            let (to_x, to_y) = square_origin(action.to(), flipped);
            piece.arriving_from = Some((from_x - to_x, from_y - to_y));
        }
    }
}

/// Radius of a piece in board units: the flagship is larger.
pub fn piece_radius(piece: Piece) -> f64 {
    if piece == Piece::Flagship {
        0.45
    } else {
        0.34
    }
}

/// The central area's rectangle (x, y, width, height) in board units.
pub fn central_area_rect(flipped: bool) -> (f64, f64, f64, f64) {
    let corners: Vec<(f64, f64)> = CENTRAL_AREA
        .iter()
        .map(|s| square_origin(s, flipped))
        .collect();
    let min_x = corners.iter().map(|c| c.0).fold(f64::INFINITY, f64::min);
    let min_y = corners.iter().map(|c| c.1).fold(f64::INFINITY, f64::min);
    (min_x, min_y, 5.0, 5.0)
}

/// File letters and rank numbers along the edges, with their positions in board units.
pub fn coordinate_labels(flipped: bool) -> Vec<(String, f64, f64)> {
    let mut labels = Vec::new();
    for i in 0..11u8 {
        let file_square = Square::new(i, 0).expect("on the board");
        let (x, _) = square_origin(file_square, flipped);
        labels.push((((b'a' + i) as char).to_string(), x + 0.5, 11.0 + 0.32));
        let rank_square = Square::new(0, i).expect("on the board");
        let (_, y) = square_origin(rank_square, flipped);
        labels.push(((i + 1).to_string(), -0.32, y + 0.5));
    }
    labels
}

/// The CSS class name of a piece.
pub fn piece_class(piece: Piece) -> &'static str {
    match piece {
        Piece::Flagship => "flagship",
        Piece::Escort => "escort",
        Piece::Ship => "ship",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn standard_position_draws_33_pieces() {
        let drawn = pieces(&Position::standard(), false);
        assert_eq!(drawn.len(), 33);
        let flagship = drawn.iter().find(|p| p.piece == Piece::Flagship).unwrap();
        assert_eq!(
            (flagship.square, flagship.x, flagship.y),
            (sq("f6"), 5.5, 5.5)
        );
        assert!(drawn
            .iter()
            .all(|p| p.piece == Piece::Flagship || p.radius < flagship.radius));
    }

    #[test]
    fn a_setup_draws_what_is_placed_so_far() {
        let setup = Setup::gold_preset(crate::rules::breakthru::GoldPreset::Diamond);
        let drawn = setup_pieces(&setup, true);
        assert_eq!(drawn.len(), 13);
        assert!(drawn.iter().all(|p| p.piece != Piece::Ship));
    }

    #[test]
    fn moved_pieces_arrive_from_where_they_started() {
        let mut position = Position::standard();
        let action: Action = "e4-e3".parse().unwrap();
        position = position.play(action).unwrap();
        let mut drawn = pieces(&position, false);
        animate_arrivals(&mut drawn, &[action], false);
        let moved: Vec<_> = drawn
            .iter()
            .filter_map(|p| p.arriving_from.map(|o| (p.square, o)))
            .collect();
        assert_eq!(moved, vec![(sq("e3"), (0.0, -1.0))]);
    }

    #[test]
    fn a1_is_bottom_left_unless_flipped() {
        assert_eq!(square_origin(sq("a1"), false), (0.0, 10.0));
        assert_eq!(square_origin(sq("a1"), true), (10.0, 0.0));
        for flipped in [false, true] {
            for square in Square::all() {
                let (x, y) = square_origin(square, flipped);
                assert_eq!(square_at(x + 0.5, y + 0.5, flipped), Some(square));
            }
        }
        assert_eq!(square_at(11.2, 3.0, false), None);
    }

    #[test]
    fn central_area_is_d4_to_h8() {
        assert_eq!(central_area_rect(false), (3.0, 3.0, 5.0, 5.0));
        assert_eq!(coordinate_labels(false).len(), 22);
    }
}
