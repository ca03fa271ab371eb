//! The application: the game or the setup before it, the AI in its worker, and the side panel.

use super::ai_link::connect;
use super::board::{Board, Marks};
use super::browsing::{step, Step};
use super::i18n::{messages, Explain, Lang, Text};
use super::lang_context::tr;
use super::other_tabs::OtherTabNotice;
use super::panel::{MoveList, NewGame, NewGamePanel, SettingsPanel, SharePanel};
use super::rules_page::RulesPage;
use super::selection::{LegalMoves, TapResult};
use super::session::{Player, Session};
use super::settings::Settings;
use super::setup_editor::FreeSetup;
use super::setup_view::SetupView;
use super::storage::LoadProblem;
use super::view_model::{animate_arrivals, pieces};
use super::{browser, offline, share, storage};
use crate::bot::Level;
use crate::rules::breakthru::Square;
use crate::rules::breakthru::{Action, Position, Side};
use crate::worker::protocol::Request;
use leptos::prelude::*;

fn last_turn_squares(session: &Session) -> Vec<Square> {
    let record = session.record();
    record
        .turns()
        .last()
        .map(|turn| turn.iter().flat_map(|a| [a.from(), a.to()]).collect())
        .unwrap_or_default()
}

/// The actions of the last turn if the AI played them (to animate them).
fn ai_last_turn(session: &Session) -> Vec<Action> {
    let record = session.record();
    let Some(turn) = record.turns().last().map(|t| t.to_vec()) else {
        return Vec::new();
    };
    let mover = record
        .position_at(record.actions().len() - turn.len())
        .side();
    match session.player(mover) {
        Player::Ai(_) => turn,
        Player::Human => Vec::new(),
    }
}

/// Opens the game of the URL fragment, if any, asking first when it would replace
/// a different game in progress. A malformed link leaves `current` untouched.
fn open_shared_link(lang: Lang, current: Session) -> (Session, Option<String>) {
    let Some(fragment) = browser::fragment() else {
        return (current, None);
    };
    browser::clear_fragment();
    match share::parse_fragment(&fragment) {
        Err(error) => (
            current,
            Some(messages::bad_link(lang, &error.explain(lang))),
        ),
        Ok(record) => {
            let replaces_other =
                !current.record().actions().is_empty() && current.record() != &record;
            if replaces_other && !browser::confirm(Text::ConfirmReplace.get(lang)) {
                return (current, None);
            }
            // A shared game is for looking at or playing on together: people on both sides.
            let opened = Session::with_record(record, Player::Human, Player::Human);
            (opened, Some(Text::OpenedShared.get(lang).to_string()))
        }
    }
}

/// What to tell the person about saved data that could not be used.
fn load_problem<E: Explain>(lang: Lang, problem: LoadProblem<E>, settings: bool) -> String {
    match problem {
        LoadProblem::NoStorage => Text::NoStorage.get(lang).to_string(),
        LoadProblem::Unreadable { reason, kept_under } if settings => {
            messages::unreadable_settings(lang, &reason.explain(lang), kept_under.as_deref())
        }
        LoadProblem::Unreadable { reason, kept_under } => {
            messages::unreadable_game(lang, &reason.explain(lang), kept_under.as_deref())
        }
    }
}

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let (saved_settings, settings_problem) = match storage::load_settings() {
        Ok(settings) => (settings.unwrap_or_default(), None),
        Err(problem) => (Settings::default(), Some(problem)),
    };
    let settings = RwSignal::new(saved_settings);
    let browser_lang = Lang::preferred(browser::languages().iter().map(String::as_str));
    let lang = Signal::derive(move || settings.with(|s| s.language).unwrap_or(browser_lang));
    provide_context(lang);
    Effect::new(move |_| {
        let lang = lang.get();
        let (title, description) = (Text::PageTitle.get(lang), Text::PageDescription.get(lang));
        browser::set_document_language(lang.code(), title, description);
    });
    let now = lang.get_untracked();
    let settings_notice = settings_problem.map(|p| load_problem(now, p, true));
    let (saved, game_notice) = match storage::load_game() {
        Ok(saved) => (saved, None),
        Err(problem) => (None, Some(load_problem(now, problem, false))),
    };
    let default_game =
        || Session::new(Position::standard(), Player::Human, Player::Ai(Level::Club));
    let (initial, link_notice) = open_shared_link(now, saved.unwrap_or_else(default_game));
    let session = RwSignal::new(initial);
    let notice = RwSignal::new(link_notice.or(game_notice).or(settings_notice));
    let free = RwSignal::new(None::<FreeSetup>);
    let viewing = RwSignal::new(None::<usize>);
    let selected = RwSignal::new(None::<Square>);
    let flipped = Signal::derive(move || settings.with(|s| s.flipped));
    let coordinates = Signal::derive(move || settings.with(|s| s.coordinates));

    let legal = Memo::new(move |_| {
        session.with(|s| {
            if s.human_to_move() && viewing.get().is_none() {
                LegalMoves::of(s.record().position())
            } else {
                LegalMoves::default()
            }
        })
    });
    let marks = Signal::derive(move || {
        let selected = selected.get();
        legal.with(|legal| Marks {
            selected,
            targets: selected.map(|s| legal.targets(s)).unwrap_or_default(),
            last_turn: session.with(last_turn_squares),
            movable: legal.movable(),
        })
    });
    let drawn = Signal::derive(move || {
        let flipped = flipped.get();
        let animate = settings.with(|s| s.animate);
        session.with(|s| match viewing.get() {
            Some(ply) => pieces(s.record().position_at(ply), flipped),
            None => {
                let mut drawn = pieces(s.record().position(), flipped);
                if animate {
                    animate_arrivals(&mut drawn, &ai_last_turn(s), flipped);
                }
                drawn
            }
        })
    });

    let play = move |action: Action| {
        session.update(|s| {
            if let Err(error) = s.play(action) {
                notice.set(Some(error.explain(lang.get_untracked())));
            }
        });
        selected.set(None);
    };
    let on_press = Callback::new(move |square: Square| {
        match legal.with(|l| l.tap(selected.get_untracked(), square)) {
            TapResult::Select(square) => selected.set(Some(square)),
            TapResult::Deselect => selected.set(None),
            TapResult::Play(action) => play(action),
        }
    });
    let on_drop = Callback::new(move |(from, to): (Square, Square)| {
        if let Some(action) = legal.with(|l| l.find(from, to)) {
            play(action);
        }
    });

    let (ai, client) = connect(session, free, notice, lang, play);
    let client = StoredValue::new_local(client);
    let saving_paused = RwSignal::new(false);
    Effect::new(move |_| {
        if saving_paused.get() {
            return;
        }
        if !session.with(storage::save_game) {
            notice.set(Some(Text::SaveFailed.get(lang.get_untracked()).to_string()));
        }
    });
    Effect::new(move |_| storage::save_settings(settings.get()));
    let begin = move |game: Session| {
        ai.thinking.set(None);
        selected.set(None);
        viewing.set(None);
        free.set(None);
        let ai_gold_only =
            game.player(Side::Gold) != Player::Human && game.player(Side::Silver) == Player::Human;
        settings.update(|s| s.flipped = ai_gold_only);
        session.set(game);
    };
    // Gold's choice of who moves first, when Gold is the AI's: Gold starts.
    Effect::new(move |_| {
        let chosen = free.with(|f| {
            f.as_ref()
                .filter(|f| f.ai_chooses_first())
                .map(|f| f.begin(Side::Gold))
        });
        match chosen {
            Some(Ok(game)) => begin(game),
            Some(Err(error)) => notice.set(Some(messages::not_yet(lang.get_untracked(), &error))),
            None => {}
        }
    });
    // ←/→/Home/End browse the game, unless typing in a field.
    let _keys = window_event_listener(leptos::ev::keydown, move |event| {
        let typing = event
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|e| {
                // The board uses the arrow keys itself; so do form fields.
                matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                    || e.closest("[role=grid]").ok().flatten().is_some()
            });
        let direction = match event.key().as_str() {
            "ArrowLeft" => Step::Back,
            "ArrowRight" => Step::Forward,
            "Home" => Step::First,
            "End" => Step::Last,
            _ => return,
        };
        if typing || free.with_untracked(Option::is_some) {
            return;
        }
        event.prevent_default();
        selected.set(None);
        viewing
            .set(session.with_untracked(|s| step(s.record(), viewing.get_untracked(), direction)));
    });

    let start_game = Callback::new(move |game: NewGame| match game {
        NewGame::Ready(game) => begin(game),
        NewGame::Setup(setup) => {
            ai.thinking.set(None);
            free.set(Some(setup));
        }
    });
    let undo = move |_| {
        ai.thinking.set(None);
        viewing.set(None);
        session.update(|s| {
            s.undo();
        });
        selected.set(None);
    };
    let redo = move |_| {
        viewing.set(None);
        session.update(|s| {
            s.redo();
        });
        selected.set(None);
    };
    let measure_speed = move |_| {
        ai.bench
            .set(Text::Measuring.get(lang.get_untracked()).to_string());
        if let Err(failure) = client.with_value(|c| {
            c.send(&Request::Bench {
                id: 1,
                game: crate::rules::GameId::Breakthru,
            })
        }) {
            ai.bench
                .set(messages::engine_stopped(lang.get_untracked(), &failure));
        }
    };
    let move_now = move |_| {
        let Some(line) = ai.thinking.get_untracked().map(|t| t.line) else {
            return;
        };
        ai.thinking.set(None);
        ai.ready.set(false);
        ai.status
            .set(Text::EngineRestarting.get(lang.get_untracked()).to_string());
        client.with_value(|c| c.restart());
        let side = session.with_untracked(|s| s.record().position().side());
        for text in line {
            let still_its_turn = session.with_untracked(|s| {
                s.record().position().side() == side && s.ai_to_move().is_some()
            });
            match text.parse::<Action>() {
                Ok(action) if still_its_turn => play(action),
                _ => break,
            }
        }
    };
    let update_ready = RwSignal::new(false);
    offline::register(move || update_ready.set(true));
    let ended = move || {
        session.with(|s| {
            s.record()
                .ending()
                .map(|e| messages::ending(lang.get(), &e))
        })
    };
    let thinking_text = move || {
        ai.thinking
            .get()
            .map(|t| messages::thinking(lang.get(), t.depth, &t.score, &t.line))
    };

    let play_area = move || {
        view! {
            <p class="status" data-testid="status">{move || session.with(|s| messages::status(lang.get(), s))}</p>
            <p class="sr-only" data-testid="announcer" aria-live="polite">{move || session.with(|s| messages::announcement(lang.get(), s))}</p>
            {move || ended().map(|text| view! { <p class="banner" data-testid="game-over" role="status">{text}</p> })}
            {move || viewing.get().map(|ply| view! {
                <p class="browsing" data-testid="browsing">{move || messages::browsing(lang.get(), ply)}</p>
            })}
            <Board pieces=drawn flipped=flipped coordinates=coordinates marks=marks on_press=on_press on_drop=on_drop
                on_cancel=Callback::new(move |()| selected.set(None)) />
            <p class="thinking" data-testid="thinking">{thinking_text}
                <button type="button" data-testid="move-now" on:click=move_now
                    hidden=move || ai.thinking.with(|t| t.as_ref().is_none_or(|t| t.line.is_empty()))>{tr(Text::MoveNow)}</button>
            </p>
            <div class="controls">
                <button type="button" data-testid="undo" on:click=undo>{tr(Text::Undo)}</button>
                <button type="button" data-testid="redo" on:click=redo
                    disabled=move || !session.with(Session::can_redo)>{tr(Text::Redo)}</button>
                <button type="button" data-testid="flip" on:click=move |_| settings.update(|s| s.flipped = !s.flipped)>{tr(Text::FlipBoard)}</button>
            </div>
        }
    };
    view! {
        <main class="app">
            <header class="app-header">
                <h1>"Breakthru"</h1>
                <p class="engine-status" data-testid="worker-status">{move || ai.status.get()}</p>
            </header>
            <OtherTabNotice session=session paused=saving_paused />
            <p class="notice update" data-testid="update-ready" role="status" hidden=move || !update_ready.get()>
                {tr(Text::UpdateReady)}" "
                <button type="button" on:click=|_| offline::activate_update()>{tr(Text::Reload)}</button>
            </p>
            {move || notice.get().map(|text| view! {
                <p class="notice" data-testid="notice" role="alert">{text}
                    <button type="button" on:click=move |_| notice.set(None)>{tr(Text::Ok)}</button></p>
            })}
            <div class="layout">
                <section class="board-area">
                    <Show when=move || free.with(Option::is_some) fallback=play_area>
                        <SetupView free=free flipped=flipped coordinates=coordinates
                            on_start=Callback::new(begin) on_cancel=Callback::new(move |()| free.set(None)) />
                    </Show>
                </section>
                <aside class="side-panel">
                    <NewGamePanel on_start=start_game />
                    <MoveList session=session viewing=viewing />
                    <SharePanel session=session on_import=start_game />
                    <SettingsPanel settings=settings />
                    <RulesPage />
                    <div class="about">
                        <button type="button" data-testid="bench" on:click=measure_speed>{tr(Text::MeasureSpeed)}</button>
                        <p class="bench-result" data-testid="bench-result">{move || ai.bench.get()}</p>
                    </div>
                </aside>
            </div>
        </main>
    }
}
