//! Advantage puzzles (no proof): no win is proved, but one of the player's turns is far
//! ahead of every other by a search of the position after each, and stays so when each is
//! searched again, deeper.

use super::prove::{whole_turns, Turn};
use super::Puzzled;
use crate::ai::{Limits, Searcher, StopFlag};

/// Nodes of the search after each turn when looking, and when confirming.
const LOOK_NODES: u64 = 20_000;
const CONFIRM_NODES: u64 = 100_000;
/// Most turns a position may have to be looked at, each searched twice (Breakthru's two
/// actions a turn make thousands).
const MAX_TURNS: usize = 64;
/// Table size of the searches, in MiB.
const TABLE_MIB: usize = 16;

/// The only turn of `position` far ahead of every other at both searches (by the game's
/// [`Puzzled::ADVANTAGE_MARGIN`]): an advantage puzzle's solution.
pub fn advantage<G: Puzzled>(position: &G) -> Option<Turn<G>> {
    let turn = standout(position, LOOK_NODES)?;
    let again = standout(position, CONFIRM_NODES)?;
    (again.after.to_text() == turn.after.to_text()).then_some(turn)
}

/// The turn of `position` whose score, by a search of `nodes` nodes after each turn, beats
/// every other turn's by the margin and leaves the player half of it ahead, where no turn
/// ends the game and none is a proved win.
fn standout<G: Puzzled>(position: &G, nodes: u64) -> Option<Turn<G>> {
    let turns = whole_turns(position);
    if turns.len() < 2 || turns.len() > MAX_TURNS {
        return None;
    }
    let mut searcher = Searcher::<G>::new(TABLE_MIB);
    let mut scored = Vec::new();
    for turn in turns {
        scored.push((score(&mut searcher, &turn.after, nodes)?, turn));
    }
    scored.sort_by_key(|(score, _)| -score);
    let (best, second) = (scored[0].0, scored[1].0);
    let margin = G::ADVANTAGE_MARGIN;
    (best >= margin / 2 && best - second >= margin).then(|| scored.swap_remove(0).1)
}

/// The player's score after a turn (the opponent to move in `after`), by a fresh search
/// of `nodes` nodes; `None` if the game is over or the player's win is proved.
fn score<G: Puzzled>(searcher: &mut Searcher<G>, after: &G, nodes: u64) -> Option<i32> {
    if after.outcome().is_some() {
        return None;
    }
    searcher.clear();
    let clock = || 0.0;
    let stop = StopFlag::new();
    let report = searcher.search(after, &[], Limits::nodes(nodes), &clock, &stop, &mut |_| {});
    let player_wins = report.win_in_plies().is_some_and(|plies| plies < 0);
    (!player_wins).then_some(-report.score)
}
