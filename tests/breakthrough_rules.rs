//! One named test per rule of docs/rules.md section 2 (Dan Troyka's Breakthrough).

mod common;

use breakthru::core::{Game, Notation, Outcome, PlayError, Replay};
use breakthru::rules::breakthrough::{
    AnyPosition, Cell, Move, MoveError, Position, PositionError, Side, Size, SizeError,
};
use common::legal_texts;
use common::troyka::Board;

/// A position from its text.
fn pos(text: &str) -> AnyPosition {
    AnyPosition::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The text of a board of `ranks` x `files` with `pieces` such as `"Wa4 Bb5"`.
fn board(ranks: usize, files: usize, pieces: &str, side: char) -> String {
    let mut cells = vec![vec!['.'; files]; ranks];
    for piece in pieces.split_whitespace() {
        let cell = Cell::parse(&piece[1..]).unwrap();
        cells[cell.rank()][cell.file()] = piece.chars().next().unwrap();
    }
    Board { cells, side }.to_text()
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

/// Plays `text`, which must be legal.
fn play(position: &AnyPosition, text: &str) -> AnyPosition {
    let mut next = position.clone();
    let action = position
        .parse_action(text)
        .unwrap_or_else(|e| panic!("{text} in {position}: {e}"));
    next.make(action);
    next
}

/// The legal moves of the piece on `from`.
fn moves_from(position: &AnyPosition, from: &str) -> Vec<String> {
    legal_texts(position)
        .into_iter()
        .filter(|m| m[..m.find(['-', 'x']).unwrap()] == *from)
        .collect()
}

fn all_sizes() -> impl Iterator<Item = Size> {
    (5..=16).flat_map(|ranks| (5..=16).map(move |files| Size::new(ranks, files).unwrap()))
}

// ---- A move ----

#[test]
fn straight_move_only_to_an_empty_square() {
    let open = pos("B4/5/5/2W2/5 w");
    assert!(open.is_legal(mv("c2-c3")));
    let enemy_ahead = pos("B4/5/2B2/2W2/5 w");
    assert!(!enemy_ahead.is_legal(mv("c2-c3")));
    assert_eq!(moves_from(&enemy_ahead, "c2"), ["c2-b3", "c2-d3"]);
    let friend_ahead = pos("B4/5/2W2/2W2/5 w");
    assert!(!friend_ahead.is_legal(mv("c2-c3")));
    assert_eq!(moves_from(&friend_ahead, "c2"), ["c2-b3", "c2-d3"]);
    // Black's forward is down.
    let black = pos("5/2B2/5/5/4W b");
    assert_eq!(moves_from(&black, "c4"), ["c4-b3", "c4-c3", "c4-d3"]);
    let after = play(&black, "c4-c3");
    assert_eq!(after.to_string(), "5/5/2B2/5/4W w");
}

#[test]
fn diagonal_move_to_an_empty_square() {
    let centre = pos("B4/5/5/2W2/5 w");
    assert_eq!(moves_from(&centre, "c2"), ["c2-b3", "c2-c3", "c2-d3"]);
    assert_eq!(play(&centre, "c2-d3").to_string(), "B4/5/3W1/5/5 b");
    // On the edge files one diagonal is off the board.
    let edges = pos("2B2/5/5/W3W/5 w");
    assert_eq!(moves_from(&edges, "a2"), ["a2-a3", "a2-b3"]);
    assert_eq!(moves_from(&edges, "e2"), ["e2-d3", "e2-e3"]);
    // A diagonal onto a friendly piece is not a move.
    let friend = pos("B4/5/3W1/2W2/5 w");
    assert_eq!(moves_from(&friend, "c2"), ["c2-b3", "c2-c3"]);
}

#[test]
fn diagonal_capture() {
    let position = pos("B4/5/1B1B1/2W2/5 w");
    assert_eq!(moves_from(&position, "c2"), ["c2-c3", "c2xb3", "c2xd3"]);
    let after = play(&position, "c2xd3");
    assert_eq!(after.to_string(), "B4/5/1B1W1/5/5 b");
    assert_eq!(after.side_to_move(), Side::Black);
    // Black captures down the board.
    assert_eq!(moves_from(&after, "b3"), ["b3-a2", "b3-b2", "b3-c2"]);
    let black = pos("5/5/2B2/1W1W1/5 b");
    assert_eq!(moves_from(&black, "c3"), ["c3-c2", "c3xb2", "c3xd2"]);
    // Captures are not compulsory: the quiet move stays legal beside them.
    assert!(black.is_legal(mv("c3-c2")));
    // One move per turn: after a capture, the other side moves.
    assert_eq!(play(&black, "c3xb2").side_to_move(), Side::White);
}

#[test]
fn no_straight_capture() {
    let white = pos("B4/5/2B2/2W2/5 w");
    assert!(!white.is_legal(mv("c2xc3")));
    assert!(!white.is_legal(mv("c2-c3")));
    assert!(white.parse_action("c2xc3").is_err());
    let black = pos("B4/5/2B2/2W2/5 b");
    assert!(!black.is_legal(mv("c3xc2")));
    assert!(!black.is_legal(mv("c3-c2")));
    assert_eq!(moves_from(&black, "c3"), ["c3-b2", "c3-d2"]);
}

#[test]
fn no_backward_sideways_or_longer_moves() {
    let white = pos("B4/2B2/2W2/1B1B1/5 w");
    for bad in [
        "c3-c2", "c3xb2", "c3xd2", "c3-b2", "c3-d2", "c3-b3", "c3-d3", "c3-c5", "c3xc4", "c3-a5",
        "c3-e1", "c3-c3",
    ] {
        assert!(!white.is_legal(mv(bad)), "{bad}");
    }
    assert_eq!(moves_from(&white, "c3"), ["c3-b4", "c3-d4"]);
    let black = pos("5/1W1W1/2B2/2W2/4W b");
    for bad in [
        "c3-c4", "c3xb4", "c3xd4", "c3-b3", "c3-d3", "c3-c1", "c3-c3",
    ] {
        assert!(!black.is_legal(mv(bad)), "{bad}");
    }
    assert_eq!(moves_from(&black, "c3"), ["c3-b2", "c3-d2"]);
    // Only the side to move moves.
    assert!(!white.is_legal(mv("b2-b1")));
    assert!(!black.is_legal(mv("e1-e2")));
}

// ---- End of the game ----

/// The end on `after`: `winner` won, nothing is legal, and a replay refuses more moves.
fn assert_won(after: &AnyPosition, winner: Side) {
    assert_eq!(after.outcome(), Some(Outcome::Win(winner)), "{after}");
    assert_eq!(legal_texts(after), Vec::<String>::new(), "{after}");
    assert_eq!(after.count_legal_actions(), 0);
    let mut replay = Replay::new(after.clone());
    let any = Move::new(
        Cell::parse("a2").unwrap(),
        Cell::parse("a3").unwrap(),
        false,
    );
    assert_eq!(replay.play(any), Err(PlayError::GameOver));
}

#[test]
fn reaching_the_far_rank_wins_at_once_for_both_sides_on_any_size() {
    for size in all_sizes() {
        let (r, f) = (size.ranks(), size.files());
        let last = (b'a' + f as u8 - 1) as char;
        // White steps onto rank R (straight, and by a diagonal capture); Black has pieces
        // and moves left, but the game is over.
        let text = board(
            r,
            f,
            &format!("Wa{} Wb{} Bc{r} B{last}5", r - 1, r - 1),
            'w',
        );
        let white = pos(&text);
        assert_eq!(white.outcome(), None, "{text}");
        let after = play(&white, &format!("a{}-a{r}", r - 1));
        assert_won(&after, Side::White);
        assert!(!after.is_legal(mv(&format!("c{r}-c{}", r - 1))));
        assert_won(&play(&white, &format!("b{}xc{r}", r - 1)), Side::White);
        // Black steps onto rank 1.
        let text = board(r, f, &format!("B{last}2 Ba{r} Wa1 W{last}{}", r - 2), 'b');
        let black = pos(&text);
        assert_eq!(black.outcome(), None, "{text}");
        assert_won(&play(&black, &format!("{last}2-{last}1")), Side::Black);
        let before_last = (last as u8 - 1) as char;
        assert_won(
            &play(&black, &format!("{last}2-{before_last}1")),
            Side::Black,
        );
    }
}

#[test]
fn capturing_every_enemy_piece_wins() {
    let white = pos("5/5/1B3/W4/5 w");
    assert_won(&play(&white, "a2xb3"), Side::White);
    let black = pos("5/1B3/W4/5/5 b");
    assert_won(&play(&black, "b4xa3"), Side::Black);
    // With an enemy piece left, the game goes on.
    let two = pos("5/5/1B1B1/W4/5 w");
    assert_eq!(play(&two, "a2xb3").outcome(), None);
}

/// A side that cannot move loses. In Breakthrough that can only be a side without pieces:
/// the most advanced piece of a side always has a diagonal move or capture, unless it stands
/// on the far rank, where the game is already won. So the position is built without them.
#[test]
fn a_side_with_no_legal_move_loses() {
    let no_white = pos("5/1B3/5/5/5 w");
    assert_eq!(legal_texts(&no_white), Vec::<String>::new());
    assert_eq!(no_white.outcome(), Some(Outcome::Win(Side::Black)));
    let no_black = pos("5/5/5/3W1/5 b");
    assert_eq!(no_black.outcome(), Some(Outcome::Win(Side::White)));
    // The tightest jam has moves: the front rank of each side can only capture.
    let jammed = pos("BBBBB/BBBBB/WWWWW/WWWWW/5 w");
    assert_eq!(jammed.outcome(), None);
    assert!(legal_texts(&jammed).iter().all(|m| m.contains('x')));
    assert_eq!(jammed.count_legal_actions(), 8);
    let jammed = pos("BBBBB/BBBBB/WWWWW/WWWWW/5 b");
    assert_eq!(jammed.count_legal_actions(), 8);
}

#[test]
fn there_are_no_draws() {
    // Pieces only move forward: a game cannot repeat, and repetition is never judged.
    let start = AnyPosition::start(Size::STANDARD, Side::White);
    assert_eq!(start.repetition_key(), None);
    let after = play(&start, "a2-a3");
    assert_eq!(after.repetition_key(), None);
}

// ---- Position text ----

#[test]
fn a_position_where_both_sides_have_won_is_refused() {
    for text in [
        "W4/5/5/5/B4 w",
        "W4/5/5/5/B4 b",
        "5/5/5/5/5 w",
        "W4/5/5/5/4B b",
    ] {
        assert_eq!(
            AnyPosition::from_text(text),
            Err(PositionError::BothWon),
            "{text}"
        );
        assert_eq!(
            Position::<4>::from_text(text),
            Err(PositionError::BothWon),
            "{text}"
        );
    }
    assert_eq!(
        PositionError::BothWon.to_string(),
        "both sides have already won"
    );
}

#[test]
fn a_position_where_one_side_has_won_is_a_finished_game() {
    for (text, winner) in [
        ("W4/5/5/1B3/5 b", Side::White),
        ("W4/5/5/1B3/5 w", Side::White),
        ("W4/5/5/5/5 b", Side::White),
        ("5/5/5/1W3/B4 w", Side::Black),
        ("5/5/5/5/B4 w", Side::Black),
    ] {
        let position = pos(text);
        assert_eq!(position.to_string(), text);
        assert_won(&position, winner);
    }
    assert!(!pos("W4/5/5/1B3/5 b").is_legal(mv("b2-b1")));
}

#[test]
fn who_moves_first_is_part_of_the_position() {
    let white = AnyPosition::start(Size::STANDARD, Side::White);
    let black = AnyPosition::start(Size::STANDARD, Side::Black);
    assert_eq!(
        white.to_string(),
        "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w"
    );
    assert_eq!(
        black.to_string(),
        "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW b"
    );
    assert_ne!(white, black);
    assert_ne!(white.hash(), black.hash());
    assert_eq!(black.side_to_move(), Side::Black);
    assert!(legal_texts(&white).iter().all(|m| m.contains("2-")));
    assert!(legal_texts(&black).iter().all(|m| m.contains("7-")));
    assert_eq!(pos(&black.to_string()), black);
    // White moves first by default: the rules' default board is 8x8.
    assert_eq!(Size::STANDARD, Size::new(8, 8).unwrap());
}

#[test]
fn boards_of_5_to_16_ranks_and_files_are_accepted() {
    for size in all_sizes() {
        for first in [Side::White, Side::Black] {
            let start = AnyPosition::start(size, first);
            let text = start.to_string();
            assert_eq!(pos(&text), start, "{text}");
            assert_eq!(start.size(), size);
            // White on ranks 1 and 2, Black on the last two.
            assert_eq!(
                text,
                board(
                    size.ranks(),
                    size.files(),
                    &(0..size.files())
                        .flat_map(|f| {
                            let file = (b'a' + f as u8) as char;
                            let r = size.ranks();
                            [
                                format!("W{file}1"),
                                format!("W{file}2"),
                                format!("B{file}{}", r - 1),
                                format!("B{file}{r}"),
                            ]
                        })
                        .collect::<Vec<_>>()
                        .join(" "),
                    first.letter()
                )
            );
            // Each of the front rank's pieces has its straight and diagonal moves.
            assert_eq!(start.count_legal_actions(), 3 * size.files() - 2, "{size}");
        }
    }
}

#[test]
fn boards_of_4_or_17_ranks_or_files_are_refused() {
    for (ranks, files) in [(4, 8), (8, 4), (17, 8), (8, 17), (4, 4), (17, 17), (0, 0)] {
        assert_eq!(
            Size::new(ranks, files),
            Err(SizeError { ranks, files }),
            "{ranks}x{files}"
        );
    }
    let size_error = |text: &str| match AnyPosition::from_text(text) {
        Err(PositionError::Size(error)) => (error.ranks, error.files),
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(size_error("BBBBBBBB/8/8/WWWWWWWW w"), (4, 8));
    assert_eq!(size_error("BBBB/BBBB/4/4/WWWW/WWWW w"), (6, 4));
    let wide = ["B16", "17", "17", "17", "17", "W16"].map(|r| r.replace("17", "8B8"));
    assert_eq!(size_error(&format!("{} w", wide.join("/"))), (6, 17));
    let mut tall = vec!["5", "BBBBB", "BBBBB"];
    tall.extend(["5"; 12]);
    tall.extend(["WWWWW"; 2]);
    assert_eq!(size_error(&format!("{} w", tall.join("/"))), (17, 5));
    assert!(AnyPosition::from_text(&format!("{} w", tall[1..].join("/"))).is_ok());
    let message = PositionError::Size(SizeError {
        ranks: 17,
        files: 5,
    })
    .to_string();
    assert!(
        message.contains("17x5") && message.contains("5 to 16"),
        "{message}"
    );
}

/// A 17th file or rank holding a piece is refused as a board size, not as a bad token.
#[test]
fn pieces_beyond_the_16th_file_or_rank_are_a_size_error() {
    let wide: Vec<String> = (0..6).map(|_| "16W".to_string()).collect();
    let wide = format!("{} w", wide.join("/"));
    assert!(
        matches!(AnyPosition::from_text(&wide), Err(PositionError::Size(_))),
        "{wide}: {:?}",
        AnyPosition::from_text(&wide)
    );
    let mut tall = vec!["BBBBB"; 2];
    tall.extend(["5"; 13]);
    tall.extend(["WWWWW"; 2]);
    let tall = format!("{} w", tall.join("/"));
    assert!(
        matches!(AnyPosition::from_text(&tall), Err(PositionError::Size(_))),
        "{tall}: {:?}",
        AnyPosition::from_text(&tall)
    );
}

// ---- Notation ----

#[test]
fn move_notation() {
    let a2 = Cell::parse("a2").unwrap();
    let (a3, b3) = (Cell::parse("a3").unwrap(), Cell::parse("b3").unwrap());
    assert_eq!(Move::new(a2, a3, false).to_string(), "a2-a3");
    assert_eq!(Move::new(a2, b3, false).to_string(), "a2-b3");
    assert_eq!(Move::new(a2, b3, true).to_string(), "a2xb3");
    for text in ["a2-a3", "a2-b3", "a2xb3", "p15-p16", "o16xp15", "j10-i9"] {
        assert_eq!(mv(text).to_string(), text);
    }
    let start = AnyPosition::start(Size::STANDARD, Side::White);
    assert_eq!(start.parse_action("a2-a3"), Ok(Move::new(a2, a3, false)));
    assert_eq!(start.parse_action("a2-b3"), Ok(Move::new(a2, b3, false)));
    // Legality is the position's: no capture onto an empty square, no quiet move onto an enemy.
    assert_eq!(
        start.parse_action("a2xb3"),
        Err(MoveError::Illegal("a2xb3".into()))
    );
    let capture = pos("B4/5/1B3/W4/5 w");
    assert_eq!(capture.parse_action("a2xb3"), Ok(Move::new(a2, b3, true)));
    assert!(capture.parse_action("a2-b3").is_err());
    // Fairy-Stockfish's UCI form is read too, the capture taken from the board.
    assert_eq!(capture.parse_action("a2b3"), Ok(Move::new(a2, b3, true)));
    assert_eq!(Move::new(a2, b3, true).uci(), "a2b3");
}

#[test]
fn bad_move_text_names_the_token() {
    assert_eq!("a2a3".parse::<Move>(), Err(MoveError::Form("a2a3".into())));
    assert_eq!("".parse::<Move>(), Err(MoveError::Form("".into())));
    assert_eq!("a2-q3".parse::<Move>(), Err(MoveError::Square("q3".into())));
    assert_eq!("a0-a1".parse::<Move>(), Err(MoveError::Square("a0".into())));
    assert_eq!(
        "a2-a03".parse::<Move>(),
        Err(MoveError::Square("a03".into()))
    );
    assert_eq!("A2-A3".parse::<Move>(), Err(MoveError::Square("A2".into())));
    assert_eq!(
        "a2-a17".parse::<Move>(),
        Err(MoveError::Square("a17".into()))
    );
    assert_eq!(
        "a2 - a3".parse::<Move>(),
        Err(MoveError::Square("a2 ".into()))
    );
    let start = AnyPosition::start(Size::STANDARD, Side::White);
    assert_eq!(
        start.parse_action("a2-a4"),
        Err(MoveError::Illegal("a2-a4".into()))
    );
    assert!(start
        .parse_action("a2-a4")
        .unwrap_err()
        .to_string()
        .contains("a2-a4"));
}

// ---- Strict position text ----

fn error(text: &str) -> PositionError {
    AnyPosition::from_text(text).expect_err(text)
}

const START: &str = "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w";

#[test]
fn a_bad_piece_letter_is_named() {
    let token = |rank, token: &str| PositionError::Token {
        rank,
        token: token.into(),
    };
    assert_eq!(
        error("BBBBBBBB/BBBBBBBB/8/8/8/8/WWWXWWWW/WWWWWWWW w"),
        token(2, "X")
    );
    assert_eq!(
        error("BBBBBBBB/BBBBBBBb/8/8/8/8/WWWWWWWW/WWWWWWWW w"),
        token(7, "b")
    );
    assert_eq!(
        error("BBBBBBBB/BBBBBBBB/8/8/4é3/8/WWWWWWWW/WWWWWWWW w"),
        token(4, "é")
    );
    assert_eq!(
        error("BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWW WWWW w"),
        PositionError::Fields(3)
    );
    assert_eq!(error("BBBBBBBB//8/8/8/8/WWWWWWWW/WWWWWWWW w"), token(7, ""));
    let message = error("BBBBBBBB/BBBBBBBB/8/8/8/8/WWWXWWWW/WWWWWWWW w").to_string();
    assert!(
        message.contains("'X'") && message.contains("rank 2"),
        "{message}"
    );
}

#[test]
fn a_bad_run_is_named() {
    for (text, rank, run) in [
        (
            "BBBBBBBB/BBBBBBBB/0BBBBBBBB/8/8/8/WWWWWWWW/WWWWWWWW w",
            6,
            "0",
        ),
        ("BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW17 w", 1, "17"),
        (
            "BBBBBBBB/BBBBBBBB/01BBBBBBB/8/8/8/WWWWWWWW/WWWWWWWW w",
            6,
            "01",
        ),
        ("BBBBBBBB/BBBBBBBB/8/8/8/08/WWWWWWWW/WWWWWWWW w", 3, "08"),
        (
            "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/99999999999999999999999 w",
            1,
            "99999999999999999999999",
        ),
    ] {
        assert_eq!(
            error(text),
            PositionError::Token {
                rank,
                token: run.into()
            },
            "{text}"
        );
        assert!(error(text).to_string().contains(&format!("'{run}'")));
    }
}

#[test]
fn a_rank_of_the_wrong_length_is_named() {
    assert_eq!(
        error("BBBBBBBB/BBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w"),
        PositionError::RankLength {
            rank: 7,
            found: 7,
            expected: 8
        }
    );
    assert_eq!(
        error("BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWWW w"),
        PositionError::RankLength {
            rank: 1,
            found: 9,
            expected: 8
        }
    );
    assert_eq!(
        error("BBBBBBBB/BBBBBBBB/8/8/3W5/8/WWWWWWWW/WWWWWWWW w").to_string(),
        "rank 4 has 9 squares, not 8"
    );
}

#[test]
fn a_bad_side_is_named() {
    for side in ["x", "W", "white", "B", "", "ww"] {
        let text = format!("{} {side}", &START[..START.len() - 2]);
        assert_eq!(error(&text), PositionError::Side(side.into()), "{text}");
    }
    assert!(error(&START.replace(" w", " x"))
        .to_string()
        .contains("'x'"));
}

#[test]
fn too_few_or_too_many_fields_are_refused() {
    assert_eq!(error(""), PositionError::Fields(1));
    assert_eq!(error(&START[..START.len() - 2]), PositionError::Fields(1));
    assert_eq!(error(&format!("{START} -")), PositionError::Fields(3));
    assert_eq!(error(&format!("{START} ")), PositionError::Fields(3));
    assert_eq!(error(&format!(" {START}")), PositionError::Fields(3));
    assert_eq!(error(&START.replace(' ', "  ")), PositionError::Fields(3));
    assert_eq!(error(&START.replace(' ', "\t")), PositionError::Fields(1));
    assert!(error("").to_string().ends_with("found 1 field"));
    assert!(error("a b c").to_string().ends_with("found 3 fields"));
}

#[test]
fn error_excerpts_are_bounded_for_long_input() {
    const LONG: usize = 100_000;
    let rank = |token: &str| START.replacen("8/8/8/8", &format!("{token}/8/8/8"), 1);
    let inputs = [
        rank(&"X".repeat(LONG)),
        rank(&"1".repeat(LONG)),
        rank(&"W".repeat(LONG)),
        format!("{} {}", &START[..START.len() - 2], "w".repeat(LONG)),
        "/".repeat(LONG),
        " ".repeat(LONG),
        format!("{} w", vec!["8"; LONG / 2].join("/")),
        "é".repeat(LONG),
    ];
    for input in &inputs {
        let message = error(input).to_string();
        assert!(message.len() < 200, "{} chars: {message}", message.len());
    }
    let start = AnyPosition::start(Size::STANDARD, Side::White);
    for input in [
        "a".repeat(LONG),
        format!("a2-{}", "9".repeat(LONG)),
        "é".repeat(LONG),
    ] {
        let bare = input.parse::<Move>().unwrap_err().to_string();
        let in_position = start.parse_action(&input).unwrap_err().to_string();
        for message in [bare, in_position] {
            assert!(message.len() < 200, "{} chars: {message}", message.len());
        }
    }
}
