//! A link to hand on: its caption, the whole link in a field wide enough to read, a Copy
//! button, and whether the copy worked.

use crate::ui::i18n::{tr, use_lang, Text};
use crate::ui::platform::browser;
use leptos::prelude::*;

/// How long "Copied" stays.
const SAID_FOR: std::time::Duration = std::time::Duration::from_secs(3);

/// The test ids of a [`copy_field`]'s field, button and result.
#[derive(Clone, Copy)]
pub struct CopyIds {
    pub field: &'static str,
    pub button: &'static str,
    pub said: &'static str,
}

/// `link` under `caption`, with a Copy button (`navigator.clipboard`). Without clipboard
/// permission the link stays in the field to select and copy by hand, and the result says so.
/// (A plain function, not a component: the same view for less download.)
pub fn copy_field(link: Signal<String>, caption: Text, ids: CopyIds) -> impl IntoView {
    let lang = use_lang();
    let said = RwSignal::new(None::<Text>);
    let copy = move |_| {
        browser::copy_text(&link.get_untracked(), move |ok| {
            said.set(Some(if ok { Text::Copied } else { Text::NotCopied }));
            set_timeout(move || said.set(None), SAID_FOR);
        });
    };
    view! {
        <div class="copy-field">
            <label>
                <span class="caption">{tr(caption)}</span>
                <textarea data-testid=ids.field readonly rows="2" spellcheck="false" prop:value=move || link.get()></textarea>
            </label>
            <button type="button" data-testid=ids.button on:click=copy>{tr(Text::CopyLink)}</button>
            <p class="copied" data-testid=ids.said role="status">{move || said.get().map(|t| t.get(lang.get()))}</p>
        </div>
    }
}
