//! A session's hints, undo and redo, over Breakthru's turns of two actions.

use crate::bot::Level;
use crate::ui::game::{Player, Session};

fn breakthru(players: [Player; 2]) -> Session {
    Session::new(super::breakthru(&[]), players)
}

fn play(session: &mut Session, actions: &str) {
    for text in actions.split_whitespace() {
        session.play(text).unwrap();
    }
}

#[test]
fn hints_are_kept_with_their_position_and_undone_with_it() {
    let mut session = breakthru([Player::Human, Player::Human]);
    session.take_hint();
    play(&mut session, "e4-e3 g4-g3");
    session.take_hint();
    session.take_hint();
    assert_eq!(session.hints(), [0, 2], "one hint per position");
    assert!(session.undo());
    assert_eq!(session.hints(), [0]);
    let again = breakthru([Player::Human, Player::Human]).with_hints(&[0, 5]);
    assert_eq!(again.hints(), [0], "a hint beyond the game is dropped");
}

#[test]
fn undo_against_the_ai_returns_to_the_persons_decision() {
    let mut session = breakthru([Player::Human, Player::Ai(Level::Club)]);
    play(&mut session, "e4-e3 g4-g3 d2-d1 e2-e1");
    assert!(session.undo());
    assert_eq!(session.table().plies(), 1, "back to Gold's second move");
    assert!(session.human_to_move());
    assert!(session.redo());
    assert_eq!(session.table().plies(), 2);
}

#[test]
fn undo_between_people_takes_back_one_action() {
    let mut session = breakthru([Player::Human, Player::Human]);
    play(&mut session, "e4-e3");
    assert!(session.undo());
    assert_eq!(session.table().plies(), 0);
    assert!(!session.undo());
    assert!(session.play("e4-e2 e2-e1").is_err());
}
