//! The player's puzzle ratings, one per game: Glicko-2 from 1500, updated once per puzzle,
//! with the streak of puzzles solved, the recent history and every puzzle's result, and
//! each set's current puzzle. Kept in localStorage under its own key as JSON of format
//! version 1.

use crate::puzzle::Glicko;
use crate::rules::GameId;
use crate::ui::i18n::Explain;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// The format version written.
const VERSION: u32 = 1;
/// How many recent puzzles each game's history keeps.
pub const HISTORY: usize = 20;

/// One puzzle played, as the history shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Played {
    /// Its set.
    pub set: String,
    /// Its id.
    pub id: String,
    /// Whether it was solved at the first try.
    pub solved: bool,
    /// The player's rating after it, rounded.
    pub rating: i32,
}

/// A player's puzzles of one game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The Glicko-2 rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
    /// Puzzles solved in a row, up to the last one.
    pub streak: u32,
    /// The most recent puzzles, newest first.
    pub history: Vec<Played>,
    /// Every puzzle rated so far (by id): whether it was solved.
    pub results: BTreeMap<String, bool>,
}

impl Default for GameRecord {
    fn default() -> GameRecord {
        GameRecord::from_glicko(Glicko::START)
    }
}

impl GameRecord {
    fn from_glicko(g: Glicko) -> GameRecord {
        GameRecord {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
            streak: 0,
            history: Vec::new(),
            results: BTreeMap::new(),
        }
    }

    /// The rating as Glicko-2 reads it.
    pub fn glicko(&self) -> Glicko {
        Glicko {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    /// The rating, rounded, as people see it.
    pub fn shown(&self) -> i32 {
        self.rating.round() as i32
    }

    /// Whether the puzzle `id` was rated already, and solved then.
    pub fn result(&self, id: &str) -> Option<bool> {
        self.results.get(id).copied()
    }
}

/// The player's puzzle ratings, by game.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Ratings {
    version: u32,
    /// Each game's record, by the game's name.
    games: BTreeMap<String, GameRecord>,
    /// The set chosen last.
    #[serde(default)]
    pub last_set: Option<String>,
    /// Each set's current puzzle (set name to id): the one its page resumes.
    #[serde(default)]
    current: BTreeMap<String, String>,
}

/// Why saved ratings cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RatingsError {
    /// Not the JSON of ratings (the parser's words).
    Json(String),
    /// A version this release cannot read.
    Version(u32),
}

impl fmt::Display for RatingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RatingsError::Json(detail) => write!(f, "not puzzle ratings: {detail}"),
            RatingsError::Version(v) => write!(f, "puzzle ratings of unknown version {v}"),
        }
    }
}

impl Explain for RatingsError {
    fn dutch(&self) -> String {
        match self {
            RatingsError::Json(detail) => format!("geen puzzelratings: {detail}"),
            RatingsError::Version(v) => format!("puzzelratings van onbekende versie {v}"),
        }
    }
}

impl Ratings {
    /// Reads saved ratings.
    pub fn parse(text: &str) -> Result<Ratings, RatingsError> {
        let ratings: Ratings =
            serde_json::from_str(text).map_err(|e| RatingsError::Json(e.to_string()))?;
        match ratings.version {
            VERSION => Ok(ratings),
            other => Err(RatingsError::Version(other)),
        }
    }

    /// The ratings as saved.
    pub fn to_json(&self) -> String {
        let mut saved = self.clone();
        saved.version = VERSION;
        serde_json::to_string(&saved).unwrap_or_default()
    }

    /// The id of the current puzzle of `set`, if one was opened there.
    pub fn current(&self, set: &str) -> Option<&str> {
        self.current.get(set).map(String::as_str)
    }

    /// Makes puzzle `id` the current one of `set`.
    pub fn set_current(&mut self, set: &str, id: &str) {
        self.current.insert(set.to_string(), id.to_string());
    }

    /// The record of `game` (a new player's if none).
    pub fn of(&self, game: GameId) -> GameRecord {
        self.games.get(game.name()).cloned().unwrap_or_default()
    }

    /// Rates the player's first try at puzzle `id` of `set` (rated `puzzle_rating`) in
    /// `game`: the new rating, or `None` if that puzzle was rated before.
    pub fn rate(
        &mut self,
        game: GameId,
        set: &str,
        id: &str,
        puzzle_rating: u32,
        solved: bool,
    ) -> Option<i32> {
        let record = self.games.entry(game.name().to_string()).or_default();
        if record.results.contains_key(id) {
            return None;
        }
        let puzzle = Glicko::puzzle(f64::from(puzzle_rating));
        let (after, _) = record.glicko().after_puzzle(puzzle, solved);
        let GameRecord {
            streak,
            history,
            mut results,
            ..
        } = std::mem::take(record);
        results.insert(id.to_string(), solved);
        *record = GameRecord {
            streak: if solved { streak + 1 } else { 0 },
            history,
            results,
            ..GameRecord::from_glicko(after)
        };
        let rating = record.shown();
        record.history.insert(
            0,
            Played {
                set: set.to_string(),
                id: id.to_string(),
                solved,
                rating,
            },
        );
        record.history.truncate(HISTORY);
        Some(rating)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::errors::assert_dutch;

    const GAME: GameId = GameId::ALL[0];

    #[test]
    fn a_puzzle_is_rated_once_and_the_streak_follows() {
        let mut ratings = Ratings::default();
        assert_eq!(ratings.of(GAME).shown(), 1500);
        let up = ratings
            .rate(GAME, "breakthru", "aaaaaaaa", 1500, true)
            .unwrap();
        assert!(up > 1500, "{up}");
        assert_eq!(
            ratings.rate(GAME, "breakthru", "aaaaaaaa", 1500, false),
            None
        );
        assert_eq!(ratings.of(GAME).shown(), up, "a retry counts no more");
        ratings.rate(GAME, "breakthru", "bbbbbbbb", 1500, true);
        assert_eq!(ratings.of(GAME).streak, 2);
        let down = ratings
            .rate(GAME, "breakthru", "cccccccc", 1500, false)
            .unwrap();
        let record = ratings.of(GAME);
        assert!(down < record.history[1].rating);
        assert_eq!((record.streak, record.history.len()), (0, 3));
        assert_eq!(record.history[0].id, "cccccccc");
        assert_eq!(record.result("aaaaaaaa"), Some(true));
        assert_eq!(ratings.of(GameId::ALL[1]).shown(), 1500, "each game apart");
    }

    #[test]
    fn the_history_keeps_the_recent_puzzles() {
        let mut ratings = Ratings::default();
        for n in 0..HISTORY + 5 {
            ratings.rate(GAME, "breakthru", &format!("{n:08}"), 1500, n % 2 == 0);
        }
        let record = ratings.of(GAME);
        assert_eq!(record.history.len(), HISTORY);
        assert_eq!(record.results.len(), HISTORY + 5);
    }

    #[test]
    fn ratings_read_back_and_bad_ones_are_refused() {
        let mut ratings = Ratings::default();
        ratings.rate(GAME, "breakthru", "aaaaaaaa", 1700, false);
        ratings.last_set = Some("breakthru".into());
        ratings.set_current("breakthru", "aaaaaaaa");
        assert_eq!(
            Ratings::parse(&ratings.to_json()),
            Ok(Ratings {
                version: VERSION,
                ..ratings
            })
        );
        assert!(matches!(Ratings::parse("{"), Err(RatingsError::Json(_))));
        assert_eq!(
            Ratings::parse(r#"{"version":9,"games":{}}"#),
            Err(RatingsError::Version(9))
        );
        assert_dutch(&[RatingsError::Json("x".into()), RatingsError::Version(2)]);
    }

    #[test]
    fn each_set_keeps_its_current_puzzle_and_older_saves_read() {
        let older = r#"{"version":1,"games":{},"last_set":"breakthru"}"#;
        let mut ratings = Ratings::parse(older).unwrap();
        assert_eq!(ratings.current("breakthru"), None);
        ratings.set_current("breakthru", "aaaaaaaa");
        ratings.set_current("breakthrough-8x8", "bbbbbbbb");
        ratings.set_current("breakthru", "cccccccc");
        let read = Ratings::parse(&ratings.to_json()).unwrap();
        assert_eq!(read.current("breakthru"), Some("cccccccc"));
        assert_eq!(read.current("breakthrough-8x8"), Some("bbbbbbbb"));
        assert_eq!(read.current("breakthrough9x5"), None);
        assert_eq!(read.last_set.as_deref(), Some("breakthru"));
    }
}
