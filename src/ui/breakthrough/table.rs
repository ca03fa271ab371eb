//! Troyka's Breakthrough at the app's table: a [`Replay`] of any board size seen through
//! [`Table`]. The app keeps every size on the widest board ([`Board`]): one copy of the
//! rules in the app's download, and speed does not matter for a person's moves (the AI in
//! the worker uses the narrowest board that fits).

use super::texts;
use crate::core::{Game, Notation, Outcome, Replay};
use crate::rules::breakthrough::{Cell as BoardCell, Position, Side, Size};
use crate::rules::GameId;
use crate::ui::board::{BoardMove, Cell, Geometry, Token};
use crate::ui::game::one_action;
use crate::ui::game::{Explained, OpenError, Seat, Table};
use crate::ui::i18n::Lang;

/// The app's square of a Breakthrough cell.
fn cell(at: BoardCell) -> Cell {
    Cell::new(at.file() as u8, at.rank() as u8)
}

/// The seat of a Breakthrough side.
pub fn seat(side: Side) -> Seat {
    match side {
        Side::White => Seat::Light,
        Side::Black => Seat::Dark,
    }
}

/// The Breakthrough side of a seat.
pub fn side(seat: Seat) -> Side {
    match seat {
        Seat::Light => Side::White,
        Seat::Dark => Side::Black,
    }
}

/// The board the app plays every size on: four 64-bit words, up to 16x16.
type Board = Position<4>;

/// A Breakthrough game at the table.
#[derive(Clone, Debug)]
pub struct BreakthroughTable(Replay<Board>);

impl BreakthroughTable {
    /// A new game on a board of `size` with `first` to move.
    pub fn new(size: Size, first: Side) -> BreakthroughTable {
        let start = Board::start(size, first).expect("every size fits the widest board");
        BreakthroughTable(Replay::new(start))
    }

    /// The game of a start position and action texts, every action checked.
    pub fn open<'a>(
        start: &str,
        actions: impl IntoIterator<Item = &'a str>,
    ) -> Result<BreakthroughTable, OpenError> {
        let start = Board::from_text(start).map_err(|e| OpenError::Start(Explained::of(&e)))?;
        one_action::play_all(BreakthroughTable(Replay::new(start)), actions)
    }

    /// The board's size.
    pub fn size(&self) -> Size {
        self.0.start().size()
    }

    fn tokens(position: &Board) -> Vec<(Cell, Token)> {
        let size = position.size();
        (0..size.squares())
            .filter_map(|index| {
                let at = size.cell(index);
                let token = match position.piece_at(at)? {
                    Side::White => Token::White,
                    Side::Black => Token::Black,
                };
                Some((cell(at), token))
            })
            .collect()
    }
}

impl Table for BreakthroughTable {
    fn game(&self) -> GameId {
        GameId::Breakthrough
    }

    fn geometry(&self) -> Geometry {
        let size = self.size();
        Geometry::new(size.files() as u8, size.ranks() as u8)
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
        seat(self.0.position_at(ply).side_to_move())
    }

    fn tokens_at(&self, ply: usize) -> Vec<(Cell, Token)> {
        BreakthroughTable::tokens(&self.0.position_at(ply))
    }

    fn moved(&self, index: usize) -> Vec<(Cell, Cell)> {
        let mv = self.0.actions()[index];
        vec![(cell(mv.from()), cell(mv.to()))]
    }

    fn turn_lengths(&self) -> Vec<usize> {
        vec![1; self.plies()]
    }

    fn legal(&self) -> Vec<BoardMove> {
        let mut moves = Vec::new();
        if self.0.outcome().is_none() {
            self.0.position().legal_actions(&mut moves);
        }
        moves
            .into_iter()
            .map(|mv| BoardMove {
                from: cell(mv.from()),
                to: cell(mv.to()),
                capture: mv.is_capture(),
                explosions: Vec::new(),
                text: mv.to_string(),
            })
            .collect()
    }

    fn threats(&self) -> Vec<Cell> {
        let position = self.0.position();
        let (size, runners) = (position.size(), position.enemy_runners());
        (0..size.squares())
            .filter(|&index| runners.contains(index))
            .map(|index| cell(size.cell(index)))
            .collect()
    }

    fn play(&mut self, text: &str) -> Result<(), Explained> {
        let mv = self
            .0
            .position()
            .parse_action(text)
            .map_err(|e| Explained::of(&e))?;
        self.0.play(mv).map_err(|e| Explained::of(&e))
    }

    fn undo(&mut self) -> Option<String> {
        self.0.undo().map(|mv| mv.to_string())
    }

    fn is_over(&self) -> bool {
        self.0.outcome().is_some()
    }

    fn winner(&self) -> Option<Seat> {
        self.0.outcome()?.winner().map(seat)
    }

    fn ending_text(&self, lang: Lang) -> Option<String> {
        let Outcome::Win(winner) = self.0.outcome()? else {
            return None;
        };
        Some(texts::ending(lang, self.0.position(), winner))
    }

    fn status_at(&self, ply: usize, lang: Lang) -> String {
        let position = self.0.position_at(ply);
        let over = if ply == self.plies() {
            self.is_over()
        } else {
            position.outcome().is_some()
        };
        one_action::status(over, lang, || texts::to_move(lang, position.side_to_move()))
    }

    fn why_not(&self, from: Cell, to: Option<Cell>, lang: Lang) -> Option<String> {
        if self.is_over() {
            return None;
        }
        let board = |cell: Cell| BoardCell::new(cell.file().into(), cell.rank().into());
        let to = to.and_then(board);
        super::refusal::why_not(self.0.position(), board(from)?, to, lang)
    }

    fn seat_name(&self, seat: Seat, lang: Lang) -> &'static str {
        texts::side(lang, side(seat))
    }

    fn captured(&self, lang: Lang) -> String {
        let (start, now) = (self.0.start(), self.0.position());
        let lost = |side| start.count(side) - now.count(side);
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
    use crate::ui::i18n::Explain;

    #[test]
    fn an_enemy_piece_one_step_from_its_far_rank_is_a_threat() {
        let quiet = BreakthroughTable::open("BBBBB/BBBBB/5/WWWWW/WWWWW w", []).unwrap();
        assert!(quiet.threats().is_empty());
        // Black's c2 can step to the first rank next move; White to move must parry.
        let table = BreakthroughTable::open("B4/5/5/2B2/4W w", []).unwrap();
        assert_eq!(table.threats(), [Cell::new(2, 1)]);
        assert_eq!(table.threats()[0].to_string(), "c2");
    }

    #[test]
    fn plays_any_size_and_undoes() {
        let size = Size::new(5, 7).unwrap();
        let mut table = BreakthroughTable::new(size, Side::Black);
        assert_eq!(table.geometry(), Geometry::new(7, 5));
        assert_eq!(table.tokens_at(0).len(), 28);
        assert_eq!(table.seat_at(0), Seat::Dark);
        table.play("a4-a3").unwrap();
        assert_eq!(table.seat_at(1), Seat::Light);
        assert!(table.play("a3-a2").is_err(), "White to move");
        assert_eq!(table.undo().as_deref(), Some("a4-a3"));
        assert_eq!(table.plies(), 0);
    }

    #[test]
    fn a_win_on_the_far_rank_is_told() {
        let table = BreakthroughTable::open("5/W4/5/4B/5 w", ["a4-a5"]).unwrap();
        assert!(table.is_over());
        assert!(table.legal().is_empty());
        let text = table.ending_text(Lang::En).unwrap();
        assert!(text.starts_with("White wins"), "{text}");
        let error = BreakthroughTable::open("5/W4/5/4B/5 w", ["a4-a6"]).unwrap_err();
        assert!(
            error.explain(Lang::Nl).starts_with("zet 1 ('a4-a6')"),
            "{error}"
        );
    }
}
