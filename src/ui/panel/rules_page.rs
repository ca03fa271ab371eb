//! The rules of the game being played, as the app plays them, in the app's language,
//! fetched when the page opens (see [`rules_files`](super::rules_files)).

use super::rules_files::files;
use crate::rules::GameId;
use crate::ui::i18n::{tr, use_lang, Lang, Text};
use crate::ui::platform::fetch;
use leptos::prelude::*;

/// The page's HTML for `game` in `lang`, or `None` if a file could not be had.
async fn load(game: GameId, lang: Lang) -> Option<String> {
    let mut page = String::new();
    for file in files(game, lang) {
        page.push_str(&fetch::text(&file).await?);
    }
    Some(page)
}

/// The rules of `game`, as a page under its heading.
#[component]
pub fn RulesPage(game: Signal<GameId>) -> impl IntoView {
    let lang = use_lang();
    // None while loading; Some(None) if it failed.
    let page = RwSignal::new(None::<Option<String>>);
    let attempt = RwSignal::new(0_u32);
    Effect::new(move |_| {
        let (game, lang) = (game.get(), lang.get());
        attempt.track();
        page.set(None);
        leptos::task::spawn_local(async move { page.set(Some(load(game, lang).await)) });
    });
    let loading = move || page.with(Option::is_none);
    let failed = move || page.with(|page| matches!(page, Some(None)));
    view! {
        <section class="rules" data-testid="rules" aria-labelledby="rules-title">
            <h1 id="rules-title">{tr(Text::Rules)}</h1>
            {move || loading().then(|| view! { <p role="status">{tr(Text::RulesLoading)}</p> })}
            {move || failed().then(|| view! {
                <p role="alert">{tr(Text::RulesFailed)}" "
                    <button type="button" on:click=move |_| attempt.update(|n| *n += 1)>{tr(Text::TryAgain)}</button></p>
            })}
            <div inner_html=move || page.get().flatten().unwrap_or_default()></div>
        </section>
    }
}
