//! The browser around the app: the URL and dialogs, storage, the service worker and sound.
//! Plumbing only: it knows nothing of games.

pub mod browser;
pub mod offline;
pub mod sound;
pub mod storage;
