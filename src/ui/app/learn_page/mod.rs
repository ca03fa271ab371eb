//! The Learn page: a course per game, its lessons with the player's stars, and one lesson
//! on its own board, step by step; or the player's mistakes of a reviewed game, each a
//! step. The lesson itself is [`Learning`], plain Rust. The
//! page's parts: the course's file and the lesson that opens ([`course`]), the saved stars
//! ([`kept`]), the player's turns and the replies ([`turns`]), the board ([`board`]) with
//! the buttons under it ([`controls`]), and the side panel ([`side`]).

mod board;
mod controls;
mod course;
mod kept;
mod side;
mod turns;

use super::state::{use_app, AppState};
use crate::lesson::Course;
use crate::rules::GameId;
use crate::ui::ai_client::{use_ai, use_engine, AiState, EngineClient};
use crate::ui::app::reply_timer::ReplyTimer;
use crate::ui::board::Choice;
use crate::ui::games::NewGame;
use crate::ui::learn::mistakes::Asked;
use crate::ui::learn::{Learning, Mistakes, Progress, Said};
use board::LessonBoard;
use leptos::prelude::*;
use side::LessonSide;
use std::sync::Arc;

/// A course as the page has it: `None` while loading, `Err(None)` if the file could not be
/// had, `Err(Some(why))` if it could not be read.
type Loaded = Option<Result<Arc<Course>, Option<String>>>;

/// What the page's parts share: the app's state and the page's own signals.
#[derive(Clone, Copy)]
struct Page {
    state: AppState,
    /// The lesson on the board.
    learning: RwSignal<Option<Learning>>,
    /// The player's stars.
    progress: RwSignal<Progress>,
    /// The game whose course is chosen.
    game: RwSignal<GameId>,
    /// The chosen course's file.
    loaded: RwSignal<Loaded>,
    /// Counts the player's requests to fetch the course again.
    attempt: RwSignal<u32>,
    /// The status line.
    said: RwSignal<Said>,
    /// The piece chosen on the board.
    choice: RwSignal<Choice>,
    /// The timer of the opponent's reply that is due, if any.
    reply_timer: ReplyTimer,
    /// Starts a new game, as the New game dialog does.
    on_start: Callback<NewGame>,
    /// The player's mistakes of a reviewed game, when Learn shows them instead of a course.
    mistakes: RwSignal<Option<Mistakes>>,
    ai: AiState,
    client: StoredValue<EngineClient, LocalStorage>,
}

impl Page {
    /// Whether the page shows the player's mistakes rather than a course.
    fn reviewing_mistakes(self) -> bool {
        self.mistakes.with_untracked(Option::is_some)
    }
}

/// The player's mistakes of the game on the board, if the review panel asked for them (the
/// ask is taken: the next visit shows the courses).
fn asked_mistakes(state: AppState) -> Option<Mistakes> {
    let asked = expect_context::<RwSignal<Option<Asked>>>();
    let Asked { movetime_ms } = asked.try_update(Option::take).flatten()?;
    state
        .session
        .with_untracked(|s| Mistakes::of(s, movetime_ms))
}

/// The Learn page; `on_start` starts a new game, as the New game dialog does.
#[component]
pub fn LearnPage(on_start: Callback<NewGame>) -> impl IntoView {
    let state = use_app();
    let progress = kept::load(state);
    let playing = state.session.with_untracked(|s| s.table().game());
    let game = progress.last_game.unwrap_or(playing);
    let page = Page {
        state,
        learning: RwSignal::new(None),
        progress: RwSignal::new(progress),
        game: RwSignal::new(game),
        loaded: RwSignal::new(None),
        attempt: RwSignal::new(0),
        said: RwSignal::new(Said::Standing),
        choice: RwSignal::new(Choice::default()),
        reply_timer: ReplyTimer::new(),
        on_start,
        mistakes: RwSignal::new(asked_mistakes(state)),
        ai: use_ai(),
        client: use_engine(),
    };
    on_cleanup(move || turns::cancel_reply(page));
    kept::save_on_change(page.progress);
    course::follow(page);
    turns::judge_mistakes(page);
    view! {
        <main class="layout learn" data-testid="learn">
            <LessonBoard page=page />
            <LessonSide page=page />
        </main>
    }
}
