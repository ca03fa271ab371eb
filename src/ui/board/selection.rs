//! The selection state machine of the board, as plain Rust: what a tap or a drop means.
//! It knows no rules: it is given the legal moves as squares and texts.

use super::geometry::Cell;

/// A legal action as the board sees it: a piece going from one square to another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardMove {
    /// The square of the piece that moves.
    pub from: Cell,
    /// Where it goes.
    pub to: Cell,
    /// Whether it captures there.
    pub capture: bool,
    /// The action in the game's notation.
    pub text: String,
}

/// A square the selected piece may go to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    /// The destination.
    pub cell: Cell,
    /// Whether going there captures.
    pub capture: bool,
}

/// What a tap on a square does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TapResult {
    /// Select this piece (and show its targets).
    Select(Cell),
    /// Clear the selection.
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

    /// Where the piece on `from` may go.
    pub fn targets(&self, from: Cell) -> Vec<Target> {
        self.0
            .iter()
            .filter(|m| m.from == from)
            .map(|m| Target {
                cell: m.to,
                capture: m.capture,
            })
            .collect()
    }

    /// The text of the legal action from `from` to `to`, if any.
    pub fn find(&self, from: Cell, to: Cell) -> Option<String> {
        self.0
            .iter()
            .find(|m| m.from == from && m.to == to)
            .map(|m| m.text.clone())
    }

    /// What tapping `cell` means with `selected` currently selected.
    pub fn tap(&self, selected: Option<Cell>, cell: Cell) -> TapResult {
        if let Some(text) = selected.and_then(|from| self.find(from, cell)) {
            return TapResult::Play(text);
        }
        if selected != Some(cell) && self.0.iter().any(|m| m.from == cell) {
            TapResult::Select(cell)
        } else {
            TapResult::Deselect
        }
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
            text: format!("{from}{}{to}", if capture { 'x' } else { '-' }),
        }
    }

    #[test]
    fn tap_select_then_tap_target_plays() {
        let (a2, a3, b2, b3) = (
            Cell::new(0, 1),
            Cell::new(0, 2),
            Cell::new(1, 1),
            Cell::new(1, 2),
        );
        let moves = LegalMoves::new(vec![
            step(a2, a3, false),
            step(a2, b3, true),
            step(b2, b3, false),
        ]);
        assert_eq!(moves.tap(None, a2), TapResult::Select(a2));
        assert_eq!(moves.tap(Some(a2), a3), TapResult::Play("a2-a3".into()));
        assert_eq!(moves.tap(Some(a2), b2), TapResult::Select(b2));
        assert_eq!(moves.tap(Some(a2), a2), TapResult::Deselect);
        assert_eq!(
            moves.tap(None, a3),
            TapResult::Deselect,
            "no piece of the mover"
        );
        assert_eq!(moves.movable(), vec![a2, b2]);
        let targets = moves.targets(a2);
        assert_eq!(targets.len(), 2);
        assert!(targets.contains(&Target {
            cell: b3,
            capture: true
        }));
    }
}
