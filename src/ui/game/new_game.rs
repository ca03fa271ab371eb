//! A new game from the new-game panel: what the panel offers first (the game being
//! played, so that "the same again" is one click), each game's own fields, and what
//! starting leads to.

use super::app_game::AppGame;
use super::session::{Player, Session};
use super::table::Seat;
use crate::rules::GameId;
use crate::ui::i18n::Lang;
use leptos::prelude::{AnyView, IntoAny};
use std::marker::PhantomData;

/// What a new-game choice starts: a game ready to play, or a setup to make first (`S`: the
/// setup the app knows, Breakthru's free setup).
#[derive(Clone, Debug, PartialEq)]
pub enum NewGame<S> {
    /// A game from a known start position.
    Ready(Session),
    /// A setup to make (or to confirm) before the game begins.
    Setup(S),
}

/// The panel's first choices: those of the game being played.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Choices {
    /// The game.
    pub game: GameId,
    /// Who plays the light side and the dark side.
    pub players: [Player; 2],
    /// The board's ranks and files.
    pub board: (usize, usize),
    /// Who moved first.
    pub first: Seat,
}

impl Choices {
    /// The choices that would start `session`'s game again.
    pub fn of(session: &Session) -> Choices {
        let table = session.table();
        let geometry = table.geometry();
        Choices {
            game: table.game(),
            players: session.players(),
            board: (usize::from(geometry.ranks()), usize::from(geometry.files())),
            first: table.seat_at(0),
        }
    }

    /// The player select's value for `seat`: "human" or a level's name.
    pub fn player_value(&self, seat: Seat) -> String {
        match self.players[seat.index()] {
            Player::Human => "human".to_string(),
            Player::Ai(level) => level.name().to_string(),
        }
    }
}

/// A game's own fields in the new-game panel (its board, its start): signals that the
/// panel keeps while it lives. `S` is the setup the app knows (see [`NewGame`]).
pub trait NewGameForm<S>: Copy + 'static {
    /// The fields, first filled in for `choices`.
    fn new(choices: &Choices) -> Self;
    /// Fills the fields in for `choices`, the game being played.
    fn offer(self, choices: &Choices);
    /// The fields, to show while the game is chosen.
    fn view(self) -> AnyView;
    /// The game these fields start with `players`, or why not (in `lang`).
    fn start(self, players: [Player; 2], lang: Lang) -> Result<NewGame<S>, String>;
}

/// The fields of a game that has none: it starts from its usual start.
pub struct StandardStart<G>(PhantomData<fn() -> G>);

impl<G> Clone for StandardStart<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G> Copy for StandardStart<G> {}

impl<S, G: AppGame + 'static> NewGameForm<S> for StandardStart<G> {
    fn new(_: &Choices) -> Self {
        StandardStart(PhantomData)
    }

    fn offer(self, _: &Choices) {}

    fn view(self) -> AnyView {
        ().into_any()
    }

    fn start(self, players: [Player; 2], _: Lang) -> Result<NewGame<S>, String> {
        Ok(NewGame::Ready(Session::new(G::standard(), players)))
    }
}
