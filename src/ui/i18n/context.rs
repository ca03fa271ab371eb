//! The app's language as a Leptos context, for components to read.

use super::{Lang, Text};
use leptos::prelude::*;

/// The language chosen in the settings (or the browser's), English if none was provided.
pub fn use_lang() -> Signal<Lang> {
    use_context::<Signal<Lang>>().unwrap_or_else(|| Signal::stored(Lang::En))
}

/// A fixed text that follows the language.
pub fn tr(text: Text) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    let lang = use_lang();
    move || text.get(lang.get())
}
