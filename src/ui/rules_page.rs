//! The rules of Breakthru as the app plays them, house rules included, in the app's language.

use super::i18n::{rules, Text};
use super::lang_context::{tr, use_lang};
use leptos::prelude::*;

/// The rules, in a collapsible section.
#[component]
pub fn RulesPage() -> impl IntoView {
    let lang = use_lang();
    let sections = move || {
        rules(lang.get())
            .iter()
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
