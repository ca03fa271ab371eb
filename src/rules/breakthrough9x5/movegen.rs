//! The legal actions: every move of a stack with each order of its explosions that leaves
//! a different position, and the pass.

use super::action::Action;
use super::position::Position;
use super::square::Square;

/// The diagonal directions, (files, ranks forward).
const DIAGONALS: [(i8, i8); 4] = [(-1, 1), (1, 1), (-1, -1), (1, -1)];

impl Position {
    /// Where the stack on `from` (of the side to move) may go: diagonally over empty
    /// squares, stopping on an empty square or on its own stack, never on an enemy's;
    /// forward it stops on the first wall square, and from a wall it cannot go forward.
    pub fn destinations(&self, from: Square) -> Vec<Square> {
        let side = self.side();
        let mut found = Vec::new();
        for (files, ahead) in DIAGONALS {
            let forward = ahead > 0;
            if forward && from.is_wall() {
                continue;
            }
            let mut next = from.offset(files, ahead * side.forward());
            while let Some(square) = next {
                match self.stack_at(square) {
                    Some((owner, _)) if owner != side => break,
                    Some(_) => {
                        found.push(square);
                        break;
                    }
                    None => found.push(square),
                }
                if forward && square.is_wall() {
                    break;
                }
                next = square.offset(files, ahead * side.forward());
            }
        }
        found
    }

    /// Every order of the explosions of the move `from`-`to`, each with the action it is
    /// (the first order found of the position it leaves). One empty order for a move that
    /// sets off none.
    pub fn orders(&self, from: Square, to: Square) -> Vec<(Vec<Square>, Action)> {
        let mut after = *self;
        after.slide(from, to);
        let mut results: Vec<(Position, Action)> = Vec::new();
        let mut orders = Vec::new();
        after.explosion_orders(&mut |order, result| {
            let action = match results.iter().find(|(p, _)| p.same_stacks(result)) {
                Some(&(_, action)) => action,
                None => {
                    let action = Action::slide(from, to, order);
                    results.push((*result, action));
                    action
                }
            };
            orders.push((order.to_vec(), action));
        });
        orders
    }

    /// Replaces `out` with every legal action (none once the game is over).
    pub fn legal(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.outcome().is_some() {
            return;
        }
        for from in Square::of_bits(self.squares_of(self.side())) {
            for to in self.destinations(from) {
                let mut after = *self;
                after.slide(from, to);
                if after.settled() {
                    out.push(Action::slide(from, to, &[]));
                    continue;
                }
                let first = out.len();
                for (_, action) in self.orders(from, to) {
                    if !out[first..].contains(&action) {
                        out.push(action);
                    }
                }
            }
        }
        out.push(Action::PASS);
    }

    /// The position after `action` (legal here), with the other side to move.
    pub(super) fn after(&self, action: Action) -> Position {
        let mut next = *self;
        if let (Some(from), Some(to)) = (action.from(), action.to()) {
            next.slide(from, to);
            for square in action.explosions() {
                if next.settled() {
                    break;
                }
                next.explode(square);
            }
            next.explode_in_order();
            next.rehash();
        }
        next.switch_side();
        next
    }
}
