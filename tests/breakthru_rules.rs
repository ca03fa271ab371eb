//! One named test per edge rule of docs/rules.md section 1.

mod common;

use breakthru::core::Outcome;
use breakthru::rules::breakthru::{EndReason, Piece, Position, Record, Side};
use common::{action, legal, position, sq};

#[test]
fn second_move_is_by_a_different_ship() {
    let after = Position::standard().play(action("e4-e3")).unwrap();
    assert_eq!(after.side(), Side::Gold);
    assert_eq!(after.pending(), Some(sq("e3")));
    assert!(!after.is_legal(action("e3-e2")));
    assert!(legal(&after).iter().all(|a| !a.starts_with("e3")));
    assert!(after.is_legal(action("g4-g3")));
}

#[test]
fn flagship_never_moves_second() {
    let open = position("f6", "d4 h8", "a2 b2", Side::Gold);
    let after = open.play(action("d4-d1")).unwrap();
    assert_eq!(after.pending(), Some(sq("d1")));
    assert!(!after.is_legal(action("f6-f7")));
    assert!(legal(&after).iter().all(|a| !a.starts_with("f6")));
    assert_eq!(legal(&after).len(), 20);
}

#[test]
fn flagship_move_is_the_whole_turn() {
    let blocked = Position::standard().play(action("f6-f9")).unwrap_err();
    assert_eq!(blocked.action, action("f6-f9"));
    assert_eq!(*blocked.position, Position::standard());
    let open = position("f6", "d4 h8", "a2 b2", Side::Gold);
    let after = open.play(action("f6-f7")).unwrap();
    assert_eq!((after.side(), after.pending()), (Side::Silver, None));
}

#[test]
fn no_capture_as_second_action() {
    let start = position("f6", "e5 h8", "d4 j2", Side::Gold);
    assert!(start.is_legal(action("e5xd4")));
    let after = start.play(action("h8-h9")).unwrap();
    assert!(!after.is_legal(action("e5xd4")));
    assert!(legal(&after).iter().all(|a| !a.contains('x')));
}

#[test]
fn a_capture_is_the_whole_turn() {
    let start = position("f6", "e5 h8", "d4 j2", Side::Gold);
    let after = start.play(action("e5xd4")).unwrap();
    assert_eq!((after.side(), after.pending()), (Side::Silver, None));
    assert_eq!(after.pieces(Piece::Ship).count(), 1);
}

#[test]
fn flagship_captures() {
    let start = position("f6", "d4", "g7 j2", Side::Gold);
    let after = start.play(action("f6xg7")).unwrap();
    assert_eq!(after.flagship(), Some(sq("g7")));
    assert_eq!(after.piece_at(sq("g7")), Some(Piece::Flagship));
    assert_eq!(after.pieces(Piece::Ship).count(), 1);
    assert_eq!(after.ending(), None);
}

#[test]
fn silver_wins_by_capturing_the_flagship() {
    let start = position("f6", "d4", "g7 j2", Side::Silver);
    let after = start.play(action("g7xf6")).unwrap();
    let ending = after.ending().unwrap();
    assert_eq!(ending.outcome, Outcome::Win(Side::Silver));
    assert_eq!(ending.reason, EndReason::FlagshipCaptured);
    assert_eq!(legal(&after), Vec::<String>::new());
}

#[test]
fn escape_by_motion_onto_the_edge() {
    let start = position("f6", "d4", "j2", Side::Gold);
    let after = start.play(action("f6-f11")).unwrap();
    let ending = after.ending().unwrap();
    assert_eq!(ending.outcome, Outcome::Win(Side::Gold));
    assert_eq!(ending.reason, EndReason::FlagshipEscaped);
}

#[test]
fn escape_by_capture_onto_the_edge() {
    let start = position("b2", "d4", "a1 j2", Side::Gold);
    let after = start.play(action("b2xa1")).unwrap();
    let ending = after.ending().unwrap();
    assert_eq!(ending.outcome, Outcome::Win(Side::Gold));
    assert_eq!(ending.reason, EndReason::FlagshipEscaped);
    assert_eq!(legal(&after), Vec::<String>::new());
}

#[test]
fn turn_ends_after_one_move_when_no_second_exists() {
    // The only other escort, on a1, is boxed in by ships on a2 and b1.
    let start = position("f6", "a1 d4", "a2 b1 j9", Side::Gold);
    let after = start.play(action("d4-d3")).unwrap();
    assert_eq!((after.side(), after.pending()), (Side::Silver, None));
    // With a lone escort the same holds.
    let lone = position("f6", "d4", "j9", Side::Gold);
    let after = lone.play(action("d4-d3")).unwrap();
    assert_eq!((after.side(), after.pending()), (Side::Silver, None));
}

#[test]
fn no_legal_action_loses() {
    // The flagship is walled in orthogonally, nothing stands diagonally, and Gold has no escort.
    let stuck = position("f6", "", "f7 f5 e6 g6", Side::Gold);
    assert_eq!(legal(&stuck), Vec::<String>::new());
    let ending = stuck.ending().unwrap();
    assert_eq!(ending.outcome, Outcome::Win(Side::Silver));
    assert_eq!(ending.reason, EndReason::NoLegalAction);
    // Silver without ships loses the same way.
    let empty = position("f6", "d4", "", Side::Silver);
    assert_eq!(empty.ending().unwrap().outcome, Outcome::Win(Side::Gold));
}

#[test]
fn threefold_repetition_draws() {
    let mut record = Record::new(Position::standard());
    let cycle = [
        "e4-e3", "g4-g3", "d2-d1", "e2-e1", "e3-e4", "g3-g4", "d1-d2", "e1-e2",
    ];
    for round in 1..=2 {
        for text in cycle {
            assert_eq!(record.ending(), None, "round {round} before {text}");
            record.play(action(text)).unwrap();
        }
        assert_eq!(record.repetitions(), round + 1);
    }
    let ending = record.ending().unwrap();
    assert_eq!(ending.outcome, Outcome::Draw);
    assert_eq!(ending.reason, EndReason::ThreefoldRepetition);
    assert!(record.play(action("e4-e3")).is_err());
}

#[test]
fn repetition_counts_only_turn_starts() {
    let mut record = Record::new(Position::standard());
    record.play(action("e4-e3")).unwrap();
    assert_eq!(record.repetitions(), 0);
}
