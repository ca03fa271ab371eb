//! Every game at the app's table, seen through [`Table`]: what all games share (the record,
//! turns, playing, undoing, the end) is written here once, over the game's [`History`]
//! (core's [`Replay`](crate::core::Replay) for most games); what differs (the board, the
//! pieces, the texts) each game says through [`TableGame`], in its folder.

use super::history::History;
use super::record_text;
use super::table::{Explained, Frame, OpenError, Seat, Table};
use crate::ai::Limits;
use crate::bot::Level;
use crate::core::{Game, Notation, Outcome};
use crate::rules::GameId;
use crate::ui::board::{BoardMove, Cell, Geometry, Token};
use crate::ui::i18n::{Explain, Lang, Text};
use std::fmt::Debug;

/// What a game shows at the app's table beyond its rules, implemented by the game's
/// position in the game's own folder.
pub trait TableGame:
    Game<Action: Send + Sync, Undo: Debug>
    + Notation<PositionError: Explain, ActionError: Explain>
    + Debug
    + Send
    + Sync
    + 'static
{
    /// Which game.
    const ID: GameId;

    /// The history the table keeps of a game: usually [`Replay`](crate::core::Replay).
    type History: History<Self>;

    /// What bounds the AI's search of one turn at `level`.
    fn level_limits(level: Level) -> Limits;

    /// Why this start, although it reads well, is no game to play (`None`: it is one).
    fn refused_start(&self) -> Option<Explained> {
        None
    }

    /// The board of a game from this start.
    fn geometry(&self) -> Geometry;

    /// The seat of a side.
    fn seat(side: Self::Side) -> Seat;

    /// A seat's name.
    fn seat_name(seat: Seat, lang: Lang) -> &'static str;

    /// The pieces, to draw.
    fn tokens(&self) -> Vec<(Cell, Token)>;

    /// The (from, to) squares of the piece `action` moves (none for a pass).
    fn moved(action: Self::Action) -> Vec<(Cell, Cell)>;

    /// `action` played here, step by step for animation, in games where it has several
    /// steps (see [`Table::frames`]).
    fn frames(&self, action: Self::Action) -> Option<Vec<Frame>> {
        let _ = action;
        None
    }

    /// The legal actions as moves on the board, in a game still on.
    fn board_moves(&self) -> Vec<BoardMove>;

    /// The text of a pass, where the side to move may pass (in games that have one).
    fn pass_text(&self) -> Option<String> {
        None
    }

    /// The pieces while an action is chosen square by square (see [`Table::preview`]), in
    /// games where choosing shows more than the position.
    fn preview(&self, squares: &[Cell]) -> Option<Vec<(Cell, Token)>> {
        let _ = squares;
        None
    }

    /// What the side to move faces, as squares to mark (see [`Table::threats`]).
    fn threats(&self) -> Vec<Cell>;

    /// How a game that ended here with `outcome` ended, for people.
    fn ending_text(&self, outcome: Outcome<Self::Side>, lang: Lang) -> Option<String>;

    /// Whose turn it is and what they may do, in a game still on.
    fn to_move_text(&self, lang: Lang) -> String;

    /// Why the piece on `from` may not act (or not go to `to`), in a game still on.
    fn why_not(&self, from: Cell, to: Option<Cell>, lang: Lang) -> Option<String>;

    /// The pieces each side has lost since `start`, as a short text.
    fn captured(&self, start: &Self, lang: Lang) -> String;

    /// The game record of `table` as text, to export: by default one numbered line per
    /// pair of actions (see [`record_text::in_pairs`]).
    fn record_text(table: &GameTable<Self>) -> String {
        record_text::in_pairs(table)
    }
}

/// A game of `G` at the table: its history, and the position before each action (so that
/// looking back needs no replaying).
#[derive(Clone, Debug)]
pub struct GameTable<G: TableGame> {
    history: G::History,
    before: Vec<G>,
}

impl<G: TableGame> GameTable<G> {
    /// A new game from `start`.
    pub fn starting(start: G) -> GameTable<G> {
        GameTable {
            history: G::History::starting(start),
            before: Vec::new(),
        }
    }

    /// The game of a start text and action texts, every action checked.
    pub fn open<'a>(
        start: &str,
        actions: impl IntoIterator<Item = &'a str>,
    ) -> Result<GameTable<G>, OpenError> {
        let start = G::from_text(start).map_err(|e| OpenError::Start(Explained::of(&e)))?;
        if let Some(refused) = start.refused_start() {
            return Err(OpenError::Start(refused));
        }
        let mut table = GameTable::starting(start);
        for (index, text) in actions.into_iter().enumerate() {
            table
                .play(text)
                .map_err(|problem| OpenError::action(index, text, &problem))?;
        }
        Ok(table)
    }

    /// The position after `ply` actions (the live one from the number of actions on).
    pub fn position_at(&self, ply: usize) -> &G {
        self.before.get(ply).unwrap_or(self.history.position())
    }

    fn position(&self) -> &G {
        self.history.position()
    }

    /// Plays `action`, if legal.
    pub fn play_action(&mut self, action: G::Action) -> Result<(), Explained> {
        let position = self.position().clone();
        self.history.play(action)?;
        self.before.push(position);
        Ok(())
    }
}

impl<G: TableGame> Table for GameTable<G> {
    fn game(&self) -> GameId {
        G::ID
    }

    fn level_limits(&self, level: Level) -> Limits {
        G::level_limits(level)
    }

    fn geometry(&self) -> Geometry {
        self.history.start().geometry()
    }

    fn start_text(&self) -> String {
        self.history.start().to_text()
    }

    fn action_texts(&self) -> Vec<String> {
        self.history
            .actions()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    fn plies(&self) -> usize {
        self.history.actions().len()
    }

    fn seat_at(&self, ply: usize) -> Seat {
        G::seat(self.position_at(ply).side_to_move())
    }

    fn tokens_at(&self, ply: usize) -> Vec<(Cell, Token)> {
        self.position_at(ply).tokens()
    }

    fn moved(&self, index: usize) -> Vec<(Cell, Cell)> {
        G::moved(self.history.actions()[index])
    }

    fn frames(&self, index: usize) -> Vec<Frame> {
        let steps = self
            .position_at(index)
            .frames(self.history.actions()[index]);
        steps.unwrap_or_else(|| {
            vec![Frame {
                tokens: self.tokens_at(index + 1),
                moves: self.moved(index),
            }]
        })
    }

    fn turn_lengths(&self) -> Vec<usize> {
        let plies = self.plies();
        if G::TURN_ACTIONS == 1 {
            return vec![1; plies];
        }
        let mut lengths = Vec::new();
        let mut start = 0;
        for ply in 1..=plies {
            let mover = self.position_at(ply - 1).side_to_move();
            if ply == plies || self.position_at(ply).side_to_move() != mover {
                lengths.push(ply - start);
                start = ply;
            }
        }
        lengths
    }

    fn legal(&self) -> Vec<BoardMove> {
        if self.is_over() {
            return Vec::new();
        }
        self.position().board_moves()
    }

    fn pass_text(&self) -> Option<String> {
        self.position().pass_text().filter(|_| !self.is_over())
    }

    fn preview(&self, squares: &[Cell]) -> Vec<(Cell, Token)> {
        self.position()
            .preview(squares)
            .unwrap_or_else(|| self.position().tokens())
    }

    fn threats(&self) -> Vec<Cell> {
        self.position().threats()
    }

    fn play(&mut self, text: &str) -> Result<(), Explained> {
        let action = self.position().parse_action(text);
        self.play_action(action.map_err(|e| Explained::of(&e))?)
    }

    fn undo(&mut self) -> Option<String> {
        let action = self.history.undo()?;
        self.before.pop();
        Some(action.to_string())
    }

    fn is_over(&self) -> bool {
        self.history.outcome().is_some()
    }

    fn winner(&self) -> Option<Seat> {
        self.history.outcome()?.winner().map(G::seat)
    }

    fn ending_text(&self, lang: Lang) -> Option<String> {
        let outcome = self.history.outcome()?;
        self.position().ending_text(outcome, lang)
    }

    fn status_at(&self, ply: usize, lang: Lang) -> String {
        let position = self.position_at(ply);
        let over = if ply == self.plies() {
            self.is_over()
        } else {
            position.outcome().is_some()
        };
        if over {
            Text::GameOver.get(lang).to_string()
        } else {
            position.to_move_text(lang)
        }
    }

    fn why_not(&self, from: Cell, to: Option<Cell>, lang: Lang) -> Option<String> {
        if self.is_over() {
            return None;
        }
        self.position().why_not(from, to, lang)
    }

    fn seat_name(&self, seat: Seat, lang: Lang) -> &'static str {
        G::seat_name(seat, lang)
    }

    fn captured(&self, lang: Lang) -> String {
        self.position().captured(self.history.start(), lang)
    }

    fn record_text(&self) -> String {
        G::record_text(self)
    }

    fn clone_box(&self) -> Box<dyn Table> {
        Box::new(self.clone())
    }
}
