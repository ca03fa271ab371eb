//! The Puzzles page's side panel: the set and theme, the player's rating and the puzzle's,
//! the buttons, the puzzle's link and the recent puzzles.

use super::{choosing, turns, Page};
use crate::ui::games;
use crate::ui::i18n::{tr, Text};
use crate::ui::panel::{copy_field, CopyIds};
use crate::ui::platform::browser;
use crate::ui::puzzles::sets::{self, SETS};
use crate::ui::puzzles::{texts, GameRecord, PuzzleLink, Solving, Stage};
use leptos::prelude::*;
use std::sync::Arc;

/// The test ids of the puzzle's link, its Copy button and what copying did.
const PUZZLE_LINK: CopyIds = CopyIds {
    field: "puzzle-link",
    button: "puzzle-copy",
    said: "puzzle-copied",
};

/// A set's name for people: its game's, and the board for Breakthrough ("8×8", as board
/// sizes are written everywhere).
fn set_label(set: &str) -> String {
    let game = sets::game_of(set).map_or("", |g| games::texts(g).name);
    match sets::board_of(set).and_then(|board| board.split_once('x')) {
        Some((ranks, files)) => format!("{game} {ranks}×{files}"),
        None => game.to_string(),
    }
}

/// The player's record in the chosen set's game.
fn record(page: Page) -> Option<GameRecord> {
    let game = sets::game_of(&page.set_name.get())?;
    Some(page.ratings.with(|r| r.of(game)))
}

/// The side panel of the Puzzles page.
#[component]
pub(super) fn PuzzleSide(page: Page) -> impl IntoView {
    let Page {
        state,
        solving,
        set_name,
        theme,
        ..
    } = page;
    let lang = state.lang;
    let stage = move || solving.with(|s| s.as_ref().map(Solving::stage));
    let over = move || stage() == Some(Stage::Solved);
    let rating_line = move || {
        record(page).map(|r| texts::rating_line(lang.get(), r.shown(), r.streak, r.results.len()))
    };
    let about = move || {
        solving.with(|s| {
            s.as_ref()
                .map(|s| texts::about(lang.get(), s.puzzle.rating, &s.puzzle.id))
        })
    };
    let link = move || {
        solving
            .with(|s| Some(browser::link_with_fragment(&s.as_ref()?.link().fragment())))
            .unwrap_or_default()
    };
    let themes = move || {
        let lang = lang.get();
        page.loaded.with(|l| match l {
            Some(Ok(set)) => sets::themes(set)
                .into_iter()
                .map(|t| (t.to_string(), texts::theme(lang, t)))
                .collect(),
            _ => Vec::new(),
        })
    };
    view! {
        <aside class="side-panel">
            <h1>{tr(Text::Puzzles)}</h1>
            <label>{tr(Text::PuzzleSet)}" "
                <select data-testid="puzzle-set" prop:value=move || set_name.get()
                    on:change=move |ev| { theme.set(None); set_name.set(event_target_value(&ev)) }>
                    {SETS.into_iter().map(|set| view! { <option value=set>{set_label(set)}</option> }).collect_view()}
                </select></label>
            <label>{tr(Text::Theme)}" "
                <select data-testid="puzzle-theme" on:change=move |ev| {
                    theme.set(event_target_value(&ev).parse().ok());
                    choosing::next(page);
                }>
                    <option value="">{tr(Text::AnyTheme)}</option>
                    {move || themes().into_iter().map(|(value, name)| view! { <option value=value>{name}</option> }).collect_view()}
                </select></label>
            <p data-testid="puzzle-rating">{rating_line}</p>
            <p data-testid="puzzle-about">{about}</p>
            <div class="controls">
                <button type="button" data-testid="puzzle-retry" hidden=move || stage() != Some(Stage::Wrong)
                    on:click=move |_| turns::retry(page)>{tr(Text::Retry)}</button>
                <button type="button" data-testid="puzzle-solution" hidden=move || over() || stage().is_none()
                    on:click=move |_| turns::show_solution(page)>{tr(Text::Solution)}</button>
                <button type="button" data-testid="puzzle-next" on:click=move |_| choosing::next(page)>{tr(Text::NextPuzzle)}</button>
                <button type="button" data-testid="puzzle-analyse" on:click=move |_| turns::analyse(page)>{tr(Text::Analyse)}</button>
            </div>
            {copy_field(Arc::new(link), Text::PuzzleLinkLabel, PUZZLE_LINK)}
            <h2>{tr(Text::RecentPuzzles)}</h2>
            <PuzzleHistory page=page />
        </aside>
    }
}

/// The player's recent puzzles in the chosen set's game, each a link to it.
#[component]
fn PuzzleHistory(page: Page) -> impl IntoView {
    let lang = page.state.lang;
    let history = move || {
        let lang = lang.get();
        record(page).map(|r| r.history).unwrap_or_default().into_iter().map(|played| {
            let link = PuzzleLink { set: played.set, id: played.id };
            let result = if played.solved { Text::PuzzleSolved } else { Text::PuzzleFailed };
            view! {
                <li class:solved=played.solved><a href=format!("#{}", link.fragment())>{link.id.clone()}</a>
                    " "{result.get(lang)}" · "{played.rating}</li>
            }
        }).collect_view()
    };
    let none_yet = move || record(page).is_none_or(|r| r.history.is_empty());
    view! {
        <p hidden=move || !none_yet()>{tr(Text::NoPuzzlesYet)}</p>
        <ol class="puzzle-history" data-testid="puzzle-history">{history}</ol>
    }
}
