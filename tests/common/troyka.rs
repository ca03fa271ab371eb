//! A deliberately naive Breakthrough (Troyka) move generator written straight from docs/rules.md
//! section 2, sharing no code with the engine, used to cross-check it: a board is a grid of
//! characters, every move copies it, and every question scans the whole board.

/// A position as plain rows: `cells[rank][file]`, both zero-based, `'W'`, `'B'` or `'.'`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Board {
    pub cells: Vec<Vec<char>>,
    /// `'w'` or `'b'`.
    pub side: char,
}

fn name(file: usize, rank: usize) -> String {
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

fn parse_name(text: &str) -> (usize, usize) {
    let file = (text.as_bytes()[0] - b'a') as usize;
    let rank: usize = text[1..].parse().unwrap();
    (file, rank - 1)
}

impl Board {
    /// Reads position text (assumed well formed).
    pub fn from_text(text: &str) -> Board {
        let (placement, side) = text.split_once(' ').unwrap();
        let mut rows: Vec<Vec<char>> = placement
            .split('/')
            .map(|rank| {
                let mut row = Vec::new();
                let mut number = 0;
                for c in rank.chars() {
                    if let Some(d) = c.to_digit(10) {
                        number = number * 10 + d as usize;
                        continue;
                    }
                    row.extend(std::iter::repeat_n('.', number));
                    number = 0;
                    row.push(c);
                }
                row.extend(std::iter::repeat_n('.', number));
                row
            })
            .collect();
        rows.reverse();
        Board {
            cells: rows,
            side: side.chars().next().unwrap(),
        }
    }

    /// The position as text, written without the engine's formatter.
    pub fn to_text(&self) -> String {
        let rows: Vec<String> = self
            .cells
            .iter()
            .rev()
            .map(|row| {
                let mut text = String::new();
                let mut empty = 0;
                for &c in row {
                    if c == '.' {
                        empty += 1;
                    } else {
                        if empty > 0 {
                            text += &empty.to_string();
                        }
                        empty = 0;
                        text.push(c);
                    }
                }
                if empty > 0 {
                    text += &empty.to_string();
                }
                text
            })
            .collect();
        format!("{} {}", rows.join("/"), self.side)
    }

    pub fn ranks(&self) -> usize {
        self.cells.len()
    }

    pub fn files(&self) -> usize {
        self.cells[0].len()
    }

    fn count(&self, piece: char) -> usize {
        self.cells.iter().flatten().filter(|&&c| c == piece).count()
    }

    /// The side (`'w'` or `'b'`) that has already won: a piece on its far rank, or no enemy left.
    pub fn winner(&self) -> Option<char> {
        let top = self.ranks() - 1;
        if self.cells[top].contains(&'W') || self.count('B') == 0 {
            return Some('w');
        }
        if self.cells[0].contains(&'B') || self.count('W') == 0 {
            return Some('b');
        }
        None
    }

    /// Whether both sides have won (a position the rules refuse).
    pub fn both_won(&self) -> bool {
        let top = self.ranks() - 1;
        let white = self.cells[top].contains(&'W') || self.count('B') == 0;
        let black = self.cells[0].contains(&'B') || self.count('W') == 0;
        white && black
    }

    /// Every legal move in notation, sorted (none once the game is over).
    pub fn legal_moves(&self) -> Vec<String> {
        if self.winner().is_some() {
            return Vec::new();
        }
        let (me, enemy, forward) = if self.side == 'w' {
            ('W', 'B', 1)
        } else {
            ('B', 'W', -1)
        };
        let mut moves = Vec::new();
        for rank in 0..self.ranks() {
            for file in 0..self.files() {
                if self.cells[rank][file] != me {
                    continue;
                }
                let to_rank = rank as isize + forward;
                if to_rank < 0 || to_rank >= self.ranks() as isize {
                    continue;
                }
                let to_rank = to_rank as usize;
                for df in [-1isize, 0, 1] {
                    let to_file = file as isize + df;
                    if to_file < 0 || to_file >= self.files() as isize {
                        continue;
                    }
                    let to_file = to_file as usize;
                    let target = self.cells[to_rank][to_file];
                    let from = name(file, rank);
                    let to = name(to_file, to_rank);
                    if target == '.' {
                        moves.push(format!("{from}-{to}"));
                    } else if target == enemy && df != 0 {
                        moves.push(format!("{from}x{to}"));
                    }
                }
            }
        }
        moves.sort();
        moves
    }

    /// The result: the winner, or the opponent of a side to move without a legal move.
    pub fn outcome(&self) -> Option<char> {
        self.winner().or_else(|| {
            self.legal_moves()
                .is_empty()
                .then_some(if self.side == 'w' { 'b' } else { 'w' })
        })
    }

    /// The board after legal move `text`.
    pub fn after(&self, text: &str) -> Board {
        let split = text.find(['-', 'x']).unwrap();
        let (from, to) = (parse_name(&text[..split]), parse_name(&text[split + 1..]));
        let mut next = self.clone();
        let piece = next.cells[from.1][from.0];
        next.cells[from.1][from.0] = '.';
        next.cells[to.1][to.0] = piece;
        next.side = if self.side == 'w' { 'b' } else { 'w' };
        next
    }

    /// Leaves of the move tree `depth` plies deep; finished games are not expanded.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.legal_moves()
            .iter()
            .map(|mv| self.after(mv).perft(depth - 1))
            .sum()
    }
}
