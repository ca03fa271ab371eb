//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod conformance;
pub mod protocol;
pub mod reference;
pub mod solved;
pub mod troyka;

use breakthru::rules::breakthru::{Action, Position, Setup, Side};
use breakthru::rules::breakthru::{Bitboard, Square};

/// A small deterministic xorshift generator, so random tests replay exactly.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

pub fn sq(name: &str) -> Square {
    name.parse().expect("valid square name")
}

pub fn squares(names: &str) -> Bitboard {
    names.split_whitespace().map(sq).collect()
}

/// A position from space-separated square lists, with `side` to move and no pending move.
pub fn position(flagship: &str, escorts: &str, ships: &str, side: Side) -> Position {
    let setup = Setup {
        flagship: squares(flagship),
        escorts: squares(escorts),
        ships: squares(ships),
        side,
        pending: None,
    };
    Position::from_setup(&setup).expect("test position is valid")
}

pub fn action(text: &str) -> Action {
    text.parse().expect("valid action")
}

/// The legal actions in notation, sorted.
pub fn legal(position: &Position) -> Vec<String> {
    let mut actions = Vec::new();
    position.legal_actions(&mut actions);
    let mut names: Vec<String> = actions.iter().map(Action::to_string).collect();
    names.sort();
    names
}

/// The legal actions of any game in its notation, sorted.
pub fn legal_texts<G: breakthru::core::Game>(game: &G) -> Vec<String> {
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    let mut names: Vec<String> = actions.iter().map(ToString::to_string).collect();
    names.sort();
    names
}

/// The perft data set: each BFN with its counts from depth 1.
pub fn perft_data() -> Vec<(String, Vec<u64>)> {
    include_str!("../data/breakthru/perft.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let (bfn, counts) = line.split_once(';').expect("'<bfn>; <counts>'");
            let counts = counts
                .split_whitespace()
                .map(|c| c.parse().unwrap())
                .collect();
            (bfn.to_string(), counts)
        })
        .collect()
}
