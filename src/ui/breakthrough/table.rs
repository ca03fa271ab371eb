//! Troyka's Breakthrough at the app's table: its board of any size, pieces and texts for
//! [`GameTable`]. The app keeps every size on the widest board ([`Board`]): one copy of the
//! rules in the app's download, and speed does not matter for a person's moves (the AI in
//! the worker uses the narrowest board that fits).

use super::seat::seat;
use super::texts;
use crate::ai::Limits;
use crate::bot::{Level, Playable};
use crate::core::{Game, Outcome, Replay};
use crate::rules::breakthrough::{AnyPosition, Cell as BoardCell, Move, Position, Side, Size};
use crate::rules::GameId;
use crate::ui::board::{BoardMove, Cell, Geometry, Token};
use crate::ui::game::white_black;
use crate::ui::game::{GameTable, Seat, TableGame};
use crate::ui::i18n::Lang;

/// The app's square of a Breakthrough cell.
fn cell(at: BoardCell) -> Cell {
    Cell::new(at.file() as u8, at.rank() as u8)
}

/// The board the app plays every size on: four 64-bit words, up to 16x16.
type Board = Position<4>;

/// A Breakthrough game at the table.
pub type BreakthroughTable = GameTable<Board>;

impl BreakthroughTable {
    /// A new game on a board of `size` with `first` to move.
    pub fn new(size: Size, first: Side) -> BreakthroughTable {
        let start = Board::start(size, first).expect("every size fits the widest board");
        BreakthroughTable::starting(start)
    }
}

impl TableGame for Board {
    const ID: GameId = GameId::Breakthrough;
    type History = Replay<Board>;

    fn level_limits(level: Level) -> Limits {
        AnyPosition::level_limits(level)
    }

    fn geometry(&self) -> Geometry {
        let size = self.size();
        Geometry::new(size.files() as u8, size.ranks() as u8)
    }

    fn seat(side: Side) -> Seat {
        seat(side)
    }

    fn seat_name(seat: Seat, lang: Lang) -> &'static str {
        white_black::side(lang, seat)
    }

    fn tokens(&self) -> Vec<(Cell, Token)> {
        let size = self.size();
        (0..size.squares())
            .filter_map(|index| {
                let at = size.cell(index);
                let token = match self.piece_at(at)? {
                    Side::White => Token::White,
                    Side::Black => Token::Black,
                };
                Some((cell(at), token))
            })
            .collect()
    }

    fn moved(mv: Move) -> Vec<(Cell, Cell)> {
        vec![(cell(mv.from()), cell(mv.to()))]
    }

    fn board_moves(&self) -> Vec<BoardMove> {
        let mut moves = Vec::new();
        self.legal_actions(&mut moves);
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
        let (size, runners) = (self.size(), self.enemy_runners());
        (0..size.squares())
            .filter(|&index| runners.contains(index))
            .map(|index| cell(size.cell(index)))
            .collect()
    }

    fn ending_text(&self, outcome: Outcome<Side>, lang: Lang) -> Option<String> {
        let Outcome::Win(winner) = outcome else {
            return None;
        };
        Some(texts::ending(lang, self, winner))
    }

    fn to_move_text(&self, lang: Lang) -> String {
        texts::to_move(lang, self.side_to_move())
    }

    fn why_not(&self, from: Cell, to: Option<Cell>, lang: Lang) -> Option<String> {
        let board = |cell: Cell| BoardCell::new(cell.file().into(), cell.rank().into());
        let to = to.and_then(board);
        texts::why_not(self, board(from)?, to, lang)
    }

    fn captured(&self, start: &Board, lang: Lang) -> String {
        let lost = |side| start.count(side) - self.count(side);
        texts::captured(lang, lost(Side::White), lost(Side::Black))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::game::Table;
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
