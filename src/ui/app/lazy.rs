//! The parts of the app loaded on their first use: the places other than Play (Learn among
//! them), the New game
//! dialog's panel, Breakthru's setup editor, and the side panel's review and sharing. Each is a split point of the wasm
//! (`wasm_split`, which Leptos's `#[lazy]` also expands to): the build's splitter
//! (`.ci/wasm-link`) moves the code that only a part reaches into a module of its own, which
//! is fetched the first time the part is shown, and precached by the service worker for
//! offline use. A part takes no props: it reads what it needs from the context the app
//! provides.

use super::learn_page::LearnPage;
use super::my_games::MyGames;
use super::place::Place;
use super::puzzle_page::PuzzlePage;
use super::state::AppState;
use crate::ui::ai_client::AiState;
use crate::ui::game::new_game::Choices;
use crate::ui::games::setup::SetupView;
use crate::ui::games::NewGame;
use crate::ui::i18n::{tr, Text};
use crate::ui::panel::{NewGamePanel, ReviewPanel, RulesPage, SettingsPanel, SharePanel};
use crate::ui::puzzles::Solving;
use leptos::prelude::*;
#[cfg(feature = "split")]
use leptos::wasm_split::wasm_split;
use leptos::wasm_split::SplitLoaderError;
use std::future::Future;

/// A part's module could not be fetched: the app is offline and had not kept it yet.
#[derive(Debug)]
pub struct NotLoaded;

impl From<SplitLoaderError> for NotLoaded {
    fn from(_: SplitLoaderError) -> Self {
        NotLoaded
    }
}

/// Declares a part loaded on first use: with the feature `split` (the app's binary only,
/// index.html), a `wasm_split` point of its own name, else a plain async function, so that
/// the worker and the tests carry no split points.
macro_rules! part {
    ($(#[$doc:meta])* $name:ident $body:block) => {
        $(#[$doc])*
        #[cfg(feature = "split")]
        #[wasm_split($name, wasm_split_path = ::leptos::wasm_split, fallible)]
        pub fn $name() -> Result<AnyView, NotLoaded> $body

        $(#[$doc])*
        #[cfg(not(feature = "split"))]
        pub async fn $name() -> Result<AnyView, NotLoaded> $body
    };
}

/// What the New game panel is handed, as the app provides it.
#[derive(Clone, Copy)]
pub struct NewGameContext {
    /// What is offered: the game being played.
    pub current: Signal<Choices>,
    /// Starts the game chosen.
    pub on_start: Callback<NewGame>,
}

part! {
    /// The Puzzles page, with the puzzle kept while the player is elsewhere.
    puzzles {
        let solving = expect_context::<RwSignal<Option<Solving>>>();
        Ok(view! { <PuzzlePage solving=solving /> }.into_any())
    }
}

part! {
    /// Learn: the courses and their lessons.
    learn {
        let on_start = expect_context::<NewGameContext>().on_start;
        Ok(view! { <LearnPage on_start=on_start /> }.into_any())
    }
}

part! {
    /// My games: the kept games, their import and export.
    my_games {
        let place = expect_context::<RwSignal<Place>>();
        Ok(view! { <MyGames place=place /> }.into_any())
    }
}

part! {
    /// The side panel's review and sharing (import and export of records), loaded just
    /// after the first render: a first visit plays before it needs them.
    review_and_share {
        let state = expect_context::<AppState>();
        let on_import = expect_context::<NewGameContext>().on_start;
        let (session, viewing) = (state.session, state.viewing);
        Ok(view! {
            // A friend's game that bars the AI's help is reviewed once it is over.
            <Show when=move || !state.help_barred()>
                <ReviewPanel session=session viewing=viewing />
            </Show>
            <SharePanel session=session on_import=on_import />
        }
        .into_any())
    }
}

part! {
    /// The rules of the game being played.
    rules {
        let session = expect_context::<AppState>().session;
        let game = Signal::derive(move || session.with(|s| s.table().game()));
        Ok(view! { <main class="page"><RulesPage game=game /></main> }.into_any())
    }
}

part! {
    /// The settings.
    settings {
        let settings = expect_context::<AppState>().settings;
        Ok(view! { <SettingsPanel settings=settings /> }.into_any())
    }
}

part! {
    /// The New game dialog's panel.
    new_game {
        let friend = expect_context::<AppState>().friend_next;
        let NewGameContext { current, on_start } = expect_context::<NewGameContext>();
        Ok(view! { <NewGamePanel current=current on_start=on_start friend=friend /> }.into_any())
    }
}

part! {
    /// Breakthru's setup editor, before a game set up freely.
    setup {
        let state = expect_context::<AppState>();
        let ai = expect_context::<AiState>();
        let settings = state.settings;
        Ok(view! {
            <SetupView free=state.free flipped=Signal::derive(move || settings.with(|s| s.flipped))
                coordinates=Signal::derive(move || settings.with(|s| s.coordinates))
                on_start=Callback::new(move |game| state.begin(game, ai))
                on_cancel=Callback::new(move |()| {
                    state.friend_next.set(None);
                    state.free.set(None);
                }) />
        }
        .into_any())
    }
}

/// A part loaded by `load` while `when` holds, and with `keep` from its first load on (a
/// kept part hides itself while elsewhere, and so keeps its state). If it could not be
/// loaded, a notice says so while `when` holds, and the next time it holds loads again.
#[component]
pub fn Lazy<Load, Loading>(
    #[prop(into)] when: Signal<bool>,
    keep: bool,
    load: Load,
) -> impl IntoView
where
    Load: Fn() -> Loading + Copy + Send + Sync + 'static,
    Loading: Future<Output = Result<AnyView, NotLoaded>> + Send + 'static,
{
    let loaded = RwSignal::new(false);
    let mounted = Memo::new(move |_| when.get() || (keep && loaded.get()));
    move || {
        mounted.get().then(|| {
            Suspend::new(async move {
                match load().await {
                    Ok(view) => {
                        loaded.set(true);
                        view
                    }
                    Err(NotLoaded) => view! {
                        <p class="notice" role="alert" data-testid="part-not-loaded" hidden=move || !when.get()>
                            {tr(Text::PartNotLoaded)}</p>
                    }
                    .into_any(),
                }
            })
        })
    }
}

/// Whether `here` is the current place, for [`Lazy`]'s `when`.
pub fn at(here: Place) -> Signal<bool> {
    let place = expect_context::<RwSignal<Place>>();
    Signal::derive(move || place.get() == here)
}
