//! Property tests: the notation parsers never panic, and what is formatted parses back equal,
//! for Breakthru (BFN, actions, turns, records) and Breakthrough (position text and moves).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use breakthru::rules::breakthrough::{self as troyka, AnyPosition, Cell, PositionError};
use breakthru::rules::breakthru::Square;
use breakthru::rules::breakthru::{Action, Position, Record, Turn};
use common::troyka::Board as TroykaBoard;
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

// ---- Breakthrough ----

fn troyka_cell() -> impl Strategy<Value = Cell> {
    (0..16usize, 0..16usize).prop_map(|(file, rank)| Cell::new(file, rank).unwrap())
}

/// Any board of 5..16 ranks and files with any pieces (denser or sparser), either side to move.
fn troyka_board() -> impl Strategy<Value = TroykaBoard> {
    (5..=16usize, 5..=16usize, 1..=6usize, any::<bool>())
        .prop_flat_map(|(ranks, files, density, white)| {
            let cell = (0..12usize).prop_map(move |n| match n {
                n if n < density => 'W',
                n if n < 2 * density => 'B',
                _ => '.',
            });
            let row = proptest::collection::vec(cell, files);
            (proptest::collection::vec(row, ranks), Just(white))
        })
        .prop_map(|(cells, white)| TroykaBoard {
            cells,
            side: if white { 'w' } else { 'b' },
        })
}

/// The start positions of a few sizes, to read moves in.
fn troyka_starts() -> Vec<AnyPosition> {
    [(5, 5), (8, 8), (11, 7), (16, 16)]
        .into_iter()
        .map(|(ranks, files)| {
            let size = troyka::Size::new(ranks, files).unwrap();
            AnyPosition::start(size, troyka::Side::White)
        })
        .collect()
}

fn troyka_parsers_never_panic(text: &str) {
    let _ = AnyPosition::from_text(text);
    let _ = troyka::Position::<1>::from_text(text);
    let _ = troyka::Position::<2>::from_text(text);
    let _ = troyka::Position::<4>::from_text(text);
    let _ = text.parse::<troyka::Move>();
    let _ = Cell::parse(text);
    for start in troyka_starts() {
        let _ = breakthru::core::Notation::parse_action(&start, text);
        if let AnyPosition::One(position) = &start {
            let _ = position.parse_move(text);
        }
    }
}

proptest! {
    #[test]
    fn breakthrough_arbitrary_text_never_panics(text in "\\PC{0,120}") {
        troyka_parsers_never_panic(&text);
    }

    #[test]
    fn breakthrough_notation_like_text_never_panics(text in "[WBwbxa-p0-9/ \\-]{0,200}") {
        troyka_parsers_never_panic(&text);
    }

    #[test]
    fn breakthrough_moves_round_trip(from in troyka_cell(), to in troyka_cell(), capture: bool) {
        let mv = troyka::Move::new(from, to, capture);
        prop_assert_eq!(mv.to_string().parse::<troyka::Move>(), Ok(mv));
        prop_assert_eq!(Cell::parse(&from.to_string()), Some(from));
    }

    /// Any valid position text round-trips exactly, on its own width and on the widest; a
    /// placement where both sides have won is refused.
    #[test]
    fn breakthrough_positions_round_trip(board in troyka_board()) {
        let text = board.to_text();
        if board.both_won() {
            prop_assert_eq!(AnyPosition::from_text(&text), Err(PositionError::BothWon));
            return Ok(());
        }
        let position = AnyPosition::from_text(&text).unwrap();
        prop_assert_eq!(position.to_string(), text.clone());
        prop_assert_eq!(position.size().ranks(), board.ranks());
        prop_assert_eq!(position.size().files(), board.files());
        let wide = troyka::Position::<4>::from_text(&text).unwrap();
        prop_assert_eq!(wide.to_text(), text.clone());
        for (rank, row) in board.cells.iter().enumerate() {
            for (file, &piece) in row.iter().enumerate() {
                let expected = match piece {
                    'W' => Some(troyka::Side::White),
                    'B' => Some(troyka::Side::Black),
                    _ => None,
                };
                prop_assert_eq!(wide.piece_at(Cell::new(file, rank).unwrap()), expected);
            }
        }
    }

    /// A valid text with one character changed is refused, or is canonical and reads back
    /// equal (text never has two spellings).
    #[test]
    fn breakthrough_mutated_text_is_refused_or_canonical(
        board in troyka_board(),
        at in any::<prop::sample::Index>(),
        replacement in "[WBwb0-9/ x]",
    ) {
        let text = board.to_text();
        let index = at.index(text.len());
        let mutated = format!("{}{replacement}{}", &text[..index], &text[index + 1..]);
        troyka_parsers_never_panic(&mutated);
        if let Ok(position) = AnyPosition::from_text(&mutated) {
            prop_assert_eq!(position.to_string(), mutated.clone());
            prop_assert_eq!(AnyPosition::from_text(&position.to_string()), Ok(position));
        }
    }
}

// ---- Breakthrough 9x5 (Freeling) ----

use breakthru::rules::breakthrough9x5::Position as Freeling;

/// Position and action parsers on `text` never panic, and an accepted position is canonical.
fn freeling_parsers_never_panic(text: &str) {
    if let Ok(position) = Freeling::from_text(text) {
        assert_eq!(position.to_text(), text);
    }
    let start = Freeling::start();
    let _ = breakthru::core::Notation::parse_action(&start, text);
}

/// A position after `plies` random actions from the start.
fn freeling_random(seed: u64, plies: usize) -> Freeling {
    use breakthru::core::Game;
    let mut rng = Rng::new(seed);
    let mut position = Freeling::start();
    let mut actions = Vec::new();
    for _ in 0..plies {
        position.legal_actions(&mut actions);
        if actions.is_empty() {
            break;
        }
        position.make(actions[rng.below(actions.len())]);
    }
    position
}

proptest! {
    #[test]
    fn breakthrough9x5_arbitrary_text_never_panics(text in "\\PC{0,120}") {
        freeling_parsers_never_panic(&text);
    }

    #[test]
    fn breakthrough9x5_notation_like_text_never_panics(text in "[WBwb()a-e0-9/ :,\\-pas]{0,120}") {
        freeling_parsers_never_panic(&text);
    }

    #[test]
    fn breakthrough9x5_positions_and_actions_round_trip(seed in 1u64.., plies in 0usize..120) {
        use breakthru::core::Game;
        let position = freeling_random(seed, plies);
        prop_assert_eq!(Freeling::from_text(&position.to_text()), Ok(position));
        let mut actions = Vec::new();
        position.legal_actions(&mut actions);
        for action in actions {
            prop_assert_eq!(position.parse_action(&action.to_string()), Ok(action));
        }
    }
}

#[test]
fn breakthrough9x5_runs_of_empty_squares_are_one_digit() {
    assert!(Freeling::from_text("BBBBB/BBBBB/23/5/5/5/5/WWWWW/WWWWW w").is_err());
}
