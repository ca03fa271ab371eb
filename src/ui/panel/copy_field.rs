//! A link to hand on: its caption, the whole link in a field wide enough to read, a Copy
//! button, and whether the copy worked.

use crate::ui::i18n::{tr, use_lang, Text};
use crate::ui::platform::browser;
use leptos::prelude::*;
use std::sync::Arc;

/// How long "Copied" stays.
const SAID_FOR: std::time::Duration = std::time::Duration::from_secs(3);

/// The link to show, read again whenever what it reads changes.
pub type Link = Arc<dyn Fn() -> String + Send + Sync>;

/// The test ids of a [`copy_field`]'s field, button and result.
#[derive(Clone, Copy)]
pub struct CopyIds {
    pub field: &'static str,
    pub button: &'static str,
    pub said: &'static str,
}

/// `link` under `caption`, with a Copy button (`navigator.clipboard`). Without clipboard
/// permission the link stays in the field to select and copy by hand, and the result says so.
/// (A plain function over a shared closure, neither a component nor a `Signal<String>`:
/// the same view for 2 KB less download.)
pub fn copy_field(link: Link, caption: Text, ids: CopyIds) -> impl IntoView {
    let lang = use_lang();
    let said = RwSignal::new(None::<Text>);
    let to_copy = Arc::clone(&link);
    let copy = move |_| {
        browser::copy_text(&to_copy(), move |ok| {
            said.set(Some(if ok { Text::Copied } else { Text::NotCopied }));
            set_timeout(move || said.set(None), SAID_FOR);
        });
    };
    view! {
        <div class="copy-field">
            <label>{tr(caption)}<textarea data-testid=ids.field readonly prop:value=move || link()></textarea></label>
            <button type="button" data-testid=ids.button on:click=copy>{tr(Text::CopyLink)}</button>
            <p class="copied" data-testid=ids.said role="status">{move || said.get().map(|t| t.get(lang.get()))}</p>
        </div>
    }
}
