//! A plain fixed-depth alpha-beta, the kind of search earlier Breakthru programs use:
//! no transposition table, no quiescence, noisy actions first. A yardstick for matches.

use crate::core::{Heuristics, Outcome};

use super::tuning::{INFINITY, WIN};

/// The best action of `game` by plain alpha-beta to `depth` plies, with its score.
pub fn plain_alpha_beta<G: Heuristics>(game: &G, depth: u32) -> Option<(G::Action, i32)> {
    let mut game = game.clone();
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    sort_noisy_first(&game, &mut actions);
    let side = game.side_to_move();
    let mut alpha = -INFINITY;
    let mut best = None;
    for action in actions {
        let undo = game.make(action);
        let score = child(&mut game, side, depth.saturating_sub(1), 1, alpha, INFINITY);
        game.unmake(action, undo);
        if best.is_none() || score > alpha {
            alpha = score;
            best = Some((action, score));
        }
    }
    best
}

fn sort_noisy_first<G: Heuristics>(game: &G, actions: &mut [G::Action]) {
    actions.sort_by_key(|&a| std::cmp::Reverse((game.is_noisy(a), game.order_hint(a))));
}

fn child<G: Heuristics>(
    game: &mut G,
    parent: G::Side,
    depth: u32,
    ply: i32,
    alpha: i32,
    beta: i32,
) -> i32 {
    if game.side_to_move() == parent {
        value(game, depth, ply, alpha, beta)
    } else {
        -value(game, depth, ply, -beta, -alpha)
    }
}

fn value<G: Heuristics>(game: &mut G, depth: u32, ply: i32, mut alpha: i32, beta: i32) -> i32 {
    match game.outcome() {
        Some(Outcome::Draw) => return 0,
        Some(Outcome::Win(side)) if side == game.side_to_move() => return WIN - ply,
        Some(Outcome::Win(_)) => return ply - WIN,
        None if depth == 0 => return game.evaluate(),
        None => {}
    }
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    sort_noisy_first(game, &mut actions);
    let side = game.side_to_move();
    let mut best = -INFINITY;
    for action in actions {
        let undo = game.make(action);
        let score = child(game, side, depth - 1, ply + 1, alpha, beta);
        game.unmake(action, undo);
        best = best.max(score);
        alpha = alpha.max(score);
        if alpha >= beta {
            break;
        }
    }
    best
}
