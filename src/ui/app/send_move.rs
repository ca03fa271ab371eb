//! Sending a move to a friend: the link of the game's latest position, through the
//! system's share sheet where there is one, else copied. Undo stops at what was sent.

use super::state::AppState;
use crate::ui::app::state::use_app;
use crate::ui::i18n::{tr, use_lang, Text};
use crate::ui::panel::{copy_field, CopyIds};
use crate::ui::platform::browser;
use leptos::prelude::*;
use std::sync::Arc;

/// The test ids of the link sent, its Copy button and what copying did.
const FRIEND_LINK: CopyIds = CopyIds {
    field: "friend-link",
    button: "friend-copy",
    said: "friend-copied",
};

/// The Send your move button, while a friend's game waits for this device to send it,
/// what it did, and the link it sent, to copy again.
#[component]
pub fn SendMove() -> impl IntoView {
    let state = use_app();
    let lang = use_lang();
    let AppState {
        session,
        library,
        key,
        ..
    } = state;
    let sent = RwSignal::new(None::<String>);
    let said = RwSignal::new(None::<Text>);
    // To send: this device's turn is over, or it moved since it last sent.
    let due = move || {
        let friend = state.friend()?;
        session.with(|s| {
            let unsent = s.table().plies() > friend.sent;
            (unsent || !friend.may_move(s.table())).then_some(unsent)
        })
    };
    // A different game, or a move since: the link shown is no longer the one to send.
    Effect::new(move |_| {
        key.track();
        session.track();
        sent.set(None);
        said.set(None);
    });
    let send = move |_| {
        let game = session.get_untracked();
        let key = key.get_untracked();
        let link = library.try_update(|l| l.send(&key, &game, browser::now()));
        let Some(url) = link
            .flatten()
            .map(|l| browser::link_with_fragment(&l.to_fragment()))
        else {
            return;
        };
        if browser::share_url(&url) {
            said.set(Some(Text::Sent));
        } else {
            browser::copy_text(&url, move |ok| {
                said.set(Some(if ok { Text::Copied } else { Text::NotCopied }))
            });
        }
        sent.set(Some(url));
    };
    let note = move |unsent: bool| {
        let lang = lang.get();
        let untouched = session.with(|s| s.table().plies() == 0);
        let text = if sent.with(Option::is_some) {
            Text::Sent
        } else if unsent {
            Text::UndoUntilSent
        } else if untouched {
            Text::FriendMovesFirst
        } else {
            Text::Sent
        };
        let said = said
            .get()
            .filter(|t| *t != Text::Sent)
            .map_or("", |t| t.get(lang));
        format!("{} {said}", text.get(lang))
    };
    move || {
        due().map(|unsent| {
            view! {
                <div class="send-move">
                    <button type="button" class="primary" data-testid="send-move" on:click=send>{tr(Text::SendMove)}</button>
                    <p class="note" data-testid="send-note">{move || note(unsent)}</p>
                    {move || sent.get().map(|_| {
                        let link = Arc::new(move || sent.get().unwrap_or_default());
                        copy_field(link, Text::FriendLinkLabel, FRIEND_LINK)
                    })}
                </div>
            }
        })
    }
}
