//! The application: the game or the setup before it, the AI in its worker, and the side
//! panel. This file wires the parts; each part lives in its own file.

mod action_frames;
mod analysis;
mod board_input;
mod board_view;
mod engine_notice;
mod evaluation_bar;
mod hint_button;
mod history_keys;
mod other_tab_notice;
mod play_area;
mod players;
mod review_note;
mod startup;
mod state;

use crate::ui::ai_client::texts as ai_texts;
use crate::ui::ai_client::{connect, AiState, EngineClient};
use crate::ui::board::Choice;
use crate::ui::game::new_game::Choices;
use crate::ui::game::stored;
use crate::ui::games::setup::{self, SetupView};
use crate::ui::games::{self, NewGame};
use crate::ui::i18n::tr;
use crate::ui::i18n::{Lang, Text};
use crate::ui::panel::{MoveList, NewGamePanel, ReviewPanel, RulesPage, SettingsPanel, SharePanel};
use crate::ui::platform::{browser, offline};
use crate::worker::protocol::Request;
use engine_notice::EngineFailedNotice;
use leptos::prelude::*;
use other_tab_notice::OtherTabNotice;
use play_area::PlayArea;
use state::AppState;

/// Every notice given, one after the other (none if there is none).
fn all_of<const N: usize>(notices: [Option<String>; N]) -> Option<String> {
    let given: Vec<String> = notices.into_iter().flatten().collect();
    (!given.is_empty()).then(|| given.join(" "))
}

/// Builds the app's state from storage and the URL.
fn open_state() -> AppState {
    let browser_lang = Lang::preferred(browser::languages().iter().map(String::as_str));
    let (saved_settings, settings_notice) = startup::settings(browser_lang);
    let settings = RwSignal::new(saved_settings);
    let lang = Signal::derive(move || settings.with(|s| s.language).unwrap_or(browser_lang));
    let now = lang.get_untracked();
    let (saved, game_notice) = startup::saved_game(now);
    let (opened, link_notice) = startup::open_shared_link(now, &saved);
    let initial = opened.unwrap_or(saved);
    AppState {
        session: RwSignal::new(initial),
        settings,
        notice: RwSignal::new(all_of([link_notice, game_notice, settings_notice])),
        free: RwSignal::new(None),
        viewing: RwSignal::new(None),
        choice: RwSignal::new(Choice::default()),
        lang,
        aside: RwSignal::new(None),
    }
}

/// Keeps the saved game, the settings and the page's title and language up to date.
fn sync_with_browser(state: AppState, saving_paused: RwSignal<bool>) {
    let AppState {
        session,
        settings,
        notice,
        lang,
        aside,
        ..
    } = state;
    Effect::new(move |_| {
        let lang = lang.get();
        let texts = games::texts(session.with(|s| s.table().game()));
        browser::set_document_language(
            lang.code(),
            texts.title.get(lang),
            texts.description.get(lang),
        );
    });
    Effect::new(move |_| {
        if saving_paused.get() {
            return;
        }
        // While an analysis board is open, the game itself stays saved as it is.
        let saved = aside.with(|game| game.as_ref().map(stored::save_game));
        if !saved.unwrap_or_else(|| session.with(stored::save_game)) {
            notice.set(Some(Text::SaveFailed.get(lang.get_untracked()).to_string()));
        }
    });
    Effect::new(move |_| stored::save_settings(settings.get()));
}

/// Lets the AI do its part in a setup before a game: place its side, and choose who moves
/// first.
fn ai_in_setup(state: AppState, ai: AiState, client: EngineClient) {
    setup::place_when_due(state.free, ai, state.lang, client);
    let begin = move |game| state.begin(game, ai);
    setup::gold_ai_chooses_first(state.free, state.lang, state.notice, begin);
}

/// Opens a link pasted into the address bar of the open app (only the fragment changes,
/// so the page does not load again), as if the app had been opened with it.
fn follow_pasted_links(state: AppState, ai: AiState) {
    let handle = window_event_listener(leptos::ev::hashchange, move |_| {
        let lang = state.lang.get_untracked();
        let (opened, notice) = state
            .session
            .with_untracked(|current| startup::open_shared_link(lang, current));
        // The very game already on the board (players included) is left as it is.
        let opened = opened.filter(|o| state.session.with_untracked(|current| current != o));
        if let Some(opened) = opened {
            state.begin(opened, ai);
        }
        if notice.is_some() {
            state.notice.set(notice);
        }
    });
    on_cleanup(move || handle.remove());
}

/// Measures the AI's speed in the worker for the game being played.
fn measure_speed(state: AppState, ai: AiState, client: StoredValue<EngineClient, LocalStorage>) {
    let lang = state.lang.get_untracked();
    ai.bench.set(Text::Measuring.get(lang).to_string());
    let game = state.session.with_untracked(|s| s.table().game());
    if let Err(failure) = client.with_value(|c| c.send(&Request::Bench { id: 1, game })) {
        ai.bench.set(ai_texts::engine_stopped(lang, &failure));
    }
}

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let state = open_state();
    provide_context(state.lang);
    let AppState {
        session,
        settings,
        notice,
        free,
        lang,
        ..
    } = state;
    let bar_on = Signal::derive(move || settings.with(|s| s.evaluation_bar) || state.analysing());
    let setup_on = Signal::derive(move || free.with(Option::is_some));
    let play = move |text: &str| state.play(text);
    let placed = move |squares: Vec<String>| {
        setup::placed(free, &squares, lang.get_untracked(), notice);
    };
    let (ai, client) = connect(session, setup_on, lang, bar_on, play, placed);
    ai_in_setup(state, ai, client.clone());
    let client = StoredValue::new_local(client);
    let saving_paused = RwSignal::new(false);
    sync_with_browser(state, saving_paused);
    history_keys::listen(state);
    follow_pasted_links(state, ai);
    let start_game = Callback::new(move |game: NewGame| {
        let question = Text::ConfirmNewGame.get(lang.get_untracked());
        if state.in_progress() && !browser::confirm(question) {
            return;
        }
        match game {
            NewGame::Ready(game) => state.begin(game, ai),
            NewGame::Setup(setup) => {
                ai.thinking.set(None);
                free.set(Some(setup));
            }
        }
        browser::reveal_top(".board-area");
    });
    let update_ready = RwSignal::new(false);
    // Files per rank of the board, so that a tall board is made narrower to fit the screen.
    let board_aspect = move || {
        let geometry = session.with(|s| s.table().geometry());
        let thousandths = 1000 * u32::from(geometry.files()) / u32::from(geometry.ranks());
        format!("{}.{:03}", thousandths / 1000, thousandths % 1000)
    };
    offline::register(move || update_ready.set(true));
    let game = move || session.with(|s| s.table().game());
    view! {
        <main class="app" data-game=move || game().name()>
            <header class="app-header">
                <h1>{move || games::texts(game()).name}</h1>
                <p class="engine-status" data-testid="worker-status">{move || ai.status.get()}</p>
            </header>
            <OtherTabNotice session=session paused=saving_paused />
            <EngineFailedNotice state=state ai=ai client=client />
            <p class="notice update" data-testid="update-ready" role="status" hidden=move || !update_ready.get()>
                {tr(Text::UpdateReady)}" "
                <button type="button" on:click=|_| offline::activate_update()>{tr(Text::Reload)}</button>
            </p>
            {move || notice.get().map(|text| view! {
                <p class="notice" data-testid="notice" role="alert">{text}
                    <button type="button" on:click=move |_| notice.set(None)>{tr(Text::Ok)}</button></p>
            })}
            <div class="layout">
                <section class="board-area" style:--board-aspect=board_aspect>
                    <Show when=move || free.with(Option::is_some)
                        fallback=move || view! { <PlayArea state=state ai=ai client=client /> }>
                        <SetupView free=free flipped=Signal::derive(move || settings.with(|s| s.flipped))
                            coordinates=Signal::derive(move || settings.with(|s| s.coordinates))
                            on_start=Callback::new(move |game| state.begin(game, ai))
                            on_cancel=Callback::new(move |()| free.set(None)) />
                    </Show>
                </section>
                <aside class="side-panel">
                    <NewGamePanel current=Memo::new(move |_| session.with(Choices::of)).into() on_start=start_game />
                    <MoveList session=session viewing=state.viewing />
                    <ReviewPanel session=session viewing=state.viewing ai=ai client=client />
                    <SharePanel session=session on_import=start_game />
                    <SettingsPanel settings=settings />
                    <RulesPage game=Signal::derive(game) />
                    <div class="about">
                        <button type="button" data-testid="bench" on:click=move |_| measure_speed(state, ai, client)>{tr(Text::MeasureSpeed)}</button>
                        <p class="bench-result" data-testid="bench-result">{move || ai.bench.get()}</p>
                    </div>
                </aside>
            </div>
        </main>
    }
}
