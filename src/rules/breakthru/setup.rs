//! Free placement of pieces, its validation, and the named starting positions.

use super::piece::{Piece, Side};
use crate::rules::breakthru::{Bitboard, Square};
use std::fmt;

/// The flagship's starting square, f6.
pub const CENTRE: Square = match Square::new(5, 5) {
    Some(square) => square,
    None => panic!("f6 is on the board"),
};

/// The boldly ruled central area d4..h8 where Gold sets up.
pub const CENTRAL_AREA: Bitboard = {
    let mut bits = 0u128;
    let mut rank = 3;
    while rank <= 7 {
        let mut file = 3;
        while file <= 7 {
            bits |= 1u128 << (rank * 11 + file);
            file += 1;
        }
        rank += 1;
    }
    Bitboard::from_bits(bits)
};

/// Escorts Gold places.
pub const ESCORT_COUNT: usize = 12;
/// Ships Silver places.
pub const SHIP_COUNT: usize = 20;

/// Any placement of pieces, side to move and pending second move, not yet validated.
///
/// Fields are public: a `Setup` may be anything. It becomes a playable
/// [`Position`](super::Position) only through a validating constructor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Square of the flagship (normally one square, none once captured).
    pub flagship: Bitboard,
    /// Squares of Gold's escorts.
    pub escorts: Bitboard,
    /// Squares of Silver's ships.
    pub ships: Bitboard,
    /// Side to move.
    pub side: Side,
    /// Where the side to move's first motion-move of this turn ended, if its second move is due.
    pub pending: Option<Square>,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::empty()
    }
}

/// One of the four placements of Gold's escorts suggested on the 3M box lid.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum GoldPreset {
    /// Every square within orthogonal distance 2 of f6.
    Diamond,
    /// The standard position: three-ship walls on all four sides.
    Walls,
    /// Corners and side pairs of the central area.
    Frame,
    /// The 3x3 block around f6 plus the four corners of the central area.
    Block,
}

impl GoldPreset {
    /// The lid's four suggestions, in its order.
    pub const ALL: [GoldPreset; 4] = [
        GoldPreset::Diamond,
        GoldPreset::Walls,
        GoldPreset::Frame,
        GoldPreset::Block,
    ];

    /// Number of the suggestion on the lid (1..4).
    pub const fn lid_number(self) -> u8 {
        self as u8 + 1
    }

    /// The twelve escort squares.
    pub fn escorts(self) -> Bitboard {
        let names: &[&str] = match self {
            GoldPreset::Diamond => &[
                "f8", "e7", "f7", "g7", "d6", "e6", "g6", "h6", "e5", "f5", "g5", "f4",
            ],
            GoldPreset::Walls => &[
                "e8", "f8", "g8", "e4", "f4", "g4", "d5", "d6", "d7", "h5", "h6", "h7",
            ],
            GoldPreset::Frame => &[
                "d8", "e8", "g8", "h8", "d7", "h7", "d5", "h5", "d4", "e4", "g4", "h4",
            ],
            GoldPreset::Block => &[
                "e7", "f7", "g7", "e6", "g6", "e5", "f5", "g5", "d4", "d8", "h4", "h8",
            ],
        };
        squares(names)
    }
}

fn squares(names: &[&str]) -> Bitboard {
    names
        .iter()
        .map(|name| {
            name.parse::<Square>()
                .expect("preset squares are valid names")
        })
        .collect()
}

/// Silver's ships in the standard position: d10..h10, d2..h2, b4..b8, j4..j8.
pub fn standard_ships() -> Bitboard {
    squares(&[
        "d10", "e10", "f10", "g10", "h10", "d2", "e2", "f2", "g2", "h2", "b4", "b5", "b6", "b7",
        "b8", "j4", "j5", "j6", "j7", "j8",
    ])
}

/// What is wrong with a [`Setup`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Two pieces were placed on one square.
    Overlap(Square),
    /// More than one flagship.
    TooManyFlagships(usize),
    /// More than twelve escorts.
    TooManyEscorts(usize),
    /// More than twenty ships.
    TooManyShips(usize),
    /// The pending square does not hold a piece of the side to move.
    PendingNotOwnPiece(Square),
    /// The pending square holds the flagship, which never moves first of two.
    PendingFlagship(Square),
    /// A second move is said to be due, but no other piece can move.
    PendingWithoutSecondMove(Square),
    /// The game is already over, so no second move can be due.
    PendingAfterEnd(Square),
    /// A starting position has no flagship.
    MissingFlagship,
    /// In a starting position the flagship stands elsewhere than f6.
    FlagshipNotOnCentre(Square),
    /// In a starting position an escort stands outside the central area.
    EscortOutsideCentre(Square),
    /// In a starting position a ship stands inside the central area.
    ShipInsideCentre(Square),
    /// A starting position needs exactly twelve escorts.
    WrongEscortCount(usize),
    /// A starting position needs exactly twenty ships.
    WrongShipCount(usize),
    /// A starting position starts a turn: no second move can be due.
    StartMidTurn(Square),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use SetupError::*;
        match self {
            Overlap(s) => write!(f, "two pieces stand on {s}"),
            TooManyFlagships(n) => write!(f, "there are {n} flagships; Gold has one"),
            TooManyEscorts(n) => {
                write!(f, "there are {n} escorts; Gold has at most {ESCORT_COUNT}")
            }
            TooManyShips(n) => write!(
                f,
                "there are {n} silver ships; Silver has at most {SHIP_COUNT}"
            ),
            PendingNotOwnPiece(s) => {
                write!(f, "the second move is due after a move to {s}, but no piece of the side to move stands there")
            }
            PendingFlagship(s) => {
                write!(
                    f,
                    "the flagship on {s} cannot have made the first of two moves"
                )
            }
            PendingWithoutSecondMove(s) => {
                write!(
                    f,
                    "a second move is due after {s}, but no other piece can move"
                )
            }
            PendingAfterEnd(s) => {
                write!(
                    f,
                    "the game is over, so no second move can be due after {s}"
                )
            }
            MissingFlagship => write!(f, "the flagship is missing"),
            FlagshipNotOnCentre(s) => write!(f, "the flagship starts on f6, not {s}"),
            EscortOutsideCentre(s) => {
                write!(f, "the escort on {s} is outside the central area d4-h8")
            }
            ShipInsideCentre(s) => {
                write!(f, "the silver ship on {s} is inside the central area d4-h8")
            }
            WrongEscortCount(n) => write!(f, "Gold places {ESCORT_COUNT} escorts, not {n}"),
            WrongShipCount(n) => write!(f, "Silver places {SHIP_COUNT} ships, not {n}"),
            StartMidTurn(s) => {
                write!(
                    f,
                    "a starting position begins a turn; no second move can be due after {s}"
                )
            }
        }
    }
}

impl std::error::Error for SetupError {}

impl Setup {
    /// An empty board, Gold to move.
    pub const fn empty() -> Setup {
        Setup {
            flagship: Bitboard::EMPTY,
            escorts: Bitboard::EMPTY,
            ships: Bitboard::EMPTY,
            side: Side::Gold,
            pending: None,
        }
    }

    /// The standard position (lid suggestion 2 and the usual Silver ring), Gold to move.
    pub fn standard() -> Setup {
        Setup {
            ships: standard_ships(),
            ..Setup::gold_preset(GoldPreset::Walls)
        }
    }

    /// The flagship on f6 and the escorts of a lid suggestion; no ships yet.
    pub fn gold_preset(preset: GoldPreset) -> Setup {
        Setup {
            flagship: Bitboard::from_square(CENTRE),
            escorts: preset.escorts(),
            ..Setup::empty()
        }
    }

    /// The piece on `square`, if any (the flagship first where pieces overlap).
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        Piece::ALL
            .into_iter()
            .find(|&p| self.pieces(p).contains(square))
    }

    /// The squares of pieces of kind `piece`.
    pub fn pieces(&self, piece: Piece) -> Bitboard {
        match piece {
            Piece::Flagship => self.flagship,
            Piece::Escort => self.escorts,
            Piece::Ship => self.ships,
        }
    }

    /// Every occupied square.
    pub fn occupied(&self) -> Bitboard {
        self.flagship | self.escorts | self.ships
    }

    /// Checks what every position must satisfy: no overlaps, piece counts, a coherent pending move.
    ///
    /// Whether a pending second move can really be played is checked by
    /// [`Position::from_setup`](super::Position::from_setup).
    pub fn check_consistency(&self) -> Result<(), SetupError> {
        let overlap = (self.flagship & self.escorts)
            | (self.flagship & self.ships)
            | (self.escorts & self.ships);
        if let Some(square) = overlap.first() {
            return Err(SetupError::Overlap(square));
        }
        match (
            self.flagship.count(),
            self.escorts.count(),
            self.ships.count(),
        ) {
            (f, _, _) if f > 1 => Err(SetupError::TooManyFlagships(f)),
            (_, e, _) if e > ESCORT_COUNT => Err(SetupError::TooManyEscorts(e)),
            (_, _, s) if s > SHIP_COUNT => Err(SetupError::TooManyShips(s)),
            _ => self.check_pending(),
        }
    }

    fn check_pending(&self) -> Result<(), SetupError> {
        let Some(square) = self.pending else {
            return Ok(());
        };
        let game_over = match self.flagship.first() {
            None => true,
            Some(flagship) => flagship.is_edge(),
        };
        if game_over {
            return Err(SetupError::PendingAfterEnd(square));
        }
        if self.flagship.contains(square) {
            return Err(SetupError::PendingFlagship(square));
        }
        let own = match self.side {
            Side::Gold => self.escorts,
            Side::Silver => self.ships,
        };
        if !own.contains(square) {
            return Err(SetupError::PendingNotOwnPiece(square));
        }
        Ok(())
    }

    /// Checks Gold's starting placement: the flagship on f6 and twelve escorts in the central area.
    pub fn check_gold_start(&self) -> Result<(), SetupError> {
        let flagship = self.flagship.first().ok_or(SetupError::MissingFlagship)?;
        if flagship != CENTRE {
            return Err(SetupError::FlagshipNotOnCentre(flagship));
        }
        if let Some(square) = (self.escorts - CENTRAL_AREA).first() {
            return Err(SetupError::EscortOutsideCentre(square));
        }
        match self.escorts.count() {
            ESCORT_COUNT => Ok(()),
            n => Err(SetupError::WrongEscortCount(n)),
        }
    }

    /// Checks Silver's starting placement: twenty ships in the peripheral area.
    pub fn check_silver_start(&self) -> Result<(), SetupError> {
        if let Some(square) = (self.ships & CENTRAL_AREA).first() {
            return Err(SetupError::ShipInsideCentre(square));
        }
        match self.ships.count() {
            SHIP_COUNT => Ok(()),
            n => Err(SetupError::WrongShipCount(n)),
        }
    }

    /// Checks a whole starting position: consistency, both placements, and no pending move.
    pub fn check_start(&self) -> Result<(), SetupError> {
        self.check_consistency()?;
        if let Some(square) = self.pending {
            return Err(SetupError::StartMidTurn(square));
        }
        self.check_gold_start()?;
        self.check_silver_start()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn presets_are_valid_starts() {
        for preset in GoldPreset::ALL {
            let setup = Setup {
                ships: standard_ships(),
                ..Setup::gold_preset(preset)
            };
            assert_eq!(setup.check_start(), Ok(()), "{preset:?}");
        }
        assert_eq!(Setup::standard().check_start(), Ok(()));
    }

    #[test]
    fn each_start_error_is_named() {
        let standard = Setup::standard();
        let cases = [
            (
                Setup {
                    escorts: standard.escorts.without(sq("e8")).with(sq("c8")),
                    ..standard.clone()
                },
                SetupError::EscortOutsideCentre(sq("c8")),
            ),
            (
                Setup {
                    flagship: Bitboard::from_square(sq("f7")),
                    ..standard.clone()
                },
                SetupError::FlagshipNotOnCentre(sq("f7")),
            ),
            (
                Setup {
                    escorts: standard.escorts.without(sq("e8")),
                    ..standard.clone()
                },
                SetupError::WrongEscortCount(11),
            ),
            (
                Setup {
                    ships: standard.ships.with(sq("e8")),
                    ..standard.clone()
                },
                SetupError::Overlap(sq("e8")),
            ),
            (
                Setup {
                    ships: standard.ships.without(sq("d2")).with(sq("e7")),
                    ..standard.clone()
                },
                SetupError::ShipInsideCentre(sq("e7")),
            ),
            (
                Setup {
                    ships: standard.ships.without(sq("d2")),
                    ..standard.clone()
                },
                SetupError::WrongShipCount(19),
            ),
            (
                Setup {
                    flagship: Bitboard::EMPTY,
                    ..standard.clone()
                },
                SetupError::MissingFlagship,
            ),
        ];
        for (setup, error) in cases {
            assert_eq!(setup.check_start(), Err(error.clone()));
            assert!(!error.to_string().is_empty());
        }
    }
}
