//! The board's size: ranks and files, each from 5 to 16, and the squares named on it.

use std::fmt;

/// Fewest ranks or files a board may have.
pub const MIN_SIDE: u8 = 5;
/// Most ranks or files a board may have.
pub const MAX_SIDE: u8 = 16;

/// A board of `ranks` x `files`, both within [`MIN_SIDE`]..=[`MAX_SIDE`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "(u8, u8)", into = "(u8, u8)")]
pub struct Size {
    ranks: u8,
    files: u8,
}

/// A size outside 5..16.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SizeError {
    /// Ranks asked for.
    pub ranks: usize,
    /// Files asked for.
    pub files: usize,
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a {}x{} board is not allowed: ranks and files must each be {MIN_SIDE} to {MAX_SIDE}",
            self.ranks, self.files
        )
    }
}

impl std::error::Error for SizeError {}

impl Size {
    /// The default 8x8 board.
    pub const STANDARD: Size = Size { ranks: 8, files: 8 };

    /// A board of `ranks` x `files`, if both are within 5..16.
    pub fn new(ranks: usize, files: usize) -> Result<Size, SizeError> {
        let fits = |n: usize| (MIN_SIDE as usize..=MAX_SIDE as usize).contains(&n);
        if fits(ranks) && fits(files) {
            Ok(Size {
                ranks: ranks as u8,
                files: files as u8,
            })
        } else {
            Err(SizeError { ranks, files })
        }
    }

    /// Number of ranks (rows).
    pub fn ranks(self) -> usize {
        self.ranks as usize
    }

    /// Number of files (columns).
    pub fn files(self) -> usize {
        self.files as usize
    }

    /// Number of squares.
    pub fn squares(self) -> usize {
        self.ranks() * self.files()
    }

    /// Dense index `rank * files + file` of `cell`, which must be on the board.
    #[inline]
    pub fn index(self, cell: Cell) -> usize {
        cell.rank() * self.files() + cell.file()
    }

    /// The cell of dense index `index`.
    #[inline]
    pub fn cell(self, index: usize) -> Cell {
        Cell(CELLS[self.files() - MIN_SIDE as usize][index])
    }

    /// Whether `cell` lies on this board.
    pub fn contains(self, cell: Cell) -> bool {
        cell.rank() < self.ranks() && cell.file() < self.files()
    }
}

impl TryFrom<(u8, u8)> for Size {
    type Error = SizeError;

    fn try_from((ranks, files): (u8, u8)) -> Result<Size, SizeError> {
        Size::new(ranks.into(), files.into())
    }
}

impl From<Size> for (u8, u8) {
    fn from(size: Size) -> (u8, u8) {
        (size.ranks, size.files)
    }
}

impl fmt::Display for Size {
    /// `ranks`x`files`, e.g. `8x8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.ranks, self.files)
    }
}

/// `CELLS[files - 5][index]`: the cell of a dense index, a table rather than a division.
static CELLS: [[u8; 256]; 12] = {
    let mut table = [[0u8; 256]; 12];
    let mut f = 0;
    while f < 12 {
        let files = f + MIN_SIDE as usize;
        let mut index = 0;
        while index < 256 {
            let (rank, file) = (index / files, index % files);
            if rank < 16 {
                table[f][index] = (rank * 16 + file) as u8;
            }
            index += 1;
        }
        f += 1;
    }
    table
};

/// A square named by file and rank, whatever the board's size: `a1` .. `p16`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Cell(u8);

impl Cell {
    /// The cell on zero-based `file` and `rank`, both below 16.
    pub fn new(file: usize, rank: usize) -> Option<Cell> {
        (file < 16 && rank < 16).then(|| Cell((rank * 16 + file) as u8))
    }

    /// Zero-based file: 0 is file a.
    #[inline]
    pub fn file(self) -> usize {
        (self.0 & 15) as usize
    }

    /// Zero-based rank: 0 is rank 1.
    #[inline]
    pub fn rank(self) -> usize {
        (self.0 >> 4) as usize
    }

    /// The cell on the same rank, as far from file `last_file` as this is from file a.
    #[inline]
    pub fn mirrored(self, last_file: usize) -> Cell {
        Cell((self.0 & 0xf0) | (last_file - self.file()) as u8)
    }

    /// A dense number in `0..256`, for tables.
    #[inline]
    pub fn number(self) -> usize {
        self.0 as usize
    }

    /// Parses a name such as `a2` or `p16` strictly (lower-case file, no leading zero).
    pub fn parse(text: &str) -> Option<Cell> {
        let mut chars = text.chars();
        let file = chars.next().filter(|c| ('a'..='p').contains(c))? as usize - 'a' as usize;
        let digits = chars.as_str();
        let valid = !digits.is_empty()
            && digits.len() <= 2
            && digits.bytes().all(|b| b.is_ascii_digit())
            && !digits.starts_with('0');
        let rank: usize = if valid {
            digits.parse().ok()?
        } else {
            return None;
        };
        (1..=16)
            .contains(&rank)
            .then(|| Cell::new(file, rank - 1))?
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'a' + self.file() as u8) as char,
            self.rank() + 1
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_within_bounds_only() {
        assert!(Size::new(5, 16).is_ok());
        assert!(Size::new(4, 8).is_err());
        assert!(Size::new(8, 17).is_err());
        assert_eq!(Size::new(6, 9).unwrap().to_string(), "6x9");
    }

    #[test]
    fn cells_and_indices_agree() {
        for (ranks, files) in [(5, 5), (8, 8), (16, 16), (7, 13)] {
            let size = Size::new(ranks, files).unwrap();
            for index in 0..size.squares() {
                let cell = size.cell(index);
                assert!(size.contains(cell));
                assert_eq!(size.index(cell), index);
            }
        }
    }

    #[test]
    fn cell_names_are_strict() {
        assert_eq!(Cell::parse("p16").unwrap().to_string(), "p16");
        assert_eq!(Cell::parse("a1"), Cell::new(0, 0));
        for bad in ["", "a", "a0", "a01", "a17", "q1", "A1", "a1x", "a+1"] {
            assert_eq!(Cell::parse(bad), None, "{bad}");
        }
    }
}
