//! Component tests in headless Chromium (wasm-bindgen-test).
#![cfg(target_arch = "wasm32")]

use breakthru::rules::breakthrough::{Side, Size};
use breakthru::rules::breakthru::{Bitboard, Piece, Position, SetupEditor};
use breakthru::ui::board::pieces::drawn;
use breakthru::ui::board::{Board, Geometry};
use breakthru::ui::breakthrough::BreakthroughTable;
use breakthru::ui::breakthru::{geometry, tokens, SetupBoard, Tray};
use breakthru::ui::game::Table;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn new_parent() -> web_sys::HtmlElement {
    let document = web_sys::window().unwrap().document().unwrap();
    let parent: web_sys::HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&parent).unwrap();
    parent
}

fn mount_board(flipped: bool, coordinates: bool) -> web_sys::HtmlElement {
    let position = Position::standard();
    let pieces = drawn(geometry(), &tokens(|s| position.piece_at(s)), flipped);
    mount_any_board(geometry(), pieces, flipped, coordinates)
}

fn mount_any_board(
    shape: Geometry,
    pieces: Vec<breakthru::ui::board::DrawnPiece>,
    flipped: bool,
    coordinates: bool,
) -> web_sys::HtmlElement {
    let parent = new_parent();
    leptos::mount::mount_to(parent.clone(), move || {
        view! { <Board geometry=Signal::stored(shape) pieces=Signal::derive(move || pieces.clone())
        flipped=Signal::derive(move || flipped) coordinates=Signal::derive(move || coordinates) /> }
    })
    .forget();
    parent
}

#[wasm_bindgen_test]
fn board_draws_a_16_by_16_breakthrough_game() {
    let table = BreakthroughTable::new(Size::new(16, 16).unwrap(), Side::White);
    let pieces = drawn(table.geometry(), &table.tokens_at(0), false);
    let parent = mount_any_board(table.geometry(), pieces, false, true);
    assert_eq!(parent.query_selector_all(".square").unwrap().length(), 256);
    assert_eq!(
        parent
            .query_selector_all("[data-piece=white]")
            .unwrap()
            .length(),
        32
    );
    assert_eq!(
        parent.query_selector_all(".coordinate").unwrap().length(),
        32
    );
    let p16 = parent
        .query_selector("[data-square=p16] circle")
        .unwrap()
        .unwrap();
    assert_eq!(p16.get_attribute("cx").as_deref(), Some("15.5"));
    assert_eq!(p16.get_attribute("cy").as_deref(), Some("0.5"));
}

#[wasm_bindgen_test]
fn board_draws_the_standard_position() {
    let parent = mount_board(false, true);
    let pieces = parent.query_selector_all("[data-testid=piece]").unwrap();
    assert_eq!(pieces.length(), 33);
    let flagship = parent
        .query_selector("[data-piece=flagship]")
        .unwrap()
        .unwrap();
    assert_eq!(flagship.get_attribute("data-square").as_deref(), Some("f6"));
    assert_eq!(parent.query_selector_all(".square").unwrap().length(), 121);
}

#[wasm_bindgen_test]
fn flipped_board_puts_a1_top_right() {
    let parent = mount_board(true, true);
    let d2 = parent
        .query_selector("[data-square=d2] circle")
        .unwrap()
        .unwrap();
    assert_eq!(d2.get_attribute("cx").as_deref(), Some("7.5"));
    assert_eq!(d2.get_attribute("cy").as_deref(), Some("1.5"));
}

#[wasm_bindgen_test]
fn coordinates_can_be_hidden() {
    let shown = mount_board(false, true);
    assert_eq!(
        shown.query_selector_all(".coordinate").unwrap().length(),
        22
    );
    let hidden = mount_board(false, false);
    assert_eq!(
        hidden.query_selector_all(".coordinate").unwrap().length(),
        0
    );
}

#[wasm_bindgen_test]
fn setup_board_shows_the_zone_and_the_tray() {
    let parent = new_parent();
    let editor = SetupEditor::new();
    let drawn = drawn(geometry(), &tokens(|s| editor.setup().piece_at(s)), false);
    let zone = editor.zone();
    leptos::mount::mount_to(parent.clone(), move || {
        view! { <SetupBoard pieces=Signal::derive(move || drawn.clone()) flipped=false coordinates=true
            zone=zone movable=Bitboard::EMPTY
            tray=Some(Tray { piece: Piece::Escort, left: 12 }) refused=None
            on_drop=Callback::new(|_| {}) on_tap=Callback::new(|_| {}) /> }
    })
    .forget();
    assert_eq!(
        parent.query_selector_all(".square.zone").unwrap().length(),
        24
    );
    assert_eq!(
        parent
            .query_selector_all("[data-testid=piece]")
            .unwrap()
            .length(),
        1
    );
    let tray = parent
        .query_selector("[data-testid=tray]")
        .unwrap()
        .unwrap();
    assert_eq!(tray.get_attribute("data-left").as_deref(), Some("12"));
}

#[wasm_bindgen_test]
fn the_ai_searches_in_wasm() {
    use breakthru::ai::{Limits, Searcher, StopFlag};
    let mut searcher = Searcher::new(4);
    let clock = || 0.0;
    let report = searcher.search(
        &Position::standard(),
        &[],
        Limits::depth(3),
        &clock,
        &StopFlag::new(),
        &mut |_| {},
    );
    assert_eq!(report.depth, 3);
    assert!(report.best().is_some());
}

#[wasm_bindgen_test]
fn the_search_benchmark_runs_in_wasm() {
    let result =
        breakthru::bot::bench::search_benchmark::<breakthru::rules::breakthru::Position>(&|| 0.0);
    assert!(result.nodes > 0);
}

#[wasm_bindgen_test]
fn the_worker_handler_plays_breakthrough_in_wasm() {
    use breakthru::ai::Limits;
    use breakthru::core::Replay;
    use breakthru::rules::breakthrough::AnyPosition;
    use breakthru::rules::GameId;
    use breakthru::worker::handler::Handler;
    use breakthru::worker::protocol::{Request, Response};
    let start = "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w";
    let request = Request::from_json(
        &Request::Think {
            id: 9,
            game: GameId::Breakthrough,
            start: start.into(),
            actions: vec!["b2-b3".into(), "g7-g6".into()],
            limits: Limits::depth(4),
            blunder_rate: 0.0,
            seed: 1,
        }
        .to_json(),
    )
    .unwrap();
    let mut responses = Vec::new();
    let no_files = Box::new(|_: &str| None);
    Handler::new(no_files).handle(request, &|| js_sys::Date::now(), &mut |r| responses.push(r));
    let Some(Response::Turn { id: 9, actions, .. }) = responses.last() else {
        panic!("{responses:?}")
    };
    let played = ["b2-b3", "g7-g6"]
        .into_iter()
        .chain(actions.iter().map(String::as_str));
    assert!(
        Replay::<AnyPosition>::from_texts(start, played).is_ok(),
        "{actions:?}"
    );
}

#[wasm_bindgen_test]
fn the_worker_handler_plays_breakthrough9x5_in_wasm() {
    use breakthru::ai::Limits;
    use breakthru::core::Replay;
    use breakthru::rules::breakthrough9x5::Position;
    use breakthru::rules::GameId;
    use breakthru::worker::handler::Handler;
    use breakthru::worker::protocol::{Request, Response};
    let start = "BBBBB/BBBBB/5/5/5/5/5/WWWWW/WWWWW w";
    let request = Request::from_json(
        &Request::Think {
            id: 5,
            game: GameId::Breakthrough9x5,
            start: start.into(),
            actions: vec!["b2-a1".into(), "pass".into()],
            limits: Limits::depth(3),
            blunder_rate: 0.0,
            seed: 1,
        }
        .to_json(),
    )
    .unwrap();
    let mut responses = Vec::new();
    let no_files = Box::new(|_: &str| None);
    Handler::new(no_files).handle(request, &|| js_sys::Date::now(), &mut |r| responses.push(r));
    let Some(Response::Turn { id: 5, actions, .. }) = responses.last() else {
        panic!("{responses:?}")
    };
    let played = ["b2-a1", "pass"]
        .into_iter()
        .chain(actions.iter().map(String::as_str));
    assert!(
        Replay::<Position>::from_texts(start, played).is_ok(),
        "{actions:?}"
    );
}
