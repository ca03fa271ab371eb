//! `engine match`: games between two players from varied openings, with sides swapped,
//! summarised as wins, draws, losses and an Elo difference with a 95% interval.

use super::players::{create, PlayerSpec};
use crate::ai::Searcher;
use crate::bot::{choose_silver, Level, Rng};
use crate::core::Outcome;
use crate::rules::breakthru::{standard_ships, GoldPreset, Position, Record, Setup, Side};
use std::io::Write;

/// A game still running after this many turns is adjudicated a draw.
pub const MAX_TURNS: usize = 150;

/// The result of one game for the first player: 1, ½ or 0.
fn points(outcome: Option<Outcome<Side>>, first_plays: Side) -> f64 {
    match outcome {
        Some(Outcome::Win(side)) if side == first_plays => 1.0,
        Some(Outcome::Win(_)) => 0.0,
        _ => 0.5,
    }
}

/// Opening `index` of a cycle of sixteen: each lid placement for Gold, against the standard
/// ring and against a blockade the AI chose for it, each started by Gold and by Silver.
pub(super) fn opening(index: usize, seed: u64) -> Position {
    let preset = GoldPreset::ALL[index % 4];
    let gold = Setup::gold_preset(preset);
    let ships = if (index / 4).is_multiple_of(2) {
        standard_ships()
    } else {
        let mut rng = Rng::new(seed ^ index as u64);
        choose_silver(&gold, Level::Beginner, &mut rng, &mut Searcher::new(1))
    };
    let side = if (index / 8).is_multiple_of(2) {
        Side::Gold
    } else {
        Side::Silver
    };
    Position::from_start(&Setup {
        ships,
        side,
        ..gold
    })
    .expect("generated openings are valid")
}

/// Plays one game; returns its record and the turns played (an unfinished record was adjudicated).
fn play_game(
    start: Position,
    gold: &PlayerSpec,
    silver: &PlayerSpec,
    seed: u64,
    command_go: &str,
) -> Result<(Record, usize), String> {
    let mut players = [
        create(gold, seed, command_go)?,
        create(silver, seed.rotate_left(17), command_go)?,
    ];
    let mut record = Record::new(start);
    let mut turns = 0;
    while record.ending().is_none() && turns < MAX_TURNS {
        let mover = record.position().side();
        let player = &mut players[usize::from(mover == Side::Silver)];
        let actions = player.turn(&record)?;
        if actions.is_empty() {
            return Err(format!("{mover} found no action in {}", record.position()));
        }
        for action in actions {
            record
                .play(action)
                .map_err(|e| format!("{mover} played {action}: {e}"))?;
        }
        turns += 1;
    }
    Ok((record, turns))
}

/// Elo difference for a score fraction.
fn elo(score: f64) -> f64 {
    let s = score.clamp(0.001, 0.999);
    // Adding zero turns -0 (an even score) into +0.
    -400.0 * (1.0 / s - 1.0).log10() + 0.0
}

/// The match summary line: W/D/L, score and Elo with a 95% interval.
pub fn summary(first: &str, second: &str, results: &[f64]) -> String {
    let n = results.len() as f64;
    let wins = results.iter().filter(|&&r| r == 1.0).count();
    let draws = results.iter().filter(|&&r| r == 0.5).count();
    let losses = results.len() - wins - draws;
    let mean = results.iter().sum::<f64>() / n;
    let (low, high) = wilson_interval(mean, n);
    format!(
        "{first} vs {second}: +{wins} ={draws} -{losses} score {:.1}% elo {:+.0} [{:+.0}, {:+.0}] (95%)",
        mean * 100.0,
        elo(mean),
        elo(low),
        elo(high)
    )
}

/// The 95% Wilson score interval of a score fraction over `n` games (sound at 0% and 100%).
fn wilson_interval(score: f64, n: f64) -> (f64, f64) {
    const Z: f64 = 1.96;
    let denominator = 1.0 + Z * Z / n;
    let centre = (score + Z * Z / (2.0 * n)) / denominator;
    let half = Z / denominator * (score * (1.0 - score) / n + Z * Z / (4.0 * n * n)).sqrt();
    (centre - half, centre + half)
}

const USAGE: &str = "match <player> <player> [--games N] [--seed S] [--records] [--cmd-go \"<go arguments>\"]; players: beginner..master, depth:N, nodes:N, time:MS, alphabeta:N, cmd:<command line>";

/// The options of `engine match` besides the two players.
struct MatchOptions {
    games: usize,
    seed: u64,
    /// Print each game's record after its result line.
    records: bool,
    /// What a `cmd:` player is told to search each turn with: `go <command_go>`.
    command_go: String,
}

impl MatchOptions {
    fn parse(words: &[String]) -> Result<MatchOptions, String> {
        let mut options = MatchOptions {
            games: 20,
            seed: 1,
            records: false,
            command_go: "movetime 1000".into(),
        };
        let mut words = words.iter();
        while let Some(word) = words.next() {
            let mut value = || words.next().ok_or_else(|| USAGE.to_string());
            match word.as_str() {
                "--games" => options.games = value()?.parse().map_err(|_| USAGE.to_string())?,
                "--seed" => options.seed = value()?.parse().map_err(|_| USAGE.to_string())?,
                "--cmd-go" => options.command_go = value()?.clone(),
                "--records" => options.records = true,
                _ => return Err(USAGE.into()),
            }
        }
        Ok(options)
    }
}

/// `match <first> <second> [options]`: see [`USAGE`].
pub fn run(args: &[String], out: &mut impl Write) -> Result<(), String> {
    let [first, second, options @ ..] = args else {
        return Err(USAGE.into());
    };
    let (a, b): (PlayerSpec, PlayerSpec) = (first.parse()?, second.parse()?);
    let options = MatchOptions::parse(options)?;
    let mut results = Vec::new();
    for game in 0..options.games {
        let start = opening(game / 2, options.seed);
        let first_is_gold = game % 2 == 0;
        let (gold, silver) = if first_is_gold { (&a, &b) } else { (&b, &a) };
        let game_seed = options.seed.wrapping_add(game as u64);
        let (record, turns) = play_game(start, gold, silver, game_seed, &options.command_go)?;
        let first_side = if first_is_gold {
            Side::Gold
        } else {
            Side::Silver
        };
        let result = points(record.ending().map(|e| e.outcome), first_side);
        results.push(result);
        writeln!(
            out,
            "game {} {first} as {first_side}: {result} after {turns} turns",
            game + 1
        )
        .map_err(|e| e.to_string())?;
        if options.records {
            writeln!(out, "{}", record.to_text()).map_err(|e| e.to_string())?;
        }
    }
    writeln!(out, "{}", summary(first, second, &results)).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_score_is_zero_elo() {
        assert!(summary("a", "b", &[1.0, 0.0, 0.5, 0.5]).contains("elo +0"));
        assert!(elo(0.75) > 190.0 && elo(0.75) < 192.0);
        let (low, high) = wilson_interval(0.0, 10.0);
        assert!(low.abs() < 1e-9 && high > 0.2 && high < 0.35);
    }
}
