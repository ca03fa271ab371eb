//! The five named strengths of the AI.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A named strength, from a beginner who blunders sometimes to the strongest the device allows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Level {
    /// Searches shallowly and plays a random turn one time in four.
    Beginner,
    /// Searches a little deeper and plays a random turn one time in twelve.
    Casual,
    /// Searches to a fixed depth (at most two seconds), never random.
    Club,
    /// One second per turn.
    Expert,
    /// Four seconds per turn.
    Master,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Casual,
        Level::Club,
        Level::Expert,
        Level::Master,
    ];

    /// Probability of playing a random turn instead of the searched one.
    pub fn blunder_rate(self) -> f64 {
        match self {
            Level::Beginner => 0.25,
            Level::Casual => 1.0 / 12.0,
            _ => 0.0,
        }
    }

    /// How many of the best setup candidates the level chooses among (1 = always the best).
    pub fn setup_spread(self) -> usize {
        match self {
            Level::Beginner => 6,
            Level::Casual => 3,
            _ => 1,
        }
    }

    /// Short lower-case name, as used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Casual => "casual",
            Level::Club => "club",
            Level::Expert => "expert",
            Level::Master => "master",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(text: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|level| level.name() == text)
            .ok_or_else(|| {
                format!("'{text}' is not a level (beginner, casual, club, expert, master)")
            })
    }
}
