//! Fuzzes the worker's messages: `Request::from_json` (the worker's parser) and
//! `Response::from_text` (the app's). An accepted message writes back to text that parses
//! equal. Accepted `Ping` and `Think` requests also go through the worker's `Handler`
//! (thinking to depth 1): it answers with the request's id, and a turn it plays is legal
//! and completes the side's turn.
#![no_main]

use breakthru::ai::Limits;
use breakthru::rules::breakthru::{Position, Record};
use breakthru::worker::handler::Handler;
use breakthru::worker::protocol::{Request, Response};
use libfuzzer_sys::fuzz_target;
use std::cell::RefCell;

thread_local! {
    // One handler for the whole run: its transposition table is large to allocate.
    static HANDLER: RefCell<Handler> = RefCell::new(Handler::default());
}

/// The game of a `Think` request, if its start and actions are valid.
fn game(start: &str, actions: &[String]) -> Option<Record> {
    let mut record = Record::new(Position::from_bfn(start).ok()?);
    for text in actions {
        record.play(text.parse().ok()?).ok()?;
    }
    Some(record)
}

/// Checks the worker's answers to an accepted request.
fn check_answers(mut request: Request) {
    if let Request::Think { limits, .. } = &mut request {
        *limits = Limits::depth(1);
    }
    let (id, game) = match &request {
        Request::Ping { id } => (*id, None),
        Request::Think {
            id, start, actions, ..
        } => (*id, Some(game(start, actions))),
        // Benchmarks and placements search for seconds; their parsing is checked above.
        Request::Bench { .. } | Request::Place { .. } => return,
    };
    let mut answers = Vec::new();
    HANDLER.with(|h| {
        h.borrow_mut()
            .handle(request, &|| 0.0, &mut |r| answers.push(r))
    });
    let last = answers.pop().expect("every request is answered");
    assert!(
        answers
            .iter()
            .all(|r| matches!(r, Response::Progress { id: i, .. } if *i == id)),
        "{answers:?}"
    );
    match (last, game) {
        (Response::Pong { id: i, .. }, None) => assert_eq!(i, id),
        (Response::Error { id: i, .. }, Some(None)) => assert_eq!(i, id),
        (Response::Turn { id: i, actions, .. }, Some(Some(mut record))) => {
            assert_eq!(i, id);
            let side = record.position().side();
            for text in &actions {
                let action = text.parse().expect("the worker writes notation");
                record.play(action).expect("the worker plays legal actions");
            }
            let over = record.ending().is_some();
            assert!(
                over || record.position().side() != side,
                "the turn is complete: {actions:?}"
            );
        }
        (last, game) => panic!("{last:?} answers a request whose game is {game:?}"),
    }
}

fuzz_target!(|text: &str| {
    if let Ok(request) = Request::from_json(text) {
        let json = request.to_json();
        assert_eq!(Request::from_json(&json).as_ref(), Ok(&request), "{json}");
        check_answers(request);
    }
    if let Ok(response) = Response::from_text(text) {
        let line = response.to_text();
        assert_eq!(Response::from_text(&line).as_ref(), Ok(&response), "{line}");
    }
});
