//! Reading the solved tables (`public/solved/`) and checking them against fresh proofs.

use breakthru::ai::solve::{Budget, Solver};
use breakthru::ai::{Clock, StopFlag};
use breakthru::core::{Game, Outcome};
use breakthru::rules::breakthrough::Position;
use std::collections::HashMap;

/// Entries by position text: whether the side to move wins, the length if known, and the
/// best move.
pub type Entries = HashMap<String, (bool, Option<u32>, &'static str)>;

/// The nodes within which a fresh proof must settle what a table leaves out: about a second
/// of a phone's worker (some 0.2 M nodes a second). `.ci/solved-table.sh` leaves a position
/// out where the solver of its day proved it within 1,000; another solver, or the same game
/// turned round, may take more (on the 5x6 table, written before weak proof numbers, up to
/// 130,483).
pub const LEFT_OUT_NODES: u64 = 200_000;

/// The table's entries by position text.
pub fn entries_by_position(table: &'static str) -> Entries {
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
pub fn moves_from(text: &str) -> Vec<(String, String)> {
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

/// The positions on the table's lines from `start`, ply by ply: those after the winner's
/// best move (which must be legal) and after each of the loser's moves. A position the
/// table does not list is kept in its ply but ends its line.
pub fn lines_by_ply(table: &Entries, start: &str) -> Vec<Vec<String>> {
    let mut plies = vec![vec![start.to_string()]];
    loop {
        let mut next: Vec<String> = plies[plies.len() - 1]
            .iter()
            .filter_map(|text| Some((text, table.get(text)?)))
            .flat_map(|(text, &(wins, _, best))| {
                let mut moves = moves_from(text);
                if wins {
                    let i = moves.iter().position(|(action, _)| action == best);
                    let i = i.unwrap_or_else(|| panic!("{text}: best move {best} is not legal"));
                    moves = vec![moves.swap_remove(i)];
                }
                moves.into_iter().map(|(_, after)| after)
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

/// A fresh df-pn's answer for `text` within `deadline_ms` (whether the side to move wins),
/// and its nodes.
pub fn fresh_proof(text: &str, mib: usize, deadline_ms: f64) -> (Option<bool>, u64) {
    let started = std::time::Instant::now();
    let clock = move || started.elapsed().as_secs_f64() * 1000.0;
    fresh_proof_by(text, mib, &clock, deadline_ms)
}

/// A fresh df-pn's answer for `text` within `looks` looks at its clock, one every 4,096
/// nodes: a budget of nodes, the same on every machine, as the clock ticks at each look.
pub fn fresh_proof_within_looks(text: &str, mib: usize, looks: f64) -> (Option<bool>, u64) {
    let ticks = std::cell::Cell::new(0.0);
    let clock = || {
        ticks.set(ticks.get() + 1.0);
        ticks.get()
    };
    fresh_proof_by(text, mib, &clock, looks)
}

/// A fresh df-pn's answer for `text` until `clock` reads `deadline_ms`, and its nodes.
fn fresh_proof_by(
    text: &str,
    mib: usize,
    clock: &dyn Clock,
    deadline_ms: f64,
) -> (Option<bool>, u64) {
    let mut position = Position::<1>::from_text(text).unwrap();
    let stop = StopFlag::new();
    let budget = Budget {
        clock,
        deadline_ms,
        stop: &stop,
    };
    let mut solver = Solver::proving_only(mib);
    let wins = solver.prove(&mut position, &budget).map(|(wins, _)| wins);
    (wins, solver.proof_nodes())
}

/// The table plays `start` out to `depth` plies: every position on its lines there is
/// won by its side to move at the winner's plies and lost at the loser's (so each best move
/// keeps the win and no move of the loser escapes), and each one the table leaves out is
/// over or proved so by a fresh df-pn within [`LEFT_OUT_NODES`]. Returns how many were proved
/// fresh.
pub fn assert_lines_hold(table: &Entries, start: &str, depth: usize) -> usize {
    let start_wins = table[start].0;
    let mut proved_fresh = 0;
    let plies = lines_by_ply(table, start);
    for (ply, positions) in plies.iter().enumerate().take(depth + 1) {
        let wins = start_wins == (ply % 2 == 0);
        for text in positions {
            if let Some(&(listed_wins, ..)) = table.get(text) {
                assert_eq!(listed_wins, wins, "{start}, ply {ply}: {text}");
                continue;
            }
            let position = Position::<1>::from_text(text).unwrap();
            if let Some(Outcome::Win(winner)) = position.outcome() {
                let mover_won = winner == position.side_to_move();
                assert_eq!(mover_won, wins, "{start}, ply {ply}: {text} is over");
                continue;
            }
            let (fresh, nodes) = fresh_proof(text, 1, 5_000.0);
            assert_eq!(fresh, Some(wins), "{start}, ply {ply}: {text} left out");
            assert!(
                nodes <= LEFT_OUT_NODES,
                "{start}, ply {ply}: {text} left out, but {nodes} nodes"
            );
            proved_fresh += 1;
        }
    }
    proved_fresh
}
