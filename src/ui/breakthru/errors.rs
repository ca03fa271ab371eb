//! Breakthru's errors in Dutch (their English is their `Display`).

use super::texts;
use crate::rules::breakthru::{
    BfnError, NotationError, ParseSquareError, PlayError, RecordError, Refusal, SetupError, Side,
    ESCORT_COUNT, SHIP_COUNT,
};
use crate::ui::i18n::{Explain, Lang};

impl Explain for ParseSquareError {
    fn dutch(&self) -> String {
        format!("'{}' is geen vakje (a1 .. k11)", self.text)
    }
}

impl Explain for SetupError {
    fn dutch(&self) -> String {
        use SetupError::*;
        match self {
            Overlap(s) => format!("op {s} staan twee stukken"),
            TooManyFlagships(n) => format!("er zijn {n} vlaggeschepen; Goud heeft er één"),
            TooManyEscorts(n) => {
                format!("er zijn {n} escorteschepen; Goud heeft er hoogstens {ESCORT_COUNT}")
            }
            TooManyShips(n) => {
                format!("er zijn {n} zilveren schepen; Zilver heeft er hoogstens {SHIP_COUNT}")
            }
            PendingNotOwnPiece(s) => format!(
                "na een verplaatsing naar {s} is de tweede verplaatsing aan de beurt, maar daar staat geen stuk van de kant aan zet"
            ),
            PendingFlagship(s) => {
                format!("het vlaggeschip op {s} kan niet de eerste van twee verplaatsingen gedaan hebben")
            }
            PendingWithoutSecondMove(s) => format!(
                "na {s} zou een tweede verplaatsing volgen, maar geen ander schip kan bewegen"
            ),
            PendingAfterEnd(s) => {
                format!("het spel is afgelopen, dus na {s} kan geen tweede verplaatsing volgen")
            }
            MissingFlagship => "het vlaggeschip ontbreekt".into(),
            FlagshipNotOnCentre(s) => format!("het vlaggeschip begint op f6, niet op {s}"),
            EscortOutsideCentre(s) => {
                format!("het escorteschip op {s} staat buiten het vet omlijnde gebied d4-h8")
            }
            ShipInsideCentre(s) => {
                format!("het zilveren schip op {s} staat in het vet omlijnde gebied d4-h8")
            }
            WrongEscortCount(n) => format!("Goud zet {ESCORT_COUNT} escorteschepen neer, niet {n}"),
            WrongShipCount(n) => format!("Zilver zet {SHIP_COUNT} schepen neer, niet {n}"),
            StartMidTurn(s) => format!(
                "een beginstand begint een beurt; na {s} kan geen tweede verplaatsing volgen"
            ),
        }
    }
}

impl Explain for BfnError {
    fn dutch(&self) -> String {
        match self {
            BfnError::FieldCount(n) => format!(
                "een stand heeft drie velden (opstelling, kant, lopende beurt) gescheiden door spaties, niet {n}"
            ),
            BfnError::RankCount(n) => {
                format!("de opstelling heeft 11 rijen gescheiden door '/', niet {n}")
            }
            BfnError::BadCharacter { rank, character } => {
                format!("rij {rank}: '{character}' is geen F, E, S of getal")
            }
            BfnError::BadRun { rank, run } => {
                format!("rij {rank}: '{run}' is geen reeks van 1 tot 11 lege vakjes")
            }
            BfnError::RankLength { rank, squares } => {
                let noun = if *squares == 1 { "vakje" } else { "vakjes" };
                format!("rij {rank} beschrijft {squares} {noun} in plaats van 11")
            }
            BfnError::BadSide(text) => format!("kant '{text}' is geen g (Goud) of s (Zilver)"),
            BfnError::BadPending(text) => {
                format!("lopende beurt '{text}' is geen '-' of een vakje zoals e4")
            }
            BfnError::Illegal(error) => format!("ongeldige stand: {}", error.dutch()),
        }
    }
}

impl Explain for NotationError {
    fn dutch(&self) -> String {
        match self {
            NotationError::MissingSeparator(t) => format!(
                "'{t}' is geen zet: schrijf e4-e2 voor een verplaatsing of e4xd3 voor een verovering"
            ),
            NotationError::BadSquare(t, e) => format!("in '{t}': {}", e.dutch()),
            NotationError::NotStraight(t) => {
                format!("'{t}': een verplaatsing gaat langs één rij of lijn naar een ander vakje")
            }
            NotationError::NotDiagonalStep(t) => {
                format!("'{t}': een verovering is één stap schuin")
            }
            NotationError::EmptyTurn => "een beurt heeft minstens één zet".into(),
            NotationError::TooManyActions(t) => {
                format!("'{t}': een beurt heeft hoogstens twee zetten")
            }
        }
    }
}

impl Explain for Refusal {
    fn dutch(&self) -> String {
        use Refusal::*;
        match self {
            OutsideCentralArea(s) => {
                format!("{s} ligt buiten het vet omlijnde gebied: escorteschepen staan in d4-h8")
            }
            InsideCentralArea(s) => {
                format!("{s} ligt in het vet omlijnde gebied: zilveren schepen staan buiten d4-h8")
            }
            Occupied(s) => format!("{s} is bezet"),
            NoneLeft(Side::Gold) => "alle 12 escorteschepen staan al".into(),
            NoneLeft(Side::Silver) => "alle 20 schepen staan al".into(),
            NotYours(s) => format!("op {s} staat geen stuk om op te pakken"),
            Finished => "beide kanten hebben hun stukken opgesteld".into(),
        }
    }
}

impl Explain for PlayError {
    fn dutch(&self) -> String {
        match self {
            PlayError::GameOver(ending) => format!(
                "het spel is afgelopen ({})",
                texts::ending(Lang::Nl, ending)
            ),
            PlayError::Illegal(action) => format!("{action} is hier niet toegestaan"),
        }
    }
}

impl Explain for RecordError {
    fn dutch(&self) -> String {
        match self {
            RecordError::BadStartLine(text) => {
                format!("het verslag moet beginnen met [Start \"<stand>\"], niet met '{text}'")
            }
            RecordError::BadStart(error) => format!("beginstand: {}", error.dutch()),
            RecordError::BadTurnNumber {
                line,
                expected,
                text,
            } => format!("regel {line}: beurt '{expected}.' verwacht, '{text}' gevonden"),
            RecordError::Notation { turn, error } => format!("beurt {turn}: {}", error.dutch()),
            RecordError::Illegal {
                turn,
                action,
                error,
            } => format!(
                "beurt {turn}: {action} kan niet gespeeld worden: {}",
                error.dutch()
            ),
            RecordError::TurnAlreadyOver { turn, action } => {
                format!("beurt {turn}: {action} komt na het einde van de beurt")
            }
            RecordError::TurnUnfinished { turn } => {
                format!("beurt {turn}: de tweede verplaatsing ontbreekt")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Outcome;
    use crate::rules::breakthru::{Action, EndReason, Ending, Position, Record, Side, Square};
    use crate::ui::breakthru::BreakthruTable;
    use crate::ui::i18n::errors::assert_dutch;

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

    #[test]
    fn every_error_has_its_own_dutch_text() {
        assert_dutch(&[square_error()]);
        assert_dutch(&setup_errors());
        assert_dutch(&bfn_errors());
        assert_dutch(&notation_errors());
        assert_dutch(&play_errors());
        assert_dutch(&record_errors());
        assert_dutch(&refusals());
    }

    #[test]
    fn nested_errors_are_dutch_all_the_way_down() {
        let error = Position::from_bfn("x").unwrap_err();
        assert_eq!(
            error.explain(Lang::Nl),
            "een stand heeft drie velden (opstelling, kant, lopende beurt) gescheiden door spaties, niet 1"
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
        let square = "z0-e3".parse::<Action>().unwrap_err();
        assert_eq!(
            square.explain(Lang::Nl),
            "in 'z0-e3': 'z0' is geen vakje (a1 .. k11)"
        );
    }
}
