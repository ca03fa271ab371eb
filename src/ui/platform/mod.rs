//! The browser around the app: the URL, storage, the service worker and other tabs.

pub mod browser;
pub mod offline;
mod other_tabs;
pub mod sound;
pub mod storage;

pub use other_tabs::OtherTabNotice;
