//! Freeling's 9x5 game at the app's table: a [`Replay`] seen through [`Table`], with the
//! order of explosions chosen square by square and each explosion shown in turn.

use super::texts;
use crate::core::{Game, Notation, Outcome, Replay};
use crate::rules::breakthrough9x5::{Action, Position, Side, Square};
use crate::rules::GameId;
use crate::ui::board::{BoardMove, Cell, Geometry, Token};
use crate::ui::game::one_action;
use crate::ui::game::{Explained, Frame, OpenError, Seat, Table};
use crate::ui::i18n::Lang;

/// The app's square of a board square.
fn cell(square: Square) -> Cell {
    Cell::new(square.file(), square.rank())
}

/// The board square of an app square.
fn square(cell: Cell) -> Option<Square> {
    Square::new(cell.file(), cell.rank())
}

/// The seat of a side.
fn seat(side: Side) -> Seat {
    match side {
        Side::White => Seat::Light,
        Side::Black => Seat::Dark,
    }
}

/// The pieces of a board: a stone, or a pair (taller stacks, only seen during a move or
/// after a win by explosion, are drawn as pairs too).
fn tokens(position: &Position) -> Vec<(Cell, Token)> {
    Square::all()
        .filter_map(|s| {
            let token = match position.stack_at(s)? {
                (Side::White, 1) => Token::WhiteStone,
                (Side::Black, 1) => Token::BlackStone,
                (Side::White, _) => Token::WhitePair,
                (Side::Black, _) => Token::BlackPair,
            };
            Some((cell(s), token))
        })
        .collect()
}

/// A game of Freeling's 9x5 Breakthrough at the table.
#[derive(Clone, Debug)]
pub struct Breakthrough9x5Table(Replay<Position>);

impl Breakthrough9x5Table {
    /// A new game from the start.
    pub fn new() -> Breakthrough9x5Table {
        Breakthrough9x5Table(Replay::new(Position::start()))
    }

    /// The game of a start position and action texts, every action checked.
    pub fn open<'a>(
        start: &str,
        actions: impl IntoIterator<Item = &'a str>,
    ) -> Result<Breakthrough9x5Table, OpenError> {
        let start = Position::from_text(start).map_err(|e| OpenError::Start(Explained::of(&e)))?;
        one_action::play_all(Breakthrough9x5Table(Replay::new(start)), actions)
    }

    /// Whether `action` takes enemy stones (by its explosions).
    fn captures(position: &Position, action: Action) -> bool {
        let enemy = position.side().opponent();
        let mut after = *position;
        after.make(action);
        after.count(enemy) < position.count(enemy)
    }

    /// Every order of every legal move, each with its action's text.
    fn board_moves(position: &Position, actions: &[Action]) -> Vec<BoardMove> {
        let mut pairs: Vec<(Square, Square)> = Vec::new();
        for action in actions {
            if let (Some(from), Some(to)) = (action.from(), action.to()) {
                if !pairs.contains(&(from, to)) {
                    pairs.push((from, to));
                }
            }
        }
        pairs
            .into_iter()
            .flat_map(|(from, to)| {
                position
                    .orders(from, to)
                    .into_iter()
                    .map(move |(order, action)| BoardMove {
                        from: cell(from),
                        to: cell(to),
                        capture: Breakthrough9x5Table::captures(position, action),
                        explosions: order.into_iter().map(cell).collect(),
                        text: action.to_string(),
                    })
            })
            .collect()
    }
}

impl Default for Breakthrough9x5Table {
    fn default() -> Breakthrough9x5Table {
        Breakthrough9x5Table::new()
    }
}

impl Table for Breakthrough9x5Table {
    fn game(&self) -> GameId {
        GameId::Breakthrough9x5
    }

    fn geometry(&self) -> Geometry {
        Geometry::new(5, 9).with_wall_ranks(&[2, 6])
    }

    fn start_text(&self) -> String {
        Notation::to_text(self.0.start())
    }

    fn action_texts(&self) -> Vec<String> {
        self.0.actions().iter().map(ToString::to_string).collect()
    }

    fn plies(&self) -> usize {
        self.0.actions().len()
    }

    fn seat_at(&self, ply: usize) -> Seat {
        seat(self.0.position_at(ply).side())
    }

    fn tokens_at(&self, ply: usize) -> Vec<(Cell, Token)> {
        tokens(&self.0.position_at(ply))
    }

    fn moved(&self, index: usize) -> Vec<(Cell, Cell)> {
        let action = self.0.actions()[index];
        match (action.from(), action.to()) {
            (Some(from), Some(to)) => vec![(cell(from), cell(to))],
            _ => Vec::new(),
        }
    }

    fn frames(&self, index: usize) -> Vec<Frame> {
        let before = self.0.position_at(index);
        before
            .steps(self.0.actions()[index])
            .into_iter()
            .map(|step| Frame {
                tokens: tokens(&step.position),
                moves: step
                    .moves
                    .into_iter()
                    .map(|(a, b)| (cell(a), cell(b)))
                    .collect(),
            })
            .collect()
    }

    fn turn_lengths(&self) -> Vec<usize> {
        vec![1; self.plies()]
    }

    fn legal(&self) -> Vec<BoardMove> {
        let mut actions = Vec::new();
        if self.0.outcome().is_none() {
            self.0.position().legal_actions(&mut actions);
        }
        Breakthrough9x5Table::board_moves(self.0.position(), &actions)
    }

    fn pass_text(&self) -> Option<String> {
        self.0.outcome().is_none().then(|| Action::PASS.to_string())
    }

    fn preview(&self, squares: &[Cell]) -> Vec<(Cell, Token)> {
        let board: Option<Vec<Square>> = squares.iter().map(|&c| square(c)).collect();
        match board.as_deref() {
            Some([from, to, exploded @ ..]) => {
                tokens(&self.0.position().during(*from, *to, exploded))
            }
            _ => self.tokens_at(self.plies()),
        }
    }

    fn threats(&self) -> Vec<Cell> {
        self.0
            .position()
            .winning_threats()
            .into_iter()
            .map(cell)
            .collect()
    }

    fn play(&mut self, text: &str) -> Result<(), Explained> {
        let action = self
            .0
            .position()
            .parse_action(text)
            .map_err(|e| Explained::of(&e))?;
        self.0.play(action).map_err(|e| Explained::of(&e))
    }

    fn undo(&mut self) -> Option<String> {
        self.0.undo().map(|action| action.to_string())
    }

    fn is_over(&self) -> bool {
        self.0.outcome().is_some()
    }

    fn winner(&self) -> Option<Seat> {
        self.0.outcome()?.winner().map(seat)
    }

    fn ending_text(&self, lang: Lang) -> Option<String> {
        Some(match self.0.outcome()? {
            Outcome::Win(winner) => texts::ending(lang, self.0.position(), winner),
            Outcome::Draw => texts::repetition(lang),
        })
    }

    fn status_at(&self, ply: usize, lang: Lang) -> String {
        let position = self.0.position_at(ply);
        let over = if ply == self.plies() {
            self.is_over()
        } else {
            position.outcome().is_some()
        };
        one_action::status(over, lang, || texts::to_move(lang, position.side()))
    }

    fn why_not(&self, from: Cell, to: Option<Cell>, lang: Lang) -> Option<String> {
        if self.is_over() {
            return None;
        }
        texts::why_not(self.0.position(), square(from)?, to.and_then(square), lang)
    }

    fn seat_name(&self, seat: Seat, lang: Lang) -> &'static str {
        texts::side(
            lang,
            match seat {
                Seat::Light => Side::White,
                Seat::Dark => Side::Black,
            },
        )
    }

    fn captured(&self, lang: Lang) -> String {
        let (start, now) = (self.0.start(), self.0.position());
        let lost = |side| start.count(side).saturating_sub(now.count(side));
        texts::captured(lang, lost(Side::White), lost(Side::Black))
    }

    fn record_text(&self) -> String {
        one_action::record_in_pairs(self)
    }

    fn clone_box(&self) -> Box<dyn Table> {
        Box::new(self.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_worked_example_by_board_moves_and_its_steps() {
        let mut table = Breakthrough9x5Table::new();
        let b2_a1: Vec<BoardMove> = table
            .legal()
            .into_iter()
            .filter(|m| m.from == Cell::new(1, 1) && m.to == Cell::new(0, 0))
            .collect();
        assert_eq!(b2_a1.len(), 1, "one order");
        assert_eq!(b2_a1[0].text, "b2-a1:a1,a2");
        table.play(&b2_a1[0].text).unwrap();
        let frames = table.frames(0);
        assert_eq!(frames.len(), 3, "the move, then a1 and a2 explode");
        assert_eq!(frames[2].tokens, table.tokens_at(1));
        assert_eq!(frames[1].moves.len(), 2, "a1 sends forward and to b1");
        assert!(table
            .tokens_at(1)
            .contains(&(Cell::new(1, 0), Token::WhitePair)));
        assert_eq!(table.pass_text().as_deref(), Some("pass"));
        let capture = Breakthrough9x5Table::open("4B/5/5/5/5/2B2/2(WW)2/1W3/5 w", []).unwrap();
        let b2_c3 = capture
            .legal()
            .into_iter()
            .find(|m| m.text.starts_with("b2-c3"))
            .unwrap();
        assert!(b2_c3.capture, "c3 explodes onto c4's black stone");
        assert!(table.geometry().is_wall(Cell::new(3, 6)));
        let again = Breakthrough9x5Table::open(&table.start_text(), ["b2-a1"]).unwrap();
        assert_eq!(again.action_texts(), table.action_texts());
    }
}
