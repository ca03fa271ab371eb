//! `engine tune`: fits the evaluation's weights to the outcomes of self-play games
//! (Texel's method). Each quiet turn start of a game is a sample: its [`EvalTerms`] and
//! whether Gold went on to win. The weights are chosen so that a logistic curve of the
//! evaluation predicts the result as well as possible (least squares), and printed for
//! `src/rules/breakthru/weights.rs`.

use crate::ai::{Limits, Searcher, StopFlag};
use crate::bot::Playable;
use crate::bot::{choose_turn, Rng, TurnOptions};
use crate::core::Outcome;
use crate::rules::breakthru::{weights as w, EvalTerms, Position, Record, Side};
use std::io::Write;

/// Names of the fitted parameters, as in `weights.rs`; the last is an offset not used in play.
const NAMES: [&str; 14] = [
    "ESCORT",
    "SHIP",
    "FLAGSHIP_EDGE_STEP",
    "FLAGSHIP_MOBILITY",
    "OPEN_LINES[1]",
    "OPEN_LINES[2]",
    "OPEN_LINES[3]",
    "ESCAPE_SQUARE",
    "DIAGONAL_GUARD",
    "CAPTURE_THREAT",
    "SHIP_PRESSURE",
    "MOBILITY",
    "TEMPO",
    "(offset)",
];
type Features = [f64; NAMES.len()];

/// A game longer than this many turns gives no samples.
const MAX_TURNS: usize = 150;
/// Adam steps of each fit.
const STEPS: usize = 3_000;

/// The parameters' values today, signed so that `features · weights` is Gold's score.
fn current_weights() -> Features {
    [
        w::ESCORT,
        w::SHIP,
        w::FLAGSHIP_EDGE_STEP,
        w::FLAGSHIP_MOBILITY,
        w::OPEN_LINES[1],
        w::OPEN_LINES[2],
        w::OPEN_LINES[3],
        w::ESCAPE_SQUARE,
        w::DIAGONAL_GUARD,
        w::CAPTURE_THREAT,
        w::SHIP_PRESSURE,
        w::MOBILITY,
        w::TEMPO,
        0,
    ]
    .map(f64::from)
}

/// The terms laid out so that their dot product with [`current_weights`] is the evaluation.
fn features(terms: &EvalTerms, gold_to_move: bool) -> Features {
    let open = terms.open_lines;
    [
        terms.escorts,
        -terms.ships,
        terms.edge_closeness,
        terms.flagship_reach,
        i32::from(open == 1),
        i32::from(open == 2),
        i32::from(open >= 3),
        terms.escape_squares,
        terms.diagonal_guards,
        -terms.capture_threats,
        -terms.ship_pressure,
        terms.mobility,
        if gold_to_move { 1 } else { -1 },
        1,
    ]
    .map(f64::from)
}

/// One position and Gold's result from it: 1, ½ or 0.
struct Sample {
    features: Features,
    result: f64,
}

/// The quiet turn starts of one self-play game (its first turns random), with the result.
fn play(game: usize, depth: u32, seed: u64) -> Vec<Sample> {
    let mut rng = Rng::new(seed.wrapping_mul(7919).wrapping_add(game as u64));
    let mut record = Record::new(Position::opening(
        &Position::standard(),
        game % 16,
        seed.wrapping_add(game as u64),
    ));
    let mut searcher = Searcher::new(8);
    let random_turns = 1 + game % 4;
    let mut positions = Vec::new();
    for turn in 0..MAX_TURNS {
        if record.ending().is_some() {
            break;
        }
        let position = record.position().clone();
        if turn >= random_turns {
            positions.extend(quiet_features(&position));
        }
        let options = TurnOptions {
            blunder_rate: if turn < random_turns { 1.0 } else { 0.0 },
            rng: &mut rng,
            progress: &mut |_| {},
        };
        let clock = || 0.0;
        let limits = Limits::depth(depth);
        let choice = choose_turn(
            &mut searcher,
            record.position(),
            &record.repetition_history(),
            limits,
            &clock,
            &StopFlag::new(),
            options,
        );
        for action in choice.actions {
            record.play(action).expect("the AI plays legal actions");
        }
    }
    let result = match record.ending().map(|e| e.outcome) {
        Some(Outcome::Win(Side::Gold)) => 1.0,
        Some(Outcome::Win(Side::Silver)) => 0.0,
        _ => 0.5,
    };
    positions
        .into_iter()
        .map(|features| Sample { features, result })
        .collect()
}

/// The samples of games `0..games`, played on every core.
fn play_all(games: usize, depth: u32, seed: u64) -> Vec<Sample> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|first| {
                scope.spawn(move || {
                    (first..games)
                        .step_by(threads)
                        .flat_map(|game| play(game, depth, seed))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().expect("a self-play thread panicked"))
            .collect()
    })
}

/// The features of a turn start where the side to move cannot win at once, if any.
fn quiet_features(position: &Position) -> Option<Features> {
    let flagship = position.flagship()?;
    let gold_to_move = position.side() == Side::Gold;
    (!position.wins_with_next_action())
        .then(|| features(&position.eval_terms(flagship), gold_to_move))
}

fn predicted(weights: &Features, x: &Features) -> f64 {
    let score: f64 = weights.iter().zip(x).map(|(w, x)| w * x).sum();
    1.0 / (1.0 + 10f64.powf(-score / 400.0))
}

/// Mean squared error of the predicted results.
fn loss(samples: &[&Sample], weights: &Features) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| (predicted(weights, &s.features) - s.result).powi(2))
        .sum();
    total / samples.len() as f64
}

/// Minimises the loss by Adam, moving only the parameters `free` allows.
fn fit(samples: &[&Sample], start: Features, free: impl Fn(usize) -> bool) -> Features {
    let (rate, beta1, beta2) = (1.0, 0.9, 0.999);
    let (mut weights, mut m, mut v) = (start, [0.0; NAMES.len()], [0.0; NAMES.len()]);
    for step in 1..=STEPS {
        let mut gradient = [0.0; NAMES.len()];
        for sample in samples {
            let p = predicted(&weights, &sample.features);
            let slope = 2.0 * (p - sample.result) * p * (1.0 - p) * 10f64.ln() / 400.0;
            for (g, x) in gradient.iter_mut().zip(&sample.features) {
                *g += slope * x / samples.len() as f64;
            }
        }
        for i in (0..NAMES.len()).filter(|&i| free(i)) {
            m[i] = beta1 * m[i] + (1.0 - beta1) * gradient[i];
            v[i] = beta2 * v[i] + (1.0 - beta2) * gradient[i] * gradient[i];
            let m_hat = m[i] / (1.0 - beta1.powi(step as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(step as i32));
            weights[i] -= rate * m_hat / (v_hat.sqrt() + 1e-9);
        }
    }
    weights
}

/// `tune [--games N] [--depth D] [--seed S]`.
pub fn run(args: &[String], out: &mut impl Write) -> Result<(), String> {
    let usage = "tune [--games N] [--depth D] [--seed S]";
    let (mut games, mut depth, mut seed) = (300usize, 3u32, 1u64);
    for pair in args.chunks(2) {
        let value = |text: &str| text.parse::<u64>().map_err(|_| usage.to_string());
        match pair {
            [flag, n] if flag == "--games" => games = value(n)? as usize,
            [flag, n] if flag == "--depth" => depth = value(n)? as u32,
            [flag, n] if flag == "--seed" => seed = value(n)?,
            _ => return Err(usage.into()),
        }
    }
    let samples = play_all(games, depth, seed);
    // Every fifth sample is held out to judge the fit.
    let test: Vec<&Sample> = samples.iter().step_by(5).collect();
    let train: Vec<&Sample> = samples
        .iter()
        .enumerate()
        .filter(|(i, _)| i % 5 != 0)
        .map(|(_, s)| s)
        .collect();
    let offset = NAMES.len() - 1;
    // Today's weights get a fair comparison: only their offset is fitted.
    let today = fit(&train, current_weights(), |i| i == offset);
    let fitted = fit(&train, today, |_| true);
    let wrap = |e: std::io::Error| e.to_string();
    let gold_share = samples.iter().map(|s| s.result).sum::<f64>() / samples.len() as f64;
    writeln!(
        out,
        "{} samples from {games} games at depth {depth}; Gold won {:.0}% of them",
        samples.len(),
        gold_share * 100.0
    )
    .map_err(wrap)?;
    writeln!(
        out,
        "test loss: today's weights {:.5}, fitted {:.5}",
        loss(&test, &today),
        loss(&test, &fitted)
    )
    .map_err(wrap)?;
    let scale = 100.0 / fitted[0];
    for (i, name) in NAMES.iter().enumerate() {
        writeln!(
            out,
            "{name:<20} today {:>7.0}   fitted (ESCORT = 100) {:>7.0}",
            today[i],
            fitted[i] * scale
        )
        .map_err(wrap)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_recovers_the_weights_behind_the_results() {
        let mut rng = Rng::new(5);
        let mut truth = current_weights();
        truth[1] = 40.0;
        truth[7] = 90.0;
        let samples: Vec<Sample> = (0..400)
            .map(|_| {
                let features = std::array::from_fn(|_| rng.below(9) as f64 - 4.0);
                let result = predicted(&truth, &features);
                Sample { features, result }
            })
            .collect();
        let all: Vec<&Sample> = samples.iter().collect();
        let start = current_weights();
        let fitted = fit(&all, start, |_| true);
        assert!(loss(&all, &fitted) < loss(&all, &start) / 20.0);
        assert!(
            (fitted[1] - 40.0).abs() < 8.0 && (fitted[7] - 90.0).abs() < 8.0,
            "{fitted:?}"
        );
        let offset_only = fit(&all, start, |i| i == NAMES.len() - 1);
        assert_eq!(offset_only[..NAMES.len() - 1], start[..NAMES.len() - 1]);
    }
}
