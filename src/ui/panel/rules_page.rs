//! The rules of the game being played, as the app plays them, in the app's language.

use crate::rules::GameId;
use crate::ui::games;
use crate::ui::i18n::{analysis, keys, Text};
use crate::ui::i18n::{tr, use_lang};
use leptos::prelude::*;

/// The rules of `game`, in a collapsible section.
#[component]
pub fn RulesPage(game: Signal<GameId>) -> impl IntoView {
    let lang = use_lang();
    let sections = move || {
        let lang = lang.get();
        games::texts(game.get())
            .rules
            .get(lang)
            .iter()
            .chain([keys(lang), analysis(lang)].iter())
            .map(|section| {
                let items = (!section.items.is_empty()).then(|| {
                    view! { <ul>{section.items.iter().map(|item| view! { <li>{*item}</li> }).collect_view()}</ul> }
                });
                view! {
                    <h3>{section.title}</h3>
                    {section.paragraphs.iter().map(|p| view! { <p>{*p}</p> }).collect_view()}
                    {items}
                }
            })
            .collect_view()
    };
    view! {
        <details class="rules" data-testid="rules">
            <summary>{tr(Text::Rules)}</summary>
            {sections}
        </details>
    }
}
