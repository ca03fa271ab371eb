//! Freeling's 9x5 Breakthrough in the app: its table, texts, errors and rules in both
//! languages.

mod entry;
mod errors;
mod seat;
mod table;
mod texts;

pub use entry::Breakthrough9x5;
pub use table::Breakthrough9x5Table;
