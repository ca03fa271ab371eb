//! Property tests: the notation parsers never panic, and what is formatted parses back equal.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use breakthru::rules::breakthru::Square;
use breakthru::rules::breakthru::{Action, Position, Record, Turn};
use common::Rng;
use proptest::prelude::*;

fn square() -> impl Strategy<Value = Square> {
    (0..Square::COUNT).prop_map(|i| Square::from_index(i).unwrap())
}

fn action() -> impl Strategy<Value = Action> {
    (square(), square(), 0..4usize).prop_filter_map("geometric action", |(from, to, diagonal)| {
        let (df, dr) = [(1, 1), (1, -1), (-1, 1), (-1, -1)][diagonal];
        Action::motion(from, to)
            .or_else(|| from.offset(df, dr).and_then(|t| Action::capture(from, t)))
    })
}

/// A position reached by `plies` random actions from the standard position, with its record.
fn random_record(seed: u64, plies: usize) -> Record {
    let mut rng = Rng::new(seed);
    let mut record = Record::new(Position::standard());
    let mut actions = Vec::new();
    for _ in 0..plies {
        record.position().legal_actions(&mut actions);
        if actions.is_empty() || record.ending().is_some() {
            break;
        }
        record.play(actions[rng.below(actions.len())]).unwrap();
    }
    record
}

proptest! {
    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,120}") {
        let _ = text.parse::<Square>();
        let _ = text.parse::<Action>();
        let _ = text.parse::<Turn>();
        let _ = Position::from_bfn(&text);
        let _ = Record::from_text(&text);
    }

    #[test]
    fn notation_like_text_never_panics(text in "[a-kFES0-9/ x\\-gs.\\[\\]\"\n]{0,160}") {
        let _ = text.parse::<Action>();
        let _ = text.parse::<Turn>();
        let _ = Position::from_bfn(&text);
        let _ = Record::from_text(&format!("[Start \"{text}\"]\n1. {text}"));
    }

    #[test]
    fn squares_round_trip(square in square()) {
        prop_assert_eq!(square.to_string().parse::<Square>(), Ok(square));
    }

    #[test]
    fn actions_round_trip(action in action()) {
        prop_assert_eq!(action.to_string().parse::<Action>(), Ok(action));
    }

    #[test]
    fn turns_round_trip(first in action(), second in action()) {
        let turn = Turn::double(first, second);
        prop_assert_eq!(turn.to_string().parse::<Turn>(), Ok(turn));
    }

    #[test]
    fn positions_and_records_round_trip(seed in 1u64.., plies in 0usize..200) {
        let record = random_record(seed, plies);
        let position = record.position();
        prop_assert_eq!(&Position::from_bfn(&position.to_bfn()).unwrap(), position);
        prop_assert_eq!(Record::from_text(&record.to_text()).unwrap(), record);
    }
}
