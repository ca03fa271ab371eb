//! A deliberately naive Breakthru move generator written straight from docs/rules.md,
//! sharing no code with the engine, used to cross-check it.

/// A cell of the 11x11 board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cell {
    Empty,
    Flagship,
    Escort,
    Ship,
}

/// A position as plain arrays: `cells[rank][file]`, both zero-based.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Board {
    pub cells: [[Cell; 11]; 11],
    pub gold_to_move: bool,
    /// (file, rank) of the first move's piece when a second move is due.
    pub pending: Option<(usize, usize)>,
}

fn name(file: usize, rank: usize) -> String {
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

impl Board {
    /// Reads a BFN text (assumed well formed).
    pub fn from_bfn(bfn: &str) -> Board {
        let fields: Vec<&str> = bfn.split(' ').collect();
        let mut cells = [[Cell::Empty; 11]; 11];
        for (row, text) in fields[0].split('/').enumerate() {
            let rank = 10 - row;
            let mut file = 0;
            let mut number = 0;
            for c in text.chars() {
                if let Some(d) = c.to_digit(10) {
                    number = number * 10 + d as usize;
                    continue;
                }
                file += number;
                number = 0;
                cells[rank][file] = match c {
                    'F' => Cell::Flagship,
                    'E' => Cell::Escort,
                    _ => Cell::Ship,
                };
                file += 1;
            }
        }
        let pending = (fields[2] != "-").then(|| {
            let bytes = fields[2].as_bytes();
            let rank: usize = fields[2][1..].parse().unwrap();
            ((bytes[0] - b'a') as usize, rank - 1)
        });
        Board {
            cells,
            gold_to_move: fields[1] == "g",
            pending,
        }
    }

    fn is_gold(cell: Cell) -> bool {
        matches!(cell, Cell::Flagship | Cell::Escort)
    }

    fn own(&self, cell: Cell) -> bool {
        cell != Cell::Empty && Self::is_gold(cell) == self.gold_to_move
    }

    /// Whether the flagship is gone or on the edge.
    pub fn decided(&self) -> bool {
        for rank in 0..11 {
            for file in 0..11 {
                if self.cells[rank][file] == Cell::Flagship {
                    return rank == 0 || rank == 10 || file == 0 || file == 10;
                }
            }
        }
        true
    }

    /// Every legal action in notation, sorted.
    pub fn legal_actions(&self) -> Vec<String> {
        let mut actions = Vec::new();
        if self.decided() {
            return actions;
        }
        for rank in 0..11 {
            for file in 0..11 {
                let cell = self.cells[rank][file];
                if !self.own(cell) {
                    continue;
                }
                match self.pending {
                    Some(first) => {
                        if cell == Cell::Flagship || first == (file, rank) {
                            continue;
                        }
                    }
                    None => {
                        for (df, dr) in [(1i32, 1i32), (1, -1), (-1, 1), (-1, -1)] {
                            let (f, r) = (file as i32 + df, rank as i32 + dr);
                            if (0..11).contains(&f) && (0..11).contains(&r) {
                                let target = self.cells[r as usize][f as usize];
                                if target != Cell::Empty && !self.own(target) {
                                    actions.push(format!(
                                        "{}x{}",
                                        name(file, rank),
                                        name(f as usize, r as usize)
                                    ));
                                }
                            }
                        }
                    }
                }
                for (df, dr) in [(1i32, 0i32), (-1, 0), (0, 1), (0, -1)] {
                    let (mut f, mut r) = (file as i32 + df, rank as i32 + dr);
                    while (0..11).contains(&f)
                        && (0..11).contains(&r)
                        && self.cells[r as usize][f as usize] == Cell::Empty
                    {
                        actions.push(format!(
                            "{}-{}",
                            name(file, rank),
                            name(f as usize, r as usize)
                        ));
                        f += df;
                        r += dr;
                    }
                }
            }
        }
        actions.sort();
        actions
    }

    /// The board after `action` (which must be legal), with the turn rules applied.
    pub fn after(&self, action: &str) -> Board {
        let capture = action.contains('x');
        let squares: Vec<(usize, usize)> = action
            .split(['-', 'x'])
            .map(|s| {
                (
                    (s.as_bytes()[0] - b'a') as usize,
                    s[1..].parse::<usize>().unwrap() - 1,
                )
            })
            .collect();
        let ((ff, fr), (tf, tr)) = (squares[0], squares[1]);
        let mut next = self.clone();
        let mover = next.cells[fr][ff];
        next.cells[fr][ff] = Cell::Empty;
        next.cells[tr][tf] = mover;
        let first_of_two = !capture && mover != Cell::Flagship && self.pending.is_none();
        next.pending = first_of_two.then_some((tf, tr));
        if first_of_two && next.legal_actions().is_empty() {
            next.pending = None;
        }
        if next.pending.is_none() {
            next.gold_to_move = !self.gold_to_move;
        }
        next
    }

    /// Perft with the same conventions as the engine.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.legal_actions()
            .iter()
            .map(|action| self.after(action).perft(depth - 1))
            .sum()
    }
}
