//! The library in the browser's storage, under its own key. The single game of earlier
//! releases (`breakthru.game`) stays where it is, kept as the game in progress.

use super::format::LibraryError;
use super::kept::Library;
use crate::ui::game::Opener;
use crate::ui::platform::storage::{self, LoadProblem};

/// Key of the library.
pub const LIBRARY_KEY: &str = "breakthru.library";

/// The saved library, if any, every game opened with `open`, or why it could not be used
/// (an unreadable one is kept aside). Read once, on start: the error's size does not matter.
#[allow(clippy::result_large_err)]
pub fn load_library(open: Opener) -> Result<Option<Library>, LoadProblem<LibraryError>> {
    storage::load(LIBRARY_KEY, |text| Library::from_json(text, open))
}

/// Saves the library; false if the browser refused (its quota full: what was saved before
/// is kept as it was).
pub fn save_library(library: &Library) -> bool {
    storage::save_text(LIBRARY_KEY, &library.to_json())
}
