//! The application: the top bar and its places, the game or the setup before it, the AI
//! in its worker, the side panel, and the Puzzles page. This file wires the parts; each part lives in its
//! own file.

mod about;
mod action_frames;
mod analysis;
mod board_input;
mod board_view;
mod controls;
mod engine_notice;
mod evaluation_bar;
mod hint_button;
mod history_keys;
mod import_games;
mod kept_aside;
mod last_played;
mod lazy;
mod learn_page;
mod my_games;
mod navigation;
mod new_game_dialog;
mod no_such_page;
mod notice;
mod other_tab_notice;
mod place;
mod play_area;
mod players;
mod puzzle_page;
mod reply_timer;
mod review_note;
mod send_move;
mod startup;
mod state;
mod tasks;
mod top_bar;

use crate::ui::ai_client::{connect, use_ai, AiState, EngineClient};
use crate::ui::board::{Choice, Geometry};
use crate::ui::game::new_game::Choices;
use crate::ui::game::settings::apply_look;
use crate::ui::game::stored;
use crate::ui::games::setup;
use crate::ui::games::{self, NewGame};
use crate::ui::i18n::{tr, use_lang};
use crate::ui::i18n::{Lang, Text};
use crate::ui::learn::mistakes::Asked;
use crate::ui::library::save_library;
use crate::ui::panel::MoveList;
use crate::ui::platform::{browser, offline};
use crate::ui::puzzles::Solving;
use about::About;
use controls::GameControls;
use engine_notice::EngineFailedNotice;
use evaluation_bar::EvaluationBar;
use lazy::{at, Lazy, NewGameContext};
use leptos::prelude::*;
use new_game_dialog::{NewGameButton, NewGameDialog, NEW_GAME_DIALOG};
use no_such_page::NoSuchPage;
use notice::Notice;
use other_tab_notice::OtherTabNotice;
use place::Place;
use play_area::{game_over_banner, PlayArea};
use players::PlayersBar;
use send_move::SendMove;
use state::AppState;
use std::sync::Arc;
use top_bar::TopBar;

/// Builds the app's state from storage, and what the URL's link opens.
#[inline(never)]
fn open_state() -> (AppState, Option<startup::Opened>) {
    let browser_lang = Lang::preferred(browser::languages().iter().map(String::as_str));
    let (saved_settings, settings_notice) = startup::settings();
    let settings = RwSignal::new(saved_settings);
    let lang = Signal::derive(move || settings.with(|s| s.language).unwrap_or(browser_lang));
    let now = lang.get_untracked();
    let (mut library, key, saved, notices) = startup::kept_games();
    let (opened, link_notice) = startup::open_link(now, &mut library, &saved);
    let state = AppState {
        session: RwSignal::new(saved),
        settings,
        notice: RwSignal::new(Notice::all_of(
            [link_notice]
                .into_iter()
                .chain(notices.into_iter().map(Some))
                .chain([settings_notice]),
        )),
        free: RwSignal::new(None),
        viewing: RwSignal::new(None),
        choice: RwSignal::new(Choice::default()),
        lang,
        aside: RwSignal::new(None),
        library: RwSignal::new(library),
        key: RwSignal::new(key),
        friend_next: RwSignal::new(None),
    };
    (state, opened)
}

/// Keeps the kept games, the game in progress, the settings and the page's title and
/// language up to date.
#[inline(never)]
fn sync_with_browser(state: AppState, saving_paused: RwSignal<bool>) {
    let AppState {
        session,
        settings,
        notice,
        lang,
        library,
        ..
    } = state;
    // Written only when the game or the language changes, not on every move.
    Effect::new(move |written| {
        let now = (session.with(|s| s.table().game()), lang.get());
        if written != Some(now) {
            let (game, lang) = now;
            let texts = games::texts(game);
            browser::set_document_language(
                lang.code(),
                texts.title.get(lang),
                texts.description.get(lang),
            );
        }
        now
    });
    Effect::new(move |_| {
        if !saving_paused.get() {
            state.keep_current();
        }
    });
    Effect::new(move |_| {
        if saving_paused.get() {
            return;
        }
        // The library first: the game in progress (the save of earlier releases) stays
        // until the library holds it. While an analysis board is open, the game itself
        // stays saved as it is.
        let kept = library.with(save_library);
        let game = state.aside.get_untracked();
        if !kept
            || !game.as_ref().map_or_else(
                || session.with_untracked(stored::save_game),
                stored::save_game,
            )
        {
            notice.set(Some(Notice::SaveFailed));
        }
    });
    Effect::new(move |_| stored::save_settings(settings.get()));
}

/// Lets the AI do its part in a setup before a game: place its side, and choose who moves
/// first.
#[inline(never)]
fn ai_in_setup(state: AppState, ai: AiState, client: EngineClient) {
    setup::place_when_due(state.free, ai, client);
    let begin = move |game| state.begin(game, ai);
    let refuse = move |not_yet| state.notice.set(Some(Notice::Refused(Arc::new(not_yet))));
    setup::gold_ai_chooses_first(state.free, refuse, begin);
}

/// Starts the AI in its worker, linked to the game in progress.
#[inline(never)]
fn start_ai(
    state: AppState,
    setup_on: Signal<bool>,
    bar_on: Signal<bool>,
) -> (AiState, EngineClient) {
    let AppState {
        session,
        free,
        notice,
        ..
    } = state;
    let play = move |text: &str| state.play(text);
    let placed = move |squares: Vec<String>| {
        if let Err(reason) = setup::placed(free, &squares) {
            notice.set(Some(Notice::AiRefused(reason)));
        }
    };
    connect(session, setup_on, bar_on, play, placed)
}

/// Files per rank of a board, so that a tall board is made narrower to fit the screen.
fn aspect(geometry: Geometry) -> String {
    let thousandths = 1000 * u32::from(geometry.files()) / u32::from(geometry.ranks());
    format!("{}.{:03}", thousandths / 1000, thousandths % 1000)
}

/// How long a notice stays unless the person closes it first.
const TOAST_TIME: std::time::Duration = std::time::Duration::from_secs(12);

/// The notice as a toast at the bottom of the window, over nothing that matters, until
/// the person closes it or its time is up.
#[component]
fn Toast(notice: RwSignal<Option<Notice>>) -> impl IntoView {
    let lang = use_lang();
    // Each notice given is a new one, even when it says the same.
    let given = RwSignal::new(0_u32);
    Effect::new(move |_| {
        if notice.with(Option::is_some) {
            given.update(|n| *n += 1);
        }
    });
    Effect::new(move |_| {
        let shown = given.get();
        let still_shown =
            move || given.get_untracked() == shown && notice.with_untracked(Option::is_some);
        set_timeout(
            move || {
                if still_shown() {
                    notice.set(None)
                }
            },
            TOAST_TIME,
        );
    });
    move || {
        notice.with(|n| n.as_ref().map(|n| n.say(lang.get()))).map(|text| {
            view! {
                <p class="notice toast" data-testid="notice" role="alert">{text}
                    <button type="button" data-testid="notice-close" on:click=move |_| notice.set(None)>{tr(Text::Ok)}</button></p>
            }
        })
    }
}

/// The top bar and the notices above the place shown.
#[inline(never)]
fn notices(
    place: RwSignal<Place>,
    saving_paused: RwSignal<bool>,
    update_ready: RwSignal<bool>,
) -> AnyView {
    view! {
        <TopBar place=place />
        <OtherTabNotice paused=saving_paused />
        <EngineFailedNotice />
        <p class="notice update" data-testid="update-ready" role="status" hidden=move || !update_ready.get()>
            {tr(Text::UpdateReady)}" "
            <button type="button" on:click=|_| offline::activate_update()>{tr(Text::Reload)}</button>
        </p>
    }
    .into_any()
}

/// The game's board and status, or Breakthru's setup editor before a game set up freely.
#[inline(never)]
fn board_area(setup_on: Signal<bool>) -> AnyView {
    view! {
        <Show when=move || setup_on.get()
            fallback=move || view! { <PlayArea /> }>
            <Lazy when=setup_on keep=false load=lazy::setup />
        </Show>
    }
    .into_any()
}

/// The places other than Play and Analysis, and the New game dialog, each loaded on first use
/// (see lazy.rs).
#[inline(never)]
fn other_places(place: RwSignal<Place>) -> AnyView {
    view! {
        <Lazy when=at(Place::Puzzles) keep=false load=lazy::puzzles />
        <Lazy when=at(Place::Learn) keep=false load=lazy::learn />
        <Lazy when=at(Place::Games) keep=true load=lazy::my_games />
        <Lazy when=at(Place::Rules) keep=false load=lazy::rules />
        // The About section (the engine's state) is there before Settings is first opened.
        <main class="page settings-page" hidden=move || place.get() != Place::Settings>
            <Lazy when=at(Place::Settings) keep=true load=lazy::settings />
            <About />
        </main>
        <NoSuchPage place=place />
        <NewGameDialog />
    }
    .into_any()
}

/// The side panel beside the board: the game, its players, moves, controls and review.
#[inline(never)]
fn side_panel(state: AppState, bar_on: Signal<bool>) -> AnyView {
    let AppState {
        session,
        free,
        viewing,
        ..
    } = state;
    // The game on the board, or the one a setup is for.
    let game = move || {
        let setting_up = free.with(|f| f.as_ref().map(|f| f.game()));
        setting_up.unwrap_or_else(|| session.with(|s| s.table().game()))
    };
    view! {
        <h1 class="game-title">{move || games::texts(game()).name}</h1>
        <PlayersBar />
        {game_over_banner(state, use_ai())}
        // A setup before a game shows nothing of the game on the board.
        <Show when=move || free.with(Option::is_none)>
            <MoveList session=session viewing=viewing />
            <SendMove />
            <GameControls />
            <EvaluationBar session=session viewing=viewing on=bar_on />
        </Show>
        <NewGameButton />
        // The review and sharing: fetched on first use, just after the first render.
        <div class="side-tools" hidden=move || free.with(Option::is_some)>
            <Lazy when=Signal::stored(true) keep=true load=lazy::review_and_share />
        </div>
    }
    .into_any()
}

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let (state, opened) = open_state();
    provide_context(state.lang);
    let AppState {
        session,
        settings,
        notice,
        free,
        lang,
        ..
    } = state;
    // In a friend's game, the bar only if both sides allowed the AI's help.
    let bar_on = Signal::derive(move || {
        settings.with(|s| s.evaluation_bar) && !state.help_barred() || state.analysing()
    });
    let setup_on = Signal::derive(move || free.with(Option::is_some));
    let (ai, client) = start_ai(state, setup_on, bar_on);
    match opened {
        Some(startup::Opened::Shared(game)) => state.begin(game, ai),
        Some(startup::Opened::Kept(key)) => {
            state.open_kept(&key, ai);
        }
        None => {}
    }
    ai_in_setup(state, ai, client.clone());
    let client = StoredValue::new_local(client);
    // What the places loaded on their first visit read (see lazy.rs).
    provide_context(state);
    provide_context(ai);
    provide_context(client);
    let saving_paused = RwSignal::new(false);
    sync_with_browser(state, saving_paused);
    let place = RwSignal::new(navigation::place_now().unwrap_or_default());
    // The board's keys (browsing, H for a hint) act only where the game's board is shown.
    provide_context(place);
    history_keys::listen(state, place);
    navigation::follow_address(state, ai, place);
    navigation::keep_analysis_in_step(state, ai, place);
    let start_game = Callback::new(move |game: NewGame| {
        let question = Text::ConfirmNewGame.get(lang.get_untracked());
        if state.in_progress() && !browser::confirm(question) {
            return;
        }
        match game {
            NewGame::Ready(game) => state.begin(game, ai),
            NewGame::Setup(setup) => {
                ai.stop_thinking();
                ai.forget_scores();
                free.set(Some(setup));
            }
        }
        browser::close_dialog(NEW_GAME_DIALOG);
        browser::reveal_top(".board-area");
    });
    provide_context(NewGameContext {
        current: Memo::new(move |_| session.with(Choices::of)).into(),
        on_start: start_game,
    });
    // The look is the settings' even before Settings is first opened.
    apply_look(Signal::derive(move || {
        settings.with(|s| (s.theme, s.board_theme))
    }));
    let update_ready = RwSignal::new(false);
    let board_aspect = move || aspect(session.with(|s| s.table().geometry()));
    offline::register(move || update_ready.set(true));
    // Mounted: the static first screen has done its part.
    Effect::new(|_| browser::remove_first_screen());
    // The game on the board, or the one a setup is for.
    let game = move || {
        let setting_up = free.with(|f| f.as_ref().map(|f| f.game()));
        setting_up.unwrap_or_else(|| session.with(|s| s.table().game()))
    };
    // The puzzle on the Puzzles page, kept while the player is elsewhere.
    provide_context(RwSignal::new(None::<Solving>));
    provide_context(RwSignal::new(None::<Asked>));
    view! {
        <div class="app" data-game=move || game().name()>
            {notices(place, saving_paused, update_ready)}
            <main class="layout" hidden=move || !place.get().shows_board()>
                <section class="board-area" style:--board-aspect=board_aspect>
                    {board_area(setup_on)}
                </section>
                <aside class="side-panel">
                    {tasks::in_later_task(move || side_panel(state, bar_on))}
                </aside>
            </main>
            {tasks::in_later_task(move || other_places(place))}
            <Toast notice=notice />
        </div>
    }
}
