//! Perft of the data set in tests/data/perft.txt, and a node-by-node check against a naive generator.

mod common;

use breakthru::core::perft::perft;
use breakthru::rules::breakthru::Position;
use common::reference::Board;
use common::{legal, perft_data};

/// Counts above this are skipped unless PERFT_MAX_LEAVES raises it (`engine perft` runs them fast).
const DEFAULT_MAX_LEAVES: u64 = 50_000_000;

#[test]
fn rules_md_counts_are_in_the_data() {
    let data = perft_data();
    assert_eq!(data[0].1[..2], [60, 3144]);
    assert!(data[0].0.ends_with(" g -"));
    assert_eq!(data[1].1[..2], [72, 5016]);
    assert!(data[1].0.ends_with(" s -"));
}

#[test]
fn perft_matches_the_data() {
    let max_leaves = std::env::var("PERFT_MAX_LEAVES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(DEFAULT_MAX_LEAVES);
    for (bfn, counts) in perft_data() {
        let mut position = Position::from_bfn(&bfn).unwrap();
        for (depth, &expected) in (1..).zip(&counts) {
            if expected <= max_leaves {
                assert_eq!(perft(&mut position, depth), expected, "{bfn} depth {depth}");
            }
        }
    }
}

/// Every node of the depth-2 tree below each data position has the same legal actions
/// as the naive reference generator, and reaches the same positions.
#[test]
fn generator_agrees_with_reference_two_plies_deep() {
    fn walk(position: &Position, board: &Board, depth: u32) {
        let actions = legal(position);
        assert_eq!(actions, board.legal_actions(), "{position}");
        if depth == 0 {
            return;
        }
        for text in actions {
            let next = position.clone().play(text.parse().unwrap()).unwrap();
            let next_board = board.after(&text);
            assert_eq!(
                Board::from_bfn(&next.to_bfn()),
                next_board,
                "{position} then {text}"
            );
            walk(&next, &next_board, depth - 1);
        }
    }
    for (bfn, _) in perft_data() {
        walk(
            &Position::from_bfn(&bfn).unwrap(),
            &Board::from_bfn(&bfn),
            2,
        );
    }
}

#[test]
fn reference_perft_agrees_on_the_data() {
    for (bfn, counts) in perft_data() {
        assert_eq!(Board::from_bfn(&bfn).perft(2), counts[1], "{bfn}");
    }
}
