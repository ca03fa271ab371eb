//! Free setup, step by step: Gold places its twelve escorts in the central area (the
//! flagship stands on f6), Silver its twenty ships around it, then Gold chooses who
//! moves first. Plain Rust: the setup board draws this state and reports drops and taps.

use super::{
    Bitboard, Position, Setup, SetupError, Side, Square, CENTRAL_AREA, CENTRE, ESCORT_COUNT,
    SHIP_COUNT,
};
use std::fmt;

/// Where the free setup stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stage {
    /// Gold places its escorts.
    Gold,
    /// Silver places its ships, seeing Gold's.
    Silver,
    /// Both are placed; Gold chooses who moves first.
    FirstMove,
}

/// Where a dragged piece comes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Source {
    /// The pieces not yet on the board.
    Tray,
    /// A piece already placed on this square.
    Board(Square),
}

/// Why a drop or tap was refused; the piece goes back where it came from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// Escorts stand in the central area, except f6.
    OutsideCentralArea(Square),
    /// Ships stand outside the central area.
    InsideCentralArea(Square),
    /// Another piece stands there.
    Occupied(Square),
    /// The tray is empty.
    NoneLeft(Side),
    /// Nothing of the placing side stands there.
    NotYours(Square),
    /// Both sides have placed their pieces.
    Finished,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::OutsideCentralArea(s) => {
                write!(f, "{s} is outside the central area: escorts go in d4-h8")
            }
            Refusal::InsideCentralArea(s) => {
                write!(
                    f,
                    "{s} is in the central area: silver ships go outside d4-h8"
                )
            }
            Refusal::Occupied(s) => write!(f, "{s} is taken"),
            Refusal::NoneLeft(Side::Gold) => write!(f, "all {ESCORT_COUNT} escorts are placed"),
            Refusal::NoneLeft(Side::Silver) => write!(f, "all {SHIP_COUNT} ships are placed"),
            Refusal::NotYours(s) => write!(f, "no piece to pick up on {s}"),
            Refusal::Finished => f.write_str("both sides have placed their pieces"),
        }
    }
}

impl std::error::Error for Refusal {}

/// The state of a free setup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupEditor {
    setup: Setup,
    stage: Stage,
}

impl Default for SetupEditor {
    fn default() -> SetupEditor {
        SetupEditor::new()
    }
}

impl SetupEditor {
    /// The flagship on f6 and nothing else: Gold to place.
    pub fn new() -> SetupEditor {
        SetupEditor {
            setup: Setup {
                flagship: Bitboard::from_square(CENTRE),
                ..Setup::empty()
            },
            stage: Stage::Gold,
        }
    }

    /// The current stage.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The placement so far.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The side placing pieces now, if any.
    pub fn placing(&self) -> Option<Side> {
        match self.stage {
            Stage::Gold => Some(Side::Gold),
            Stage::Silver => Some(Side::Silver),
            Stage::FirstMove => None,
        }
    }

    /// Squares where the placing side may put a piece (taken ones included).
    pub fn zone(&self) -> Bitboard {
        match self.stage {
            Stage::Gold => CENTRAL_AREA.without(CENTRE),
            Stage::Silver => Bitboard::FULL - CENTRAL_AREA,
            Stage::FirstMove => Bitboard::EMPTY,
        }
    }

    /// The placing side's pieces on the board: the ones that may be picked up.
    pub fn movable(&self) -> Bitboard {
        match self.stage {
            Stage::Gold => self.setup.escorts,
            Stage::Silver => self.setup.ships,
            Stage::FirstMove => Bitboard::EMPTY,
        }
    }

    /// Pieces the placing side still has to place.
    pub fn left(&self) -> usize {
        match self.stage {
            Stage::Gold => ESCORT_COUNT - self.setup.escorts.count(),
            Stage::Silver => SHIP_COUNT - self.setup.ships.count(),
            Stage::FirstMove => 0,
        }
    }

    fn own_mut(&mut self) -> Result<&mut Bitboard, Refusal> {
        match self.stage {
            Stage::Gold => Ok(&mut self.setup.escorts),
            Stage::Silver => Ok(&mut self.setup.ships),
            Stage::FirstMove => Err(Refusal::Finished),
        }
    }

    fn check_target(&self, to: Square) -> Result<(), Refusal> {
        match self.stage {
            Stage::FirstMove => Err(Refusal::Finished),
            _ if self.setup.occupied().contains(to) => Err(Refusal::Occupied(to)),
            _ if self.zone().contains(to) => Ok(()),
            Stage::Gold => Err(Refusal::OutsideCentralArea(to)),
            Stage::Silver => Err(Refusal::InsideCentralArea(to)),
        }
    }

    /// Puts a piece from `from` on `to`; refused if `to` is outside the zone or taken.
    pub fn place(&mut self, from: Source, to: Square) -> Result<(), Refusal> {
        if let Source::Board(square) = from {
            if square == to {
                return Ok(());
            }
            if !self.movable().contains(square) {
                return Err(Refusal::NotYours(square));
            }
        }
        self.check_target(to)?;
        let side = self.placing().ok_or(Refusal::Finished)?;
        if from == Source::Tray && self.left() == 0 {
            return Err(Refusal::NoneLeft(side));
        }
        let own = self.own_mut()?;
        if let Source::Board(square) = from {
            *own = own.without(square);
        }
        *own = own.with(to);
        Ok(())
    }

    /// Takes the placing side's piece on `square` back to the tray.
    pub fn remove(&mut self, square: Square) -> Result<(), Refusal> {
        if !self.movable().contains(square) {
            return Err(Refusal::NotYours(square));
        }
        let own = self.own_mut()?;
        *own = own.without(square);
        Ok(())
    }

    /// A tap: on one's own piece, takes it back; elsewhere, places a piece from the tray.
    pub fn tap(&mut self, square: Square) -> Result<(), Refusal> {
        if self.movable().contains(square) {
            self.remove(square)
        } else {
            self.place(Source::Tray, square)
        }
    }

    /// Replaces the placing side's pieces with `squares` (a preset, a random or the AI's choice).
    /// Squares outside the zone or taken are refused, and nothing changes.
    pub fn fill(&mut self, squares: Bitboard) -> Result<(), Refusal> {
        let others = self.setup.occupied() - self.movable();
        if let Some(square) = (squares - self.zone()).first() {
            self.check_target(square)?;
        }
        if let Some(square) = (squares & others).first() {
            return Err(Refusal::Occupied(square));
        }
        *self.own_mut()? = squares;
        Ok(())
    }

    /// Fills the placing side's remaining pieces onto random free squares of its zone;
    /// `below(n)` picks a number in `0..n`.
    pub fn fill_randomly(&mut self, mut below: impl FnMut(usize) -> usize) {
        let mut own = self.movable();
        let mut free: Vec<Square> = (self.zone() - self.setup.occupied()).iter().collect();
        for _ in 0..self.left().min(free.len()) {
            own = own.with(free.swap_remove(below(free.len())));
        }
        // Random squares come from the free part of the zone, so this cannot be refused.
        let _ = self.fill(own);
    }

    /// Takes every piece of the placing side back to the tray.
    pub fn clear(&mut self) {
        if let Ok(own) = self.own_mut() {
            *own = Bitboard::EMPTY;
        }
    }

    /// Ends the placing side's stage once its placement is complete and valid.
    pub fn done(&mut self) -> Result<(), SetupError> {
        match self.stage {
            Stage::Gold => {
                self.setup.check_gold_start()?;
                self.stage = Stage::Silver;
            }
            Stage::Silver => {
                self.setup.check_silver_start()?;
                self.stage = Stage::FirstMove;
            }
            Stage::FirstMove => {}
        }
        Ok(())
    }

    /// Goes back one stage, keeping the pieces placed.
    pub fn back(&mut self) {
        self.stage = match self.stage {
            Stage::Gold | Stage::Silver => Stage::Gold,
            Stage::FirstMove => Stage::Silver,
        };
    }

    /// The starting position with `first` to move.
    pub fn start(&self, first: Side) -> Result<Position, SetupError> {
        Position::from_start(&Setup {
            side: first,
            ..self.setup.clone()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rng;
    use crate::rules::breakthru::{standard_ships, GoldPreset};

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn gold_places_only_in_the_central_area_on_free_squares() {
        let mut editor = SetupEditor::new();
        assert_eq!(editor.left(), 12);
        assert_eq!(editor.place(Source::Tray, sq("e5")), Ok(()));
        assert_eq!(
            editor.place(Source::Tray, sq("c5")),
            Err(Refusal::OutsideCentralArea(sq("c5")))
        );
        assert_eq!(
            editor.place(Source::Tray, sq("f6")),
            Err(Refusal::Occupied(sq("f6")))
        );
        assert_eq!(
            editor.place(Source::Tray, sq("e5")),
            Err(Refusal::Occupied(sq("e5")))
        );
        assert_eq!(editor.left(), 11);
        assert_eq!(editor.place(Source::Board(sq("e5")), sq("h8")), Ok(()));
        assert_eq!(editor.movable(), Bitboard::from_square(sq("h8")));
        assert_eq!(editor.tap(sq("h8")), Ok(()));
        assert_eq!(editor.left(), 12);
    }

    #[test]
    fn done_needs_a_complete_placement_then_silver_places_around_gold() {
        let mut editor = SetupEditor::new();
        assert_eq!(editor.done(), Err(SetupError::WrongEscortCount(0)));
        editor.fill(GoldPreset::Walls.escorts()).unwrap();
        assert_eq!(
            editor.place(Source::Tray, sq("d4")),
            Err(Refusal::NoneLeft(Side::Gold))
        );
        editor.done().unwrap();
        assert_eq!(editor.stage(), Stage::Silver);
        assert_eq!(
            editor.place(Source::Tray, sq("e5")),
            Err(Refusal::InsideCentralArea(sq("e5")))
        );
        assert_eq!(
            editor.place(Source::Board(sq("e4")), sq("a1")),
            Err(Refusal::NotYours(sq("e4")))
        );
        editor.fill(standard_ships()).unwrap();
        editor.done().unwrap();
        assert_eq!(editor.stage(), Stage::FirstMove);
        let position = editor.start(Side::Silver).unwrap();
        assert_eq!(position.side(), Side::Silver);
        assert_eq!(
            position.to_setup().escorts,
            Position::standard().to_setup().escorts
        );
    }

    #[test]
    fn random_fill_completes_a_valid_placement_for_both_sides() {
        let mut editor = SetupEditor::new();
        let mut rng = Rng::new(9);
        editor.place(Source::Tray, sq("d4")).unwrap();
        editor.fill_randomly(|n| rng.below(n));
        assert!(editor.setup().escorts.contains(sq("d4")));
        editor.done().unwrap();
        editor.fill_randomly(|n| rng.below(n));
        editor.done().unwrap();
        assert!(editor.start(Side::Gold).is_ok());
    }

    #[test]
    fn clear_and_back_keep_the_other_side() {
        let mut editor = SetupEditor::new();
        editor.fill(GoldPreset::Block.escorts()).unwrap();
        editor.done().unwrap();
        editor.place(Source::Tray, sq("a1")).unwrap();
        editor.clear();
        assert_eq!(editor.left(), 20);
        assert_eq!(editor.setup().escorts, GoldPreset::Block.escorts());
        editor.back();
        assert_eq!(editor.stage(), Stage::Gold);
        assert_eq!(
            editor.fill(Bitboard::from_square(sq("a1"))),
            Err(Refusal::OutsideCentralArea(sq("a1")))
        );
    }
}
