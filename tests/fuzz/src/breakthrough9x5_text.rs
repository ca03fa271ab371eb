//! Fuzzes the text of Freeling's 9x5 game (`Position::from_text`, `Position::parse_action`):
//! accepted position text is canonical and re-parses equal; the hash equals the recomputed
//! one; legal actions are empty exactly when the game is over; each legal action is legal,
//! reads back from its own text, keeps the hash right, undoes with `unmake`, and leads to a
//! position whose text re-parses equal; an accepted action is one of the legal ones.

use breakthru::core::Game;
use breakthru::rules::breakthrough9x5::Position;

/// Checks one input; true if the parser accepted it.
pub fn run(input: &str) -> bool {
    let (text, action_text) = input.split_once('\n').unwrap_or((input, ""));
    let Ok(position) = Position::from_text(text) else {
        return false;
    };
    let written = position.to_text();
    assert_eq!(written, text, "accepted position text is canonical");
    assert_eq!(Position::from_text(&written), Ok(position));
    assert_eq!(position.hash(), position.recomputed_hash(), "{written}");
    let mut actions = Vec::new();
    position.legal_actions(&mut actions);
    assert_eq!(
        actions.is_empty(),
        position.outcome().is_some(),
        "{written}"
    );
    if let Ok(action) = position.parse_action(action_text) {
        assert!(
            actions.contains(&action),
            "{action_text} accepted in {written}"
        );
    }
    for &action in &actions {
        assert!(position.is_legal(action), "{action} in {written}");
        assert_eq!(
            position.parse_action(&action.to_string()),
            Ok(action),
            "{written}"
        );
        let mut next = position;
        let undo = next.make(action);
        assert_eq!(
            next.hash(),
            next.recomputed_hash(),
            "{written} then {action}"
        );
        assert_eq!(
            Position::from_text(&next.to_text()),
            Ok(next),
            "{written} then {action}"
        );
        next.unmake(action, undo);
        assert_eq!(next, position, "{written}: make and unmake {action}");
    }
    true
}
