//! Breakthru at the app's table: its record seen through [`Table`].

use super::texts;
use crate::rules::breakthru::{
    Action, Piece, Position, Record, SetupError, Side, Square, CENTRAL_AREA,
};
use crate::rules::GameId;
use crate::ui::board::{BoardMove, Cell, Geometry, Token, Zone};
use crate::ui::game::{Explained, OpenError, Seat, Table};
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
#[derive(Clone, Debug, PartialEq)]
pub struct BreakthruTable(Record);

impl BreakthruTable {
    /// A new game from `start`.
    pub fn new(start: Position) -> BreakthruTable {
        BreakthruTable(Record::new(start))
    }

    /// The game of a start in BFN and actions in notation, every action checked.
    pub fn open<'a>(
        start: &str,
        actions: impl IntoIterator<Item = &'a str>,
    ) -> Result<BreakthruTable, OpenError> {
        let start = Position::from_bfn(start).map_err(|e| OpenError::Start(Explained::of(&e)))?;
        // A position without the flagship is a game already lost, not one to play.
        if start.flagship().is_none() {
            return Err(OpenError::Start(Explained::of(
                &SetupError::MissingFlagship,
            )));
        }
        let mut record = Record::new(start);
        for (index, text) in actions.into_iter().enumerate() {
            let action: Action = text
                .parse()
                .map_err(|e| OpenError::action(index, text, &e))?;
            record
                .play(action)
                .map_err(|e| OpenError::action(index, text, &e))?;
        }
        Ok(BreakthruTable(record))
    }

    /// The game of a record text (`[Start "..."]` then numbered turns).
    pub fn import(text: &str) -> Result<BreakthruTable, Explained> {
        Record::from_text(text)
            .map(BreakthruTable)
            .map_err(|e| Explained::of(&e))
    }
}

impl Table for BreakthruTable {
    fn game(&self) -> GameId {
        GameId::Breakthru
    }

    fn geometry(&self) -> Geometry {
        geometry()
    }

    fn start_text(&self) -> String {
        self.0.start().to_bfn()
    }

    fn action_texts(&self) -> Vec<String> {
        self.0.actions().iter().map(Action::to_string).collect()
    }

    fn plies(&self) -> usize {
        self.0.actions().len()
    }

    fn seat_at(&self, ply: usize) -> Seat {
        seat(self.0.position_at(ply).side())
    }

    fn tokens_at(&self, ply: usize) -> Vec<(Cell, Token)> {
        let position = self.0.position_at(ply);
        tokens(|s| position.piece_at(s))
    }

    fn moved(&self, index: usize) -> Vec<(Cell, Cell)> {
        let action = self.0.actions()[index];
        vec![(cell(action.from()), cell(action.to()))]
    }

    fn turn_lengths(&self) -> Vec<usize> {
        self.0.turns().iter().map(|turn| turn.len()).collect()
    }

    fn legal(&self) -> Vec<BoardMove> {
        let mut actions = Vec::new();
        self.0.position().legal_actions(&mut actions);
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
        self.0.position().threats().iter().map(cell).collect()
    }

    fn play(&mut self, text: &str) -> Result<(), Explained> {
        let action: Action = text.parse().map_err(|e| Explained::of(&e))?;
        self.0.play(action).map_err(|e| Explained::of(&e))
    }

    fn undo(&mut self) -> Option<String> {
        self.0.undo().map(|a| a.to_string())
    }

    fn is_over(&self) -> bool {
        self.0.ending().is_some()
    }

    fn winner(&self) -> Option<Seat> {
        self.0.ending()?.outcome.winner().map(seat)
    }

    fn ending_text(&self, lang: Lang) -> Option<String> {
        self.0.ending().map(|e| texts::ending(lang, &e))
    }

    fn status_at(&self, ply: usize, lang: Lang) -> String {
        if ply == self.plies() && self.is_over() {
            return crate::ui::i18n::Text::GameOver.get(lang).to_string();
        }
        texts::status(lang, self.0.position_at(ply))
    }

    fn why_not(&self, from: Cell, to: Option<Cell>, lang: Lang) -> Option<String> {
        let position = self.0.position();
        super::refusal::why_not(position, square(from)?, to.and_then(square), lang)
    }

    fn seat_name(&self, seat: Seat, lang: Lang) -> &'static str {
        texts::side(lang, side(seat))
    }

    fn captured(&self, lang: Lang) -> String {
        let (start, now) = (self.0.start(), self.0.position());
        let lost = |piece: Piece| start.pieces(piece).count() - now.pieces(piece).count();
        texts::captured(lang, lost(Piece::Escort), lost(Piece::Ship))
    }

    fn record_text(&self) -> String {
        self.0.to_text()
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
        let table = BreakthruTable::new(Position::standard());
        assert_eq!(table.tokens_at(0).len(), 33);
        assert_eq!(
            table.geometry().zone_rect(false),
            Some((3.0, 3.0, 5.0, 5.0))
        );
        assert!(table.legal().iter().any(|m| m.text == "e4-e3"));
    }
}
