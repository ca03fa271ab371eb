//! The table of solved 5x5 positions the app plays from (`public/solved/breakthrough-5x5.txt`)
//! against a fresh solve: a sample of its entries near the end of games (quick to prove) must
//! have the stored result and length, and a best move that is legal.

use breakthru::ai::solve::{Budget, Solver};
use breakthru::ai::StopFlag;
use breakthru::core::{Game, Proof, Rng};
use breakthru::rules::breakthrough::Position;

const TABLE: &str = include_str!("../public/solved/breakthrough-5x5.txt");
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

/// The table's entries by position text: whether the side to move wins, the length if
/// known, and the best move.
fn entries_by_position() -> std::collections::HashMap<String, (bool, Option<u32>, &'static str)> {
    TABLE
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
fn lengths_agree_along_the_table_s_lines_and_the_starts_and_first_moves_have_theirs() {
    let table = entries_by_position();
    for start in ["BBBBB/BBBBB/5/WWWWW/WWWWW w", "BBBBB/BBBBB/5/WWWWW/WWWWW b"] {
        assert!(table[start].1.is_some(), "{start}: no length");
        // After any first move the app says "wins in N", not "wins by force".
        for (action, after) in moves_from(start) {
            let entry = table.get(&after);
            assert!(
                entry.is_some_and(|e| e.1.is_some()),
                "{start} then {action}: no length"
            );
        }
    }
    for (text, &(wins, plies, best)) in &table {
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
    let table = entries_by_position();
    for start in ["BBBBB/BBBBB/5/WWWWW/WWWWW w", "BBBBB/BBBBB/5/WWWWW/WWWWW b"] {
        let (wins, plies, _) = table[start];
        assert!(!wins, "{start}: the first player should lose");
        assert_eq!(plies, Some(26), "{start}: the length");
    }
}
