//! The browser around the app: the URL and dialogs, storage, fetched files, the service
//! worker and sound.
//! Plumbing only: it knows nothing of games.

pub mod browser;
pub mod fetch;
pub mod offline;
pub mod sound;
pub mod storage;
