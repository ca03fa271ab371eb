//! Breakthru at the app's table: its board, pieces and texts for [`GameTable`].

use super::texts;
use crate::ai::Limits;
use crate::bot::{Level, Playable};
use crate::core::Outcome;
use crate::rules::breakthru::{
    Action, EndReason, Ending, Piece, Position, Record, SetupError, Side, Square, CENTRAL_AREA,
};
use crate::rules::GameId;
use crate::ui::board::{BoardMove, Cell, Geometry, Token, Zone};
use crate::ui::game::record_text;
use crate::ui::game::{Explained, GameTable, History, Seat, Table, TableGame};
use crate::ui::i18n::Lang;

/// Breakthru's board square as the app's.
pub fn cell(square: Square) -> Cell {
    Cell::new(square.file(), square.rank())
}

/// The app's square as Breakthru's, if on its board.
pub fn square(cell: Cell) -> Option<Square> {
    Square::new(cell.file(), cell.rank())
}

/// The seat of a Breakthru side.
pub fn seat(side: Side) -> Seat {
    match side {
        Side::Gold => Seat::Light,
        Side::Silver => Seat::Dark,
    }
}

/// The Breakthru side of a seat.
pub fn side(seat: Seat) -> Side {
    match seat {
        Seat::Light => Side::Gold,
        Seat::Dark => Side::Silver,
    }
}

/// The 11x11 board with its ruled central area.
pub fn geometry() -> Geometry {
    let low = CENTRAL_AREA.first().expect("the central area has squares");
    let high = CENTRAL_AREA.last().expect("the central area has squares");
    Geometry::new(11, 11).with_zone(Zone {
        low: cell(low),
        high: cell(high),
    })
}

/// How a Breakthru piece is drawn.
pub fn token(piece: Piece) -> Token {
    match piece {
        Piece::Flagship => Token::Flagship,
        Piece::Escort => Token::Escort,
        Piece::Ship => Token::Ship,
    }
}

/// The pieces of a Breakthru position, to draw.
pub fn tokens(piece_at: impl Fn(Square) -> Option<Piece>) -> Vec<(Cell, Token)> {
    Square::all()
        .filter_map(|s| Some((cell(s), token(piece_at(s)?))))
        .collect()
}

/// A Breakthru game at the table.
pub type BreakthruTable = GameTable<Position>;

/// Imports a game record text (`[Start "..."]` then numbered turns).
pub fn import(text: &str) -> Result<BreakthruTable, Explained> {
    let record = Record::from_text(text).map_err(|e| Explained::of(&e))?;
    let mut table = BreakthruTable::starting(record.start().clone());
    for &action in record.actions() {
        table.play_action(action)?;
    }
    Ok(table)
}

/// Breakthru keeps its own record at the table: its record texts are read with it.
impl History<Position> for Record {
    fn starting(start: Position) -> Record {
        Record::new(start)
    }

    fn start(&self) -> &Position {
        Record::start(self)
    }

    fn actions(&self) -> &[Action] {
        Record::actions(self)
    }

    fn position(&self) -> &Position {
        Record::position(self)
    }

    fn outcome(&self) -> Option<Outcome<Side>> {
        Some(self.ending()?.outcome)
    }

    fn play(&mut self, action: Action) -> Result<(), Explained> {
        Record::play(self, action).map_err(|e| Explained::of(&e))
    }

    fn undo(&mut self) -> Option<Action> {
        Record::undo(self)
    }
}

impl TableGame for Position {
    const ID: GameId = GameId::Breakthru;
    type History = Record;

    fn level_limits(level: Level) -> Limits {
        <Position as Playable>::level_limits(level)
    }

    fn refused_start(&self) -> Option<Explained> {
        // A position without the flagship is a game already lost, not one to play.
        self.flagship()
            .is_none()
            .then(|| Explained::of(&SetupError::MissingFlagship))
    }

    fn geometry(&self) -> Geometry {
        geometry()
    }

    fn seat(side: Side) -> Seat {
        seat(side)
    }

    fn seat_name(seat: Seat, lang: Lang) -> &'static str {
        texts::side(lang, side(seat))
    }

    fn tokens(&self) -> Vec<(Cell, Token)> {
        tokens(|s| self.piece_at(s))
    }

    fn moved(action: Action) -> Vec<(Cell, Cell)> {
        vec![(cell(action.from()), cell(action.to()))]
    }

    fn board_moves(&self) -> Vec<BoardMove> {
        let mut actions = Vec::new();
        self.legal_actions(&mut actions);
        actions
            .into_iter()
            .map(|a| BoardMove {
                from: cell(a.from()),
                to: cell(a.to()),
                capture: a.is_capture(),
                explosions: Vec::new(),
                text: a.to_string(),
            })
            .collect()
    }

    fn threats(&self) -> Vec<Cell> {
        Position::threats(self).iter().map(cell).collect()
    }

    /// A game over by its position ends by it, else (the record's only other ending) by
    /// threefold repetition.
    fn ending_text(&self, outcome: Outcome<Side>, lang: Lang) -> Option<String> {
        let ending = self.ending().unwrap_or(Ending {
            outcome,
            reason: EndReason::ThreefoldRepetition,
        });
        Some(texts::ending(lang, &ending))
    }

    fn to_move_text(&self, lang: Lang) -> String {
        texts::to_move(lang, self)
    }

    fn why_not(&self, from: Cell, to: Option<Cell>, lang: Lang) -> Option<String> {
        super::refusal::why_not(self, square(from)?, to.and_then(square), lang)
    }

    fn captured(&self, start: &Position, lang: Lang) -> String {
        let lost = |piece: Piece| start.pieces(piece).count() - self.pieces(piece).count();
        texts::captured(lang, lost(Piece::Escort), lost(Piece::Ship))
    }

    /// Breakthru's records keep the form of its first release: no `[Game]` line, and one
    /// numbered line per turn of one or two actions.
    fn record_text(table: &BreakthruTable) -> String {
        let actions = table.action_texts();
        let mut start = 0;
        let turns: Vec<Vec<String>> = table
            .turn_lengths()
            .into_iter()
            .map(|length| {
                start += length;
                actions[start - length..start].to_vec()
            })
            .collect();
        record_text::write_untitled(&table.start_text(), &turns)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::game::OpenError;
    use crate::ui::i18n::Explain;

    #[test]
    fn records_keep_breakthrus_own_form() {
        let start = Position::standard();
        let actions = ["e4-e3", "g4-g3", "d2-d1", "e2-e1", "f6-f7"];
        let table = BreakthruTable::open(&start.to_bfn(), actions).unwrap();
        let mut record = Record::new(start);
        for action in actions {
            record.play(action.parse().unwrap()).unwrap();
        }
        assert_eq!(table.record_text(), record.to_text());
        let imported = import(&table.record_text()).unwrap();
        assert_eq!(imported.action_texts(), table.action_texts());
    }

    #[test]
    fn opens_checks_and_names_the_first_bad_action() {
        let start = Position::standard().to_bfn();
        let table = BreakthruTable::open(&start, ["e4-e3", "g4-g3"]).unwrap();
        assert_eq!(table.plies(), 2);
        assert_eq!(table.turn_lengths(), vec![2]);
        assert_eq!(table.seat_at(2), Seat::Dark);
        let Err(OpenError::Action { number, text, .. }) =
            BreakthruTable::open(&start, ["e4-e3", "e3-e2"])
        else {
            panic!("the second action is illegal")
        };
        assert_eq!((number, text.as_str()), (2, "e3-e2"));
        let error = BreakthruTable::open(&start, ["e4e3"]).unwrap_err();
        assert!(
            error.to_string().starts_with("action 1 ('e4e3')"),
            "{error}"
        );
        assert!(error.explain(Lang::Nl).starts_with("zet 1 ('e4e3')"));
    }

    #[test]
    fn a_start_without_the_flagship_is_refused_and_long_input_is_cut() {
        let no_flagship = "11/11/11/11/11/11/11/11/11/3SSSSS3/11 g -";
        let Err(OpenError::Start(reason)) = BreakthruTable::open(no_flagship, []) else {
            panic!("a position without the flagship is not a start")
        };
        assert!(reason.to_string().contains("flagship"), "{reason}");
        let start = Position::standard().to_bfn();
        let long = format!("e4{}", "-".repeat(100_000));
        let error = BreakthruTable::open(&start, [long.as_str()]).unwrap_err();
        assert!(error.to_string().len() < 200, "{error}");
        let bad_side = format!(
            "11/11/11/11/11/5F5/11/11/11/11/11 {} -",
            "q".repeat(100_000)
        );
        let error = BreakthruTable::open(&bad_side, []).unwrap_err();
        assert!(error.to_string().len() < 200, "{error}");
    }

    #[test]
    fn the_board_is_11_by_11_with_the_central_area() {
        let table = BreakthruTable::starting(Position::standard());
        assert_eq!(table.tokens_at(0).len(), 33);
        assert_eq!(
            table.geometry().zone_rect(false),
            Some((3.0, 3.0, 5.0, 5.0))
        );
        assert!(table.legal().iter().any(|m| m.text == "e4-e3"));
    }
}
