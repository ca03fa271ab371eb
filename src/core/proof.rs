//! A game's own knowledge of won and lost positions, for the solver (`ai::solve`).

use super::game::Game;

/// A proven result from the side to move's view, with the game's length in plies when the
/// winner hurries and the loser delays (the winning action included).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Proof {
    /// The side to move wins in this many plies.
    Win(u32),
    /// The side to move loses in this many plies.
    Loss(u32),
}

/// Results a game can prove without search.
pub trait StaticProof: Game {
    /// The exact result of a position whose game is not over, where a rule proves it.
    fn static_proof(&self) -> Option<Proof>;

    /// Fewer plies than this can never end in a win for the side to move (`mover`) or for
    /// its opponent (`!mover`), counted from now.
    fn fewest_plies_to_win(&self, mover: bool) -> u32;

    /// Whether the turn passes at every ply and a game ends only on its winner's move: then
    /// the side to move can win only after an odd number of plies and lose only after an
    /// even one.
    fn ends_on_winners_ply(&self) -> bool {
        false
    }

    /// A key the position shares with its images under the game's symmetries (which have
    /// its result), for the solver's table of results: the hash where it has none.
    fn symmetric_key(&self) -> u64 {
        self.hash()
    }
}
