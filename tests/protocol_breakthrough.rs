//! `engine --game breakthrough`'s line protocol, driven through its session.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use breakthru::core::Replay;
use breakthru::rules::breakthrough::AnyPosition;
use common::protocol::{self, bestmove};

fn run(script: &str) -> Vec<String> {
    protocol::run::<AnyPosition>(script)
}

#[test]
fn startpos_with_moves_answers_a_legal_move_in_notation() {
    let lines = run("position startpos moves a2-a3 h7-h6\ngo depth 4\nisready\nquit\n");
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 4 ")),
        "{lines:?}"
    );
    let answer = bestmove(&lines);
    let start = "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w";
    let replay = Replay::<AnyPosition>::from_texts(start, ["a2-a3", "h7-h6", answer.as_str()]);
    assert!(replay.is_ok(), "{answer}");
    assert!(answer.contains('-') || answer.contains('x'), "{answer}");
}

#[test]
fn fen_positions_of_any_size_and_uci_moves_are_read() {
    let lines = run("position fen BBBBB/BBBBB/5/WWWWW/WWWWW w moves c2c3\ngo nodes 2000\nquit\n");
    let answer = bestmove(&lines);
    let replay = Replay::<AnyPosition>::from_texts(
        "BBBBB/BBBBB/5/WWWWW/WWWWW w",
        ["c2-c3", answer.as_str()],
    );
    assert!(replay.is_ok(), "{answer}");
}

#[test]
fn a_win_in_one_is_found() {
    let lines = run("position fen 8/2W5/8/8/8/8/5B2/8 w\ngo depth 3\nquit\n");
    let answer = bestmove(&lines);
    assert!(
        answer.starts_with("c7-") && answer.ends_with('8'),
        "{answer}"
    );
}

#[test]
fn finished_games_answer_none() {
    let lines = run("position fen 2W5/8/8/8/8/8/5B2/8 b\ngo depth 3\nquit\n");
    assert_eq!(bestmove(&lines), "(none)");
}

#[test]
fn errors_name_the_offending_token_and_the_session_goes_on() {
    let lines = run(
        "position startpos moves a2-a4\nposition fen BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWX w\nposition fen 8/8/8/8 w\nisready\nquit\n",
    );
    assert!(lines[0].starts_with("error a2-a4"), "{lines:?}");
    assert!(lines[1].contains("'X'"), "{lines:?}");
    assert!(lines[2].contains("4x8"), "{lines:?}");
    assert_eq!(lines[3], "readyok");
}
