//! Which puzzle the page opens: the set's file is fetched when the set is chosen, then the
//! puzzle a link names, else the one left on the board, else the set's current one, else
//! the next one to offer.

use super::{turns, Page};
use crate::puzzle::{Puzzle, PuzzleSet};
use crate::ui::app::notice::Notice;
use crate::ui::app::state::AppState;
use crate::ui::board::Choice;
use crate::ui::games;
use crate::ui::platform::{browser, fetch};
use crate::ui::puzzles::{next_puzzle, sets, LinkError, PuzzleLink, Said, Solving};
use leptos::prelude::*;
use std::sync::Arc;

/// The set and puzzle a link names, or its error told in a notice.
pub(super) fn read_link(state: AppState, fragment: Option<String>) -> Option<PuzzleLink> {
    match PuzzleLink::parse(&fragment?)? {
        Ok(link) => Some(link),
        Err(error) => {
            state
                .notice
                .set(Some(Notice::BadPuzzleLink(Arc::new(error))));
            None
        }
    }
}

/// Follows puzzle links in the address, fetches the chosen set and opens its puzzle.
pub(super) fn follow(page: Page) {
    let Page {
        state,
        wanted,
        set_name,
        ..
    } = page;
    let handle = window_event_listener(leptos::ev::hashchange, move |_| {
        if let Some(link) = read_link(state, browser::fragment()) {
            set_name.set(link.set.clone());
            wanted.set(Some(link));
        }
    });
    on_cleanup(move || handle.remove());
    Effect::new(move |_| fetch_set(page));
    Effect::new(move |_| {
        wanted.track();
        if page.loaded.with(|l| matches!(l, Some(Ok(_)))) {
            open_chosen(page);
        }
    });
}

/// Fetches the chosen set (again when the player asks) and reads it.
fn fetch_set(page: Page) {
    let Page {
        set_name, loaded, ..
    } = page;
    let set = set_name.get();
    page.attempt.track();
    loaded.set(None);
    page.ratings.update(|r| r.last_set = Some(set.clone()));
    leptos::task::spawn_local(async move {
        let read = match fetch::text(&sets::file(&set)).await {
            None => Err(None),
            Some(text) => PuzzleSet::parse(&text).map_err(|e| Some(e.to_string())),
        };
        if set_name.get_untracked() == set {
            loaded.set(Some(read));
        }
    });
}

/// Once the set is loaded: the puzzle a link asked for, else the one on the board, else
/// the set's current one, else the next one.
fn open_chosen(page: Page) {
    let set = page.set_name.get_untracked();
    let on_board = page
        .solving
        .with_untracked(|s| s.as_ref().filter(|s| s.set == set).map(Solving::link));
    let asked = page.wanted.get_untracked().filter(|link| link.set == set);
    if asked.is_some() {
        page.wanted.set(None);
    }
    match asked {
        Some(link) if Some(&link) != on_board.as_ref() => {
            if !open_id(page, &link.id) {
                let state = page.state;
                let error = LinkError::NoPuzzle(link.id);
                state
                    .notice
                    .set(Some(Notice::BadPuzzleLink(Arc::new(error))));
                next(page);
            }
        }
        _ => match on_board {
            Some(link) => browser::replace_fragment(&format!("#{}", link.fragment())),
            None => {
                let left = page
                    .ratings
                    .with_untracked(|r| r.current(&set).map(str::to_string));
                if !left.is_some_and(|id| open_id(page, &id)) {
                    next(page);
                }
            }
        },
    }
}

/// Opens puzzle `id` of the loaded set, if it has one.
fn open_id(page: Page, id: &str) -> bool {
    let found = page
        .loaded
        .with_untracked(|l| l.as_ref()?.as_ref().ok()?.find(id).cloned());
    found.map(|puzzle| start(page, puzzle)).is_some()
}

/// Opens the next puzzle to offer in the loaded set.
pub(super) fn next(page: Page) {
    let current = page
        .solving
        .with_untracked(|s| s.as_ref().map(|s| s.puzzle.id.clone()));
    let chosen = page.loaded.with_untracked(|l| {
        let set = l.as_ref()?.as_ref().ok()?;
        let record = page.ratings.with_untracked(|r| r.of(set.game));
        let theme = page.theme.get_untracked();
        next_puzzle(set, theme, &record, current.as_deref(), browser::random()).cloned()
    });
    if let Some(puzzle) = chosen {
        start(page, puzzle);
    }
}

/// Opens `puzzle` of the chosen set on the board, as the set's current puzzle.
fn start(page: Page, puzzle: Puzzle) {
    let set = page.set_name.get_untracked();
    let Some(game) = sets::game_of(&set) else {
        return;
    };
    match Solving::open(&set, puzzle, game, games::open) {
        Ok(opened) => {
            turns::cancel_reply(page);
            page.ratings
                .update(|r| r.set_current(&set, &opened.puzzle.id));
            browser::replace_fragment(&format!("#{}", opened.link().fragment()));
            page.said.set(Said::Standing);
            page.ai.forget_lookup();
            page.choice.set(Choice::default());
            page.solving.set(Some(opened));
        }
        Err(error) => page
            .state
            .notice
            .set(Some(Notice::Refused(Arc::new(error)))),
    }
}
