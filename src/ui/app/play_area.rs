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
use crate::ui::ai_client::{AiState, EngineClient};
use crate::ui::board::{Board, Choice, Marks};
use crate::ui::game::browsing::turns_by;
use crate::ui::game::outlook::{for_light, proven, wins_in};
use crate::ui::game::texts as game_texts;
use crate::ui::i18n::tr;
use crate::ui::i18n::{messages, Text};
use crate::ui::platform::browser;
use leptos::prelude::*;

/// Plays the AI's best line so far at once: the worker restarts, and the line's actions
/// that are still the AI's to play are played.
fn move_now(state: AppState, ai: AiState, client: StoredValue<EngineClient, LocalStorage>) {
    let Some(line) = ai.thinking.get_untracked().map(|t| t.line) else {
        return;
    };
    ai.thinking.set(None);
    ai.ready.set(false);
    ai.status.set(
        Text::EngineRestarting
            .get(state.lang.get_untracked())
            .to_string(),
    );
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

/// The status line, the board, then a refused move's reason and the AI's thinking.
#[component]
pub fn PlayArea(
    state: AppState,
    ai: AiState,
    client: StoredValue<EngineClient, LocalStorage>,
) -> impl IntoView {
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
        let on = settings.with(|s| s.threats) && viewing.get().is_none();
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
    // While the AI thinks, its line; after it moved, how the game looked to it.
    let thinking_text = move || {
        let lang = lang.get();
        if let Some(t) = ai.thinking.get() {
            // A proven score in words: "White wins in 3 moves".
            let score = session.with(|s| {
                let table = s.table();
                let light = for_light(&t.score, table.seat_to_move());
                let (seat, moves) = proven(&light)?;
                Some(wins_in(lang, table.seat_name(seat, lang), moves))
            });
            let score = score.unwrap_or(t.score);
            return Some(ai_texts::thinking(lang, t.depth, &score, &t.line));
        }
        let (outlook, score) = ai.last_outlook.get()?;
        let text = session.with(|s| {
            ai_texts::outlook(lang, outlook, &score, |seat| {
                s.table().seat_name(seat, lang)
            })
        });
        Some(text)
    };
    view! {
        <p class="status" data-testid="status">{move || session.with(|s| {
            if choice.with(Choice::is_exploding) {
                return Text::ChooseExplosion.get(lang.get()).to_string();
            }
            let ply = viewing.get().unwrap_or(s.table().plies());
            s.table().status_at(ply, lang.get())
        })}</p>
        <p class="sr-only" data-testid="announcer" aria-live="polite">{move || session.with(|s| game_texts::announcement(lang.get(), s))}</p>
        <AnalysisNote state=state ai=ai />
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
            <p class="line">{thinking_text}</p>
            <button type="button" data-testid="move-now" on:click=move |_| move_now(state, ai, client)
                hidden=move || ai.thinking.with(|t| t.as_ref().is_none_or(|t| t.line.is_empty()))>{tr(Text::MoveNow)}</button>
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
