//! Moves and explosions on a position, and every order in which a move's explosions can go.
//!
//! During a move the side to move does not change: the helpers here act for it, and the
//! hash is brought up to date once the move is complete.

use super::action::MAX_EXPLOSIONS;
use super::position::Position;
use super::square::Square;

impl Position {
    /// Moves the stack of the side to move from `from` to `to` (empty, or its own).
    pub(super) fn slide(&mut self, from: Square, to: Square) {
        let (side, moving) = (self.side(), self.height(from));
        self.put(from, side, 0);
        let joined = self.height(to);
        self.put(to, side, joined + moving);
    }

    /// Explodes the stack of the side to move on `square`: one stone straight forward and
    /// one to each neighbour on the rank; the rest stay.
    pub(super) fn explode(&mut self, square: Square) {
        let side = self.side();
        let targets = [
            square.offset(0, side.forward()),
            square.offset(-1, 0),
            square.offset(1, 0),
        ];
        let sent = targets.iter().flatten().count() as u8;
        let height = self.height(square);
        self.put(square, side, height.saturating_sub(sent));
        for target in targets.into_iter().flatten() {
            self.land(target);
        }
    }

    /// A stone of the side to move arrives on `target`: it joins its own stack, captures
    /// an enemy stack (takes its place), or is removed on the enemy's home rank.
    fn land(&mut self, target: Square) {
        let side = self.side();
        match self.stack_at(target) {
            Some((owner, _)) if owner != side && target.rank() == side.far_rank() => {}
            Some((owner, _)) if owner != side => self.put(target, side, 1),
            Some((_, height)) => self.put(target, side, height + 1),
            None => self.put(target, side, 1),
        }
    }

    /// Whether the move in progress is complete: it won, or no square is over capacity.
    pub(super) fn settled(&self) -> bool {
        self.reached_far_rank(self.side()) || self.over_capacity().next().is_none()
    }

    /// Explodes the lowest square over capacity, again and again, until settled.
    pub(super) fn explode_in_order(&mut self) {
        while !self.settled() {
            let next = self.over_capacity().next().expect("not settled");
            self.explode(next);
        }
    }

    /// Calls `visit` with every order in which the explosions of the move in progress can
    /// go (the squares that explode, in order) and the position it leaves. An order stops
    /// at a win. Past [`MAX_EXPLOSIONS`] explosions the rest go lowest square first.
    pub(super) fn explosion_orders(&self, visit: &mut impl FnMut(&[Square], &Position)) {
        let mut order = Vec::new();
        self.orders_from(&mut order, visit);
    }

    fn orders_from(&self, order: &mut Vec<Square>, visit: &mut impl FnMut(&[Square], &Position)) {
        if self.settled() {
            return visit(order, self);
        }
        if order.len() == MAX_EXPLOSIONS {
            let mut rest = *self;
            rest.explode_in_order();
            return visit(order, &rest);
        }
        let candidates: Vec<Square> = self.over_capacity().collect();
        for square in candidates {
            let mut next = *self;
            next.explode(square);
            order.push(square);
            next.orders_from(order, visit);
            order.pop();
        }
    }

    /// Whether both positions have the same stacks (the hash and side aside).
    pub(super) fn same_stacks(&self, other: &Position) -> bool {
        Square::all().all(|s| self.stack_at(s) == other.stack_at(s))
    }
}

/// One step of a move as it is shown: the board after it, and where stones went in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The board after this step (the side to move still the mover's).
    pub position: Position,
    /// The stones that moved in it: (from, to).
    pub moves: Vec<(Square, Square)>,
}

impl Position {
    /// The board in the middle of the move `from`-`to` of the side to move, once the
    /// squares `exploded` have exploded in that order (for a move being chosen).
    pub fn during(&self, from: Square, to: Square, exploded: &[Square]) -> Position {
        let mut board = *self;
        board.slide(from, to);
        for &square in exploded {
            board.explode(square);
        }
        board
    }

    /// The move `action` (legal here) step by step: the slide, then each explosion.
    pub fn steps(&self, action: super::Action) -> Vec<Step> {
        let (Some(from), Some(to)) = (action.from(), action.to()) else {
            return Vec::new();
        };
        let mut board = *self;
        board.slide(from, to);
        let mut steps = vec![Step {
            position: board,
            moves: vec![(from, to)],
        }];
        let mut order: Vec<Square> = action.explosions().collect();
        order.reverse();
        while !board.settled() {
            let square = order
                .pop()
                .or_else(|| board.over_capacity().next())
                .expect("not settled");
            let forward = board.side().forward();
            let targets = [
                square.offset(0, forward),
                square.offset(-1, 0),
                square.offset(1, 0),
            ];
            board.explode(square);
            steps.push(Step {
                position: board,
                moves: targets.into_iter().flatten().map(|t| (square, t)).collect(),
            });
        }
        steps
    }
}
