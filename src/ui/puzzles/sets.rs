//! The puzzle sets the app offers, one file each under `public/puzzles/`, fetched when the
//! Puzzles page opens. A set's name is its game's name, and the board for Breakthrough.

use crate::puzzle::{PuzzleSet, Theme};
use crate::rules::GameId;

/// Every set, in the order of the page's menu.
pub const SETS: [&str; 5] = [
    "breakthru",
    "breakthrough-6x6",
    "breakthrough-8x8",
    "breakthrough-10x10",
    "breakthrough9x5",
];

/// The set offered first.
pub const FIRST: &str = SETS[0];

/// The game of a set's name (the part before `-`), if it is one of [`SETS`].
pub fn game_of(set: &str) -> Option<GameId> {
    SETS.contains(&set)
        .then(|| set.split('-').next()?.parse().ok())
        .flatten()
}

/// The board of a set, for Breakthrough's sizes (`8x8`).
pub fn board_of(set: &str) -> Option<&str> {
    set.split_once('-').map(|(_, board)| board)
}

/// The set the page opens first: the one a link names, else the one chosen last, if it
/// is one of [`SETS`]; else [`FIRST`].
pub fn first<'a>(linked: Option<&'a str>, last: Option<&'a str>) -> &'a str {
    linked
        .or(last)
        .filter(|set| SETS.contains(set))
        .unwrap_or(FIRST)
}

/// The themes the puzzles of `set` have, each once, in the order of their names.
pub fn themes(set: &PuzzleSet) -> Vec<Theme> {
    let mut all: Vec<Theme> = set
        .puzzles
        .iter()
        .flat_map(|p| p.themes.iter().copied())
        .collect();
    all.sort_by_key(|t| t.to_string());
    all.dedup();
    all
}

/// The file of a set, relative to the app.
pub fn file(set: &str) -> String {
    format!("puzzles/{set}.txt")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_set_names_its_game_and_board() {
        for set in SETS {
            assert!(game_of(set).is_some(), "{set}");
        }
        assert_eq!(board_of("breakthrough-8x8"), Some("8x8"));
        assert_eq!(board_of("breakthru"), None);
        assert_eq!(game_of("breakthrough-7x7"), None);
        assert_eq!(file("breakthru"), "puzzles/breakthru.txt");
    }

    #[test]
    fn the_first_set_is_the_linked_one_else_the_last_known_one() {
        assert_eq!(
            first(Some("breakthrough-6x6"), Some("breakthru")),
            "breakthrough-6x6"
        );
        assert_eq!(first(None, Some("breakthrough9x5")), "breakthrough9x5");
        assert_eq!(first(None, Some("breakthrough-7x7")), FIRST);
        assert_eq!(first(None, None), FIRST);
    }
}
