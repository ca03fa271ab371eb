//! The `engine` line protocol, driven through its session with captured output.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use breakthru::rules::breakthru::{Action, Position, Record, Setup, CENTRAL_AREA};

fn run(script: &str) -> Vec<String> {
    common::protocol::run::<Position>(script)
}

fn bestmove(lines: &[String]) -> Vec<Action> {
    let line = lines
        .iter()
        .find(|l| l.starts_with("bestmove "))
        .expect("a bestmove line");
    line["bestmove ".len()..]
        .split_whitespace()
        .map(|a| a.parse().unwrap())
        .collect()
}

#[test]
fn go_answers_a_whole_legal_turn_with_info_lines() {
    let lines = run("position startpos moves e4-e3 g4-g3 d2-d1 e2-e1\ngo depth 3\nisready\nquit\n");
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 3 score ")),
        "{lines:?}"
    );
    assert_eq!(lines.last().map(String::as_str), Some("readyok"));
    let mut record = Record::new(Position::standard());
    for text in ["e4-e3", "g4-g3", "d2-d1", "e2-e1"] {
        record.play(text.parse().unwrap()).unwrap();
    }
    let side = record.position().side();
    let turn = bestmove(&lines);
    for action in &turn {
        assert_eq!(record.position().side(), side, "the turn is one side's");
        record.play(*action).unwrap();
    }
    assert_ne!(record.position().side(), side, "the whole turn was given");
}

#[test]
fn go_from_a_bfn_position_mid_turn_gives_the_second_move() {
    let bfn = "11/3SSSSS3/11/1S2EEE2S1/1S1E3E1S1/1S1E1F1E1S1/1S1E3E1S1/1S2EEE2S1/11/3SSSSS3/11 g -";
    let lines = run(&format!(
        "position bfn {bfn} moves e4-e3\ngo nodes 5000\nquit\n"
    ));
    let turn = bestmove(&lines);
    assert_eq!(turn.len(), 1);
    assert_ne!(turn[0].from(), "e3".parse().unwrap());
}

#[test]
fn errors_are_reported_and_the_session_goes_on() {
    let lines = run("position startpos moves f6-f11\nposition bfn nonsense\nfly\nisready\nquit\n");
    assert!(lines[0].starts_with("error f6-f11"), "{lines:?}");
    assert!(lines[1].starts_with("error "), "{lines:?}");
    assert!(lines[2].contains("unknown command 'fly'"), "{lines:?}");
    assert_eq!(lines[3], "readyok");
}

#[test]
fn a_depth_beyond_u32_is_refused_not_wrapped() {
    let lines = run("go depth 4294967297\nisready\nquit\n");
    assert!(lines[0].contains("not a depth"), "{lines:?}");
    assert_eq!(lines.last().map(String::as_str), Some("readyok"));
}

#[test]
fn setup_places_valid_fleets() {
    let empty = "11/11/11/11/11/11/11/11/11/11/11 g -";
    let lines = run(&format!("position bfn {empty}\nsetup gold\nquit\n"));
    let escorts: Vec<String> = lines[0]
        .strip_prefix("setup ")
        .unwrap()
        .split(' ')
        .map(str::to_string)
        .collect();
    assert_eq!(escorts.len(), 12);
    let gold = Setup {
        escorts: escorts.iter().map(|s| s.parse().unwrap()).collect(),
        ..Setup::gold_preset(breakthru::rules::breakthru::GoldPreset::Walls)
    };
    assert_eq!(gold.check_gold_start(), Ok(()));
    assert!(gold.escorts.iter().all(|s| CENTRAL_AREA.contains(s)));

    let gold_bfn = Position::from_setup(&gold).unwrap().to_bfn();
    let lines = run(&format!("position bfn {gold_bfn}\nsetup silver\nquit\n"));
    let ships = lines[0].strip_prefix("setup ").unwrap();
    let setup = Setup {
        ships: ships.split(' ').map(|s| s.parse().unwrap()).collect(),
        ..gold
    };
    assert_eq!(setup.check_start(), Ok(()));
}
