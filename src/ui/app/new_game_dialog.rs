//! New game as a modal dialog: the new-game panel (loaded when the dialog first opens),
//! opened from Play and from the game-over banner. The browser's `<dialog>` moves the focus
//! in, closes on Escape and gives the focus back to the button that opened it.

use super::lazy::{self, Lazy};
use crate::ui::i18n::tr;
use crate::ui::i18n::Text;
use crate::ui::platform::browser;
use leptos::prelude::*;

/// The dialog's id, for the buttons that open it.
pub const NEW_GAME_DIALOG: &str = "new-game-dialog";

/// The button that opens the dialog.
#[component]
pub fn NewGameButton() -> impl IntoView {
    view! {
        <button type="button" class="primary" data-testid="open-new-game" aria-haspopup="dialog"
            on:click=|_| browser::show_dialog(NEW_GAME_DIALOG)>{tr(Text::NewGame)}</button>
    }
}

/// The dialog, closed until a button opens it. Its panel (`lazy::new_game`) is loaded when
/// it first opens, and closes it when it starts a game.
#[component]
pub fn NewGameDialog() -> impl IntoView {
    let opened = RwSignal::new(false);
    view! {
        <dialog id=NEW_GAME_DIALOG class="dialog" data-testid="new-game-dialog" role="dialog"
            aria-modal="true" aria-label=tr(Text::NewGame) on:toggle=move |_| opened.set(true)>
            <Lazy when=opened keep=true load=lazy::new_game />
            <form method="dialog" class="dialog-close">
                <button type="submit" data-testid="close-new-game">{tr(Text::Close)}</button>
            </form>
        </dialog>
    }
}
