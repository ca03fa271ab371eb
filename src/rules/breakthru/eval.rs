//! The Breakthru evaluation and move-ordering knowledge used by the AI.

use super::action::Action;
use super::attacks::{motion_count, motion_targets};
use super::piece::{Piece, Side};
use super::position::{Position, Undo};
use super::weights as w;
use crate::core::Heuristics;
use crate::rules::breakthru::{Bitboard, Square};

const EDGE: Bitboard = {
    let mut bits = 0u128;
    let mut i = 0;
    while i < Square::COUNT {
        let (file, rank) = (i % 11, i / 11);
        if file == 0 || rank == 0 || file == 10 || rank == 10 {
            bits |= 1u128 << i;
        }
        i += 1;
    }
    Bitboard::from_bits(bits)
};

/// Geometric facts about the flagship's situation, shared by evaluation and danger checks.
impl Position {
    /// Number of lines from `from` to the edge that are free, with the flagship lifted off the board.
    fn open_lines_from(&self, from: Square) -> usize {
        (motion_targets(from, self.occupied() - self.flagship) & EDGE).count()
    }

    /// The free squares between `flagship` and the edge on each open line, edge squares included.
    pub(super) fn open_line_squares(&self, flagship: Square) -> Bitboard {
        let reach = motion_targets(flagship, self.occupied());
        let direction = |s: Square| {
            (
                (s.file() as i8 - flagship.file() as i8).signum(),
                (s.rank() as i8 - flagship.rank() as i8).signum(),
            )
        };
        let open: Vec<(i8, i8)> = (reach & EDGE).iter().map(direction).collect();
        reach
            .iter()
            .filter(|&s| open.contains(&direction(s)))
            .collect()
    }

    /// Number of open lines from the flagship to the edge (0 if it is gone).
    pub fn flagship_open_lines(&self) -> usize {
        self.flagship().map_or(0, |f| self.open_lines_from(f))
    }

    /// Ships standing diagonally next to the flagship, each able to capture it.
    pub fn flagship_attackers(&self) -> Bitboard {
        self.flagship.diagonal_neighbours() & self.ships
    }

    /// Whether the side to move, at the start of its turn, wins with its next action:
    /// the flagship has an open line (Gold), or a ship can capture it (Silver).
    pub fn wins_with_next_action(&self) -> bool {
        self.pending.is_none()
            && match self.side {
                Side::Gold => self.flagship_open_lines() > 0,
                Side::Silver => self.flagship_attackers().any(),
            }
    }

    /// What the evaluation weighs, counted from Gold's side.
    pub fn eval_terms(&self, flagship: Square) -> EvalTerms {
        let occupied = self.occupied();
        let gold_acts_next = self.side == Side::Gold && self.pending.is_none();
        let edge_distance = flagship
            .file()
            .min(flagship.rank())
            .min(10 - flagship.file())
            .min(10 - flagship.rank()) as i32;
        let reach = motion_targets(flagship, occupied);
        let open = (reach & EDGE).count() as i32;
        let escape_squares = (reach - EDGE)
            .iter()
            .filter(|&s| self.open_lines_from(s) > 0)
            .count();
        let diagonals = self.flagship.diagonal_neighbours();
        let threats: usize = (diagonals - occupied)
            .iter()
            .map(|square| (motion_targets(square, occupied) & self.ships).count())
            .sum();
        let near = Bitboard::from_square(flagship).orthogonal_neighbours() | diagonals;
        let ring = near | near.orthogonal_neighbours() | near.diagonal_neighbours();
        let mobility = |pieces: Bitboard| -> i32 {
            pieces
                .iter()
                .map(|s| motion_count(s, occupied) as i32)
                .sum()
        };
        EvalTerms {
            escorts: self.escorts.count() as i32,
            ships: self.ships.count() as i32,
            edge_closeness: 5 - edge_distance,
            flagship_reach: reach.count() as i32,
            open_lines: if gold_acts_next { 0 } else { open },
            escape_squares: escape_squares as i32,
            diagonal_guards: (diagonals & self.escorts).count() as i32,
            capture_threats: threats as i32,
            ship_pressure: (ring & self.ships).count() as i32,
            mobility: mobility(self.escorts) - mobility(self.ships),
        }
    }
}

/// The features the evaluation weighs, counted from Gold's side of a position whose
/// flagship is on the board; [`EvalTerms::gold_score`] weighs them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EvalTerms {
    /// Gold's escorts.
    pub escorts: i32,
    /// Silver's ships.
    pub ships: i32,
    /// Steps the flagship stands closer to the nearest edge than the centre does (0 to 4).
    pub edge_closeness: i32,
    /// Free squares the flagship can reach.
    pub flagship_reach: i32,
    /// Open lines from the flagship to the edge that Silver must answer (0 when Gold acts next).
    pub open_lines: i32,
    /// Squares the flagship can reach from which a line to the edge is open.
    pub escape_squares: i32,
    /// Escorts standing diagonally next to the flagship.
    pub diagonal_guards: i32,
    /// (Ship, square) pairs where a ship can reach a free capturing square in one move.
    pub capture_threats: i32,
    /// Ships within two squares (king distance) of the flagship.
    pub ship_pressure: i32,
    /// Gold's motion-moves minus Silver's.
    pub mobility: i32,
}

impl EvalTerms {
    /// Gold's view of the position, in centi-escorts.
    pub fn gold_score(&self) -> i32 {
        w::ESCORT * self.escorts - w::SHIP * self.ships
            + w::FLAGSHIP_EDGE_STEP * self.edge_closeness
            + w::FLAGSHIP_MOBILITY * self.flagship_reach
            + w::OPEN_LINES[self.open_lines.min(3) as usize]
            + w::ESCAPE_SQUARE * self.escape_squares
            + w::DIAGONAL_GUARD * self.diagonal_guards
            - w::CAPTURE_THREAT * self.capture_threats
            - w::SHIP_PRESSURE * self.ship_pressure
            + w::MOBILITY * self.mobility
    }
}

impl Heuristics for Position {
    const ACTION_SPACE: usize = Square::COUNT * Square::COUNT;

    fn evaluate(&self) -> i32 {
        let Some(flagship) = self.flagship() else {
            return 0;
        };
        if self.wins_with_next_action() {
            return w::WIN_NEXT;
        }
        let gold = self.eval_terms(flagship).gold_score();
        let relative = match self.side {
            Side::Gold => gold,
            Side::Silver => -gold,
        };
        relative + w::TEMPO
    }

    fn is_quiet_horizon(&self) -> bool {
        self.pending.is_none()
    }

    fn action_index(action: Action) -> usize {
        action.from().index() * Square::COUNT + action.to().index()
    }

    fn is_noisy(&self, action: Action) -> bool {
        action.is_capture() || (self.flagship.contains(action.from()) && action.to().is_edge())
    }

    fn material_gain(&self, action: Action) -> i32 {
        match self.piece_at(action.to()) {
            Some(Piece::Flagship) => w::WIN_NEXT,
            Some(Piece::Escort) => w::ESCORT,
            Some(Piece::Ship) => w::SHIP,
            None if self.is_noisy(action) => w::WIN_NEXT,
            None => 0,
        }
    }

    fn order_hint(&self, action: Action) -> i32 {
        let to = action.to();
        match (self.piece_at(action.from()), self.piece_at(to)) {
            (_, Some(Piece::Flagship)) => 10_000,
            (Some(Piece::Flagship), _) if to.is_edge() => 9_000,
            (_, Some(Piece::Escort)) => 600,
            (Some(Piece::Flagship), Some(Piece::Ship)) => 550,
            (_, Some(Piece::Ship)) => 500,
            (Some(Piece::Flagship), None) => 40 + 20 * self.open_lines_from(to) as i32,
            _ => 0,
        }
    }

    fn danger_replies(&self, out: &mut Vec<Action>) -> bool {
        let Some(flagship) = self.flagship() else {
            return false;
        };
        let useful_targets = match self.side {
            Side::Gold if self.pending.is_none() && self.flagship_attackers().any() => {
                self.flagship_attackers()
            }
            Side::Silver if self.flagship_open_lines() > 0 => {
                self.open_line_squares(flagship) | self.flagship
            }
            _ => return false,
        };
        self.legal_actions(out);
        out.retain(|a| useful_targets.contains(a.to()) || a.from() == flagship);
        true
    }

    fn can_pass(&self) -> bool {
        self.is_turn_start()
    }

    fn pass_turn(&mut self) -> Undo {
        self.pass().expect("the search passes only at turn starts")
    }

    fn unpass_turn(&mut self, undo: Undo) {
        self.unpass(undo);
    }
}
