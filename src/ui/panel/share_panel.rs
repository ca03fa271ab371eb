//! Sharing: the link to this game, the game record as text, and importing a record.

use super::copy_field::{copy_field, CopyIds};
use crate::ui::game::share::to_fragment;
use crate::ui::game::Session;
use crate::ui::games::{import, NewGame};
use crate::ui::i18n::{messages, Explain, Text};
use crate::ui::i18n::{tr, use_lang};
use crate::ui::platform::browser::link_with_fragment;
use leptos::prelude::*;
use std::sync::Arc;

/// The link to this game, then the game record as text and importing a record, each in
/// a collapsed section.
#[component]
pub fn SharePanel(session: RwSignal<Session>, on_import: Callback<NewGame>) -> impl IntoView {
    let lang = use_lang();
    let with_review = RwSignal::new(true);
    let link = move || session.with(|s| link_with_fragment(&to_fragment(s, with_review.get())));
    let reviewed = move || session.with(|s| !s.review().is_empty());
    let record_text = move || session.with(|s| s.table().record_text());
    let import_text = RwSignal::new(String::new());
    let import_error = RwSignal::new(None::<String>);
    let import = move |_| match import(&import_text.get()) {
        Ok(table) => {
            import_error.set(None);
            let players = session.with(|s| s.players());
            on_import.run(NewGame::Ready(Session::new(table, players)));
        }
        Err(error) => {
            let lang = lang.get_untracked();
            import_error.set(Some(messages::not_imported(lang, &error.explain(lang))));
        }
    };
    let ids = CopyIds {
        field: "share-link",
        button: "copy-link",
        said: "copied",
    };
    view! {
        <details class="share tool">
            <summary>{tr(Text::Share)}</summary>
            {copy_field(Arc::new(link), Text::LinkToGame, ids)}
            <Show when=reviewed>
                <label class="with-review">
                    <input type="checkbox" data-testid="link-with-review" prop:checked=move || with_review.get()
                        on:change=move |ev| with_review.set(event_target_checked(&ev)) />
                    {tr(Text::LinkWithReview)}
                </label>
            </Show>
        </details>
        <details class="record tool">
            <summary>{tr(Text::GameRecord)}</summary>
            <textarea data-testid="record-text" readonly rows="6" prop:value=record_text></textarea>
            <textarea data-testid="import-text" rows="4" placeholder=tr(Text::ImportPlaceholder)
                on:input=move |ev| import_text.set(event_target_value(&ev))></textarea>
            <button type="button" data-testid="import" on:click=import>{tr(Text::Import)}</button>
            {move || import_error.get().map(|e| view! { <p class="notice" role="alert">{e}</p> })}
        </details>
    }
}
