//! The questions a puzzle asks, proved: the only turn that wins (at every step of the
//! line), the opponent's longest defence, and the only turn that avoids a loss.

use super::prove::{whole_turns, Prover, Turn};
use super::Puzzled;
use crate::core::{Game, Outcome};

/// Most of the player's turns in a solution.
pub const MAX_PLAYER_TURNS: usize = 5;

/// How many turns of the side to move do what is asked.
pub enum Only<G: Game> {
    /// Exactly this one.
    One(Turn<G>),
    /// None, or more than one.
    NotOne,
}

/// A proved win: its length in the player's turns and the line, the player's turns at
/// even indexes (each the only one that wins in time), ending on a player's turn.
pub struct WinLine<G: Game> {
    /// The win's length from the start, in the player's turns.
    pub turns: u32,
    /// The line.
    pub line: Vec<Turn<G>>,
}

/// The only turn of the side to move of `position` after which it still forces a win
/// within `turns` of its turns (this one included); `None` once the budget is spent.
pub fn only_winning_turn<G: Puzzled>(
    prover: &mut Prover<G>,
    position: &G,
    turns: u32,
) -> Option<Only<G>> {
    let player = position.side_to_move();
    let mut found = None;
    for mut turn in whole_turns(position) {
        let wins = match turn.after.outcome() {
            Some(outcome) => outcome == Outcome::Win(player),
            None => turns > 1 && prover.forces(&mut turn.after, player, turns - 1)?,
        };
        if wins && found.replace(turn).is_some() {
            return Some(Only::NotOne);
        }
    }
    Some(found.map_or(Only::NotOne, Only::One))
}

/// The opponent's turn (it is to move in `position`) that holds out longest against
/// `attacker`'s forced win within `turns`, the one the evaluation likes best for it among
/// equals, with the attacker's win length after it.
fn longest_defence<G: Puzzled>(
    prover: &mut Prover<G>,
    position: &G,
    attacker: G::Side,
    turns: u32,
) -> Option<(Turn<G>, u32)> {
    let mut best: Option<(Turn<G>, u32, i32)> = None;
    for turn in whole_turns(position) {
        let length = prover.win_length(&turn.after, attacker, turns)??;
        let eval = match turn.after.outcome() {
            Some(_) => i32::MAX,
            None => turn.after.evaluate(),
        };
        let better = best
            .as_ref()
            .is_none_or(|(_, l, e)| length > *l || (length == *l && eval < *e));
        if better {
            best = Some((turn, length, eval));
        }
    }
    best.map(|(turn, length, _)| (turn, length))
}

/// The win puzzle of `start`, if its side to move forces a win within `most` turns and
/// its first turn is the only one that does; the line goes on while the player's turn
/// stays the only one. `None` also when the budget is spent.
pub fn win_line<G: Puzzled>(prover: &mut Prover<G>, start: &G, most: u32) -> Option<WinLine<G>> {
    let player = start.side_to_move();
    prover.start();
    let length = prover.win_length(start, player, most)??;
    let mut line: Vec<Turn<G>> = Vec::new();
    let (mut position, mut turns) = (start.clone(), length);
    loop {
        prover.start();
        let Some(Only::One(turn)) = only_winning_turn(prover, &position, turns) else {
            break;
        };
        position = turn.after.clone();
        line.push(turn);
        if position.outcome().is_some() || line.len() / 2 + 1 >= MAX_PLAYER_TURNS {
            break;
        }
        prover.start();
        let Some((reply, left)) = longest_defence(prover, &position, player, turns - 1) else {
            break;
        };
        position = reply.after.clone();
        line.push(reply);
        turns = left;
    }
    if line.len().is_multiple_of(2) {
        line.pop();
    }
    (!line.is_empty()).then_some(WinLine {
        turns: length,
        line,
    })
}

/// The defence puzzle of `start`: the only turn of the side to move after which the
/// opponent cannot force a win within `k` of its turns, for the least `k` up to `most`
/// where one turn alone is left, while every other turn is proved lost within `k`.
pub fn only_defence<G: Puzzled>(
    prover: &mut Prover<G>,
    start: &G,
    most: u32,
) -> Option<(u32, Turn<G>)> {
    let player = start.side_to_move();
    let opponent = whole_turns(start)
        .first()
        .map(|turn| turn.after.side_to_move())
        .filter(|&side| side != player)?;
    let mut survivors = whole_turns(start);
    if survivors.iter().any(|t| t.after.outcome().is_some()) {
        return None;
    }
    for k in 1..=most {
        prover.start();
        let mut kept = Vec::new();
        for mut turn in survivors {
            if !prover.forces(&mut turn.after, opponent, k)? {
                kept.push(turn);
            }
        }
        survivors = kept;
        match survivors.len() {
            0 => return None,
            1 => return survivors.pop().map(|turn| (k, turn)),
            _ => {}
        }
    }
    None
}
