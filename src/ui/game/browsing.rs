//! Browsing a game: which earlier position the board shows. Plain Rust.

use super::table::Table;

/// A step through the game's turns.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Step {
    /// The start position.
    First,
    /// The position one turn earlier.
    Back,
    /// The position one turn later.
    Forward,
    /// The live position.
    Last,
}

/// The plies the board can show: the start, the end of every turn, and the live position.
pub fn stops(table: &dyn Table) -> Vec<usize> {
    let mut plies = vec![0];
    let mut ply = 0;
    for length in table.turn_lengths() {
        ply += length;
        plies.push(ply);
    }
    let live = table.plies();
    if plies.last() != Some(&live) {
        plies.push(live);
    }
    plies
}

/// The plies of the turn that ends at `ply` (empty at the start).
pub fn turn_ending_at(table: &dyn Table, ply: usize) -> std::ops::Range<usize> {
    let mut start = 0;
    for length in table.turn_lengths() {
        if start + length >= ply {
            return start..ply;
        }
        start += length;
    }
    ply..ply
}

/// How many turns were played by `ply` (a turn under way counts).
pub fn turns_by(table: &dyn Table, ply: usize) -> usize {
    stops(table)
        .iter()
        .filter(|&&stop| stop > 0 && stop <= ply)
        .count()
}

/// The ply shown after `step` from `viewing` (`None` is the live position, and stays so).
pub fn step(table: &dyn Table, viewing: Option<usize>, step: Step) -> Option<usize> {
    let live = table.plies();
    let current = viewing.unwrap_or(live);
    let stops = stops(table);
    let target = match step {
        Step::First => 0,
        Step::Last => live,
        Step::Back => stops
            .iter()
            .rev()
            .copied()
            .find(|&p| p < current)
            .unwrap_or(0),
        Step::Forward => stops.iter().copied().find(|&p| p > current).unwrap_or(live),
    };
    (target < live).then_some(target)
}
