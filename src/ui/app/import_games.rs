//! Games imported from a library file into the list of kept games.

use super::notice::Notice;
use crate::ui::games;
use crate::ui::library::Library;
use leptos::prelude::*;
use std::sync::Arc;

/// Imports the games of a library file's `text` into `library`, and what to say of it.
pub fn import(library: RwSignal<Library>, text: &str) -> Notice {
    match Library::from_json(text, games::open) {
        Ok(other) => {
            let report = library.try_update(|l| l.import(other)).unwrap_or_default();
            Notice::Imported {
                added: report.added.len(),
                unchanged: report.unchanged.len(),
                skipped: report.conflicting.len(),
            }
        }
        Err(error) => Notice::NotImported(Arc::new(error)),
    }
}
