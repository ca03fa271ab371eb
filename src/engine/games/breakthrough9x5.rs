//! Freeling's 9x5 game in the engine: its protocol's words, and its evaluation laid out
//! for `engine tune`.

use super::ProtocolGame;
use crate::core::Outcome;
use crate::engine::puzzles::Puzzled;
use crate::engine::tune::Tunable;
use crate::puzzle::Theme;
use crate::rules::breakthrough9x5::{weights::WEIGHTS, Action, Position, Side, FEATURES};

impl ProtocolGame for Position {
    const POSITION_WORD: &'static str = "fen";
}

impl Tunable for Position {
    const PARAMETERS: &'static [&'static str] = &FEATURES;

    fn current_weights() -> Vec<f64> {
        WEIGHTS.map(f64::from).to_vec()
    }

    /// The features, unless either side could win with a move from here (the search
    /// would settle such positions, not the evaluation).
    fn quiet_features(&self) -> Option<Vec<f64>> {
        let quiet = self.winning_threats().is_empty() && self.passed().winning_threats().is_empty();
        quiet.then(|| self.features().map(f64::from).to_vec())
    }

    fn first_side_result(outcome: Option<Outcome<Side>>) -> f64 {
        match outcome {
            Some(Outcome::Win(Side::White)) => 1.0,
            Some(Outcome::Win(Side::Black)) => 0.0,
            _ => 0.5,
        }
    }
}

impl Puzzled for Position {
    const WIN_TURNS: u32 = 3;
    const DEFENCE_TURNS: u32 = 2;
    /// Two stones as the evaluation counts them past the first wall (150 to 163 each, 100
    /// at home); the search's scores of undecided positions spread 1.6 to 3 times as wide
    /// as 8x8 Breakthrough's (docs/puzzles.md).
    const ADVANTAGE_MARGIN: i32 = 300;

    /// `explosion-chain`: one of the player's moves sets off two explosions or more.
    fn motifs(_start: &Position, line: &[Vec<Action>]) -> Vec<Theme> {
        let chain = line
            .iter()
            .step_by(2)
            .flatten()
            .any(|action| action.explosions().count() >= 2);
        if chain {
            vec![Theme::ExplosionChain]
        } else {
            Vec::new()
        }
    }
}
