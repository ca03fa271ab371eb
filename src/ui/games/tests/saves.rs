//! Saved games of every format version still open, and round trip.

use crate::bot::Level;
use crate::rules::breakthrough::{Side, Size};
use crate::ui::breakthrough::BreakthroughTable;
use crate::ui::game::saved::{session_from_json, session_to_json, SavedGame, SavedGameError};
use crate::ui::game::{JsonError, OpenError, Player, Session};
use crate::ui::games::open;

/// A game saved by the Breakthru-only release (format version 1), as it wrote it.
const SAVED_BY_VERSION_1: &str = include_str!("../../../../tests/data/saves/breakthru-v1.json");

#[test]
fn a_game_saved_by_the_first_release_still_loads() {
    let session = session_from_json(SAVED_BY_VERSION_1, open).unwrap();
    assert_eq!(session.table().game(), super::game("breakthru"));
    assert_eq!(session.table().action_texts(), ["e4-e3", "g4-g3", "d2-d1"]);
    assert_eq!(session.players(), [Player::Human, Player::Ai(Level::Club)]);
}

#[test]
fn saved_games_round_trip_and_bad_ones_are_explained() {
    let table = BreakthroughTable::new(Size::new(6, 9).unwrap(), Side::Black);
    let mut session = Session::new(
        Box::new(table),
        [Player::Ai(Level::Beginner), Player::Human],
    );
    assert!(
        !session_to_json(&session).contains("hints"),
        "no hints, no field"
    );
    session.play("a5-a4").unwrap();
    session.take_hint();
    let text = session_to_json(&session);
    assert!(text.contains("\"game\":\"breakthrough\""), "{text}");
    assert!(text.contains("\"hints\":[1]"), "{text}");
    assert_eq!(session_from_json(&text, open), Ok(session.clone()));
    let mut bad = SavedGame::of(&session);
    bad.actions.push("a4-a3".into());
    assert!(matches!(
        bad.open(open),
        Err(SavedGameError::Game(OpenError::Action { number: 2, .. }))
    ));
    let future = text.replace("\"version\":2", "\"version\":99");
    assert_eq!(
        session_from_json(&future, open),
        Err(SavedGameError::Version(99))
    );
    assert!(matches!(
        session_from_json("{\"version\":2}", open),
        Err(SavedGameError::Json(JsonError { syntax: false, .. }))
    ));
}
