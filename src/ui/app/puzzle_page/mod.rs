//! The Puzzles page: a set (a game, and the board for Breakthrough) and a theme, one puzzle
//! on its own board, what the player's turn did, the rating with its streak and recent
//! puzzles, and the puzzle's link. The puzzle itself is [`Solving`], plain Rust, kept by the
//! app while the player is elsewhere. The page's parts: which puzzle opens ([`choosing`]),
//! the saved ratings ([`kept`]), the player's turns and the replies ([`turns`]), the board
//! ([`board`]) and the side panel ([`side`]).

mod board;
mod choosing;
mod kept;
mod side;
mod turns;

use super::state::AppState;
use crate::puzzle::{PuzzleSet, Theme};
use crate::ui::ai_client::use_ai;
use crate::ui::ai_client::use_engine;
use crate::ui::ai_client::{AiState, EngineClient};
use crate::ui::app::reply_timer::ReplyTimer;
use crate::ui::app::state::use_app;
use crate::ui::board::Choice;
use crate::ui::platform::browser;
use crate::ui::puzzles::{sets, PuzzleLink, Ratings, Said, Solving, Stage};
use board::PuzzleBoard;
use leptos::prelude::*;
use side::PuzzleSide;

/// A set as the page has it: `None` while loading, `Err(None)` if the file could not be
/// had, `Err(Some(why))` if it could not be read.
type Loaded = Option<Result<PuzzleSet, Option<String>>>;

/// What the page's parts share: the app's state and the page's own signals.
#[derive(Clone, Copy)]
struct Page {
    state: AppState,
    ai: AiState,
    client: StoredValue<EngineClient, LocalStorage>,
    /// The puzzle on the board.
    solving: RwSignal<Option<Solving>>,
    /// The player's saved ratings.
    ratings: RwSignal<Ratings>,
    /// The puzzle a link asked for, until its set is loaded.
    wanted: RwSignal<Option<PuzzleLink>>,
    /// The chosen set's name.
    set_name: RwSignal<String>,
    /// The chosen set's file.
    loaded: RwSignal<Loaded>,
    /// Counts the player's requests to fetch the set again.
    attempt: RwSignal<u32>,
    /// The chosen theme, if any.
    theme: RwSignal<Option<Theme>>,
    /// The status line.
    said: RwSignal<Said>,
    /// The piece chosen on the board.
    choice: RwSignal<Choice>,
    /// The timer of the opponent's reply that is due, if any.
    reply_timer: ReplyTimer,
}

/// The Puzzles page; `solving` is the puzzle on its board, kept while the page is closed.
#[component]
pub fn PuzzlePage(solving: RwSignal<Option<Solving>>) -> impl IntoView {
    let state = use_app();
    let ai = use_ai();
    let client = use_engine();
    let ratings = kept::load(state);
    let wanted = choosing::read_link(state, browser::fragment());
    let first = sets::first(
        wanted.as_ref().map(|link| link.set.as_str()),
        ratings.last_set.as_deref(),
    )
    .to_string();
    // A wrong turn left on the board: its refutation is asked again.
    if solving.with_untracked(|s| s.as_ref().map(Solving::stage)) == Some(Stage::Wrong) {
        ai.forget_lookup();
    }
    let page = Page {
        state,
        ai,
        client,
        solving,
        ratings: RwSignal::new(ratings),
        wanted: RwSignal::new(wanted),
        set_name: RwSignal::new(first),
        loaded: RwSignal::new(None),
        attempt: RwSignal::new(0),
        theme: RwSignal::new(None),
        said: RwSignal::new(Said::Standing),
        choice: RwSignal::new(Choice::default()),
        reply_timer: ReplyTimer::new(),
    };
    // A reply cancelled when the page was left is played now: the player is to move.
    if solving.with_untracked(|s| s.as_ref().map(Solving::stage)) == Some(Stage::Replying) {
        turns::reply(page);
    }
    on_cleanup(move || turns::cancel_reply(page));
    kept::save_on_change(page.ratings);
    choosing::follow(page);
    turns::ask_refutations(page);
    view! {
        <main class="layout puzzles" data-testid="puzzles">
            <PuzzleBoard page=page />
            <PuzzleSide page=page />
        </main>
    }
}
