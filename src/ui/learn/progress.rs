//! The player's progress in Learn: the best stars of each lesson finished, by game and
//! lesson id, and the course chosen last. Saved in localStorage as JSON with a version.

use crate::rules::GameId;
use crate::ui::i18n::Explain;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// The version of the saved progress.
const VERSION: u32 = 1;

/// The stars of the lessons finished, and the course chosen last.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    version: u32,
    /// The best stars of each lesson finished, under `<game>/<lesson id>`.
    stars: BTreeMap<String, u8>,
    /// The game whose course was chosen last.
    #[serde(default)]
    pub last_game: Option<GameId>,
}

/// Saved progress that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProgressError {
    /// Not the JSON of progress (the parser's words).
    Json(String),
    /// A version this release cannot read.
    Version(u32),
}

impl fmt::Display for ProgressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProgressError::Json(detail) => write!(f, "not lesson progress: {detail}"),
            ProgressError::Version(v) => write!(f, "lesson progress of unknown version {v}"),
        }
    }
}

impl Explain for ProgressError {
    fn dutch(&self) -> String {
        match self {
            ProgressError::Json(detail) => format!("geen voortgang van lessen: {detail}"),
            ProgressError::Version(v) => format!("voortgang van lessen van onbekende versie {v}"),
        }
    }
}

/// The key of a lesson of `game`.
fn key(game: GameId, lesson: &str) -> String {
    format!("{}/{lesson}", game.name())
}

impl Progress {
    /// Reads saved progress.
    pub fn parse(text: &str) -> Result<Progress, ProgressError> {
        let progress: Progress =
            serde_json::from_str(text).map_err(|e| ProgressError::Json(e.to_string()))?;
        match progress.version {
            VERSION => Ok(progress),
            other => Err(ProgressError::Version(other)),
        }
    }

    /// The progress as saved.
    pub fn to_json(&self) -> String {
        let mut saved = self.clone();
        saved.version = VERSION;
        serde_json::to_string(&saved).unwrap_or_default()
    }

    /// The best stars of lesson `lesson` of `game`, if it was finished.
    pub fn stars(&self, game: GameId, lesson: &str) -> Option<u8> {
        self.stars.get(&key(game, lesson)).copied()
    }

    /// Records a finish of `lesson` of `game` with `stars`, keeping the best.
    pub fn finish(&mut self, game: GameId, lesson: &str, stars: u8) {
        let best = self.stars.entry(key(game, lesson)).or_default();
        *best = (*best).max(stars);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::errors::assert_dutch;

    /// The game named `name` (only the registries name a game's id).
    fn game(name: &str) -> GameId {
        name.parse().expect("a game's name")
    }

    #[test]
    fn keeps_the_best_stars_and_reads_back_what_it_saves() {
        let (breakthru, breakthrough) = (game("breakthru"), game("breakthrough"));
        let mut progress = Progress::default();
        progress.finish(breakthru, "ships", 2);
        progress.finish(breakthru, "ships", 1);
        progress.finish(breakthrough, "ships", 3);
        progress.last_game = Some(breakthrough);
        assert_eq!(progress.stars(breakthru, "ships"), Some(2));
        assert_eq!(progress.stars(breakthrough, "ships"), Some(3));
        assert_eq!(progress.stars(game("breakthrough9x5"), "ships"), None);
        let read = Progress::parse(&progress.to_json()).expect("its own JSON");
        assert_eq!(read.stars(breakthru, "ships"), Some(2));
        assert_eq!(read.last_game, Some(breakthrough));
    }

    #[test]
    fn refuses_other_json_and_other_versions_in_both_languages() {
        assert!(matches!(
            Progress::parse("[1]"),
            Err(ProgressError::Json(_))
        ));
        let later = r#"{"version":2,"stars":{}}"#;
        assert_eq!(Progress::parse(later), Err(ProgressError::Version(2)));
        assert_dutch(&[ProgressError::Json("x".into()), ProgressError::Version(2)]);
    }
}
