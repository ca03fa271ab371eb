//! Fuzzes the worker's messages: `Request::from_json` (the worker's parser) and
//! `Response::from_text` (the app's). An accepted message writes back to text that parses
//! equal. Accepted `Ping` and `Think` requests also go through the worker's `Handler`
//! (thinking to depth 1): it answers with the request's id, and a turn it plays is legal
//! and completes the side's turn; a game the app refuses gets an error or no turn.

use breakthru::ai::Limits;
use breakthru::rules::GameId;
use breakthru::ui::game::Table;
use breakthru::ui::games;
use breakthru::worker::handler::Handler;
use breakthru::worker::protocol::{Request, Response};
use std::cell::{Cell, RefCell};

thread_local! {
    // A handler per game for the whole run: a handler's table is large to allocate, and it
    // makes a new one whenever the game changes. They have no solved tables: on a solved
    // board they prove live, against the clock below.
    static HANDLERS: [RefCell<Handler>; 3] =
        std::array::from_fn(|_| RefCell::new(Handler::new(Box::new(|_| None))));
}

/// The index of the handler for `request`.
fn handler_of(request: &Request) -> usize {
    let game = match request {
        Request::Think { game, .. } | Request::Bench { game, .. } => *game,
        Request::Ping { .. } | Request::Place { .. } => GameId::default(),
    };
    GameId::ALL
        .iter()
        .position(|g| *g == game)
        .expect("every game has a handler")
}

/// The game of a `Think` request as the app opens it, if it does.
fn game(request: &Request) -> Option<Box<dyn Table>> {
    let Request::Think {
        game,
        start,
        actions,
        ..
    } = request
    else {
        return None;
    };
    let actions: Vec<&str> = actions.iter().map(String::as_str).collect();
    games::open(*game, start, &actions).ok()
}

/// Checks that the actions of the worker's `Turn` answer complete the turn of `table`.
fn check_turn(mut table: Box<dyn Table>, actions: &[String]) {
    let seat = table.seat_to_move();
    for text in actions {
        let played = table.play(text);
        assert!(
            played.is_ok(),
            "the worker plays legal actions: {text} {played:?}"
        );
    }
    let over = table.is_over();
    assert!(
        over || table.seat_to_move() != seat,
        "the turn is complete: {actions:?}"
    );
}

/// Checks the worker's answers to an accepted request.
fn check_answers(mut request: Request) {
    if let Request::Think { limits, .. } = &mut request {
        *limits = Limits::depth(1);
    }
    let id = match &request {
        Request::Ping { id } | Request::Think { id, .. } => *id,
        // Benchmarks and placements search for seconds; their parsing is checked above.
        Request::Bench { .. } | Request::Place { .. } => return,
    };
    let table = game(&request);
    let is_think = matches!(request, Request::Think { .. });
    // A clock a second further on at each look: live proofs stop at their first check.
    let now = Cell::new(0.0);
    let clock = || {
        now.set(now.get() + 1_000.0);
        now.get()
    };
    let mut answers = Vec::new();
    let index = handler_of(&request);
    HANDLERS.with(|h| {
        h[index]
            .borrow_mut()
            .handle(request, &clock, &mut |r| answers.push(r))
    });
    let last = answers.pop().expect("every request is answered");
    let progress = |r: &Response| matches!(r, Response::Progress { id: i, .. } if *i == id);
    assert!(answers.iter().all(progress), "{answers:?}");
    match (last, table) {
        (Response::Pong { id: i, .. }, _) if !is_think => assert_eq!(i, id),
        (Response::Error { id: i, .. }, None) if is_think => assert_eq!(i, id),
        (Response::Turn { id: i, actions, .. }, Some(table)) => {
            assert_eq!(i, id);
            check_turn(table, &actions);
        }
        // A game the rules read but the app refuses to open (Breakthru without its
        // flagship, already lost) is over: no turn to play.
        (Response::Turn { id: i, actions, .. }, None) if is_think => {
            assert!(
                i == id && actions.is_empty(),
                "{actions:?} in a game the app refuses"
            );
        }
        (last, table) => panic!(
            "{last:?} answers a request the app opens: {}",
            table.is_some()
        ),
    }
}

/// Checks one input; true if it is a request or a response.
pub fn run(text: &str) -> bool {
    let request = Request::from_json(text);
    if let Ok(request) = &request {
        let json = request.to_json();
        assert_eq!(Request::from_json(&json).as_ref(), Ok(request), "{json}");
        check_answers(request.clone());
    }
    let response = Response::from_text(text);
    if let Ok(response) = &response {
        let line = response.to_text();
        assert_eq!(Response::from_text(&line).as_ref(), Ok(response), "{line}");
    }
    request.is_ok() || response.is_ok()
}
