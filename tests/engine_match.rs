//! `engine match` against another program speaking the line protocol (`cmd:`): the engine
//! binary itself, run as a child.
#![cfg(not(target_arch = "wasm32"))]

use std::process::Command;

/// `engine --game breakthrough match <a> alphabeta:1` for one 5x5 game: its exit status and
/// its output and errors.
fn match_against(player: &str) -> (bool, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_engine"))
        .args(["--game", "breakthrough", "match", player, "alphabeta:1"])
        .args(["--games", "1", "--cmd-go", "depth 1"])
        .args(["--start", "BBBBB/BBBBB/5/WWWWW/WWWWW w"])
        .output()
        .expect("the engine runs");
    let text = String::from_utf8_lossy(&output.stdout) + String::from_utf8_lossy(&output.stderr);
    (output.status.success(), text.into_owned())
}

#[test]
fn a_command_player_plays_a_whole_game() {
    let engine = env!("CARGO_BIN_EXE_engine");
    let (ok, text) = match_against(&format!("cmd:{engine} --game breakthrough"));
    assert!(ok, "{text}");
    assert!(text.contains(" vs alphabeta:1: "), "{text}");
}

#[test]
fn a_command_player_of_another_game_is_named_with_its_answer() {
    // Started without `--game`, the child plays Breakthru and answers with a Breakthru move.
    let (ok, text) = match_against(&format!("cmd:{}", env!("CARGO_BIN_EXE_engine")));
    assert!(!ok, "{text}");
    assert!(text.contains("the command player answered '"), "{text}");
    assert!(text.contains("does it play this game?"), "{text}");
}
