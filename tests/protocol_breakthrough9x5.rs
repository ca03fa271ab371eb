//! `engine --game breakthrough9x5`'s line protocol, driven through its session.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use breakthru::core::Replay;
use breakthru::rules::breakthrough9x5::Position;
use common::protocol::{self, bestmove};

fn run(script: &str) -> Vec<String> {
    protocol::run::<Position>(script)
}

const START: &str = "BBBBB/BBBBB/5/5/5/5/5/WWWWW/WWWWW w";

#[test]
fn startpos_with_moves_answers_a_legal_move_with_its_explosions() {
    let lines = run("position startpos moves b2-a1 pass\ngo depth 3\nisready\nquit\n");
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 3 ")),
        "{lines:?}"
    );
    let answer = bestmove(&lines);
    let replay = Replay::<Position>::from_texts(START, ["b2-a1", "pass", answer.as_str()]);
    assert!(replay.is_ok(), "{answer}");
}

#[test]
fn a_win_by_explosion_is_found_and_written_in_full() {
    let lines =
        run("position fen 1B1B1/2(WW)2/2(WW)2/1W3/5/5/5/5/5 w\ngo depth 3\nisready\nquit\n");
    assert_eq!(bestmove(&lines), "b6-c7:c7,c8");
}

#[test]
fn bad_positions_and_moves_are_refused_with_the_reason() {
    let lines = run("position fen BBBBB/5 w\nposition startpos moves b2-b3\nquit\n");
    assert!(lines.iter().any(|l| l.contains("9 ranks")), "{lines:?}");
    assert!(lines.iter().any(|l| l.contains("b2-b3")), "{lines:?}");
}
