//! The play area: whose turn, the board, a refused move's reason and the AI's line; and
//! the game-over banner, which the side panel shows so that the board never moves.

use super::action_frames::action_frames;
use super::analysis::AnalysisNote;
use super::board_input::board_input;
use super::board_view::{arrows, last_turn_cells, legal_moves, pieces, LiveView};
use super::new_game_dialog::NEW_GAME_DIALOG;
use super::review_note::ReviewNote;
use super::state::AppState;
use crate::ui::ai_client::texts as ai_texts;
use crate::ui::ai_client::use_ai;
use crate::ui::ai_client::use_engine;
use crate::ui::ai_client::{AiState, EngineClient, EngineStatus};
use crate::ui::app::state::use_app;
use crate::ui::board::{Board, Choice, Marks};
use crate::ui::game::browsing::turns_by;
use crate::ui::game::texts as game_texts;
use crate::ui::i18n::tr;
use crate::ui::i18n::{messages, Text};
use crate::ui::platform::browser;
use leptos::prelude::*;

/// Plays the AI's best line so far at once: the worker restarts, and the line's actions
/// that are still the AI's to play are played.
fn move_now(state: AppState, ai: AiState, client: StoredValue<EngineClient, LocalStorage>) {
    let Some(line) = ai.thinking().and_then(|t| t.progress).map(|p| p.line) else {
        return;
    };
    ai.stop_thinking();
    ai.status.set(EngineStatus::Restarting(None));
    client.with_value(|c| c.restart());
    let seat = state.session.with_untracked(|s| s.table().seat_to_move());
    for text in line {
        // Only while the AI's turn lasts, and only legal actions (the line may be stale).
        let playable = state.session.with_untracked(|s| {
            s.table().seat_to_move() == seat
                && s.ai_to_move().is_some()
                && s.table().legal().iter().any(|m| m.text == text)
        });
        if !playable {
            break;
        }
        state.play(&text);
    }
}

/// The line under the board: while the AI thinks, its search; else, in a game still on,
/// the AI's evaluation of the live position (the bar's, in words), if it has one.
fn ai_line(state: AppState, ai: AiState) -> Option<String> {
    let lang = state.lang.get();
    state.session.with(|s| {
        let table = s.table();
        let name = |seat| table.seat_name(seat, lang);
        if let Some(thinking) = ai.thinking() {
            let mover = table.seat_to_move();
            return Some(ai_texts::thinking(
                lang,
                thinking.progress.as_ref(),
                mover,
                name,
            ));
        }
        if table.is_over() {
            return None;
        }
        let live = ai
            .evaluation
            .with(|e| e.as_ref().filter(|e| e.is_of(s)).map(|e| e.score))?;
        Some(ai_texts::evaluation(lang, live, name))
    })
}

/// The status line, the board, then a refused move's reason and the AI's thinking.
#[component]
pub fn PlayArea() -> impl IntoView {
    let state = use_app();
    let ai = use_ai();
    let client = use_engine();
    let AppState {
        session,
        settings,
        viewing,
        choice,
        lang,
        ..
    } = state;
    let flipped = Signal::derive(move || settings.with(|s| s.flipped));
    let coordinates = Signal::derive(move || settings.with(|s| s.coordinates));
    let geometry = Memo::new(move |_| session.with(|s| s.table().geometry()));
    // In a friend's game, only this device's side moves here.
    let legal = Memo::new(move |_| {
        let held = viewing.get().is_some() || !state.may_act();
        session.with(|s| legal_moves(s, held))
    });
    let shown_arrows = move || {
        let live = session.with(|s| s.table().plies());
        let hint = ai
            .hint
            .with(|h| h.as_ref()?.shown_at(live).map(<[String]>::to_vec));
        session.with(|s| arrows(s, hint.as_deref(), viewing.get()))
    };
    // The threats overlay, on the live position of a game still on, while the setting is on.
    let threats = move || {
        let on = settings.with(|s| s.threats) && viewing.get().is_none() && !state.help_barred();
        session.with(|s| match on && !s.table().is_over() {
            true => s.table().threats(),
            false => Vec::new(),
        })
    };
    // Memos: the board redraws only what a change of their values touches.
    let marks = Memo::new(move |_| {
        let choice = choice.get();
        legal.with(|legal| Marks {
            selected: choice.piece(),
            targets: legal.targets(&choice),
            last_turn: session.with(|s| last_turn_cells(s, viewing.get())),
            movable: legal.movable(),
            arrows: shown_arrows(),
            threats: threats(),
        })
    });
    let animate = Signal::derive(move || settings.with(|s| s.animate));
    let frame = action_frames(session, animate);
    let drawn = Memo::new(move |_| {
        let (flipped, animate, frame) = (flipped.get(), animate.get(), frame.get());
        choice.with(|choice| {
            let live = LiveView {
                choice: Some(choice),
                frame,
            };
            session.with(|s| pieces(s, viewing.get(), live, flipped, animate))
        })
    });
    let input = board_input(state, legal);
    view! {
        <p class="status" data-testid="status">{move || session.with(|s| {
            if choice.with(Choice::is_exploding) {
                return Text::ChooseExplosion.get(lang.get()).to_string();
            }
            let ply = viewing.get().unwrap_or(s.table().plies());
            s.table().status_at(ply, lang.get())
        })}</p>
        <p class="sr-only" data-testid="announcer" aria-live="polite">{move || session.with(|s| game_texts::announcement(lang.get(), s))}</p>
        <AnalysisNote />
        {move || viewing.get().map(|ply| view! {
            <p class="browsing" data-testid="browsing">{move || session.with(|s| {
                let (turn, turns) = (turns_by(s.table(), ply), turns_by(s.table(), s.table().plies()));
                messages::browsing(lang.get(), turn, turns)
            })}</p>
        })}
        <ReviewNote session=session viewing=viewing />
        <Board geometry=geometry pieces=drawn flipped=flipped coordinates=coordinates marks=marks on_press=input.on_press
            on_drop=input.on_drop on_cancel=Callback::new(move |()| choice.set(Choice::default())) />
        <p class="refusal" data-testid="refusal" aria-live="polite">{move || input.refusal.get()}</p>
        <div class="thinking" data-testid="thinking">
            <p class="line" data-testid="ai-line">{move || ai_line(state, ai)}</p>
            <button type="button" data-testid="move-now" on:click=move |_| move_now(state, ai, client)
                hidden=move || ai.thinking().and_then(|t| t.progress).is_none_or(|p| p.line.is_empty())>{tr(Text::MoveNow)}</button>
        </div>
    }
}

/// How the game ended, with Rematch and New game, once it is over. It stands in the side
/// panel (under the board on a phone), so that the board stays where it was.
pub fn game_over_banner(state: AppState, ai: AiState) -> impl IntoView {
    let AppState {
        session,
        free,
        lang,
        ..
    } = state;
    // Not during a setup: the game it would speak of is no longer on the board.
    let ended = move || {
        free.with(Option::is_none)
            .then(|| session.with(|s| s.table().ending_text(lang.get())))
            .flatten()
    };
    move || {
        ended().map(|text| {
            view! {
                <p class="banner" data-testid="game-over" role="status">{text}" "
                    <button type="button" data-testid="rematch" on:click=move |_| state.rematch(ai)>{tr(Text::Rematch)}</button>" "
                    <button type="button" data-testid="banner-new-game" on:click=|_| browser::show_dialog(NEW_GAME_DIALOG)>{tr(Text::NewGame)}</button>
                </p>
            }
        })
    }
}
