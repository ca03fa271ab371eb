//! The prover and the miner on small cases.

use super::*;
use crate::rules::breakthrough::AnyPosition;

#[test]
fn a_piece_one_step_from_the_far_rank_wins_in_one() {
    let position = AnyPosition::from_text("5/W4/5/5/3BB w").unwrap();
    let mut prover = Prover::new(100_000);
    prover.start();
    assert_eq!(
        prover.win_length(&position, position.side_to_move(), 3),
        Some(Some(1))
    );
}
