//! What presses and drops on the board do: choose a piece, its move and (in Freeling's 9x5
//! game) the order of its explosions, then play it; or say why nothing happened.

use super::state::AppState;
use crate::ui::board::{Cell, Choice, LegalMoves, TapResult};
use crate::ui::i18n::{use_lang, Lang};
use leptos::prelude::*;

/// The board's callbacks and the reason the last press or drop did nothing.
#[derive(Clone, Copy)]
pub struct BoardInput {
    /// A square pressed (tap, click, Enter or the start of a drag).
    pub on_press: Callback<Cell>,
    /// A piece dropped from one square on another.
    pub on_drop: Callback<(Cell, Cell)>,
    /// Why the last press or drop did nothing, in the language of the moment.
    pub refusal: Signal<Option<String>>,
}

/// The board's input for the live game, given its legal moves.
pub fn board_input(state: AppState, legal: Memo<LegalMoves>) -> BoardInput {
    let AppState {
        session, viewing, ..
    } = state;
    let why_not = move |from: Cell, to: Option<Cell>, lang: Lang| {
        session.with_untracked(|s| {
            let live = viewing.get_untracked().is_none() && s.human_to_move();
            live.then(|| s.table().why_not(from, to, lang)).flatten()
        })
    };
    input_for(legal, state.choice, why_not, move |text: &str| {
        state.play(text)
    })
}

/// The board's input for any game: `legal` moves, the `choice` under way, `why_not` a
/// press or drop did nothing (in a language), and `play` for an action chosen. A refusal
/// is kept as the squares pressed and said in the language of the moment.
pub fn input_for(
    legal: Memo<LegalMoves>,
    choice: RwSignal<Choice>,
    why_not: impl Fn(Cell, Option<Cell>, Lang) -> Option<String> + Copy + Send + Sync + 'static,
    play: impl Fn(&str) + Copy + Send + Sync + 'static,
) -> BoardInput {
    let lang = use_lang();
    let refused = RwSignal::new(None::<(Cell, Option<Cell>)>);
    let explain = move |from: Cell, to: Option<Cell>| {
        let has_reason = why_not(from, to, lang.get_untracked()).is_some();
        refused.set(has_reason.then_some((from, to)));
    };
    let refusal = Signal::derive(move || {
        let (from, to) = refused.get()?;
        why_not(from, to, lang.get())
    });
    let on_press = Callback::new(move |cell: Cell| {
        let before = choice.get_untracked();
        refused.set(None);
        match legal.with(|l| l.tap(&before, cell)) {
            TapResult::Choose(next) => choice.set(next),
            TapResult::Play(text) => play(&text),
            TapResult::Deselect => {
                choice.set(Choice::default());
                match before.piece() {
                    _ if before.is_exploding() => {}
                    Some(from) if from != cell => explain(from, Some(cell)),
                    Some(_) => {}
                    None => explain(cell, None),
                }
            }
        }
    });
    let on_drop = Callback::new(move |(from, to): (Cell, Cell)| {
        refused.set(None);
        match legal.with(|l| l.drop(from, to)) {
            Some(TapResult::Play(text)) => play(&text),
            Some(TapResult::Choose(next)) => choice.set(next),
            Some(TapResult::Deselect) | None => explain(from, Some(to)),
        }
    });
    BoardInput {
        on_press,
        on_drop,
        refusal,
    }
}
