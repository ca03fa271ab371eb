use super::*;
use crate::core::Outcome;
use crate::rules::breakthrough::{MoveError, PositionError, SizeError};
use crate::rules::breakthru::Square;
use crate::rules::breakthru::{Action, EndReason, Ending, Side};
use crate::rules::breakthru::{Position, Record};
use crate::ui::breakthru::BreakthruTable;
use crate::ui::game::saved::session_from_json;
use crate::ui::game::settings::Settings;
use crate::ui::game::share::parse_fragment;
use crate::ui::game::{Explained, OpenError};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn action(text: &str) -> Action {
    text.parse().unwrap()
}

fn square_error() -> ParseSquareError {
    ParseSquareError { text: "z0".into() }
}

fn setup_errors() -> Vec<SetupError> {
    use SetupError::*;
    let s = sq("c3");
    vec![
        Overlap(s),
        TooManyFlagships(2),
        TooManyEscorts(13),
        TooManyShips(21),
        PendingNotOwnPiece(s),
        PendingFlagship(s),
        PendingWithoutSecondMove(s),
        PendingAfterEnd(s),
        MissingFlagship,
        FlagshipNotOnCentre(s),
        EscortOutsideCentre(s),
        ShipInsideCentre(s),
        WrongEscortCount(3),
        WrongShipCount(4),
        StartMidTurn(s),
    ]
}

fn bfn_errors() -> Vec<BfnError> {
    vec![
        BfnError::FieldCount(2),
        BfnError::RankCount(3),
        BfnError::BadCharacter {
            rank: 4,
            character: 'Q',
        },
        BfnError::BadRun {
            rank: 5,
            run: "12".into(),
        },
        BfnError::RankLength {
            rank: 6,
            squares: 10,
        },
        BfnError::BadSide("q".into()),
        BfnError::BadPending("zz".into()),
        BfnError::Illegal(SetupError::MissingFlagship),
    ]
}

fn notation_errors() -> Vec<NotationError> {
    vec![
        NotationError::MissingSeparator("e4e3".into()),
        NotationError::BadSquare("z0-e3".into(), square_error()),
        NotationError::NotStraight("e4-f5".into()),
        NotationError::NotDiagonalStep("e4xe5".into()),
        NotationError::EmptyTurn,
        NotationError::TooManyActions("e4-e3 g4-g3 d2-d1".into()),
    ]
}

fn play_errors() -> Vec<PlayError> {
    let ending = Ending {
        outcome: Outcome::Win(Side::Gold),
        reason: EndReason::FlagshipEscaped,
    };
    vec![
        PlayError::GameOver(ending),
        PlayError::Illegal(action("e4-e2")),
    ]
}

fn record_errors() -> Vec<RecordError> {
    vec![
        RecordError::BadStartLine("1. e4-e3".into()),
        RecordError::BadStart(BfnError::RankCount(1)),
        RecordError::BadTurnNumber {
            line: 2,
            expected: 1,
            text: "7.".into(),
        },
        RecordError::Notation {
            turn: 1,
            error: NotationError::EmptyTurn,
        },
        RecordError::Illegal {
            turn: 1,
            action: action("e4-e2"),
            error: PlayError::Illegal(action("e4-e2")),
        },
        RecordError::TurnAlreadyOver {
            turn: 2,
            action: action("f6-f7"),
        },
        RecordError::TurnUnfinished { turn: 3 },
    ]
}

fn open_errors() -> Vec<OpenError> {
    vec![
        OpenError::Start(Explained::of(&BfnError::FieldCount(1))),
        OpenError::action(1, "e3-e2", &PlayError::Illegal(action("e3-e2"))),
    ]
}

fn breakthrough_errors() -> Vec<Box<dyn Explain>> {
    let size = SizeError {
        ranks: 4,
        files: 20,
    };
    vec![
        Box::new(size),
        Box::new(PositionError::Fields(3)),
        Box::new(PositionError::Side("q".into())),
        Box::new(PositionError::Token {
            rank: 2,
            token: "Q".into(),
        }),
        Box::new(PositionError::RankLength {
            rank: 3,
            found: 4,
            expected: 5,
        }),
        Box::new(PositionError::Size(size)),
        Box::new(PositionError::BothWon),
        Box::new(MoveError::Form("a2a".into())),
        Box::new(MoveError::Square("z9-a1".into())),
        Box::new(MoveError::Illegal("a2-a4".into())),
        Box::new(crate::core::PlayError::GameOver),
        Box::new(crate::core::PlayError::Illegal),
    ]
}

fn breakthrough9x5_errors() -> Vec<Box<dyn Explain>> {
    use crate::rules::breakthrough9x5::{ActionError, PositionError, Square, SquareError};
    let square = SquareError("f1".into());
    vec![
        Box::new(square.clone()),
        Box::new(PositionError::Fields(1)),
        Box::new(PositionError::Side("x".into())),
        Box::new(PositionError::Ranks(8)),
        Box::new(PositionError::Token {
            rank: 1,
            token: "(W)".into(),
        }),
        Box::new(PositionError::RankLength { rank: 2, found: 6 }),
        Box::new(PositionError::Capacity(Square::new(0, 0).unwrap())),
        Box::new(PositionError::BothWon),
        Box::new(ActionError::Form("b2a1".into())),
        Box::new(ActionError::Square(square)),
        Box::new(ActionError::Illegal("b2-b3".into())),
        Box::new(ActionError::Ambiguous("b6-c7".into())),
    ]
}

fn json_errors() -> Vec<JsonError> {
    let syntax = serde_json::from_str::<Settings>("{").unwrap_err();
    let shape = serde_json::from_str::<Settings>("{\"version\":\"one\"}").unwrap_err();
    vec![syntax.into(), shape.into()]
}

fn refusals() -> Vec<Refusal> {
    let s = sq("c5");
    vec![
        Refusal::OutsideCentralArea(s),
        Refusal::InsideCentralArea(s),
        Refusal::Occupied(s),
        Refusal::NoneLeft(Side::Gold),
        Refusal::NoneLeft(Side::Silver),
        Refusal::NotYours(s),
        Refusal::Finished,
    ]
}

/// One error of every variant of every error type the app shows.
fn every_error() -> Vec<Box<dyn Explain>> {
    fn boxed<E: Explain + 'static>(errors: Vec<E>) -> Vec<Box<dyn Explain>> {
        errors
            .into_iter()
            .map(|e| Box::new(e) as Box<dyn Explain>)
            .collect()
    }
    let mut all = boxed(vec![square_error()]);
    all.extend(boxed(setup_errors()));
    all.extend(boxed(bfn_errors()));
    all.extend(boxed(notation_errors()));
    all.extend(boxed(play_errors()));
    all.extend(boxed(record_errors()));
    all.extend(boxed(open_errors()));
    all.extend(breakthrough_errors());
    all.extend(breakthrough9x5_errors());
    let unknown = crate::rules::UnknownGame("chess".into());
    all.extend(boxed(vec![
        RecordTextError::UnknownGame(unknown.clone()),
        RecordTextError::MissingStart,
    ]));
    all.extend(boxed(vec![
        ShareError::UnknownPart("hello".into()),
        ShareError::UnknownGame(unknown),
        ShareError::MissingPosition,
        ShareError::Game(open_errors().remove(1)),
    ]));
    all.extend(boxed(json_errors()));
    all.extend(boxed(vec![
        SavedGameError::Json(json_errors().remove(0)),
        SavedGameError::Version(9),
        SavedGameError::Game(open_errors().remove(0)),
    ]));
    all.extend(boxed(vec![
        SettingsError::Json(json_errors().remove(1)),
        SettingsError::Version(9),
    ]));
    all.extend(boxed(refusals()));
    all.extend(boxed(vec![
        EngineFailure::Start("blocked".into()),
        EngineFailure::Crashed("out of memory".into()),
        EngineFailure::NotRunning,
        EngineFailure::Unreachable("closed".into()),
        EngineFailure::Silent,
    ]));
    all
}

/// Words of the English texts that no Dutch text has (inputs in the samples avoid them).
const ENGLISH_WORDS: [&str; 12] = [
    " the ", " not ", "cannot", " must ", " has ", "found", "square", "action", "position",
    "piece", "silver", "escort ",
];

#[test]
fn every_error_has_its_own_dutch_text() {
    let all = every_error();
    assert_eq!(all.len(), 90, "one sample per variant");
    for error in &all {
        let (en, nl) = (error.explain(Lang::En), error.explain(Lang::Nl));
        assert_eq!(en, error.to_string());
        assert!(!nl.trim().is_empty(), "{en}");
        assert_ne!(nl, en);
        for word in ENGLISH_WORDS {
            assert!(!nl.to_lowercase().contains(word), "{word:?} in {nl:?}");
        }
    }
}

#[test]
fn nested_errors_are_dutch_all_the_way_down() {
    let error = Position::from_bfn("x").unwrap_err();
    assert_eq!(
        error.explain(Lang::Nl),
        "een stand heeft drie velden (opstelling, kant, lopende beurt) gescheiden door spaties, niet 1"
    );
    assert_eq!(
        parse_fragment("#garbage").unwrap_err().explain(Lang::Nl),
        "'garbage' is geen game=..., fen=... of moves=..."
    );
    let start = Position::standard().to_bfn();
    let error = BreakthruTable::open(&start, ["e4-e3", "e3-e2"]).unwrap_err();
    assert_eq!(
        error.explain(Lang::Nl),
        "zet 2 ('e3-e2') kan niet gespeeld worden: e3-e2 is hier niet toegestaan"
    );
    let text = Record::new(Position::standard())
        .to_text()
        .replace("11 g -", "11 g e9");
    let error = Record::from_text(&text).unwrap_err();
    assert!(
        error
            .explain(Lang::Nl)
            .starts_with("beginstand: ongeldige stand: "),
        "{}",
        error.explain(Lang::Nl)
    );
    let error = session_from_json("{oops").unwrap_err();
    assert_eq!(
        error.explain(Lang::Nl),
        "geen geldige JSON (regel 1, kolom 2)"
    );
    let error = session_from_json("{\"start\": 5}").unwrap_err();
    assert!(
        error
            .explain(Lang::Nl)
            .starts_with("JSON zonder de verwachte velden"),
        "{error}"
    );
    let square = "z0-e3".parse::<Action>().unwrap_err();
    assert_eq!(
        square.explain(Lang::Nl),
        "in 'z0-e3': 'z0' is geen vakje (a1 .. k11)"
    );
}
