//! Component tests in headless Chromium (wasm-bindgen-test).
#![cfg(target_arch = "wasm32")]

use breakthru::rules::breakthru::Position;
use breakthru::ui::view_model::pieces;
use breakthru::ui::Board;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn mount_board(flipped: bool) -> web_sys::HtmlElement {
    let document = web_sys::window().unwrap().document().unwrap();
    let parent: web_sys::HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&parent).unwrap();
    let drawn = pieces(&Position::standard(), flipped);
    leptos::mount::mount_to(parent.clone(), move || {
        view! { <Board pieces=Signal::derive(move || drawn.clone()) flipped=Signal::derive(move || flipped) /> }
    })
    .forget();
    parent
}

#[wasm_bindgen_test]
fn board_draws_the_standard_position() {
    let parent = mount_board(false);
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
    let parent = mount_board(true);
    let d2 = parent
        .query_selector("[data-square=d2] circle")
        .unwrap()
        .unwrap();
    assert_eq!(d2.get_attribute("cx").as_deref(), Some("7.5"));
    assert_eq!(d2.get_attribute("cy").as_deref(), Some("1.5"));
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
    let result = breakthru::bot::bench::search_benchmark(&|| 0.0);
    assert!(result.nodes > 0);
}
