//! `engine puzzles --rerate FILE`: a set's ratings computed again as the miner computes
//! them, over the whole file, leaving its puzzles (ids, themes, solutions) as they are.

use super::rate::{spread, Difficulty};
use super::Puzzled;
use crate::puzzle::{Puzzle, PuzzleSet};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Rates the puzzles of `set` (of the game whose positions are `G`) again, `jobs` at once:
/// each one's [`Difficulty`], then the set's ratings spread by rank.
pub fn rerate<G: Puzzled>(set: &mut PuzzleSet, jobs: usize) -> Result<(), String> {
    let next = AtomicUsize::new(0);
    let found = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..jobs.max(1) {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(puzzle) = set.puzzles.get(index) else {
                    break;
                };
                let difficulty = difficulty_of::<G>(puzzle);
                found
                    .lock()
                    .expect("not poisoned")
                    .push((index, difficulty));
            });
        }
    });
    let mut found = found.into_inner().expect("not poisoned");
    found.sort_by_key(|(index, _)| *index);
    let difficulties = found
        .into_iter()
        .map(|(_, difficulty)| difficulty)
        .collect::<Result<Vec<_>, _>>()?;
    for (puzzle, rating) in set.puzzles.iter_mut().zip(spread(&difficulties)) {
        puzzle.rating = rating;
    }
    Ok(())
}

/// The difficulty of `puzzle`, as the miner measured it when it found the puzzle.
fn difficulty_of<G: Puzzled>(puzzle: &Puzzle) -> Result<Difficulty, String> {
    let bad = |e: String| format!("puzzle {}: {e}", puzzle.id);
    let start = G::from_text(&puzzle.position).map_err(|e| bad(e.to_string()))?;
    let mut at = start.clone();
    let mut first = Vec::new();
    for text in puzzle
        .solution
        .first()
        .ok_or_else(|| bad("no turn".into()))?
    {
        let action = at.parse_action(text).map_err(|e| bad(e.to_string()))?;
        at.make(action);
        first.push(action);
    }
    let player_turns = puzzle.solution.len().div_ceil(2);
    Ok(Difficulty::of(&start, &first, player_turns))
}
