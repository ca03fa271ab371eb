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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::breakthru::Position;
    use crate::ui::breakthru::BreakthruTable;

    #[test]
    fn steps_go_turn_by_turn_and_end_live() {
        let actions = ["e4-e3", "g4-g3", "d2-d1", "e2-e1", "f4-f3"];
        let table = BreakthruTable::open(&Position::standard().to_bfn(), actions).unwrap();
        let record: &dyn Table = &table;
        assert_eq!(stops(record), vec![0, 2, 4, 5]);
        assert_eq!(step(record, None, Step::Back), Some(4));
        assert_eq!(step(record, Some(4), Step::Back), Some(2));
        assert_eq!(step(record, Some(0), Step::Back), Some(0));
        assert_eq!(step(record, Some(2), Step::Forward), Some(4));
        assert_eq!(step(record, Some(4), Step::Forward), None);
        assert_eq!(step(record, None, Step::First), Some(0));
        assert_eq!(step(record, Some(2), Step::Last), None);
    }

    #[test]
    fn turns_are_counted_and_found_by_ply() {
        let actions = ["e4-e3", "g4-g3", "d2-d1", "e2-e1", "f4-f3"];
        let table = BreakthruTable::open(&Position::standard().to_bfn(), actions).unwrap();
        assert_eq!(turns_by(&table, 0), 0);
        assert_eq!(turns_by(&table, 4), 2);
        assert_eq!(turns_by(&table, 5), 3);
        assert_eq!(turn_ending_at(&table, 4), 2..4);
        assert_eq!(turn_ending_at(&table, 5), 4..5);
        assert_eq!(turn_ending_at(&table, 0), 0..0);
    }

    #[test]
    fn a_new_game_has_nothing_to_browse() {
        let record = BreakthruTable::starting(Position::standard());
        assert_eq!(step(&record, None, Step::First), None);
    }
}
