//! `engine --game breakthrough tune --records FILE --patterns OUT`: fits the 8x8 pattern
//! weights (`src/rules/breakthrough/patterns.rs`) to the results of recorded games, on top
//! of the weighted features as they are, and writes them to OUT (little-endian `i16`s).
//! Where a record goes on with `scores` (a deeper search's judgement of its positions,
//! `tests/tools/search_scores.py`), a scored position's target blends its
//! score with the game's result.

use super::{chance, distinct_records, each_position, error_slope, record_scores, Adam};
use crate::core::{Heuristics, Outcome, Replay};
use crate::rules::breakthrough::patterns::{self, PARAMETERS};
use crate::rules::breakthrough::{AnyPosition, Side};
use std::io::Write;

/// Passes over the training positions.
const EPOCHS: usize = 10;
/// Positions per Adam step.
const BATCH: usize = 4096;
/// Adam's step size in centi-pieces, falling linearly to a tenth over the epochs.
const RATE: f64 = 2.0;
/// Weight decay: pulls every weight towards zero, so that patterns seen rarely keep small
/// weights. Without it the fit predicts held-out games better and plays far worse: the
/// search steers into the rare patterns whose weights are large by chance.
const DECAY: f64 = 5e-7;
/// A scored position's target: this share of its score, the rest its game's result. Half
/// and half won the most games at equal nodes (docs/strength.md, b634efe, 2026-11-26):
/// +116 =0 -84 against the results alone, where three quarters scored +96 =0 -104 and the
/// scores alone +104 =0 -96.
const SCORE_SHARE: f64 = 0.5;
/// Plies of a game's random opening, which give no samples.
const OPENING_PLIES: usize = 4;

/// One quiet 8x8 position: White's score by the features, the two shared weights of each
/// window (added and taken away), and its target: White's result, or that blended with a
/// deeper search's score ([`SCORE_SHARE`]).
struct Sample {
    base: f64,
    terms: Vec<(u32, u32)>,
    target: f64,
}

/// The quiet positions of one finished 8x8 game, past its opening, each labelled with the
/// game's result, blended with its entry of `scores` where it has one ([`SCORE_SHARE`]).
fn game_samples(replay: &Replay<AnyPosition>, scores: &[Option<u16>]) -> Vec<Sample> {
    let result = match replay.outcome() {
        Some(Outcome::Win(Side::White)) => 1.0,
        Some(Outcome::Win(Side::Black)) => 0.0,
        _ => return Vec::new(),
    };
    let target = |ply: usize| match scores.get(ply).copied().flatten() {
        Some(score) => SCORE_SHARE * f64::from(score) / 1000.0 + (1.0 - SCORE_SHARE) * result,
        None => result,
    };
    let mut samples = Vec::new();
    each_position(replay, |ply, position| {
        let quiet = !position.in_danger() && !position.wins_next() && !position.race_decided();
        let words = position
            .pattern_words()
            .filter(|_| quiet && ply >= OPENING_PLIES);
        if let Some((white, black)) = words {
            let terms = patterns::window_bits(white, black)
                .enumerate()
                .map(|(window, bits)| {
                    let (own, mirrored) = patterns::window_terms(window, bits);
                    (own as u32, mirrored as u32)
                })
                .collect();
            let base = f64::from(position.linear_score());
            samples.push(Sample {
                base,
                terms,
                target: target(ply),
            });
        }
    });
    samples
}

/// The samples of each distinct game recorded in `text` (see [`distinct_records`]). A
/// record may go on with `scores <s0> <s1> ...`: White's winning chances in thousandths
/// after `k` actions as a deeper search judged them (`-`: not judged).
fn recorded_games(text: &str) -> Result<Vec<Vec<Sample>>, String> {
    let records = distinct_records::<AnyPosition>(text)?;
    records
        .iter()
        .map(|record| {
            let scores = record_scores(&record.replay, record.scores.unwrap_or_default())
                .map_err(|e| format!("record {}: {e}", record.number))?;
            Ok(game_samples(&record.replay, &scores))
        })
        .collect()
}

/// White's predicted score of a sample: its features' score plus its windows' weights.
fn score(sample: &Sample, weights: &[f64]) -> f64 {
    let patterns: f64 = sample
        .terms
        .iter()
        .map(|&(own, mirrored)| weights[own as usize] - weights[mirrored as usize])
        .sum();
    sample.base + patterns
}

/// Mean squared error of the predicted targets.
fn loss(samples: &[&Sample], weights: &[f64]) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| (chance(score(s, weights)) - s.target).powi(2))
        .sum();
    total / samples.len() as f64
}

/// The weights, from zero, by mini-batch Adam with weight decay.
fn fit(samples: &[&Sample]) -> Vec<f64> {
    let mut weights = vec![0.0; PARAMETERS];
    let mut adam = Adam::new(PARAMETERS);
    for epoch in 0..EPOCHS {
        let rate = RATE * (1.0 - epoch as f64 / EPOCHS as f64).max(0.1);
        for batch in samples.chunks(BATCH) {
            let mut gradient: Vec<f64> = weights.iter().map(|w| DECAY * w).collect();
            for sample in batch {
                let slope = error_slope(chance(score(sample, &weights)), sample.target);
                for &(own, mirrored) in &sample.terms {
                    gradient[own as usize] += slope / batch.len() as f64;
                    gradient[mirrored as usize] -= slope / batch.len() as f64;
                }
            }
            adam.step(&mut weights, &gradient, rate, |_| true);
        }
    }
    weights
}

/// `tune --records FILE --patterns OUT`: fits on four games in five, reports the loss on
/// the fifth with and without the patterns, and writes the weights to OUT.
pub fn run(args: &[String], out: &mut impl Write) -> Result<(), String> {
    let usage = || "tune --records FILE --patterns OUT".to_string();
    let [records_flag, records, patterns_flag, out_path] = args else {
        return Err(usage());
    };
    if records_flag != "--records" || patterns_flag != "--patterns" {
        return Err(usage());
    }
    let text = std::fs::read_to_string(records).map_err(|e| format!("{records}: {e}"))?;
    let games = recorded_games(&text)?;
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for (i, game) in games.iter().enumerate() {
        let part = if i % 5 == 0 { &mut test } else { &mut train };
        part.extend(game);
    }
    if train.is_empty() || test.is_empty() {
        return Err("too few finished 8x8 games to fit and test the patterns".into());
    }
    let weights = fit(&train);
    let bytes: Vec<u8> = weights
        .iter()
        .flat_map(|w| (w.round().clamp(-30_000.0, 30_000.0) as i16).to_le_bytes())
        .collect();
    std::fs::write(out_path, bytes).map_err(|e| format!("{out_path}: {e}"))?;
    let none = vec![0.0; PARAMETERS];
    writeln!(
        out,
        "{} positions of {} games; held-out loss: features alone {:.5}, with the patterns {:.5}; written to {out_path}",
        train.len() + test.len(),
        games.len(),
        loss(&test, &none),
        loss(&test, &weights),
    )
    .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::Playable;
    use crate::bot::Rng;
    use crate::core::{Game, Notation};

    /// Records of random games from the 8x8 start, played to the end.
    fn random_records(games: usize) -> String {
        let mut rng = Rng::new(17);
        let mut actions = Vec::new();
        let mut text = String::new();
        for _ in 0..games {
            let start = AnyPosition::standard();
            let mut position = start.clone();
            let mut played = Vec::new();
            while position.outcome().is_none() {
                position.legal_actions(&mut actions);
                let action = actions[rng.below(actions.len())];
                played.push(action.to_string());
                position.make(action);
            }
            text += &format!("{} moves {}\n", start.to_text(), played.join(" "));
        }
        text
    }

    #[test]
    fn recorded_games_count_once_and_bad_records_are_named() {
        let records = random_records(3);
        let twice = format!("{records}{records}");
        let games = recorded_games(&twice).expect("valid records");
        assert_eq!(games.len(), 3);
        assert!(games.iter().all(|game| !game.is_empty()));
        let scored = records.replace('\n', " scores 500\n");
        assert_eq!(recorded_games(&scored).expect("scored records").len(), 3);
        let bad = format!("{records}BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w moves a2-a5\n");
        let Err(error) = recorded_games(&bad) else {
            panic!("an illegal move is refused");
        };
        assert!(error.starts_with("record 4: "), "{error}");
    }

    #[test]
    fn a_scored_position_blends_its_score_with_the_result() {
        let record = random_records(1);
        let positions = record.split_whitespace().count() - 2;
        let with_scores =
            |scores: &[&str]| record.replace('\n', &format!(" scores {}\n", scores.join(" ")));
        let plain = recorded_games(&record).expect("a valid record");
        let scored = recorded_games(&with_scores(&vec!["500"; positions])).expect("scored");
        let results = |games: &[Vec<Sample>]| games[0].iter().map(|s| s.target).collect::<Vec<_>>();
        let blended: Vec<f64> = results(&plain)
            .into_iter()
            .map(|result| SCORE_SHARE * 0.5 + (1.0 - SCORE_SHARE) * result)
            .collect();
        assert!(!blended.is_empty());
        assert_eq!(results(&scored), blended);
        assert_ne!(results(&scored), results(&plain));
        let unscored = recorded_games(&with_scores(&vec!["-"; positions])).expect("unscored");
        assert_eq!(results(&unscored), results(&plain));
        assert!(recorded_games(&with_scores(&vec!["0"; positions + 1])).is_err());
    }

    #[test]
    fn the_fit_predicts_its_games_better_than_the_features_alone() {
        let games = recorded_games(&random_records(40)).expect("valid records");
        let samples: Vec<&Sample> = games.iter().flatten().collect();
        let weights = fit(&samples);
        assert!(loss(&samples, &weights) < loss(&samples, &vec![0.0; PARAMETERS]));
    }
}
