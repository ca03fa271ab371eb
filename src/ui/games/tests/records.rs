//! Records exported by every game import again.

use super::{breakthrough, breakthru, game};
use crate::ui::game::same_game;
use crate::ui::games::{import, open};

#[test]
fn every_game_exports_records_that_import() {
    let breakthrough = breakthrough("BBBBB/BBBBB/5/WWWWW/WWWWW w", &["a2-a3", "a4-b3", "a3xb4"]);
    let freeling_start = "BBBBB/BBBBB/5/5/5/5/5/WWWWW/WWWWW w";
    let freeling = open(game("breakthrough9x5"), freeling_start, &["b2-a1", "pass"]).unwrap();
    for table in [breakthru(&["e4-e3"]), breakthrough, freeling] {
        let again = import(&table.record_text()).unwrap();
        assert!(same_game(&*table, &*again), "{}", table.record_text());
    }
    assert!(import("[Game \"breakthrough\"]\n1. a2-a3").is_err());
}
