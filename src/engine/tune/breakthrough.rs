//! Breakthrough's evaluation laid out for `engine tune`.

use super::{patterns, run, Tunable};
use crate::bot::Playable;
use crate::core::{Heuristics, Outcome};
use crate::rules::breakthrough::{weights::WEIGHTS, AnyPosition, Side, FEATURES};
use std::io::Write;

impl Tunable for AnyPosition {
    const PARAMETERS: &'static [&'static str] = &FEATURES;

    fn current_weights() -> Vec<f64> {
        WEIGHTS.map(f64::from).to_vec()
    }

    /// The features, unless the side to move is in danger or about to win (the search
    /// would settle such positions, not the evaluation).
    fn quiet_features(&self) -> Option<Vec<f64>> {
        let features = self.features();
        let quiet = !self.in_danger() && !self.wins_next();
        quiet.then(|| features.map(f64::from).to_vec())
    }

    fn first_side_result(outcome: Option<Outcome<Side>>) -> f64 {
        match outcome {
            Some(Outcome::Win(Side::White)) => 1.0,
            Some(Outcome::Win(Side::Black)) => 0.0,
            _ => 0.5,
        }
    }

    /// With `--patterns`, fits the 8x8 pattern weights instead (see [`patterns::run`]).
    fn tune(args: &[String], out: &mut impl Write) -> Result<(), String> {
        if args.iter().any(|a| a == "--patterns") {
            patterns::run(args, out)
        } else {
            run(args, &AnyPosition::standard(), out)
        }
    }
}
