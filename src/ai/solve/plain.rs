//! The reference: the exact result by plain minimax over every line, with no table and no
//! game knowledge. Exponential; for tests on positions near the end of the game.

use crate::core::{Game, Outcome, Proof};

/// The result of `position` if the game ends within `horizon` plies under best play
/// (the winner hurrying, the loser delaying), else `None`.
pub fn exact<G: Game>(position: &mut G, horizon: u32) -> Option<Proof> {
    let mover = position.side_to_move();
    match position.outcome() {
        Some(Outcome::Win(side)) if side == mover => return Some(Proof::Win(0)),
        Some(Outcome::Win(_)) => return Some(Proof::Loss(0)),
        Some(Outcome::Draw) => return None,
        None if horizon == 0 => return None,
        None => {}
    }
    let mut actions = Vec::new();
    position.legal_actions(&mut actions);
    let mut quickest_win: Option<u32> = None;
    let mut longest_loss = Some(0);
    for action in actions {
        let undo = position.make(action);
        let same_side = position.side_to_move() == mover;
        let child = exact(position, horizon - 1);
        position.unmake(action, undo);
        // The child's result from the mover's view.
        let mine = match (child, same_side) {
            (Some(Proof::Win(n)), true) | (Some(Proof::Loss(n)), false) => Some(Proof::Win(n)),
            (Some(Proof::Loss(n)), true) | (Some(Proof::Win(n)), false) => Some(Proof::Loss(n)),
            (None, _) => None,
        };
        match mine {
            Some(Proof::Win(n)) => quickest_win = Some(quickest_win.map_or(n, |w| w.min(n))),
            Some(Proof::Loss(n)) => longest_loss = longest_loss.map(|l: u32| l.max(n)),
            None => longest_loss = None,
        }
    }
    match (quickest_win, longest_loss) {
        (Some(n), _) => Some(Proof::Win(n + 1)),
        (None, Some(n)) => Some(Proof::Loss(n + 1)),
        (None, None) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::toy::Nim;

    #[test]
    fn nim_is_lost_on_multiples_of_four() {
        let exact_heap = |stones, horizon| exact(&mut Nim::<false>::heap(stones), horizon);
        assert_eq!(exact_heap(3, 10), Some(Proof::Win(1)));
        assert_eq!(exact_heap(4, 10), Some(Proof::Loss(2)));
        assert_eq!(exact_heap(5, 10), Some(Proof::Win(3)));
        assert_eq!(exact_heap(8, 10), Some(Proof::Loss(4)));
        assert_eq!(exact_heap(8, 3), None);
    }
}
