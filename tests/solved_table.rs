//! The tables of solved positions the app plays from (`public/solved/`) against fresh
//! solves. 5x5: a sample of its entries near the end of games (quick to prove) must have the
//! stored result and length, and a best move that is legal; lengths agree along its lines.
//! 5x6: every best move keeps the win, its lengths agree, are all known in the openings and
//! almost all beyond, and a sample of entries proves again.

use breakthru::ai::solve::{Budget, Solver};
use breakthru::ai::StopFlag;
use breakthru::core::{Game, Proof, Rng};
use breakthru::rules::breakthrough::Position;

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

/// Entries by position text: whether the side to move wins, the length if known, and the
/// best move.
type Entries = std::collections::HashMap<String, (bool, Option<u32>, &'static str)>;

/// The table's entries by position text: whether the side to move wins, the length if
/// known, and the best move.
fn entries_by_position(table: &'static str) -> Entries {
    table
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let e: Vec<&str> = line.split_whitespace().collect();
            (
                format!("{} {}", e[0], e[1]),
                (e[2] == "win", e[3].parse().ok(), e[4]),
            )
        })
        .collect()
}

/// Each legal move from the position `text`, with the text of the position it leads to.
fn moves_from(text: &str) -> Vec<(String, String)> {
    let position = Position::<1>::from_text(text).unwrap();
    let mut actions = Vec::new();
    position.legal_actions(&mut actions);
    actions
        .into_iter()
        .map(|action| {
            let mut after = position.clone();
            after.make(action);
            (action.to_string(), after.to_text())
        })
        .collect()
}

#[test]
fn lengths_agree_along_the_table_s_lines_and_the_openings_have_theirs() {
    let table = entries_by_position(TABLE);
    assert_opening_lengths(
        &table,
        ["BBBBB/BBBBB/5/WWWWW/WWWWW w", "BBBBB/BBBBB/5/WWWWW/WWWWW b"],
    );
    assert_lengths_agree(&table);
}

/// The plies from the start within which every position a table lists on its lines has
/// its length: the app says "wins in N", not "wins by force", there.
const OPENING_PLIES: usize = 3;

/// The positions on the table's lines from `start`, ply by ply: those after the winner's
/// best move and after each of the loser's moves. A position the table does not list is
/// kept in its ply but ends its line.
fn lines_by_ply(table: &Entries, start: &str) -> Vec<Vec<String>> {
    let mut plies = vec![vec![start.to_string()]];
    loop {
        let mut next: Vec<String> = plies[plies.len() - 1]
            .iter()
            .filter_map(|text| Some((text, table.get(text)?)))
            .flat_map(|(text, &(wins, _, best))| {
                moves_from(text)
                    .into_iter()
                    .filter(move |(action, _)| !wins || action == best)
                    .map(|(_, after)| after)
            })
            .collect();
        if next.is_empty() {
            return plies;
        }
        next.sort();
        next.dedup();
        plies.push(next);
    }
}

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
    for start in ["BBBBB/BBBBB/5/WWWWW/WWWWW w", "BBBBB/BBBBB/5/WWWWW/WWWWW b"] {
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

/// The nodes within which `.ci/solved-table.sh` leaves a 5x6 position out of the table.
const LEFT_OUT_NODES: u64 = 1000;
/// 5x6 entries proved again.
const SAMPLE_5X6: usize = 8;

/// A fresh df-pn's answer for `text` within `deadline_ms` (whether the side to move wins),
/// and its nodes.
fn fresh_proof(text: &str, mib: usize, deadline_ms: f64) -> (Option<bool>, u64) {
    let mut position = Position::<1>::from_text(text).unwrap();
    let stop = StopFlag::new();
    let started = std::time::Instant::now();
    let clock = move || started.elapsed().as_secs_f64() * 1000.0;
    let budget = Budget {
        clock: &clock,
        deadline_ms,
        stop: &stop,
    };
    let mut solver = Solver::proving_only(mib);
    let wins = solver.prove(&mut position, &budget).map(|(wins, _)| wins);
    (wins, solver.proof_nodes())
}

/// 5x6 is lost by the first player, and the table plays its wins out: each won position's
/// best move leads to a position it lists as lost, or to one it leaves out because a fresh
/// proof shows the loss within [`LEFT_OUT_NODES`], or to the end of the game.
#[test]
fn the_5x6_table_s_best_moves_keep_its_wins() {
    let table = entries_by_position(TABLE_5X6);
    for start in STARTS_5X6 {
        assert!(!table[start].0, "{start}: the first player should lose");
    }
    let mut proved_live = 0;
    for (text, &(wins, _, best)) in &table {
        if !wins {
            continue;
        }
        let (_, after) = moves_from(text)
            .into_iter()
            .find(|(action, _)| action == best)
            .unwrap_or_else(|| panic!("{text}: best move {best} is not legal"));
        let line = format!("{text} then {best}");
        let over = Position::<1>::from_text(&after)
            .unwrap()
            .outcome()
            .is_some();
        if let Some(&(child_wins, ..)) = table.get(&after) {
            assert!(!child_wins, "{line}: the opponent wins");
        } else if !over {
            let (wins, nodes) = fresh_proof(&after, 1, 5_000.0);
            assert_eq!(wins, Some(false), "{line}: left out, but not lost");
            assert!(
                nodes <= LEFT_OUT_NODES,
                "{line}: left out, but {nodes} nodes"
            );
            proved_live += 1;
        }
    }
    assert!(proved_live > 0, "no left-out position was met");
}

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
