//! Lists of games that could not be read, kept aside in storage: My games offers each one
//! back, to restore into the list (its games are imported) or to download as a file.

use super::import_games::import;
use super::notice::Notice;
use super::state::use_app;
use crate::ui::i18n::{tr, use_lang, Text};
use crate::ui::library::LIBRARY_KEY;
use crate::ui::platform::{browser, storage};
use leptos::prelude::*;

/// One list kept aside: its storage key, when it was kept (ms) and its text.
type KeptList = (String, u64, String);

/// The lists kept aside, each with Restore and Download, while there are any.
#[component]
pub fn KeptAsideLists() -> impl IntoView {
    let state = use_app();
    let lang = use_lang();
    let kept = RwSignal::new(storage::kept_aside(LIBRARY_KEY));
    let restore = move |(key, _, text): KeptList| {
        let notice = import(state.library, &text);
        if matches!(notice, Notice::Imported { .. }) {
            storage::remove(&key);
            kept.update(|k| k.retain(|(other, ..)| *other != key));
        }
        state.notice.set(Some(notice));
    };
    let line = move |list: KeptList| {
        let when = browser::local_time(list.1, lang.get_untracked().code());
        let (for_restore, text) = (list.clone(), list.2.clone());
        view! {
            <li data-testid="kept-aside">
                {move || Text::KeptAsideList.get(lang.get())}" ("{when}") "
                <button type="button" data-testid="restore-kept" on:click=move |_| restore(for_restore.clone())>
                    {tr(Text::RestoreKept)}</button>" "
                <button type="button" data-testid="download-kept"
                    on:click=move |_| browser::download("breakthru-games-kept-aside.json", &text)>
                    {tr(Text::DownloadKept)}</button>
            </li>
        }
    };
    move || {
        (!kept.with(Vec::is_empty)).then(|| {
            view! {
                <ul class="kept-aside" role="status">{kept.get().into_iter().map(line).collect_view()}</ul>
            }
        })
    }
}
