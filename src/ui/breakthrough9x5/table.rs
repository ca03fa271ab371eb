//! Freeling's 9x5 game at the app's table: its board, stacks and texts for [`GameTable`],
//! with the order of explosions chosen square by square and each explosion shown in turn.

use super::seat::seat;
use super::texts;
use crate::ai::Limits;
use crate::bot::{Level, Playable};
use crate::core::{Game, Outcome, Replay};
use crate::rules::breakthrough9x5::{Action, Position, Side, Square};
use crate::rules::GameId;
use crate::ui::board::{BoardMove, Cell, Geometry, Token};
use crate::ui::game::white_black;
use crate::ui::game::{Frame, GameTable, Seat, TableGame};
use crate::ui::i18n::Lang;

/// The app's square of a board square.
fn cell(square: Square) -> Cell {
    Cell::new(square.file(), square.rank())
}

/// The board square of an app square.
fn square(cell: Cell) -> Option<Square> {
    Square::new(cell.file(), cell.rank())
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
pub type Breakthrough9x5Table = GameTable<Position>;

/// Whether `action` takes enemy stones (by its explosions).
fn captures(position: &Position, action: Action) -> bool {
    let enemy = position.side().opponent();
    let mut after = *position;
    after.make(action);
    after.count(enemy) < position.count(enemy)
}

impl TableGame for Position {
    const ID: GameId = GameId::Breakthrough9x5;
    type History = Replay<Position>;

    fn level_limits(level: Level) -> Limits {
        <Position as Playable>::level_limits(level)
    }

    fn geometry(&self) -> Geometry {
        Geometry::new(5, 9).with_wall_ranks(&[2, 6])
    }

    fn seat(side: Side) -> Seat {
        seat(side)
    }

    fn seat_name(seat: Seat, lang: Lang) -> &'static str {
        white_black::side(lang, seat)
    }

    fn tokens(&self) -> Vec<(Cell, Token)> {
        tokens(self)
    }

    fn moved(action: Action) -> Vec<(Cell, Cell)> {
        match (action.from(), action.to()) {
            (Some(from), Some(to)) => vec![(cell(from), cell(to))],
            _ => Vec::new(),
        }
    }

    fn frames(&self, action: Action) -> Option<Vec<Frame>> {
        let steps = self.steps(action).into_iter().map(|step| Frame {
            tokens: tokens(&step.position),
            moves: step
                .moves
                .into_iter()
                .map(|(a, b)| (cell(a), cell(b)))
                .collect(),
        });
        Some(steps.collect())
    }

    /// Every order of every legal move, each with its action's text.
    fn board_moves(&self) -> Vec<BoardMove> {
        let mut actions = Vec::new();
        self.legal_actions(&mut actions);
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
                self.orders(from, to)
                    .into_iter()
                    .map(move |(order, action)| BoardMove {
                        from: cell(from),
                        to: cell(to),
                        capture: captures(self, action),
                        explosions: order.into_iter().map(cell).collect(),
                        text: action.to_string(),
                    })
            })
            .collect()
    }

    fn pass_text(&self) -> Option<String> {
        Some(Action::PASS.to_string())
    }

    fn preview(&self, squares: &[Cell]) -> Option<Vec<(Cell, Token)>> {
        let board: Option<Vec<Square>> = squares.iter().map(|&c| square(c)).collect();
        match board.as_deref() {
            Some([from, to, exploded @ ..]) => Some(tokens(&self.during(*from, *to, exploded))),
            _ => None,
        }
    }

    fn threats(&self) -> Vec<Cell> {
        self.winning_threats().into_iter().map(cell).collect()
    }

    fn ending_text(&self, outcome: Outcome<Side>, lang: Lang) -> Option<String> {
        Some(match outcome {
            Outcome::Win(winner) => texts::ending(lang, self, winner),
            Outcome::Draw => texts::repetition(lang),
        })
    }

    fn to_move_text(&self, lang: Lang) -> String {
        texts::to_move(lang, self.side())
    }

    fn why_not(&self, from: Cell, to: Option<Cell>, lang: Lang) -> Option<String> {
        texts::why_not(self, square(from)?, to.and_then(square), lang)
    }

    fn captured(&self, start: &Position, lang: Lang) -> String {
        let lost = |side| start.count(side).saturating_sub(self.count(side));
        texts::captured(lang, lost(Side::White), lost(Side::Black))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::game::Table;

    #[test]
    fn the_worked_example_by_board_moves_and_its_steps() {
        let mut table = Breakthrough9x5Table::starting(Position::start());
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
