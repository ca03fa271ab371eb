//! The application: the game, the board, the AI in its worker, and the side panel.

use super::board::{Board, Marks};
use super::engine_client::EngineClient;
use super::panel::{MoveList, NewGamePanel, SharePanel};
use super::rules_page::RulesPage;
use super::selection::{LegalMoves, TapResult};
use super::session::{Player, Session};
use super::storage;
use super::view_model::pieces;
use super::{browser, share};
use crate::bot::Level;
use crate::core::Square;
use crate::rules::breakthru::{Action, Position, Side};
use crate::worker::protocol::{Request, Response};
use leptos::prelude::*;
use std::cell::Cell;
use std::rc::Rc;

/// What the AI is doing while it thinks.
#[derive(Clone, Debug, Default, PartialEq)]
struct Thinking {
    id: u32,
    depth: u32,
    score: String,
    line: Vec<String>,
}

fn last_turn_squares(session: &Session) -> Vec<Square> {
    let record = session.record();
    record
        .turns()
        .last()
        .map(|turn| turn.iter().flat_map(|a| [a.from(), a.to()]).collect())
        .unwrap_or_default()
}

/// Opens the game of the URL fragment, if any, asking first when it would replace
/// a different game in progress. A malformed link leaves `current` untouched.
fn open_shared_link(current: Session) -> (Session, Option<String>) {
    let Some(fragment) = browser::fragment() else {
        return (current, None);
    };
    browser::clear_fragment();
    match share::parse_fragment(&fragment) {
        Err(error) => (
            current,
            Some(format!(
                "This link could not be opened: {error}. Your game is unchanged."
            )),
        ),
        Ok(record) => {
            let replaces_other =
                !current.record().actions().is_empty() && current.record() != &record;
            if replaces_other
                && !browser::confirm("Open the shared game? It replaces the game in progress.")
            {
                return (current, None);
            }
            let (gold, silver) = (current.player(Side::Gold), current.player(Side::Silver));
            (Session::with_record(record, gold, silver), None)
        }
    }
}

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let (saved, load_notice) = storage::load_game();
    let default_game =
        || Session::new(Position::standard(), Player::Human, Player::Ai(Level::Club));
    let (initial, link_notice) = open_shared_link(saved.unwrap_or_else(default_game));
    let session = RwSignal::new(initial);
    let notice = RwSignal::new(link_notice.or(load_notice));
    let selected = RwSignal::new(None::<Square>);
    let flipped = RwSignal::new(false);
    let thinking = RwSignal::new(None::<Thinking>);
    let engine_ready = RwSignal::new(false);
    let (engine_status, set_engine_status) = signal("Engine loading…".to_string());
    let (bench_result, set_bench_result) = signal(String::new());

    let legal = Memo::new(move |_| {
        session.with(|s| {
            if s.human_to_move() {
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
        session.with(|s| pieces(s.record().position(), flipped))
    });

    let play = move |action: Action| {
        session.update(|s| {
            if let Err(error) = s.play(action) {
                notice.set(Some(error.to_string()));
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

    let on_response = move |response: Response| match response {
        Response::Ready => {}
        Response::Pong { version, .. } => {
            set_engine_status.set(format!("Engine ready (v{version})"));
            engine_ready.set(true);
        }
        Response::Progress {
            id,
            depth,
            score,
            line,
            ..
        } => thinking.update(|t| {
            if let Some(t) = t.as_mut().filter(|t| t.id == id) {
                (t.depth, t.score, t.line) = (depth, score, line);
            }
        }),
        Response::Turn { id, actions, .. } => {
            if thinking.get_untracked().is_some_and(|t| t.id == id) {
                thinking.set(None);
                for text in actions {
                    match text.parse::<Action>() {
                        Ok(action) => play(action),
                        Err(error) => {
                            notice.set(Some(format!("The AI answered nonsense: {error}")))
                        }
                    }
                }
            }
        }
        Response::Bench { result, .. } => set_bench_result.set(format!(
            "AI speed in this browser: {} nodes/s ({} nodes in {:.0} ms)",
            result.nps(),
            result.nodes,
            result.elapsed_ms
        )),
        Response::Error { message, .. } => {
            thinking.set(None);
            set_engine_status.set(format!("Engine error: {message}"));
        }
    };
    let on_failure = move |message: String| {
        engine_ready.set(false);
        thinking.set(None);
        set_engine_status.set(message);
    };
    let client = EngineClient::start(on_response, on_failure);

    let request_ids = Rc::new(Cell::new(1u32));
    let think_client = client.clone();
    Effect::new(move |_| {
        let Some(level) = session.with(Session::ai_to_move) else {
            return;
        };
        if !engine_ready.get() || thinking.get_untracked().is_some() {
            return;
        }
        let id = request_ids.get() + 1;
        request_ids.set(id);
        let request = session.with_untracked(|s| Request::Think {
            id,
            start: s.record().start().to_bfn(),
            actions: s.record().actions().iter().map(Action::to_string).collect(),
            limits: level.limits(),
            blunder_rate: level.blunder_rate(),
            seed: js_sys::Date::now() as u64,
        });
        thinking.set(Some(Thinking {
            id,
            ..Thinking::default()
        }));
        if let Err(message) = think_client.send(&request) {
            thinking.set(None);
            set_engine_status.set(message);
        }
    });
    Effect::new(move |_| {
        if let Some(message) = session.with(storage::save_game) {
            notice.set(Some(message));
        }
    });

    let undo = move |_| {
        thinking.set(None);
        session.update(|s| {
            s.undo();
        });
        selected.set(None);
    };
    let redo = move |_| {
        session.update(|s| {
            s.redo();
        });
        selected.set(None);
    };
    let start_game = Callback::new(move |new: Session| {
        thinking.set(None);
        selected.set(None);
        flipped.set(
            new.player(crate::rules::breakthru::Side::Gold) != Player::Human
                && new.player(crate::rules::breakthru::Side::Silver) == Player::Human,
        );
        session.set(new);
    });
    let bench_client = client.clone();
    let measure_speed = move |_| {
        set_bench_result.set("Measuring…".to_string());
        if let Err(message) = bench_client.send(&Request::Bench { id: 1 }) {
            set_bench_result.set(message);
        }
    };
    let move_client = client.clone();
    let move_now = move |_| {
        let Some(line) = thinking.get_untracked().map(|t| t.line) else {
            return;
        };
        thinking.set(None);
        engine_ready.set(false);
        set_engine_status.set("Engine restarting…".to_string());
        move_client.restart();
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
    let thinking_text = move || {
        thinking.get().map(|t| {
            if t.depth == 0 {
                "The AI is thinking…".to_string()
            } else {
                format!(
                    "The AI is thinking: depth {}, score {}, line {}",
                    t.depth,
                    t.score,
                    t.line.join(" ")
                )
            }
        })
    };

    view! {
        <main class="app">
            <header class="app-header">
                <h1>"Breakthru"</h1>
                <p class="engine-status" data-testid="worker-status">{engine_status}</p>
            </header>
            {move || notice.get().map(|text| view! {
                <p class="notice" data-testid="notice" role="alert">{text}
                    <button type="button" on:click=move |_| notice.set(None)>"OK"</button></p>
            })}
            <div class="layout">
                <section class="board-area">
                    <p class="status" data-testid="status" aria-live="polite">{move || session.with(Session::status)}</p>
                    <Board pieces=drawn flipped=flipped marks=marks on_press=on_press on_drop=on_drop />
                    <p class="thinking" data-testid="thinking">{thinking_text}
                        <button type="button" data-testid="move-now" on:click=move_now
                            hidden=move || thinking.with(|t| t.as_ref().is_none_or(|t| t.line.is_empty()))>"Move now"</button>
                    </p>
                    <div class="controls">
                        <button type="button" data-testid="undo" on:click=undo>"Undo"</button>
                        <button type="button" data-testid="redo" on:click=redo
                            disabled=move || !session.with(Session::can_redo)>"Redo"</button>
                        <button type="button" data-testid="flip" on:click=move |_| flipped.update(|f| *f = !*f)>"Flip board"</button>
                    </div>
                </section>
                <aside class="side-panel">
                    <NewGamePanel on_start=start_game />
                    <MoveList session=session />
                    <SharePanel session=session on_import=start_game />
                    <RulesPage />
                    <div class="about">
                        <button type="button" data-testid="bench" on:click=measure_speed>"Measure AI speed"</button>
                        <p class="bench-result" data-testid="bench-result">{bench_result}</p>
                    </div>
                </aside>
            </div>
        </main>
    }
}
