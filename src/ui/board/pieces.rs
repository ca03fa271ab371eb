//! What the board draws for the pieces of a position, as plain Rust (board units).

use super::geometry::{Cell, Geometry};

/// A kind of piece to draw, for every game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Token {
    /// Breakthru's gold flagship.
    Flagship,
    /// Breakthru's gold escort.
    Escort,
    /// Breakthru's silver ship.
    Ship,
    /// Breakthrough's white piece.
    White,
    /// Breakthrough's black piece.
    Black,
    /// A single white stone of Freeling's 9x5 game.
    WhiteStone,
    /// A single black stone of Freeling's 9x5 game.
    BlackStone,
    /// Two white stones on one square (Freeling's 9x5 game).
    WhitePair,
    /// Two black stones on one square (Freeling's 9x5 game).
    BlackPair,
}

impl Token {
    /// Its CSS class (also its `data-piece` in tests).
    pub fn class(self) -> &'static str {
        match self {
            Token::Flagship => "flagship",
            Token::Escort => "escort",
            Token::Ship => "ship",
            Token::White => "white",
            Token::Black => "black",
            Token::WhiteStone => "white stone",
            Token::BlackStone => "black stone",
            Token::WhitePair => "white pair",
            Token::BlackPair => "black pair",
        }
    }

    /// How many stones it shows: 2 for a pair, otherwise 1.
    pub fn stones(self) -> u8 {
        match self {
            Token::WhitePair | Token::BlackPair => 2,
            _ => 1,
        }
    }

    /// Its radius in board units: the flagship is larger.
    pub fn radius(self) -> f64 {
        match self {
            Token::Flagship => 0.45,
            Token::Escort | Token::Ship => 0.34,
            Token::White | Token::Black => 0.38,
            Token::WhiteStone | Token::BlackStone => 0.36,
            Token::WhitePair | Token::BlackPair => 0.31,
        }
    }

    /// What its top disc shows, if anything: a star for the flagship, a ring for the others
    /// (but a single stone), as a fraction of its radius.
    fn mark(self) -> Option<Mark> {
        match self {
            Token::Flagship => Some(Mark::Star(0.5)),
            Token::Escort | Token::Ship => Some(Mark::Ring(0.62)),
            Token::White | Token::Black => Some(Mark::Ring(0.74)),
            Token::WhitePair | Token::BlackPair => Some(Mark::Ring(0.58)),
            Token::WhiteStone | Token::BlackStone => None,
        }
    }
}

/// A mark on a piece, sized as a fraction of the piece's radius.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Mark {
    /// A five-pointed star of this outer radius.
    Star(f64),
    /// A ring of this radius.
    Ring(f64),
}

impl Mark {
    /// Its SVG path around `(x, y)` on a piece of radius `r`.
    fn path(self, x: f64, y: f64, r: f64) -> String {
        use super::geometry::svg_number as n;
        match self {
            Mark::Ring(size) => {
                let r = r * size;
                format!(
                    "M{} {}a{r2} {r2} 0 1 0 {d} 0a{r2} {r2} 0 1 0 -{d} 0",
                    n(x - r),
                    n(y),
                    r2 = n(r),
                    d = n(2.0 * r)
                )
            }
            Mark::Star(size) => {
                let points = STAR.iter().enumerate().map(|(i, (dx, dy))| {
                    let radius = r * size * if i % 2 == 0 { 1.0 } else { 0.42 };
                    format!("{} {}", n(x + radius * dx), n(y + radius * dy))
                });
                format!("M{}Z", points.collect::<Vec<_>>().join("L"))
            }
        }
    }
}

/// The directions of a five-pointed star's ten corners, from the top clockwise: the cosine
/// and sine of π(i/5 − ½), written out so that the app carries no trigonometry (a software
/// maths library in wasm).
const STAR: [(f64, f64); 10] = [
    (0.0, -1.0),
    (0.587_785, -0.809_017),
    (0.951_057, -0.309_017),
    (0.951_057, 0.309_017),
    (0.587_785, 0.809_017),
    (0.0, 1.0),
    (-0.587_785, 0.809_017),
    (-0.951_057, 0.309_017),
    (-0.951_057, -0.309_017),
    (-0.587_785, -0.809_017),
];

/// How far apart, in board units, the two discs of a pair are drawn (each way).
const PAIR_OFFSET: f64 = 0.1;

/// One piece to draw.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DrawnPiece {
    /// Where it stands.
    pub cell: Cell,
    /// What it is.
    pub token: Token,
    /// Centre, in board units from the top-left corner.
    pub x: f64,
    /// Centre, in board units from the top-left corner.
    pub y: f64,
    /// Where it slides in from, relative to its centre, when its arrival is animated.
    pub arriving_from: Option<(f64, f64)>,
}

/// What tells one drawn piece from another: its square, its kind and where it is drawn.
pub type PieceKey = (Cell, Token, u64, u64);

impl DrawnPiece {
    /// Its identity for the piece layer, which reuses an element only for the same key: a
    /// piece drawn elsewhere (a board of another size, a flipped board) is a new element.
    pub fn key(&self) -> PieceKey {
        (self.cell, self.token, self.x.to_bits(), self.y.to_bits())
    }

    /// The SVG path of the mark on its top disc, if it has one.
    pub fn mark(&self) -> Option<String> {
        let (x, y) = *self.discs().last()?;
        Some(self.token.mark()?.path(x, y, self.token.radius()))
    }

    /// The centres of its discs, the one behind first: one disc, or two offset for a pair.
    pub fn discs(&self) -> Vec<(f64, f64)> {
        if self.token.stones() == 2 {
            vec![
                (self.x + PAIR_OFFSET, self.y - PAIR_OFFSET),
                (self.x - PAIR_OFFSET, self.y + PAIR_OFFSET),
            ]
        } else {
            vec![(self.x, self.y)]
        }
    }
}

/// The pieces `tokens` placed on `geometry`, ready to draw.
pub fn drawn(geometry: Geometry, tokens: &[(Cell, Token)], flipped: bool) -> Vec<DrawnPiece> {
    tokens
        .iter()
        .map(|&(cell, token)| {
            let (x, y) = geometry.origin(cell, flipped);
            DrawnPiece {
                cell,
                token,
                x: x + 0.5,
                y: y + 0.5,
                arriving_from: None,
            }
        })
        .collect()
}

/// Marks the pieces that `moves` (from, to) brought in as arriving from where they started.
pub fn animate_arrivals(
    pieces: &mut [DrawnPiece],
    moves: &[(Cell, Cell)],
    geometry: Geometry,
    flipped: bool,
) {
    for &(from, to) in moves {
        if let Some(piece) = pieces.iter_mut().find(|p| p.cell == to) {
            let (from_x, from_y) = geometry.origin(from, flipped);
            let (to_x, to_y) = geometry.origin(to, flipped);
            piece.arriving_from = Some((from_x - to_x, from_y - to_y));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_are_centred_and_arrive_from_their_start() {
        let board = Geometry::new(8, 8);
        let (a2, a3) = (Cell::new(0, 1), Cell::new(0, 2));
        let mut pieces = drawn(board, &[(a3, Token::White)], false);
        assert_eq!((pieces[0].x, pieces[0].y), (0.5, 5.5));
        animate_arrivals(&mut pieces, &[(a2, a3)], board, false);
        assert_eq!(pieces[0].arriving_from, Some((0.0, 1.0)));
        let on_a_larger_board = drawn(Geometry::new(16, 16), &[(a3, Token::White)], false);
        assert_ne!(pieces[0].key(), on_a_larger_board[0].key());
        assert_ne!(
            pieces[0].key(),
            drawn(board, &[(a3, Token::White)], true)[0].key()
        );
        assert!(Token::Flagship.radius() > Token::Escort.radius());
    }

    #[test]
    fn a_pair_shows_two_discs_around_its_centre() {
        let board = Geometry::new(5, 9);
        let pair = drawn(board, &[(Cell::new(1, 0), Token::WhitePair)], false)[0];
        let discs = pair.discs();
        assert_eq!(discs.len(), 2);
        assert_eq!(discs[0].0 + discs[1].0, 2.0 * pair.x);
        assert_ne!(discs[0], discs[1]);
        let single = drawn(board, &[(Cell::new(1, 0), Token::WhiteStone)], false)[0];
        assert_eq!(single.discs(), vec![(single.x, single.y)]);
        assert!(pair.mark().is_some() && single.mark().is_none());
    }

    #[test]
    fn marks_are_drawn_on_the_top_disc() {
        let board = Geometry::new(11, 11);
        let flagship = drawn(board, &[(Cell::new(5, 5), Token::Flagship)], false)[0];
        let star = flagship.mark().unwrap();
        assert!(star.starts_with("M5.5 ") && star.ends_with('Z'));
        assert_eq!(star.matches('L').count(), 9);
        let escort = drawn(board, &[(Cell::new(0, 0), Token::Escort)], false)[0];
        assert!(escort.mark().unwrap().contains("a0.211 0.211"));
    }
}
