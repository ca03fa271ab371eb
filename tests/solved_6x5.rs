//! The 6x5 table (`public/solved/breakthrough-6x5.txt`: win or loss, without lengths)
//! against fresh proofs: the first player wins either start, the table plays each start out
//! to its depth, and a sample of the positions at its last ply proves again.

mod common;

use breakthru::core::Rng;
use common::solved::{assert_lines_hold, entries_by_position};
use common::solved::{fresh_proof_within_looks, lines_by_ply};

const TABLE_6X5: &str = include_str!("../public/solved/breakthrough-6x5.txt");
/// 6x5's two starts (6 ranks of 5 files), White first and Black first.
const STARTS_6X5: [&str; 2] = [
    "BBBBB/BBBBB/5/5/WWWWW/WWWWW w",
    "BBBBB/BBBBB/5/5/WWWWW/WWWWW b",
];
/// The depth of the table's walk (`.ci/solved-table.sh`).
const DEPTH_6X5: usize = 8;

/// The first player wins 6x5 (docs/strength.md), and the table plays each start out to its
/// depth: every best move keeps the win, no move of the loser's escapes, and what it leaves
/// out proves at once. White first's part is Black first's turned round.
#[test]
fn the_6x5_table_s_lines_hold_to_its_depth() {
    let table = entries_by_position(TABLE_6X5);
    for start in STARTS_6X5 {
        assert!(table[start].0, "{start}: the first player should win");
        assert_lines_hold(&table, start, DEPTH_6X5);
    }
}

/// Positions at the table's last ply tried again.
const SAMPLE: usize = 24;
/// Each one's budget: looks at the clock, one every 4,096 nodes (some 2 M nodes).
const LOOKS: f64 = 500.0;
/// How many of them must prove within it (most take longer: a start's proof takes 40 minutes).
const AT_LEAST_PROVED: usize = 2;

/// A sample of the positions at the table's last ply, the winner to move, has the stored
/// result when proved again; those whose proofs outgrow the budget are skipped.
#[test]
fn a_sample_of_the_6x5_table_s_last_ply_proves_again() {
    let table = entries_by_position(TABLE_6X5);
    let last: Vec<String> = STARTS_6X5
        .iter()
        .flat_map(|start| lines_by_ply(&table, start).swap_remove(DEPTH_6X5))
        .filter(|text| table.contains_key(text))
        .collect();
    let mut rng = Rng::new(65);
    let mut proved = 0;
    for _ in 0..SAMPLE {
        let text = &last[rng.below(last.len())];
        if let (Some(wins), _) = fresh_proof_within_looks(text, 64, LOOKS) {
            assert_eq!(wins, table[text].0, "{text}");
            proved += 1;
        }
    }
    assert!(proved >= AT_LEAST_PROVED, "{proved} of {SAMPLE} proved");
}
