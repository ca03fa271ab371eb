//! Fuzzes game records as text: Breakthru's `Record::from_text` (`to_text` of what is
//! accepted re-parses equal) and the app's import of any game's record (`games::import`: the
//! imported game's own record imports as the same game, and the game survives a trip
//! through a shared link).

use breakthru::rules::breakthru::Record;
use breakthru::ui::game::{same_game, share, Player, Session};
use breakthru::ui::games;

/// Checks one input; true if either reader accepted it.
pub fn run(text: &str) -> bool {
    let record = breakthru_record(text);
    let imported = import(text);
    record || imported
}

/// Breakthru's own record reader.
fn breakthru_record(text: &str) -> bool {
    let Ok(record) = Record::from_text(text) else {
        return false;
    };
    let written = record.to_text();
    assert_eq!(
        Record::from_text(&written).as_ref(),
        Ok(&record),
        "{written}"
    );
    true
}

/// The app's import of a record of any game.
fn import(text: &str) -> bool {
    let Ok(table) = games::import(text) else {
        return false;
    };
    let written = table.record_text();
    let again = games::import(&written).expect("an imported game's record imports");
    assert!(same_game(&*again, &*table), "{written}");
    let session = Session::new(table, [Player::Human, Player::Human]);
    let fragment = share::to_fragment(&session, false);
    let shared = share::parse_fragment(&fragment, games::open);
    assert_eq!(shared.as_ref(), Ok(&session), "{fragment}");
    true
}
