//! Fuzzes the `engine` command's line protocol, one command per input line. `position`
//! lines go through `parse_position` (an accepted game, written back as
//! `position bfn ... moves ...`, parses equal) and `go` lines through `parse_limits` (accepted
//! limits, written back, parse equal). Every line except `go` and `setup` (which search) is
//! also handled by a protocol `Session`: it answers `isready` with `readyok`, a bad command
//! with one `error` line, and anything else with nothing.
#![no_main]

use breakthru::ai::Limits;
use breakthru::engine::protocol::{parse_limits, parse_position, Output, Session};
use breakthru::rules::breakthru::{Action, Record};
use libfuzzer_sys::fuzz_target;
use std::cell::RefCell;
use std::sync::{Arc, Mutex};

thread_local! {
    // One session for the whole run (its transposition table is large), writing to `OUT`.
    static OUT: Arc<Mutex<Vec<u8>>> = Arc::default();
    static SESSION: RefCell<Session> = RefCell::new(Session::new(OUT.with(|o| o.clone() as Output)));
}

/// `record` as the words of a `position bfn ...` command, after `position`.
fn position_words(record: &Record) -> Vec<String> {
    let mut words: Vec<String> = ["bfn".to_string()]
        .into_iter()
        .chain(record.start().to_bfn().split(' ').map(String::from))
        .collect();
    if !record.actions().is_empty() {
        words.push("moves".into());
        words.extend(record.actions().iter().map(Action::to_string));
    }
    words
}

/// `limits` as the words of a `go` command, after `go` (None: not expressible so).
fn limits_words(limits: Limits) -> Option<Vec<String>> {
    let words = match limits {
        Limits {
            depth: Some(d),
            nodes: None,
            movetime_ms: None,
        } => vec!["depth".into(), d.to_string()],
        Limits {
            depth: None,
            nodes: Some(n),
            movetime_ms: None,
        } => vec!["nodes".into(), n.to_string()],
        Limits {
            depth: None,
            nodes: None,
            movetime_ms: Some(ms),
        } => vec!["movetime".into(), (ms as u64).to_string()],
        _ => return None,
    };
    Some(words)
}

fn check_parsers(words: &[&str]) {
    match words {
        ["position", rest @ ..] => {
            if let Ok(record) = parse_position(rest) {
                let again = position_words(&record);
                let again: Vec<&str> = again.iter().map(String::as_str).collect();
                assert_eq!(parse_position(&again).as_ref(), Ok(&record), "{again:?}");
            }
        }
        ["go", rest @ ..] => {
            if let Ok(limits) = parse_limits(rest) {
                let again = limits_words(limits).expect("go sets one limit");
                let again: Vec<&str> = again.iter().map(String::as_str).collect();
                assert_eq!(parse_limits(&again), Ok(limits), "{again:?}");
            }
        }
        _ => {}
    }
}

fn check_session(line: &str, words: &[&str]) {
    if matches!(words.first(), Some(&"go" | &"setup")) {
        return;
    }
    let going_on = SESSION.with(|s| s.borrow_mut().handle(line));
    assert_eq!(going_on, words != ["quit"]);
    let said = OUT.with(|o| String::from_utf8(std::mem::take(&mut *o.lock().unwrap())).unwrap());
    let lines: Vec<&str> = said.lines().collect();
    match words {
        ["isready"] => assert_eq!(lines, ["readyok"]),
        [] | ["quit"] | ["stop"] => assert!(lines.is_empty(), "{lines:?}"),
        ["position", rest @ ..] if parse_position(rest).is_ok() => {
            assert!(lines.is_empty(), "{lines:?}")
        }
        _ => assert!(
            lines.len() == 1 && lines[0].starts_with("error "),
            "{line:?} -> {lines:?}"
        ),
    }
}

fuzz_target!(|text: &str| {
    for line in text.lines() {
        let line = line.trim();
        let words: Vec<&str> = line.split_whitespace().collect();
        check_parsers(&words);
        check_session(line, &words);
    }
});
