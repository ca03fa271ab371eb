//! Fuzzes the `engine` command's line protocol, one command per input line. `position`
//! lines go through every game's `parse_position` (an accepted game, written back as
//! `position <word> ... moves ...`, parses equal) and `go` lines through `parse_limits`
//! (accepted limits, written back, parse equal). Every line except `go` and `setup` (which
//! search) is also handled by a Breakthru protocol `Session`: it answers `isready` with
//! `readyok`, a bad command with one `error` line, and anything else with nothing.

use breakthru::ai::Limits;
use breakthru::engine::protocol::{parse_limits, parse_position, Output, Session};
use breakthru::engine::ProtocolGame;
use breakthru::rules::{breakthrough, breakthrough9x5, breakthru as bt};
use std::cell::RefCell;
use std::sync::{Arc, Mutex, PoisonError};

thread_local! {
    // One session for the whole run (its transposition table is large), writing to `OUT`.
    static OUT: Arc<Mutex<Vec<u8>>> = Arc::default();
    static SESSION: RefCell<Session<bt::Position>> =
        RefCell::new(Session::new(OUT.with(|o| o.clone() as Output)));
}

/// Checks `position <rest>` read as a game `G`; true if it is one.
fn check_position<G: ProtocolGame>(rest: &[&str]) -> bool {
    let Ok(replay) = parse_position::<G>(rest) else {
        return false;
    };
    let start = replay.start().to_text();
    let mut words: Vec<String> = [G::POSITION_WORD.to_string()]
        .into_iter()
        .chain(start.split(' ').map(String::from))
        .collect();
    if !replay.actions().is_empty() {
        words.push("moves".into());
        words.extend(replay.actions().iter().map(ToString::to_string));
    }
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let again = parse_position::<G>(&words).expect("a written position parses");
    assert_eq!(again.start().to_text(), start, "{words:?}");
    assert_eq!(again.actions(), replay.actions(), "{words:?}");
    true
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

/// Checks the parsers on the words of one line; true if one accepted them.
fn check_parsers(words: &[&str]) -> bool {
    match words {
        ["position", rest @ ..] => {
            let breakthru = check_position::<bt::Position>(rest);
            let troyka = check_position::<breakthrough::AnyPosition>(rest);
            let freeling = check_position::<breakthrough9x5::Position>(rest);
            breakthru || troyka || freeling
        }
        ["go", rest @ ..] => {
            let Ok(limits) = parse_limits(rest) else {
                return false;
            };
            let again = limits_words(limits).expect("go sets one limit");
            let again: Vec<&str> = again.iter().map(String::as_str).collect();
            assert_eq!(parse_limits(&again), Ok(limits), "{again:?}");
            true
        }
        _ => false,
    }
}

/// Checks what the session answers to `line`.
fn check_session(line: &str, words: &[&str]) {
    if matches!(words.first(), Some(&"go" | &"setup")) {
        return;
    }
    let going_on = SESSION.with(|s| s.borrow_mut().handle(line));
    assert_eq!(going_on, words != ["quit"]);
    let said = OUT.with(|o| std::mem::take(&mut *o.lock().unwrap_or_else(PoisonError::into_inner)));
    let said = String::from_utf8(said).expect("the session writes text");
    let lines: Vec<&str> = said.lines().collect();
    match words {
        ["isready"] => assert_eq!(lines, ["readyok"]),
        [] | ["quit"] | ["stop"] => assert!(lines.is_empty(), "{lines:?}"),
        ["position", rest @ ..] if parse_position::<bt::Position>(rest).is_ok() => {
            assert!(lines.is_empty(), "{lines:?}")
        }
        _ => assert!(
            lines.len() == 1 && lines[0].starts_with("error "),
            "{line:?} -> {lines:?}"
        ),
    }
}

/// Checks one input, line by line; true if a parser accepted one of its lines.
pub fn run(text: &str) -> bool {
    let mut accepted = false;
    for line in text.lines() {
        let line = line.trim();
        let words: Vec<&str> = line.split_whitespace().collect();
        accepted |= check_parsers(&words);
        check_session(line, &words);
    }
    accepted
}
