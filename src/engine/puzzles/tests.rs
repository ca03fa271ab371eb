//! The prover, the questions of a puzzle and the miner, on small cases.

use super::*;
use crate::core::{Game, Notation};
use crate::rules::breakthrough::AnyPosition;
use crate::rules::breakthru::Position as Breakthru;

/// Black's e2 piece would win next; White's only win is a4-b5.
const ONLY_WIN: &str = "B4/W4/5/4B/5 w";

/// Breakthrough's id, by name (only the registries name the ids).
fn troyka() -> GameId {
    "breakthrough".parse().unwrap()
}

fn breakthrough(text: &str) -> AnyPosition {
    AnyPosition::from_text(text).unwrap()
}

fn puzzle(game: GameId, themes: &str, position: &str, solution: &str) -> Puzzle {
    let themes = themes.split(',').map(|t| t.parse().unwrap()).collect();
    let solution = solution
        .split(' ')
        .map(|turn| turn.split('+').map(str::to_string).collect())
        .collect();
    Puzzle::new(game, 1500, themes, position.to_string(), solution)
}

#[test]
fn wins_are_proved_in_the_fewest_turns() {
    let mut prover = Prover::new(100_000);
    let position = breakthrough(ONLY_WIN);
    prover.start();
    assert_eq!(
        prover.win_length(&position, position.side_to_move(), 3),
        Some(Some(1))
    );
    let far = breakthrough("B4/5/W4/5/4B w");
    prover.start();
    assert_eq!(prover.win_length(&far, far.side_to_move(), 3), Some(None));
    let mut tiny = Prover::new(3);
    tiny.start();
    assert_eq!(
        tiny.win_length(
            &breakthrough("BBBBB/BBBBB/5/WWWWW/WWWWW w"),
            position.side_to_move(),
            3
        ),
        None
    );
}

#[test]
fn a_second_winning_turn_is_refused() {
    let game = troyka();
    assert_eq!(
        verify(game, &puzzle(game, "win1", ONLY_WIN, "a4-b5"), 100_000),
        Ok(())
    );
    let two_ways = puzzle(game, "win1", "B4/W3W/5/4B/5 w", "a4-b5");
    let refused = verify(game, &two_ways, 100_000).unwrap_err();
    assert!(refused.contains("not the only winning turn"), "{refused}");
    let wrong = puzzle(game, "win1", ONLY_WIN, "a4-a5");
    assert!(verify(game, &wrong, 100_000).is_err());
}

#[test]
fn the_only_defence_is_found_and_checked() {
    let game = troyka();
    let start = breakthrough("3B1/5/5/1B3/W4 w");
    let mut prover = Prover::new(100_000);
    let (k, turn) = only_defence(&mut prover, &start, 2).expect("a1xb2 alone saves");
    assert_eq!((k, turn.actions[0].to_string()), (1, "a1xb2".to_string()));
    let good = puzzle(game, "defence", "3B1/5/5/1B3/W4 w", "a1xb2");
    assert_eq!(verify(game, &good, 100_000), Ok(()));
    let bad = puzzle(game, "defence", "3B1/5/5/1B3/W4 w", "a1-a2");
    assert!(verify(game, &bad, 100_000).is_err());
}

#[test]
fn a_breakthru_turn_is_counted_once_in_either_order() {
    let start = Breakthru::standard();
    let turns = whole_turns(&start);
    // 3,144 sequences of actions (perft 2); the orders of two moves reach one position.
    assert!(
        turns.len() > 1_000 && turns.len() < 3_144,
        "{}",
        turns.len()
    );
    let positions: std::collections::HashSet<String> =
        turns.iter().map(|t| t.after.to_text()).collect();
    assert_eq!(positions.len(), turns.len());
}

#[test]
fn breakthrus_second_move_cannot_win_while_two_squares_are_open() {
    let mut position = Breakthru::standard();
    let first = position.parse_action("e4-e3").unwrap();
    position.make(first);
    assert!(!position.rest_of_turn_may_win());
    let mut actions = Vec::new();
    position.legal_actions(&mut actions);
    for action in actions {
        let mut after = position.clone();
        after.make(action);
        assert_eq!(after.outcome(), None, "{action}");
    }
}

#[test]
fn the_miner_proves_what_it_keeps() {
    let game = troyka();
    let start = AnyPosition::puzzle_start(Some("6x6")).unwrap();
    let options = MineOptions {
        games: 2,
        seed: 7,
        jobs: 2,
        play_nodes: 4_000,
        budget: 1_000_000,
    };
    let puzzles = mine(game, &start, &options, &mut |_| {}, &mut |_, _| {});
    assert!(!puzzles.is_empty());
    let set = PuzzleSet {
        game,
        comments: Vec::new(),
        puzzles: puzzles.clone(),
    };
    assert_eq!(PuzzleSet::parse(&set.to_text()).unwrap().puzzles, puzzles);
    for puzzle in &puzzles {
        assert_eq!(verify(game, puzzle, 3_000_000), Ok(()), "{}", puzzle.line());
    }
    let one_job = MineOptions { jobs: 1, ..options };
    let again = mine(game, &start, &one_job, &mut |_| {}, &mut |_, _| {});
    assert_eq!(again, puzzles, "the same puzzles for any number of jobs");
}

#[test]
fn equal_efforts_are_told_apart_by_the_turns_to_choose_from() {
    let game = troyka();
    // The same only win; the second position gives White more turns to look through.
    let narrow = puzzle(game, "win1", ONLY_WIN, "a4-b5");
    let wide = puzzle(game, "win1", "B4/W4/5/4B/1W3 w", "a4-b5");
    let [a, b] = [&narrow, &wide].map(|p| {
        let start = breakthrough(&p.position);
        let first = start.parse_action(&p.solution[0][0]).unwrap();
        rate::Difficulty::of(&start, &[first], 1)
    });
    assert_eq!(a.effort, b.effort, "found at once in both");
    assert!(a.choices < b.choices, "{a:?} {b:?}");
    let mut set = PuzzleSet {
        game,
        comments: Vec::new(),
        puzzles: vec![wide.clone(), narrow.clone()],
    };
    rerate::rerate::<AnyPosition>(&mut set, 2).unwrap();
    let ratings: Vec<u32> = set.puzzles.iter().map(|p| p.rating).collect();
    assert_eq!(ratings, [2600, 800]);
    assert_eq!(
        (&set.puzzles[0].id, &set.puzzles[1].id),
        (&wide.id, &narrow.id)
    );
}

/// An advantage mined from 8x8 self-play (seed 4): Black's c5xb4 is far ahead of every
/// other turn at both searches.
const ADVANTAGE: &str = "3B4/B2B1BB1/3B2B1/2BW1BW1/1W1B1W2/8/3W4/1WWW1WW1 b";

/// An advantage mined from 9x5 self-play (seed 21): Black's e6-d5 is far ahead of every
/// other turn by 9x5's margin at both searches.
const ADVANTAGE_9X5: &str = "5/5/2B1B/3BB/1W(WW)(BB)1/5/1WWW1/5/5 b";

#[test]
fn a_9x5_advantage_is_far_ahead_by_its_games_margin() {
    let game: GameId = "breakthrough9x5".parse().unwrap();
    let far_ahead = puzzle(game, "advantage", ADVANTAGE_9X5, "e6-d5:d5");
    assert_eq!(verify(game, &far_ahead, 100_000), Ok(()));
    let other = puzzle(game, "advantage", ADVANTAGE_9X5, "d5-c4");
    assert_eq!(
        verify(game, &other, 100_000),
        Err("not the only turn far ahead at both searches".to_string())
    );
}

#[test]
fn an_advantage_is_the_only_turn_far_ahead_at_both_searches() {
    let game = troyka();
    let budget = 100_000;
    let far_ahead = puzzle(game, "advantage", ADVANTAGE, "c5xb4");
    assert_eq!(verify(game, &far_ahead, budget), Ok(()));
    let other = puzzle(game, "advantage", ADVANTAGE, "a7-a6");
    assert!(verify(game, &other, budget).is_err());
    let won = puzzle(game, "advantage", ONLY_WIN, "a4-b5");
    assert!(verify(game, &won, budget).is_err(), "a win is no advantage");
}
