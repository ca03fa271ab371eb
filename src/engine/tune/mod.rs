//! `engine tune`: fits the evaluation's weights to the outcomes of self-play games
//! (Texel's method), for every game that is [`Tunable`]. Each quiet turn start of a game is
//! a sample: its evaluation features and whether the first side (Gold, White) went on to win. The weights are chosen so that a logistic curve of the
//! evaluation predicts the result as well as possible (least squares), and printed for
//! the game's `weights.rs`.

pub mod patterns;

use super::games::ProtocolGame;
use crate::ai::{Limits, Searcher, StopFlag};
use crate::bot::{choose_turn, Rng, TurnOptions};
use crate::core::{Game, Outcome, Replay};
use std::io::Write;

/// A game whose evaluation `engine tune` can fit.
pub trait Tunable: ProtocolGame {
    /// Names of the evaluation's parameters, as in the game's `weights.rs`.
    const PARAMETERS: &'static [&'static str];

    /// Today's values, signed so that `features · weights` is the first side's score.
    fn current_weights() -> Vec<f64>;

    /// The features of a quiet position (from the first side's view, Gold or White, and
    /// in the order of [`Tunable::PARAMETERS`]), or `None` if the position is not quiet.
    fn quiet_features(&self) -> Option<Vec<f64>>;

    /// The first side's result: 1, ½ or 0.
    fn first_side_result(outcome: Option<Outcome<Self::Side>>) -> f64;

    /// `engine tune` with `args`: fits the weights from the standard start (see [`run`]).
    fn tune(args: &[String], out: &mut impl Write) -> Result<(), String> {
        run(args, &Self::standard(), out)
    }
}

/// Parameters and features with the offset (not used in play) appended.
fn with_offset(mut values: Vec<f64>, offset: f64) -> Vec<f64> {
    values.push(offset);
    values
}

/// A game longer than this many turns gives no samples.
const MAX_TURNS: usize = 150;
/// Adam steps of each fit.
const STEPS: usize = 3_000;

/// One position and the first side's result from it: 1, ½ or 0.
struct Sample {
    features: Vec<f64>,
    result: f64,
}

/// The quiet turn starts of one self-play game (its first turns random), with the result.
fn play<G: Tunable>(start: &G, game: usize, depth: u32, seed: u64) -> Vec<Sample> {
    let mut rng = Rng::new(seed.wrapping_mul(7919).wrapping_add(game as u64));
    let mut replay = Replay::new(G::opening(start, game, seed.wrapping_add(game as u64)));
    let mut searcher = Searcher::new(8);
    let random_turns = 1 + game % 4;
    let mut positions = Vec::new();
    for turn in 0..MAX_TURNS {
        if replay.outcome().is_some() {
            break;
        }
        if turn >= random_turns {
            positions.extend(replay.position().quiet_features());
        }
        let options = TurnOptions {
            blunder_rate: if turn < random_turns { 1.0 } else { 0.0 },
            rng: &mut rng,
            progress: &mut |_| {},
        };
        let choice = choose_turn(
            &mut searcher,
            replay.position(),
            replay.earlier_keys(),
            Limits::depth(depth),
            &|| 0.0,
            &StopFlag::new(),
            options,
        );
        for action in choice.actions {
            replay.play(action).expect("the AI plays legal actions");
        }
    }
    samples_of::<G>(positions, replay.outcome())
}

/// The samples of one game's positions (their features), given how the game ended.
fn samples_of<G: Tunable>(
    positions: Vec<Vec<f64>>,
    outcome: Option<Outcome<G::Side>>,
) -> Vec<Sample> {
    let result = G::first_side_result(outcome);
    positions
        .into_iter()
        .map(|features| Sample {
            features: with_offset(features, 1.0),
            result,
        })
        .collect()
}

/// One game recorded in a file of `engine match --records` output.
struct Record<'t, G: ProtocolGame> {
    /// Its place among the file's distinct records, from 1 (for error messages).
    number: usize,
    replay: Replay<G>,
    /// The text after ` scores `, where the line goes on with one.
    scores: Option<&'t str>,
}

/// The distinct games recorded in `text`, one per line as `engine match --records` prints
/// them (`<start> moves <actions>`, perhaps followed by ` scores ...`; other lines are
/// skipped, and a game recorded twice counts once), each replayed.
fn distinct_records<G: ProtocolGame>(text: &str) -> Result<Vec<Record<'_, G>>, String> {
    let mut seen = std::collections::HashSet::new();
    let mut records = Vec::new();
    for (start, rest) in text.lines().filter_map(|line| line.split_once(" moves ")) {
        if !seen.insert((start, rest)) {
            continue;
        }
        let (actions, scores) = rest
            .split_once(" scores ")
            .map_or((rest, None), |(a, s)| (a, Some(s)));
        let number = seen.len();
        let replay = Replay::<G>::from_texts(start, actions.split_whitespace())
            .map_err(|error| format!("record {number}: {error}"))?;
        records.push(Record {
            number,
            replay,
            scores,
        });
    }
    Ok(records)
}

/// The samples of the games recorded in `text` (see [`distinct_records`]). A finished game
/// labels its positions with its result; a record that goes on with `scores <s0> <s1> ...`
/// labels the position after `k` actions with `s_k`, the first side's winning chances in
/// thousandths as another engine judged them (`-`: no label), finished or not.
fn recorded<G: Tunable>(text: &str) -> Result<(Vec<Sample>, usize), String> {
    let mut samples = Vec::new();
    let mut games = 0;
    for Record {
        number,
        replay,
        scores,
    } in distinct_records::<G>(text)?
    {
        let before = samples.len();
        match scores {
            Some(scores) => samples
                .extend(scored(&replay, scores).map_err(|e| format!("record {number}: {e}"))?),
            None if replay.outcome().is_some() => {
                let positions = quiet_positions(&replay)
                    .into_iter()
                    .map(|(_, f)| f)
                    .collect();
                samples.extend(samples_of::<G>(positions, replay.outcome()));
            }
            None => {}
        }
        games += usize::from(samples.len() > before);
    }
    Ok((samples, games))
}

/// Calls `visit` with each position of `replay` and its ply, from the start to the end,
/// walking the game once.
fn each_position<G: Game>(replay: &Replay<G>, mut visit: impl FnMut(usize, &G)) {
    let mut position = replay.start().clone();
    for ply in 0..=replay.actions().len() {
        visit(ply, &position);
        if let Some(&action) = replay.actions().get(ply) {
            position.make(action);
        }
    }
}

/// The features of each quiet position of `replay`, with its ply.
fn quiet_positions<G: Tunable>(replay: &Replay<G>) -> Vec<(usize, Vec<f64>)> {
    let mut quiet = Vec::new();
    each_position(replay, |ply, position| {
        quiet.extend(position.quiet_features().map(|features| (ply, features)));
    });
    quiet
}

/// The scores of a scored record of `replay` (the text after ` scores `, see [`recorded`]):
/// one per position from the start, each in thousandths or `None` for `-`.
fn record_scores<G: Game>(replay: &Replay<G>, text: &str) -> Result<Vec<Option<u16>>, String> {
    let scores = text
        .split_whitespace()
        .map(thousandths)
        .collect::<Result<Vec<_>, _>>()?;
    if scores.len() > replay.actions().len() + 1 {
        return Err("more scores than positions".into());
    }
    Ok(scores)
}

/// The quiet positions of `replay` labelled by `scores` (see [`recorded`]).
fn scored<G: Tunable>(replay: &Replay<G>, scores: &str) -> Result<Vec<Sample>, String> {
    let scores = record_scores(replay, scores)?;
    let labelled = quiet_positions(replay)
        .into_iter()
        .filter_map(|(ply, features)| {
            let score = (*scores.get(ply)?)?;
            Some(Sample {
                features: with_offset(features, 1.0),
                result: f64::from(score) / 1000.0,
            })
        })
        .collect();
    Ok(labelled)
}

/// A score of a scored record: thousandths from 0 to 1000, or `-` for none.
fn thousandths(text: &str) -> Result<Option<u16>, String> {
    if text == "-" {
        return Ok(None);
    }
    let score = text.parse().ok().filter(|&t: &u16| t <= 1000);
    score
        .map(Some)
        .ok_or_else(|| format!("score {text} is not a number of thousandths"))
}

/// The samples of games `0..games`, played on every core.
fn play_all<G: Tunable>(start: &G, games: usize, depth: u32, seed: u64) -> Vec<Sample> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|first| {
                scope.spawn(move || {
                    (first..games)
                        .step_by(threads)
                        .flat_map(|game| play(start, game, depth, seed))
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

/// The first side's winning chances for its score in centi-pieces, on the fitted curve.
fn chance(score: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-score / 400.0))
}

/// How the squared error of predicted chances `p` against `result` grows per centi-piece.
fn error_slope(p: f64, result: f64) -> f64 {
    2.0 * (p - result) * p * (1.0 - p) * 10f64.ln() / 400.0
}

fn predicted(weights: &[f64], x: &[f64]) -> f64 {
    chance(weights.iter().zip(x).map(|(w, x)| w * x).sum())
}

/// Adam's running moments of the gradient, one pair per weight.
struct Adam {
    m: Vec<f64>,
    v: Vec<f64>,
    steps: i32,
}

impl Adam {
    fn new(weights: usize) -> Adam {
        Adam {
            m: vec![0.0; weights],
            v: vec![0.0; weights],
            steps: 0,
        }
    }

    /// Moves the weights `free` allows by one step of `rate` against `gradient`.
    fn step(
        &mut self,
        weights: &mut [f64],
        gradient: &[f64],
        rate: f64,
        free: impl Fn(usize) -> bool,
    ) {
        let (beta1, beta2) = (0.9, 0.999);
        self.steps += 1;
        for i in (0..weights.len()).filter(|&i| free(i)) {
            self.m[i] = beta1 * self.m[i] + (1.0 - beta1) * gradient[i];
            self.v[i] = beta2 * self.v[i] + (1.0 - beta2) * gradient[i] * gradient[i];
            let m_hat = self.m[i] / (1.0 - beta1.powi(self.steps));
            let v_hat = self.v[i] / (1.0 - beta2.powi(self.steps));
            weights[i] -= rate * m_hat / (v_hat.sqrt() + 1e-9);
        }
    }
}

/// Mean squared error of the predicted results.
fn loss(samples: &[&Sample], weights: &[f64]) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| (predicted(weights, &s.features) - s.result).powi(2))
        .sum();
    total / samples.len() as f64
}

/// Minimises the loss by Adam, moving only the parameters `free` allows.
fn fit(samples: &[&Sample], start: Vec<f64>, free: impl Fn(usize) -> bool) -> Vec<f64> {
    let n = start.len();
    let mut weights = start;
    let mut adam = Adam::new(n);
    for _ in 0..STEPS {
        let mut gradient = vec![0.0; n];
        for sample in samples {
            let p = predicted(&weights, &sample.features);
            let slope = error_slope(p, sample.result);
            for (g, x) in gradient.iter_mut().zip(&sample.features) {
                *g += slope * x / samples.len() as f64;
            }
        }
        adam.step(&mut weights, &gradient, 1.0, &free);
    }
    weights
}

/// The scale `K` (in points) of the curve `1 / (1 + 10^(-score / K))` that best predicts
/// the held-out results from `weights`' scores, and its loss: the app's evaluation bar
/// reads scores through this curve with `K` = 4.
fn best_curve_scale(samples: &[&Sample], weights: &[f64]) -> (f64, f64) {
    // A curve of scale K on `weights` is the fixed curve (K = 4) on `weights` × 4 / K.
    (4..=64)
        .map(|eighths| f64::from(eighths) / 8.0)
        .map(|points| {
            let scaled: Vec<f64> = weights.iter().map(|w| w * 4.0 / points).collect();
            (points, loss(samples, &scaled))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .expect("a grid of scales")
}

/// `tune [--games N] [--depth D] [--seed S] | --records FILE` for game `G`, from `start`.
pub fn run<G: Tunable>(args: &[String], start: &G, out: &mut impl Write) -> Result<(), String> {
    let usage = "tune [--games N] [--depth D] [--seed S] | --records FILE";
    let (mut games, mut depth, mut seed) = (300usize, 3u32, 1u64);
    let mut records = None;
    for pair in args.chunks(2) {
        let value = |text: &str| text.parse::<u64>().map_err(|_| usage.to_string());
        match pair {
            [flag, n] if flag == "--games" => games = value(n)? as usize,
            [flag, n] if flag == "--depth" => depth = value(n)? as u32,
            [flag, n] if flag == "--seed" => seed = value(n)?,
            [flag, path] if flag == "--records" => records = Some(path),
            _ => return Err(usage.into()),
        }
    }
    let (samples, source) = match records {
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            let (samples, games) = recorded::<G>(&text)?;
            (samples, format!("{games} recorded games"))
        }
        None => (
            play_all(start, games, depth, seed),
            format!("{games} games at depth {depth}"),
        ),
    };
    if samples.is_empty() {
        return Err("the games gave no quiet positions to fit".into());
    }
    // Every fifth sample is held out to judge the fit.
    let test: Vec<&Sample> = samples.iter().step_by(5).collect();
    let train: Vec<&Sample> = samples
        .iter()
        .enumerate()
        .filter(|(i, _)| i % 5 != 0)
        .map(|(_, s)| s)
        .collect();
    let offset = G::PARAMETERS.len();
    // Today's weights get a fair comparison: only their offset is fitted.
    let today = fit(&train, with_offset(G::current_weights(), 0.0), |i| {
        i == offset
    });
    let fitted = fit(&train, today.clone(), |_| true);
    let wrap = |e: std::io::Error| e.to_string();
    let gold_share = samples.iter().map(|s| s.result).sum::<f64>() / samples.len() as f64;
    writeln!(
        out,
        "{} samples from {source}; the first side won {:.0}% of them",
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
    let (points, curve_loss) = best_curve_scale(&test, &today);
    writeln!(
        out,
        "winning-chances curve: today's weights predict best with 1 / (1 + 10^(-score / {points:.2})) (loss {curve_loss:.5}); the app uses 4"
    )
    .map_err(wrap)?;
    let scale = 100.0 / fitted[0];
    let names = G::PARAMETERS.iter().chain(&["(offset)"]);
    for (i, name) in names.enumerate() {
        writeln!(
            out,
            "{name:<20} today {:>7.0}   fitted (first = 100) {:>7.0}",
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
    use crate::rules::breakthru::Position;

    #[test]
    fn the_curve_scale_behind_the_results_is_found() {
        let mut rng = Rng::new(3);
        // Results drawn from a curve twice as steep as the app's (K = 2 points).
        let samples: Vec<Sample> = (0..2000)
            .map(|_| {
                let features = vec![rng.below(800) as f64 - 400.0];
                let chance = predicted(&[2.0], &features);
                let result = if (rng.below(1000) as f64) < chance * 1000.0 {
                    1.0
                } else {
                    0.0
                };
                Sample { features, result }
            })
            .collect();
        let all: Vec<&Sample> = samples.iter().collect();
        let (points, _) = best_curve_scale(&all, &[1.0]);
        assert!((1.5..=2.5).contains(&points), "{points}");
    }

    #[test]
    fn recorded_games_give_samples_once_and_bad_records_are_named() {
        use crate::rules::breakthrough::AnyPosition;
        let won = "B4/5/1W3/5/3WW w moves b3-b4 a5-a4 b4-b5";
        let text = format!(
            "game 1 time:200 moving first: 1\n{won}\n{won}\nB4/5/1W3/5/3WW w moves b3-b4\n"
        );
        let (samples, games) = recorded::<AnyPosition>(&text).expect("valid records");
        assert_eq!(games, 1);
        assert!(samples.iter().all(|sample| sample.result == 1.0));
        assert!(!samples.is_empty());
        let Err(error) = recorded::<AnyPosition>("B4/5/1W3/5/3WW w moves b3-b9") else {
            panic!("an illegal move is refused");
        };
        assert!(error.starts_with("record 1"), "{error}");
    }

    #[test]
    fn scored_records_label_each_quiet_position_with_its_score() {
        use crate::rules::breakthrough::AnyPosition;
        let start = "BBBBB/BBBBB/5/WWWWW/WWWWW w";
        let text = format!("{start} moves a2-a3 b4-b3 scores 500 - 250");
        let (samples, games) = recorded::<AnyPosition>(&text).expect("a valid scored record");
        assert_eq!(games, 1);
        let results: Vec<f64> = samples.iter().map(|sample| sample.result).collect();
        assert_eq!(results, [0.5, 0.25]);
        for bad in ["scores 500 x", "scores 1001", "scores 1 2 3 4"] {
            let Err(error) = recorded::<AnyPosition>(&format!("{start} moves a2-a3 b4-b3 {bad}"))
            else {
                panic!("{bad} is refused");
            };
            assert!(error.starts_with("record 1: "), "{error}");
        }
    }

    #[test]
    fn fit_recovers_the_weights_behind_the_results() {
        let mut rng = Rng::new(5);
        let start = with_offset(Position::current_weights(), 0.0);
        let mut truth = start.clone();
        truth[1] = 40.0;
        truth[7] = 90.0;
        let samples: Vec<Sample> = (0..400)
            .map(|_| {
                let features: Vec<f64> = (0..start.len())
                    .map(|_| rng.below(9) as f64 - 4.0)
                    .collect();
                let result = predicted(&truth, &features);
                Sample { features, result }
            })
            .collect();
        let all: Vec<&Sample> = samples.iter().collect();
        let fitted = fit(&all, start.clone(), |_| true);
        assert!(loss(&all, &fitted) < loss(&all, &start) / 20.0);
        assert!(
            (fitted[1] - 40.0).abs() < 8.0 && (fitted[7] - 90.0).abs() < 8.0,
            "{fitted:?}"
        );
        let offset = start.len() - 1;
        let offset_only = fit(&all, start.clone(), |i| i == offset);
        assert_eq!(offset_only[..offset], start[..offset]);
    }
}
