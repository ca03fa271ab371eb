//! Perft: the number of action sequences of a given length, a check of move generation.
//!
//! Finished positions are not expanded: they have no legal action.

use super::game::Game;

/// Number of leaves of the action tree of `depth` plies below `game`.
pub fn perft<G: Game>(game: &mut G, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => game.count_legal_actions() as u64,
        _ => {
            let mut actions = Vec::new();
            game.legal_actions(&mut actions);
            actions
                .into_iter()
                .map(|action| {
                    let undo = game.make(action);
                    let leaves = perft(game, depth - 1);
                    game.unmake(action, undo);
                    leaves
                })
                .sum()
        }
    }
}

/// Perft split by first action: each legal action with the leaves below it.
pub fn divide<G: Game>(game: &mut G, depth: u32) -> Vec<(G::Action, u64)> {
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    actions
        .into_iter()
        .map(|action| {
            let undo = game.make(action);
            let leaves = perft(game, depth.saturating_sub(1));
            game.unmake(action, undo);
            (action, leaves)
        })
        .collect()
}
