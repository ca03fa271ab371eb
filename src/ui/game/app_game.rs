//! What the app needs of each game beyond its table: its names, how a written
//! game of it opens, and how it starts. Each game's folder implements [`AppGame`], and
//! `ui/games.rs` lists every game in one line each.

use super::game_table::{GameTable, TableGame};
use super::record_text;
use super::table::{Explained, OpenError, Table};
use crate::rules::GameId;
use crate::ui::i18n::Bilingual;

/// A side's words in the new-game panel: its name, and its player select's test id.
#[derive(Clone, Copy, Debug)]
pub struct SeatWords {
    /// The side's name ("Gold").
    pub name: Bilingual,
    /// The test id of the select of who plays it ("gold-player").
    pub test_id: &'static str,
}

/// A game's own words: its names and what it is about (its rules are fetched: see
/// `public/rules/`).
#[derive(Clone, Copy, Debug)]
pub struct GameTexts {
    /// Its name in the page's header.
    pub name: &'static str,
    /// Its choice in the new-game panel, with its author and year.
    pub choice: &'static str,
    /// The page's title while it is played.
    pub title: Bilingual,
    /// The page's description while it is played.
    pub description: Bilingual,
    /// What it is about, under its choice in the new-game panel.
    pub about: Bilingual,
    /// Light's and Dark's words in the new-game panel.
    pub seats: [SeatWords; 2],
}

/// A game as the app offers it, implemented in the game's folder.
pub trait AppGame {
    /// Its position, at the table through [`GameTable`].
    type Position: TableGame;
    /// Which game it is.
    const ID: GameId = <Self::Position as TableGame>::ID;
    /// Its own words.
    const TEXTS: &'static GameTexts;
    /// Its own fields in the new-game panel (a
    /// [`NewGameForm`](super::new_game::NewGameForm)).
    type Form: Copy + 'static;

    /// A game from its usual start.
    fn standard() -> Box<dyn Table>;

    /// The game of a start text and action texts, every action checked.
    fn open(start: &str, actions: &[&str]) -> Result<Box<dyn Table>, OpenError> {
        let table = GameTable::<Self::Position>::open(start, actions.iter().copied())?;
        Ok(Box::new(table))
    }

    /// The game of a record text (see [`record_text`]), every action checked.
    fn import(text: &str) -> Result<Box<dyn Table>, Explained> {
        let written = record_text::read(text).map_err(|e| Explained::of(&e))?;
        let actions: Vec<&str> = written.actions.iter().map(String::as_str).collect();
        Self::open(&written.start, &actions).map_err(|e| Explained::of(&e))
    }
}
