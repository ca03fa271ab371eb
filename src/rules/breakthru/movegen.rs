//! Legal action generation, counting and checking.

use super::action::Action;
use super::attacks::{motion_count, motion_targets};
use super::piece::Side;
use super::position::Position;
use crate::rules::breakthru::{Bitboard, Square};

impl Position {
    /// Whether the flagship has escaped or been captured.
    fn flagship_decided(&self) -> bool {
        match self.flagship() {
            None => true,
            Some(square) => square.is_edge(),
        }
    }

    /// Pieces that may make a motion-move now.
    fn motion_movers(&self) -> Bitboard {
        match self.pending {
            None => self.side_pieces(self.side),
            Some(first) => self.non_flagship(self.side).without(first),
        }
    }

    fn non_flagship(&self, side: Side) -> Bitboard {
        match side {
            Side::Gold => self.escorts,
            Side::Silver => self.ships,
        }
    }

    /// Pieces that may capture now, and the pieces they may capture.
    fn capturers_and_victims(&self) -> Option<(Bitboard, Bitboard)> {
        self.pending.is_none().then(|| {
            (
                self.side_pieces(self.side),
                self.side_pieces(self.side.opponent()),
            )
        })
    }

    /// Replaces `out` with every legal action: captures first, then motion-moves.
    pub fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.flagship_decided() {
            return;
        }
        if let Some((capturers, victims)) = self.capturers_and_victims() {
            for from in capturers {
                for to in Bitboard::from_square(from).diagonal_neighbours() & victims {
                    out.extend(Action::capture(from, to));
                }
            }
        }
        let occupied = self.occupied();
        for from in self.motion_movers() {
            for to in motion_targets(from, occupied) {
                out.extend(Action::motion(from, to));
            }
        }
    }

    /// Number of legal actions, counted without listing them.
    pub fn count_legal_actions(&self) -> usize {
        if self.flagship_decided() {
            return 0;
        }
        let occupied = self.occupied();
        let motions: usize = self
            .motion_movers()
            .iter()
            .map(|from| motion_count(from, occupied))
            .sum();
        let captures: usize = match self.capturers_and_victims() {
            None => 0,
            Some((capturers, victims)) => capturers
                .iter()
                .map(|from| (Bitboard::from_square(from).diagonal_neighbours() & victims).count())
                .sum(),
        };
        motions + captures
    }

    /// Whether `action` is legal here.
    pub fn is_legal(&self, action: Action) -> bool {
        let (from, to) = (action.from(), action.to());
        if self.flagship_decided() || !self.side_pieces(self.side).contains(from) {
            return false;
        }
        if action.is_capture() {
            return match self.capturers_and_victims() {
                None => false,
                Some((_, victims)) => victims.contains(to),
            };
        }
        self.motion_movers().contains(from) && motion_targets(from, self.occupied()).contains(to)
    }

    /// Whether a second motion-move exists after a first one that ended on `moved_to`.
    pub(super) fn has_second_move(&self, moved_to: Square) -> bool {
        let movers = self.non_flagship(self.side).without(moved_to);
        (movers.orthogonal_neighbours() - self.occupied()).any()
    }

    /// Whether the side to move has any legal action.
    pub(super) fn has_any_action(&self) -> bool {
        if self.flagship_decided() {
            return false;
        }
        let empty = !self.occupied();
        let can_move = (self.motion_movers().orthogonal_neighbours() & empty).any();
        can_move
            || self
                .capturers_and_victims()
                .is_some_and(|(capturers, victims)| {
                    (capturers.diagonal_neighbours() & victims).any()
                })
    }
}
