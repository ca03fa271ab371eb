//! The page of an address that names no place (`#/nonsense`): it says so, and links to
//! every place.

use super::place::Place;
use crate::ui::i18n::{use_lang, Lang, Text};
use leptos::prelude::*;

/// The page's HTML in `lang`: "No such page" and a link to each place (fixed texts only,
/// written as one text: smaller code than a view of each link).
fn page_html(lang: Lang) -> String {
    let links: String = Place::ALL
        .into_iter()
        .map(|to| {
            format!(
                r#"<li><a href="{}">{}</a></li>"#,
                to.href(),
                to.label().get(lang)
            )
        })
        .collect();
    format!(
        "<h1>{}</h1><p>{}</p><ul>{links}</ul>",
        Text::NoSuchPage.get(lang),
        Text::NoSuchPageExplained.get(lang)
    )
}

/// "No such page", and a link to each place, while `place` is [`Place::Unknown`].
#[component]
pub fn NoSuchPage(place: RwSignal<Place>) -> impl IntoView {
    let lang = use_lang();
    let shown = move || place.get() == Place::Unknown;
    view! {
        <main class="page" data-testid="no-such-page" hidden=move || !shown()
            inner_html=move || if shown() { page_html(lang.get()) } else { String::new() }></main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_links_to_every_place_in_the_players_language() {
        let html = page_html(Lang::Nl);
        assert!(
            html.starts_with("<h1>Deze pagina bestaat niet</h1>"),
            "{html}"
        );
        assert_eq!(html.matches("<a href=").count(), Place::ALL.len());
        assert!(html.contains(r##"<li><a href="#/analysis">Analysebord</a></li>"##));
    }
}
