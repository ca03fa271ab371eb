//! The puzzle sets the app offers, one file each under `public/puzzles/`, fetched when the
//! Puzzles page opens. A set's name is its game's name, and the board for Breakthrough.

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
}
