//! Fuzzes Breakthrough's text (`AnyPosition::from_text`, `Move` via `FromStr`, and
//! `Notation::parse_action`): accepted position text is canonical and re-parses equal;
//! legal-move list and count agree; each legal move is legal, reads back from its own text,
//! keeps the hash right, undoes with `unmake`, and leads to a position whose text re-parses
//! equal; an accepted move is written back exactly as read.

use breakthru::core::{Game, Notation};
use breakthru::rules::breakthrough::{AnyPosition, Move};

fn recomputed_hash(position: &AnyPosition) -> u64 {
    match position {
        AnyPosition::One(p) => p.recomputed_hash(),
        AnyPosition::Two(p) => p.recomputed_hash(),
        AnyPosition::Four(p) => p.recomputed_hash(),
    }
}

/// Checks one input; true if the parser accepted it.
pub fn run(text: &str) -> bool {
    if let Ok(mv) = text.parse::<Move>() {
        assert_eq!(mv.to_string(), text, "accepted moves are canonical");
    }
    let Ok(position) = AnyPosition::from_text(text) else {
        return false;
    };
    let written = position.to_string();
    assert_eq!(written, text, "accepted position text is canonical");
    assert_eq!(AnyPosition::from_text(&written).as_ref(), Ok(&position));
    assert_eq!(position.hash(), recomputed_hash(&position), "{written}");
    let mut moves = Vec::new();
    position.legal_actions(&mut moves);
    assert_eq!(moves.len(), position.count_legal_actions());
    assert_eq!(moves.is_empty(), position.outcome().is_some(), "{written}");
    for &mv in &moves {
        assert!(
            position.is_legal(mv),
            "{mv} listed but not legal in {written}"
        );
        assert_eq!(position.parse_action(&mv.to_string()), Ok(mv), "{written}");
        let mut next = position.clone();
        next.make(mv);
        assert_eq!(next.hash(), recomputed_hash(&next), "{written} then {mv}");
        assert_eq!(
            AnyPosition::from_text(&next.to_string()).as_ref(),
            Ok(&next),
            "{written} then {mv}"
        );
        next.unmake(mv, ());
        assert_eq!(next, position, "{written}: make and unmake {mv}");
    }
    true
}
