//! The tables of solved positions the app plays from (`public/solved/`) against fresh
//! solves. Each plays its starts out to its depth: the first player loses 5x5 and 5x6, every
//! best move keeps the win, no move of the loser's escapes, and what a table leaves out
//! proves at once. 5x5: a sample of its entries near the end of games (quick to prove) must
//! have the stored result and length, and lengths agree along its lines. 5x6: its lengths
//! agree, are all known in the openings and almost all beyond, and a sample of entries
//! proves again.

mod common;

use breakthru::ai::solve::{Budget, Solver};
use breakthru::ai::StopFlag;
use breakthru::core::{Game, Proof, Rng};
use breakthru::rules::breakthrough::Position;
use common::solved::{assert_lines_hold, entries_by_position, fresh_proof, lines_by_ply};
use common::solved::{moves_from, Entries};

const TABLE: &str = include_str!("../public/solved/breakthrough-5x5.txt");
const TABLE_5X6: &str = include_str!("../public/solved/breakthrough-5x6.txt");
/// 5x6's two starts, White first and Black first.
const STARTS_5X6: [&str; 2] = [
    "BBBBBB/BBBBBB/6/WWWWWW/WWWWWW w",
    "BBBBBB/BBBBBB/6/WWWWWW/WWWWWW b",
];
/// Entries re-proven.
const SAMPLE: usize = 40;
/// Only entries whose game ends within this many plies are sampled.
const NEAR_THE_END: u32 = 11;

#[test]
fn a_sample_of_the_solved_table_proves_again() {
    let entries: Vec<Vec<&str>> = TABLE
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| line.split_whitespace().collect())
        .collect();
    assert!(entries.len() > 100, "{} entries", entries.len());
    // `<rows> <side> win|loss <plies> <best>`.
    let near: Vec<&Vec<&str>> = entries
        .iter()
        .filter(|e| e[3].parse::<u32>().is_ok_and(|n| n <= NEAR_THE_END))
        .collect();
    assert!(near.len() >= SAMPLE, "{} entries near the end", near.len());
    let stop = StopFlag::new();
    let budget = Budget {
        clock: &|| 0.0,
        deadline_ms: 1.0,
        stop: &stop,
    };
    let mut solver = Solver::new(64);
    let mut rng = Rng::new(37);
    for _ in 0..SAMPLE {
        let entry = near[rng.below(near.len())];
        let text = format!("{} {}", entry[0], entry[1]);
        let mut position = Position::<1>::from_text(&text).unwrap();
        let plies: u32 = entry[3].parse().unwrap();
        let stored = match entry[2] {
            "win" => Proof::Win(plies),
            "loss" => Proof::Loss(plies),
            other => panic!("{text}: result {other}"),
        };
        let solved = solver
            .solve(&mut position, &budget, &mut |_, _| {})
            .unwrap();
        assert_eq!(solved.proof, stored, "{text}");
        let mut actions = Vec::new();
        position.legal_actions(&mut actions);
        assert!(
            actions.iter().any(|a| a.to_string() == entry[4]),
            "{text}: best move {}",
            entry[4]
        );
    }
}

#[test]
fn lengths_agree_along_the_table_s_lines_and_the_openings_have_theirs() {
    let table = entries_by_position(TABLE);
    assert_opening_lengths(&table, STARTS_5X5);
    assert_lengths_agree(&table);
}

/// The plies from the start within which every position a table lists on its lines has
/// its length: the app says "wins in N", not "wins by force", there.
const OPENING_PLIES: usize = 3;

/// Both `starts` and every position one move from them are listed, and every position
/// listed on the lines within [`OPENING_PLIES`] of them has its length.
fn assert_opening_lengths(table: &Entries, starts: [&str; 2]) {
    for start in starts {
        assert!(table.contains_key(start), "{start} is not listed");
        let plies = lines_by_ply(table, start);
        for after in &plies[1] {
            assert!(table.contains_key(after), "{start}: {after} is not listed");
        }
        for (ply, positions) in plies.iter().enumerate().take(OPENING_PLIES + 1) {
            for text in positions {
                let entry = table.get(text);
                assert!(
                    entry.is_none_or(|e| e.1.is_some()),
                    "{start}, ply {ply}: {text} has no length"
                );
            }
        }
    }
}

/// Every known length agrees with its neighbours' in the table: the best move's line is one
/// ply shorter, no other move wins quicker, and no other move defends longer.
fn assert_lengths_agree(table: &Entries) {
    for (text, &(wins, plies, best)) in table {
        let Some(plies) = plies else { continue };
        for (action, after) in moves_from(text) {
            let Some(&(child_wins, Some(child_plies), _)) = table.get(&after) else {
                continue;
            };
            let line = format!("{text} then {action}");
            if action == best {
                assert_ne!(wins, child_wins, "{line}: the best move changes the winner");
                assert_eq!(child_plies + 1, plies, "{line}: the best move's length");
            } else if !wins {
                assert!(child_wins, "{line}: a lost position's move that wins");
                assert!(
                    child_plies < plies,
                    "{line}: a longer defence than the best"
                );
            } else if !child_wins {
                assert!(
                    child_plies + 1 >= plies,
                    "{line}: a quicker win than the best"
                );
            }
        }
    }
}

/// The starts agree with the one independent solution known: a retrograde program's, in
/// 2006 (Little Golem forum, "5x5 solved"), where the second player wins in 26 plies.
#[test]
fn the_starts_agree_with_the_independent_solution() {
    let table = entries_by_position(TABLE);
    for start in STARTS_5X5 {
        let (wins, plies, _) = table[start];
        assert!(!wins, "{start}: the first player should lose");
        assert_eq!(plies, Some(26), "{start}: the length");
    }
}

/// The 5x6 table's lengths agree along its lines; either start is lost in 30 plies, and the
/// positions it lists within [`OPENING_PLIES`] of them have their length.
#[test]
fn the_5x6_table_s_lengths_agree_along_its_lines() {
    let table = entries_by_position(TABLE_5X6);
    for start in STARTS_5X6 {
        assert_eq!(table[start].1, Some(30), "{start}: the length");
    }
    assert_opening_lengths(&table, STARTS_5X6);
    assert_lengths_agree(&table);
}

/// The share of the 5x6 table's positions on its lines beyond [`OPENING_PLIES`] that must
/// have their length (2 s each is not always enough).
const KNOWN_LENGTHS_PERCENT: usize = 95;

/// Beyond the openings, the 5x6 table knows the length of almost every position on its
/// lines, so that the app says "wins in N" there.
#[test]
fn the_5x6_table_knows_the_lengths_beyond_the_openings() {
    let table = entries_by_position(TABLE_5X6);
    for start in STARTS_5X6 {
        let listed: Vec<_> = lines_by_ply(&table, start)
            .into_iter()
            .skip(OPENING_PLIES + 1)
            .flatten()
            .filter_map(|text| table.get(&text).copied())
            .collect();
        let known = listed.iter().filter(|e| e.1.is_some()).count();
        assert!(
            known * 100 >= listed.len() * KNOWN_LENGTHS_PERCENT,
            "{start}: {known} of {} positions with their length",
            listed.len()
        );
    }
}

/// 5x5's two starts, White first and Black first.
const STARTS_5X5: [&str; 2] = ["BBBBB/BBBBB/5/WWWWW/WWWWW w", "BBBBB/BBBBB/5/WWWWW/WWWWW b"];
/// The depths of the tables' walks (`.ci/solved-table.sh`).
const DEPTH_5X5: usize = 4;
const DEPTH_5X6: usize = 8;

/// 5x5 and 5x6 are lost by the first player, and each table plays its starts out to its
/// depth: every best move keeps the win, no move of the loser's escapes, and what the 5x6
/// table leaves out proves at once (5x5's leaves nothing out).
#[test]
fn the_tables_lines_hold_to_their_depths() {
    let five = entries_by_position(TABLE);
    for start in STARTS_5X5 {
        assert!(!five[start].0, "{start}: the first player should lose");
        assert_eq!(assert_lines_hold(&five, start, DEPTH_5X5), 0, "{start}");
    }
    let table = entries_by_position(TABLE_5X6);
    let mut proved_fresh = 0;
    for start in STARTS_5X6 {
        assert!(!table[start].0, "{start}: the first player should lose");
        proved_fresh += assert_lines_hold(&table, start, DEPTH_5X6);
    }
    assert!(proved_fresh > 0, "no left-out position was met");
}

/// 5x6 entries proved again.
const SAMPLE_5X6: usize = 8;

/// A sample of the 5x6 table's entries with the fewest pieces (the quickest to prove) has
/// the stored result when proved again.
#[test]
fn a_sample_of_the_5x6_table_proves_again() {
    let table = entries_by_position(TABLE_5X6);
    let mut entries: Vec<(&String, bool)> = table.iter().map(|(t, e)| (t, e.0)).collect();
    let pieces = |text: &str| text.chars().filter(|c| matches!(c, 'W' | 'B')).count();
    entries.sort_by_key(|(text, _)| (pieces(text), text.to_string()));
    let mut rng = Rng::new(56);
    for _ in 0..SAMPLE_5X6 {
        let (text, wins) = entries[rng.below(entries.len() / 4)];
        assert_eq!(fresh_proof(text, 64, 60_000.0).0, Some(wins), "{text}");
    }
}
