//! The shape of a board, as plain Rust: squares by file and rank, where they are drawn,
//! and which square a point falls on. One square is one board unit.

use std::fmt;

/// `value` (board units) as an SVG number with at most three decimals, written with
/// integer arithmetic: the app then carries no floating-point formatting code.
pub fn svg_number(value: f64) -> String {
    let thousandths = (value * 1000.0).round() as i64;
    let sign = if thousandths < 0 { "-" } else { "" };
    let (whole, fraction) = (thousandths.abs() / 1000, thousandths.abs() % 1000);
    if fraction == 0 {
        format!("{sign}{whole}")
    } else {
        let digits = format!("{fraction:03}");
        format!("{sign}{whole}.{}", digits.trim_end_matches('0'))
    }
}

/// A square of any board up to 16x16, by file and rank from 0 (a1 is file 0, rank 0).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord)]
pub struct Cell {
    file: u8,
    rank: u8,
}

impl Cell {
    /// The square on `file` and `rank`, counted from 0.
    pub const fn new(file: u8, rank: u8) -> Cell {
        Cell { file, rank }
    }

    /// Its file, from 0 (a).
    pub fn file(self) -> u8 {
        self.file
    }

    /// Its rank, from 0 (1).
    pub fn rank(self) -> u8 {
        self.rank
    }
}

/// Written as in every game's notation: `a1`, `p16`.
impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.file), self.rank + 1)
    }
}

/// A boldly ruled rectangle of squares (Breakthru's central area).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Zone {
    /// Its lower-left square.
    pub low: Cell,
    /// Its upper-right square.
    pub high: Cell,
}

/// A rectangular board of `files` x `ranks` squares, seen from the first side or flipped.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Geometry {
    files: u8,
    ranks: u8,
    zone: Option<Zone>,
    /// Bit `r` set: every square of rank `r` is a wall (Freeling's 9x5 game).
    wall_ranks: u16,
}

impl Geometry {
    /// A board of `files` x `ranks` squares (each 1..=16).
    pub fn new(files: u8, ranks: u8) -> Geometry {
        assert!((1..=16).contains(&files) && (1..=16).contains(&ranks));
        Geometry {
            files,
            ranks,
            zone: None,
            wall_ranks: 0,
        }
    }

    /// The same board with every square of `ranks` (from 0) drawn as a wall.
    pub fn with_wall_ranks(self, ranks: &[u8]) -> Geometry {
        let wall_ranks = ranks.iter().fold(0, |mask, &rank| mask | 1 << rank);
        Geometry { wall_ranks, ..self }
    }

    /// Whether `cell` is a wall square.
    pub fn is_wall(self, cell: Cell) -> bool {
        self.wall_ranks >> cell.rank & 1 == 1
    }

    /// The same board with a ruled zone.
    pub fn with_zone(self, zone: Zone) -> Geometry {
        Geometry {
            zone: Some(zone),
            ..self
        }
    }

    /// Number of files (columns).
    pub fn files(self) -> u8 {
        self.files
    }

    /// Number of ranks (rows).
    pub fn ranks(self) -> u8 {
        self.ranks
    }

    /// Every square, rank by rank from a1.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        (0..self.ranks).flat_map(move |rank| (0..self.files).map(move |file| Cell::new(file, rank)))
    }

    /// Whether `cell` is on the board.
    pub fn contains(self, cell: Cell) -> bool {
        cell.file < self.files && cell.rank < self.ranks
    }

    /// A square's place in [`Geometry::cells`].
    pub fn index(self, cell: Cell) -> usize {
        usize::from(cell.rank) * usize::from(self.files) + usize::from(cell.file)
    }

    /// The square `(df, dr)` away from `cell`, if on the board.
    pub fn offset(self, cell: Cell, df: i32, dr: i32) -> Option<Cell> {
        let file = u8::try_from(i32::from(cell.file) + df).ok()?;
        let rank = u8::try_from(i32::from(cell.rank) + dr).ok()?;
        Some(Cell::new(file, rank)).filter(|&c| self.contains(c))
    }

    /// The square nearest the middle (where keyboard focus starts).
    pub fn centre(self) -> Cell {
        Cell::new(self.files / 2, self.ranks / 2)
    }

    /// The top-left corner of `cell` in board units, seen from the first side or flipped.
    pub fn origin(self, cell: Cell, flipped: bool) -> (f64, f64) {
        let (file, rank) = (f64::from(cell.file), f64::from(cell.rank));
        let (last_file, last_rank) = (f64::from(self.files - 1), f64::from(self.ranks - 1));
        if flipped {
            (last_file - file, rank)
        } else {
            (file, last_rank - rank)
        }
    }

    /// The square under a point in board units, if any.
    pub fn cell_at(self, x: f64, y: f64, flipped: bool) -> Option<Cell> {
        let (width, height) = (f64::from(self.files), f64::from(self.ranks));
        if !(0.0..width).contains(&x) || !(0.0..height).contains(&y) {
            return None;
        }
        let (column, row) = (x.floor() as u8, y.floor() as u8);
        Some(if flipped {
            Cell::new(self.files - 1 - column, row)
        } else {
            Cell::new(column, self.ranks - 1 - row)
        })
    }

    /// The zone's rectangle (x, y, width, height) in board units.
    pub fn zone_rect(self, flipped: bool) -> Option<(f64, f64, f64, f64)> {
        let Zone { low, high } = self.zone?;
        let (ax, ay) = self.origin(low, flipped);
        let (bx, by) = self.origin(high, flipped);
        let width = f64::from(high.file - low.file + 1);
        let height = f64::from(high.rank - low.rank + 1);
        Some((ax.min(bx), ay.min(by), width, height))
    }

    /// File letters under the board and rank numbers on its left, with their centres.
    pub fn coordinate_labels(self, flipped: bool) -> Vec<(String, f64, f64)> {
        let files = (0..self.files).map(|file| {
            let (x, _) = self.origin(Cell::new(file, 0), flipped);
            let letter = char::from(b'a' + file).to_string();
            (letter, x + 0.5, f64::from(self.ranks) + 0.32)
        });
        let ranks = (0..self.ranks).map(|rank| {
            let (_, y) = self.origin(Cell::new(0, rank), flipped);
            ((rank + 1).to_string(), -0.32, y + 0.5)
        });
        files.chain(ranks).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a1_is_bottom_left_unless_flipped_on_every_shape() {
        for (files, ranks) in [(11, 11), (8, 8), (5, 9), (16, 5)] {
            let board = Geometry::new(files, ranks);
            let a1 = Cell::new(0, 0);
            assert_eq!(board.origin(a1, false), (0.0, f64::from(ranks - 1)));
            assert_eq!(board.origin(a1, true), (f64::from(files - 1), 0.0));
            for flipped in [false, true] {
                for cell in board.cells() {
                    let (x, y) = board.origin(cell, flipped);
                    assert_eq!(board.cell_at(x + 0.5, y + 0.5, flipped), Some(cell));
                }
            }
            assert_eq!(board.cell_at(f64::from(files) + 0.2, 0.5, false), None);
            assert_eq!(
                board.coordinate_labels(false).len(),
                usize::from(files + ranks)
            );
            assert_eq!(
                board.cells().count(),
                usize::from(files) * usize::from(ranks)
            );
        }
    }

    #[test]
    fn numbers_are_written_for_svg_without_float_formatting() {
        for (value, text) in [
            (7.5, "7.5"),
            (0.0, "0"),
            (-0.32, "-0.32"),
            (11.85, "11.85"),
            (0.066, "0.066"),
            (-1.0, "-1"),
        ] {
            assert_eq!(svg_number(value), text);
        }
    }

    #[test]
    fn cells_are_named_and_stepped_within_the_board() {
        let board = Geometry::new(16, 16);
        assert_eq!(Cell::new(15, 15).to_string(), "p16");
        assert_eq!(board.offset(Cell::new(0, 0), -1, 0), None);
        assert_eq!(board.offset(Cell::new(0, 0), 1, 2), Some(Cell::new(1, 2)));
        assert_eq!(board.index(Cell::new(1, 2)), 33);
    }

    #[test]
    fn the_zone_is_drawn_where_its_squares_are() {
        let zone = Zone {
            low: Cell::new(3, 3),
            high: Cell::new(7, 7),
        };
        let board = Geometry::new(11, 11).with_zone(zone);
        assert_eq!(board.zone_rect(false), Some((3.0, 3.0, 5.0, 5.0)));
        assert_eq!(Geometry::new(8, 8).zone_rect(false), None);
    }

    #[test]
    fn wall_ranks_mark_every_square_of_theirs() {
        let board = Geometry::new(5, 9).with_wall_ranks(&[2, 6]);
        let walls: Vec<String> = board
            .cells()
            .filter(|&c| board.is_wall(c))
            .map(|c| c.to_string())
            .collect();
        assert_eq!(walls.join(" "), "a3 b3 c3 d3 e3 a7 b7 c7 d7 e7");
        assert!(!Geometry::new(8, 8).is_wall(Cell::new(0, 2)));
    }
}
