//! Which game: the name used by `engine --game`, links, saves and the worker's messages.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One of the games of the app.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameId {
    /// Alex Randolph's Breakthru (3M, 1965).
    #[default]
    Breakthru,
    /// Dan Troyka's Breakthrough (2000), on any board from 5x5 to 16x16.
    Breakthrough,
    /// Christian Freeling's 9x5 Breakthrough (1984): stacks, walls and explosions.
    Breakthrough9x5,
}

impl GameId {
    /// Every game.
    pub const ALL: [GameId; 3] = [
        GameId::Breakthru,
        GameId::Breakthrough,
        GameId::Breakthrough9x5,
    ];

    /// The id as written in commands and links.
    pub fn name(self) -> &'static str {
        match self {
            GameId::Breakthru => "breakthru",
            GameId::Breakthrough => "breakthrough",
            GameId::Breakthrough9x5 => "breakthrough9x5",
        }
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no game's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownGame(pub String);

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = GameId::ALL.iter().map(|g| g.name()).collect();
        let text: String = self.0.chars().take(24).collect();
        write!(f, "'{text}' is not a game ({})", names.join(", "))
    }
}

impl std::error::Error for UnknownGame {}

impl FromStr for GameId {
    type Err = UnknownGame;

    fn from_str(text: &str) -> Result<GameId, UnknownGame> {
        GameId::ALL
            .into_iter()
            .find(|g| g.name() == text)
            .ok_or_else(|| UnknownGame(text.to_string()))
    }
}
