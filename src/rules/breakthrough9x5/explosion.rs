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
