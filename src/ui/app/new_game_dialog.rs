//! New game as a modal dialog: the new-game panel, opened from Play and from the
//! game-over banner. The browser's `<dialog>` moves the focus in, closes on Escape and
//! gives the focus back to the button that opened it.

use crate::ui::game::new_game::Choices;
use crate::ui::games::NewGame;
use crate::ui::i18n::tr;
use crate::ui::i18n::Text;
use crate::ui::library::FriendTerms;
use crate::ui::panel::NewGamePanel;
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

/// The dialog, closed until a button opens it; `on_start` closes it when it starts a game.
#[component]
pub fn NewGameDialog(
    current: Signal<Choices>,
    on_start: Callback<NewGame>,
    friend: RwSignal<Option<FriendTerms>>,
) -> impl IntoView {
    view! {
        <dialog id=NEW_GAME_DIALOG class="dialog" data-testid="new-game-dialog" role="dialog"
            aria-modal="true" aria-label=tr(Text::NewGame)>
            <NewGamePanel current=current on_start=on_start friend=friend />
            <form method="dialog" class="dialog-close">
                <button type="submit" data-testid="close-new-game">{tr(Text::Close)}</button>
            </form>
        </dialog>
    }
}
