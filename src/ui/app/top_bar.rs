//! The top bar: the app's name and its places, which fold into a menu on a phone.

use super::place::Place;
use crate::ui::i18n::tr;
use crate::ui::i18n::Text;
use leptos::prelude::*;

/// The app's name and a link to each place, the current one marked; on a narrow screen a
/// menu button shows and hides the links.
#[component]
pub fn TopBar(place: RwSignal<Place>) -> impl IntoView {
    let open = RwSignal::new(false);
    // Going somewhere folds the menu again.
    Effect::new(move |_| {
        place.track();
        open.set(false);
    });
    let link = move |to: Place| {
        view! {
            <li><a href=to.href() data-testid=format!("place-{}", to.name())
                aria-current=move || (place.get() == to).then_some("page")>{tr(to.label())}</a></li>
        }
    };
    view! {
        <header class="top-bar">
            <a class="brand" href=Place::Play.href()>"Breakthru"</a>
            <button type="button" class="menu-button" data-testid="menu" aria-controls="places"
                aria-expanded=move || open.get().to_string() on:click=move |_| open.update(|o| *o = !*o)>
                {tr(Text::Menu)}</button>
            <nav id="places" class="places" class:open=open aria-label=tr(Text::Places)>
                <ul>{Place::ALL.into_iter().map(link).collect_view()}</ul>
            </nav>
        </header>
    }
}
