//! The handler's answers: thinking, placing, bad games, solved boards and weak levels.

use super::*;
use crate::rules::breakthrough::AnyPosition;
use crate::rules::breakthru::Position;

#[test]
fn thinks_and_reports_progress() {
    let mut handler = Handler::new(Box::new(|_| None));
    let mut responses = Vec::new();
    let request = Request::Think {
        id: 1,
        game: GameId::default(),
        start: Position::standard().to_bfn(),
        actions: vec!["e4-e3".into()],
        limits: Limits::depth(2),
        blunder_rate: 0.0,
        seed: 1,
    };
    handler.handle(request, &|| 0.0, &mut |r| responses.push(r));
    assert!(matches!(
        responses.first(),
        Some(Response::Progress { id: 1, .. })
    ));
    let Some(Response::Turn { actions, .. }) = responses.last() else {
        panic!("{responses:?}")
    };
    assert_eq!(actions.len(), 1, "the second move of Gold's turn");
}

#[test]
fn places_silver_around_gold_and_refuses_bad_escorts() {
    let mut handler = Handler::new(Box::new(|_| None));
    let mut responses = Vec::new();
    let escorts: Vec<String> = GoldPreset::Diamond
        .escorts()
        .iter()
        .map(|s| s.to_string())
        .collect();
    let request = Request::Place {
        id: 3,
        side: Side::Silver,
        escorts: escorts.clone(),
        level: Level::Club,
        seed: 5,
    };
    handler.handle(request, &|| 0.0, &mut |r| responses.push(r));
    let [Response::Placed { id: 3, squares }] = responses.as_slice() else {
        panic!("{responses:?}")
    };
    let ships: Bitboard = squares
        .iter()
        .map(|s| s.parse::<Square>().unwrap())
        .collect();
    let setup = Setup {
        ships,
        ..Setup::gold_preset(GoldPreset::Diamond)
    };
    assert_eq!(setup.check_start(), Ok(()));
    responses.clear();
    let mut bad = escorts;
    bad[0] = "a1".into();
    let request = Request::Place {
        id: 3,
        side: Side::Silver,
        escorts: bad,
        level: Level::Club,
        seed: 5,
    };
    handler.handle(request, &|| 0.0, &mut |r| responses.push(r));
    assert!(matches!(
        responses.as_slice(),
        [Response::Error { id: 3, .. }]
    ));
}

#[test]
fn bad_games_get_an_error() {
    let mut handler = Handler::new(Box::new(|_| None));
    let mut responses = Vec::new();
    let request = Request::Think {
        id: 2,
        game: GameId::default(),
        start: Position::standard().to_bfn(),
        actions: vec!["f6-f11".into()],
        limits: Limits::depth(1),
        blunder_rate: 0.0,
        seed: 1,
    };
    handler.handle(request, &|| 0.0, &mut |r| responses.push(r));
    let [Response::Error { id: 2, message }] = responses.as_slice() else {
        panic!("{responses:?}")
    };
    assert!(message.contains("f6-f11"), "{message}");
}

#[test]
fn plays_breakthrough_of_any_size() {
    let mut handler = Handler::new(Box::new(|_| None));
    for start in [
        "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w",
        // 7x5: a board without a table (those are played by their proofs, below).
        "BBBBB/BBBBB/5/5/5/WWWWW/WWWWW b",
    ] {
        let mut responses = Vec::new();
        let request = Request::Think {
            id: 4,
            game: "breakthrough".parse().unwrap(),
            start: start.into(),
            actions: vec![],
            limits: Limits::depth(3),
            blunder_rate: 0.0,
            seed: 1,
        };
        handler.handle(request, &|| 0.0, &mut |r| responses.push(r));
        let Some(Response::Turn { actions, .. }) = responses.last() else {
            panic!("{responses:?}")
        };
        let replay = Replay::<AnyPosition>::from_texts(start, actions.iter().map(String::as_str));
        assert!(replay.is_ok(), "{actions:?}");
        assert_eq!(actions.len(), 1);
    }
}

/// A handler that reads the repository's solved tables, counting the reads.
fn with_tables(reads: std::rc::Rc<std::cell::Cell<u32>>) -> Handler {
    Handler::new(Box::new(move |path| {
        reads.set(reads.get() + 1);
        std::fs::read_to_string(format!("public/{path}")).ok()
    }))
}

fn think_5x5(handler: &mut Handler, start: &str, blunder_rate: f64) -> Vec<Response> {
    think_5x5_within(handler, start, blunder_rate, Limits::depth(2))
}

/// The responses to a request to think about `start` within `limits`, on a clock that
/// stands still at 0 ms.
fn think_5x5_within(
    handler: &mut Handler,
    start: &str,
    blunder_rate: f64,
    limits: Limits,
) -> Vec<Response> {
    let mut responses = Vec::new();
    let request = Request::Think {
        id: 5,
        game: "breakthrough".parse().unwrap(),
        start: start.into(),
        actions: vec![],
        limits,
        blunder_rate,
        seed: 1,
    };
    handler.handle(request, &|| 0.0, &mut |r| responses.push(r));
    responses
}

#[test]
fn a_solved_board_is_played_from_its_table_read_once() {
    let reads = std::rc::Rc::new(std::cell::Cell::new(0));
    let mut handler = with_tables(reads.clone());
    let table = std::fs::read_to_string("public/solved/breakthrough-5x5.txt").unwrap();
    for start in [
        "BBBBB/BBBBB/5/WWWWW/WWWWW w",
        "1BBBB/BBBBB/1W3/WW1WW/WWWWW w",
    ] {
        let entry = crate::bot::solved::look_up(&table, start).unwrap();
        let responses = think_5x5(&mut handler, start, 0.0);
        let [Response::Progress {
            score: line_score,
            line,
            ..
        }, Response::Turn { actions, score, .. }] = responses.as_slice()
        else {
            panic!("{responses:?}")
        };
        assert_eq!(actions, &[entry.best.to_string()]);
        assert_eq!((line, Some(*line_score)), (actions, *score));
        let proven = Score::Proven {
            wins: entry.wins,
            plies: entry.plies,
        };
        assert_eq!(*score, Some(proven));
    }
    assert_eq!(reads.get(), 1, "the table is read once");
    // A level that blunders searches as before; so does another board.
    let searched = think_5x5(&mut handler, "BBBBB/BBBBB/5/WWWWW/WWWWW w", 0.25);
    assert!(
        matches!(searched.last(), Some(Response::Turn { depth: 2, .. })),
        "{searched:?}"
    );
    let six = think_5x5(&mut handler, "BBBBBB/BBBBBB/6/6/WWWWWW/WWWWWW w", 0.0);
    assert!(
        matches!(six.last(), Some(Response::Turn { depth: 2, .. })),
        "{six:?}"
    );
    assert_eq!(reads.get(), 1);
}

#[test]
fn a_position_off_the_table_is_proven_live_or_searched() {
    let mut handler = with_tables(Default::default());
    // Black's far runner on d2 wins at once; not in the table.
    let responses = think_5x5(&mut handler, "1B3/5/2W2/3B1/W4 b", 0.0);
    let Some(Response::Turn { actions, score, .. }) = responses.last() else {
        panic!("{responses:?}")
    };
    assert_eq!(score.map(|s| s.to_string()).as_deref(), Some("win in 1"));
    assert!(actions[0].starts_with("d2"), "{actions:?}");
    // Without its table (offline, never cached) the board is still proven live.
    let mut offline = Handler::new(Box::new(|_| None));
    let responses = think_5x5(&mut offline, "1B3/5/2W2/3B1/W4 b", 0.0);
    assert!(
        matches!(responses.last(), Some(Response::Turn { score: Some(s), .. }) if s.to_string() == "win in 1")
    );
}

#[test]
fn just_past_the_table_its_winning_move_is_said_to_have_won() {
    // A table that has White win from the start with a2-a3; after it, a live proof
    // cannot finish on a clock that passes 10 s at each look.
    let start = "BBBBB/BBBBB/5/WWWWW/WWWWW w";
    let table = format!("{start} win 15 a2-a3\n");
    let mut handler = Handler::new(Box::new(move |_| Some(table.clone())));
    let now = std::cell::Cell::new(0.0);
    let clock = || {
        now.set(now.get() + 10_000.0);
        now.get()
    };
    let mut think_after = |action: &str| {
        let mut responses = Vec::new();
        let request = Request::Think {
            id: 6,
            game: "breakthrough".parse().unwrap(),
            start: start.into(),
            actions: vec![action.into()],
            limits: Limits::depth(2),
            blunder_rate: 0.0,
            seed: 1,
        };
        handler.handle(request, &clock, &mut |r| responses.push(r));
        responses
    };
    // Black has lost, and the search finds its move: its scores say so.
    let responses = think_after("a2-a3");
    let Some(Response::Turn { score, depth, .. }) = responses.last() else {
        panic!("{responses:?}")
    };
    let lost = Score::Proven {
        wins: false,
        plies: Some(14),
    };
    assert_eq!((*score, *depth), (Some(lost), 2));
    assert!(responses.iter().all(|response| match response {
        Response::Progress { score, .. } => *score == lost,
        _ => true,
    }));
    // After another move the search's own score stands.
    let responses = think_after("b2-b3");
    assert!(
        matches!(
            responses.last(),
            Some(Response::Turn {
                score: Some(Score::Eval(_)),
                ..
            })
        ),
        "{responses:?}"
    );
}

#[test]
fn a_turn_played_worse_on_purpose_has_no_score() {
    let mut handler = Handler::new(Box::new(|_| None));
    let start = "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w";
    let mut unscored = 0;
    for seed in 1..=12 {
        let mut responses = Vec::new();
        let request = Request::Think {
            id: 8,
            game: "breakthrough".parse().unwrap(),
            start: start.into(),
            actions: vec![],
            limits: Limits::depth(2),
            blunder_rate: 1.0,
            seed,
        };
        handler.handle(request, &|| 0.0, &mut |r| responses.push(r));
        let searched = responses.iter().rev().find_map(|r| match r {
            Response::Progress { line, .. } => line.first().cloned(),
            _ => None,
        });
        let Some(Response::Turn { actions, score, .. }) = responses.last() else {
            panic!("{responses:?}")
        };
        let played_best = actions.first() == searched.as_ref();
        assert_eq!(score.is_some(), played_best, "{responses:?}");
        unscored += usize::from(score.is_none());
    }
    assert!(unscored > 0, "a random turn is rarely the best");
}

#[test]
fn a_live_proof_has_its_own_time_whatever_the_request_allows() {
    let mut handler = with_tables(Default::default());
    // White wins in 11 plies, off the table, proven in some 15,000 nodes; the request
    // allows no time at all. A proven answer is one of depth 0, a search's of 1 or more.
    let position = "BBBBB/BB1BB/1W1B1/WW1WW/WWWWW w";
    let responses = think_5x5_within(&mut handler, position, 0.0, Limits::movetime(0.0));
    assert!(
        matches!(responses.last(), Some(Response::Turn { score: Some(s), depth: 0, .. }) if s.to_string() == "win in 11"),
        "{responses:?}"
    );
}
