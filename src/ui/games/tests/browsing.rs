//! Browsing goes turn by turn, Breakthru's turns of two actions included.

use super::breakthru;
use crate::ui::game::browsing::{step, stops, turn_ending_at, turns_by, Step};

const ACTIONS: [&str; 5] = ["e4-e3", "g4-g3", "d2-d1", "e2-e1", "f4-f3"];

#[test]
fn steps_go_turn_by_turn_and_end_live() {
    let table = breakthru(&ACTIONS);
    let record = &*table;
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
    let table = breakthru(&ACTIONS);
    assert_eq!(turns_by(&*table, 0), 0);
    assert_eq!(turns_by(&*table, 4), 2);
    assert_eq!(turns_by(&*table, 5), 3);
    assert_eq!(turn_ending_at(&*table, 4), 2..4);
    assert_eq!(turn_ending_at(&*table, 5), 4..5);
    assert_eq!(turn_ending_at(&*table, 0), 0..0);
}

#[test]
fn a_new_game_has_nothing_to_browse() {
    assert_eq!(step(&*breakthru(&[]), None, Step::First), None);
}
