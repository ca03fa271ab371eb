//! The panels: a new game, the move list, the review, sharing, settings and the rules.

mod copy_field;
mod evaluation_graph;
mod move_list;
mod new_game;
mod review_panel;
mod rules_files;
mod rules_page;
mod settings_panel;
mod share_panel;

pub use copy_field::{copy_field, CopyIds};
pub use move_list::MoveList;
pub use new_game::NewGamePanel;
pub use review_panel::ReviewPanel;
pub use rules_page::RulesPage;
pub use settings_panel::SettingsPanel;
pub use share_panel::SharePanel;
