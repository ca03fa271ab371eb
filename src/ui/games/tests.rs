//! The parts of `ui/game` that read, write and browse every game, tested with the real
//! games: records, saves, links, sessions, browsing, reviews, the new-game panel's first
//! choices, the rules pages and lessons taken.

mod browsing;
mod choices;
mod learning;
mod library;
mod links;
mod puzzles;
mod records;
mod reviews;
mod saves;
mod sessions;

use super::open;
use crate::rules::GameId;
use crate::ui::game::Table;

/// The game named `name`.
fn game(name: &str) -> GameId {
    name.parse().expect("a game's name")
}

/// A Breakthru game from the standard position with `actions` played.
fn breakthru(actions: &[&str]) -> Box<dyn Table> {
    let start = crate::rules::breakthru::Position::standard().to_bfn();
    open(game("breakthru"), &start, actions).unwrap()
}

/// A Breakthrough game from `start` with `actions` played.
fn breakthrough(start: &str, actions: &[&str]) -> Box<dyn Table> {
    open(game("breakthrough"), start, actions).unwrap()
}

#[test]
fn every_game_is_registered() {
    for id in GameId::ALL {
        assert_eq!(super::standard(id).game(), id);
    }
    assert_eq!(super::all().count(), GameId::ALL.len());
}
