//! The selection state machine of the board, as plain Rust: what a tap or a drop means.
//! It knows no rules: it is given the legal moves as squares and texts.

use super::geometry::Cell;

/// A legal action as the board sees it: a piece going from one square to another, then,
/// where the action sets off explosions whose order matters, the squares that explode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardMove {
    /// The square of the piece that moves.
    pub from: Cell,
    /// Where it goes.
    pub to: Cell,
    /// Whether it captures there.
    pub capture: bool,
    /// The squares that explode after the move, in order (empty in most games). Several
    /// orders of one action may be listed, each with the action's text.
    pub explosions: Vec<Cell>,
    /// The action in the game's notation.
    pub text: String,
}

impl BoardMove {
    /// Whether its squares (from, to, explosions) begin with `path`.
    fn starts_with(&self, path: &[Cell]) -> bool {
        let squares = [self.from, self.to]
            .into_iter()
            .chain(self.explosions.iter().copied());
        path.len() <= 2 + self.explosions.len() && squares.zip(path).all(|(a, b)| a == *b)
    }
}

/// The squares chosen so far towards an action: the piece, its destination, then the
/// squares chosen to explode next, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choice(Vec<Cell>);

impl Choice {
    /// The piece on `cell` chosen.
    pub fn piece_on(cell: Cell) -> Choice {
        Choice(vec![cell])
    }

    /// The chosen piece's square, if any.
    pub fn piece(&self) -> Option<Cell> {
        self.0.first().copied()
    }

    /// Whether the move is chosen and the order of its explosions is being chosen.
    pub fn is_exploding(&self) -> bool {
        self.0.len() >= 2
    }

    /// The squares chosen: the piece, its destination, the explosions so far.
    pub fn squares(&self) -> &[Cell] {
        &self.0
    }

    fn then(&self, cell: Cell) -> Choice {
        let mut squares = self.0.clone();
        squares.push(cell);
        Choice(squares)
    }
}

/// What a target square means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TargetKind {
    /// The chosen piece may go there.
    Move,
    /// The chosen piece may capture there.
    Capture,
    /// The square may explode next.
    Explosion,
}

/// A square that may be chosen next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    /// The square.
    pub cell: Cell,
    /// What choosing it means.
    pub kind: TargetKind,
}

/// What a tap on a square does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TapResult {
    /// Go on choosing from here (a piece, or a move whose explosion order is still open).
    Choose(Choice),
    /// Clear the choice.
    Deselect,
    /// Play this action (its text).
    Play(String),
}

/// The legal actions of a position, for the board to consult.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LegalMoves(Vec<BoardMove>);

impl LegalMoves {
    /// The board's view of `moves`.
    pub fn new(moves: Vec<BoardMove>) -> LegalMoves {
        LegalMoves(moves)
    }

    /// Squares of pieces that have at least one legal action, in the order of the moves.
    pub fn movable(&self) -> Vec<Cell> {
        let mut cells: Vec<Cell> = Vec::new();
        for m in &self.0 {
            if !cells.contains(&m.from) {
                cells.push(m.from);
            }
        }
        cells
    }

    /// The squares that may be chosen after `choice`: where the chosen piece may go, or
    /// which square may explode next.
    pub fn targets(&self, choice: &Choice) -> Vec<Target> {
        let path = choice.squares();
        let mut targets: Vec<Target> = Vec::new();
        for m in self
            .0
            .iter()
            .filter(|m| !path.is_empty() && m.starts_with(path))
        {
            let target = match path.len() {
                1 => Target {
                    cell: m.to,
                    kind: if m.capture {
                        TargetKind::Capture
                    } else {
                        TargetKind::Move
                    },
                },
                n => match m.explosions.get(n - 2) {
                    Some(&cell) => Target {
                        cell,
                        kind: TargetKind::Explosion,
                    },
                    None => continue,
                },
            };
            if !targets.iter().any(|t| t.cell == target.cell) {
                targets.push(target);
            }
        }
        targets
    }

    /// What choosing `cell` after `choice` leads to, if it is a legal next square. An
    /// explosion that every remaining order has next is taken at once: only real choices
    /// are left to the person.
    fn next(&self, choice: &Choice, cell: Cell) -> Option<TapResult> {
        if choice.squares().is_empty() {
            return None;
        }
        let mut next = choice.then(cell);
        loop {
            let matching: Vec<&BoardMove> = self
                .0
                .iter()
                .filter(|m| m.starts_with(next.squares()))
                .collect();
            let first = matching.first()?;
            if matching.iter().all(|m| m.text == first.text) {
                return Some(TapResult::Play(first.text.clone()));
            }
            match self.forced_step(&matching, next.squares().len()) {
                Some(square) => next = next.then(square),
                None => return Some(TapResult::Choose(next)),
            }
        }
    }

    /// The explosion every one of `moves` has at place `chosen` of its squares, if they agree.
    fn forced_step(&self, moves: &[&BoardMove], chosen: usize) -> Option<Cell> {
        let step = |m: &&BoardMove| m.explosions.get(chosen.checked_sub(2)?).copied();
        let first = step(moves.first()?)?;
        moves
            .iter()
            .all(|m| step(m) == Some(first))
            .then_some(first)
    }

    /// What dropping the piece of `from` on `to` means, if it may go there.
    pub fn drop(&self, from: Cell, to: Cell) -> Option<TapResult> {
        self.next(&Choice::piece_on(from), to)
    }

    /// What tapping `cell` means after `choice`.
    pub fn tap(&self, choice: &Choice, cell: Cell) -> TapResult {
        if let Some(result) = self.next(choice, cell) {
            return result;
        }
        if choice.piece() != Some(cell) && self.0.iter().any(|m| m.from == cell) {
            TapResult::Choose(Choice::piece_on(cell))
        } else {
            TapResult::Deselect
        }
    }

    /// Whether the action written `text` is legal here.
    pub fn contains(&self, text: &str) -> bool {
        self.0.iter().any(|m| m.text == text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(from: Cell, to: Cell, capture: bool) -> BoardMove {
        BoardMove {
            from,
            to,
            capture,
            explosions: Vec::new(),
            text: format!("{from}{}{to}", if capture { 'x' } else { '-' }),
        }
    }

    fn sq(name: &str) -> Cell {
        let bytes = name.as_bytes();
        Cell::new(bytes[0] - b'a', name[1..].parse::<u8>().unwrap() - 1)
    }

    #[test]
    fn tap_select_then_tap_target_plays() {
        let (a2, a3, b2, b3) = (sq("a2"), sq("a3"), sq("b2"), sq("b3"));
        let moves = LegalMoves::new(vec![
            step(a2, a3, false),
            step(a2, b3, true),
            step(b2, b3, false),
        ]);
        let none = Choice::default();
        let on_a2 = Choice::piece_on(a2);
        assert_eq!(moves.tap(&none, a2), TapResult::Choose(on_a2.clone()));
        assert_eq!(moves.tap(&on_a2, a3), TapResult::Play("a2-a3".into()));
        assert_eq!(
            moves.tap(&on_a2, b2),
            TapResult::Choose(Choice::piece_on(b2))
        );
        assert_eq!(moves.tap(&on_a2, a2), TapResult::Deselect);
        assert_eq!(
            moves.tap(&none, a3),
            TapResult::Deselect,
            "no piece of the mover"
        );
        assert_eq!(moves.movable(), vec![a2, b2]);
        let targets = moves.targets(&on_a2);
        assert_eq!(targets.len(), 2);
        assert!(targets.contains(&Target {
            cell: b3,
            kind: TargetKind::Capture
        }));
        assert_eq!(moves.drop(a2, b3), Some(TapResult::Play("a2xb3".into())));
        assert_eq!(moves.drop(b2, a3), None);
        assert!(moves.contains("b2-b3") && !moves.contains("b2-a3"));
    }

    #[test]
    fn explosion_orders_are_chosen_square_by_square() {
        let (b2, a1, a2, b1) = (sq("b2"), sq("a1"), sq("a2"), sq("b1"));
        let order = |explosions: Vec<Cell>, text: &str| BoardMove {
            explosions,
            text: text.into(),
            ..step(b2, a1, false)
        };
        // Two orders of one action (same text), and a third order that differs.
        let moves = LegalMoves::new(vec![
            order(vec![a1, a2, b1], "b2-a1:a1,a2,b1"),
            order(vec![a1, b1, a2], "b2-a1:a1,a2,b1"),
            order(vec![b1, a1, a2], "b2-a1:b1,a1,a2"),
        ]);
        let chosen = Choice(vec![b2, a1]);
        assert_eq!(moves.drop(b2, a1), Some(TapResult::Choose(chosen.clone())));
        let forced = LegalMoves::new(vec![
            order(vec![a1, a2, b1], "b2-a1:a1,a2,b1"),
            order(vec![a1, b1, a2], "b2-a1:a1,b1,a2"),
        ]);
        assert_eq!(
            forced.drop(b2, a1),
            Some(TapResult::Choose(Choice(vec![b2, a1, a1]))),
            "a1 explodes first in every order: no need to ask"
        );
        assert!(chosen.is_exploding() && !Choice::piece_on(b2).is_exploding());
        let targets: Vec<Cell> = moves.targets(&chosen).iter().map(|t| t.cell).collect();
        assert_eq!(targets, vec![a1, b1]);
        assert!(moves
            .targets(&chosen)
            .iter()
            .all(|t| t.kind == TargetKind::Explosion));
        assert_eq!(
            moves.tap(&chosen, a1),
            TapResult::Play("b2-a1:a1,a2,b1".into()),
            "both orders from a1 are the same action"
        );
        assert_eq!(
            moves.tap(&chosen, b1),
            TapResult::Play("b2-a1:b1,a1,a2".into())
        );
        assert_eq!(moves.tap(&chosen, sq("e5")), TapResult::Deselect);
        assert_eq!(
            moves.targets(&Choice::piece_on(b2)).len(),
            1,
            "one destination"
        );
    }
}
