//! The page of an address that names no place (`#/nonsense`): it says so, and links to
//! every place.

use super::place::Place;
use crate::ui::i18n::{tr, Text};
use leptos::prelude::*;

/// "No such page", and a link to each place.
#[component]
pub fn NoSuchPage() -> impl IntoView {
    let link = |to: Place| view! { <li><a href=to.href()>{tr(to.label())}</a></li> };
    view! {
        <main class="page" data-testid="no-such-page">
            <h1>{tr(Text::NoSuchPage)}</h1>
            <p>{tr(Text::NoSuchPageExplained)}</p>
            <ul>{Place::ALL.into_iter().map(link).collect_view()}</ul>
        </main>
    }
}
