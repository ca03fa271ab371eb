//! Random games: generation agrees with `is_legal`, unmake restores everything,
//! the incremental hash is right, and BFN and records round-trip.

mod common;

use breakthru::core::Game;
use breakthru::rules::breakthru::Square;
use breakthru::rules::breakthru::{Action, Position, Record};
use common::reference::Board;
use common::Rng;
use std::collections::HashSet;

const GAMES: u64 = 2_000;
const MAX_PLIES: usize = 300;
/// Random geometric actions tried per position against `is_legal`.
const PROBES: usize = 64;

fn random_geometric_action(rng: &mut Rng) -> Action {
    loop {
        let from = Square::from_index(rng.below(Square::COUNT)).unwrap();
        let candidate = if rng.below(4) == 0 {
            let (df, dr) = [(1, 1), (1, -1), (-1, 1), (-1, -1)][rng.below(4)];
            from.offset(df, dr).and_then(|to| Action::capture(from, to))
        } else {
            let to = Square::from_index(rng.below(Square::COUNT)).unwrap();
            Action::motion(from, to)
        };
        if let Some(action) = candidate {
            return action;
        }
    }
}

fn check_position(position: &Position, rng: &mut Rng) -> Vec<Action> {
    let mut actions = Vec::new();
    position.legal_actions(&mut actions);
    let set: HashSet<Action> = actions.iter().copied().collect();
    assert_eq!(set.len(), actions.len(), "duplicates in {position}");
    assert_eq!(position.count_legal_actions(), actions.len(), "{position}");
    assert!(actions.iter().all(|&a| position.is_legal(a)), "{position}");
    for _ in 0..PROBES {
        let probe = random_geometric_action(rng);
        assert_eq!(
            position.is_legal(probe),
            set.contains(&probe),
            "{probe} in {position}"
        );
    }
    assert_eq!(position.hash(), position.compute_hash(), "{position}");
    assert_eq!(
        Position::from_bfn(&position.to_bfn()).as_ref(),
        Ok(position)
    );
    actions
}

fn check_unmake(position: &mut Position, actions: &[Action]) {
    let before = position.clone();
    for &action in actions {
        let undo = position.make(action);
        assert_eq!(
            position.hash(),
            position.compute_hash(),
            "after {action} in {before}"
        );
        position.unmake(action, undo);
        assert_eq!(*position, before, "unmake {action}");
    }
    check_pass(position);
}

/// The search's null move: only at a turn start, it hands the turn over and is taken back exactly.
fn check_pass(position: &mut Position) {
    let before = position.clone();
    match position.pass() {
        None => assert!(
            !before.is_turn_start(),
            "no pass at the turn start {before}"
        ),
        Some(undo) => {
            assert!(
                before.is_turn_start(),
                "a pass in the middle of a turn {before}"
            );
            assert_eq!(position.side(), before.side().opponent());
            assert_eq!(position.hash(), position.compute_hash(), "pass in {before}");
            position.unpass(undo);
            assert_eq!(*position, before, "unpass");
        }
    }
}

#[test]
fn random_games_are_consistent() {
    let mut rng = Rng::new(0x00C0_FFEE);
    let mut decisive = 0;
    for game in 0..GAMES {
        let mut record = Record::new(Position::standard());
        while record.ending().is_none() && record.actions().len() < MAX_PLIES {
            let mut position = record.position().clone();
            let actions = check_position(&position, &mut rng);
            if game % 20 == 0 {
                check_unmake(&mut position, &actions);
            }
            let choice = actions[rng.below(actions.len())];
            record.play(choice).unwrap();
        }
        decisive += usize::from(record.ending().is_some());
        let text = record.to_text();
        assert_eq!(Record::from_text(&text).as_ref(), Ok(&record), "{text}");
    }
    assert!(decisive > 0, "random games never ended");
}

#[test]
fn random_games_agree_with_reference() {
    let mut rng = Rng::new(42);
    for _ in 0..100 {
        let mut position = Position::standard();
        for _ in 0..MAX_PLIES {
            let bfn = position.to_bfn();
            let expected = Board::from_bfn(&bfn).legal_actions();
            assert_eq!(common::legal(&position), expected, "{bfn}");
            if expected.is_empty() {
                break;
            }
            let choice = &expected[rng.below(expected.len())];
            position = position.play(choice.parse().unwrap()).unwrap();
        }
    }
}

#[test]
fn game_trait_sees_the_same_game() {
    let mut position = Position::standard();
    assert_eq!(Game::repetition_key(&position), Some(position.hash()));
    let undo = Game::make(&mut position, common::action("e4-e3"));
    assert_eq!(Game::repetition_key(&position), None);
    Game::unmake(&mut position, common::action("e4-e3"), undo);
    assert_eq!(position, Position::standard());
}
