//! `engine match`: games between two players from varied openings, with sides swapped,
//! summarised as wins, draws, losses and an Elo difference with a 95% interval.

use super::games::ProtocolGame;
use super::players::{create, PlayerSpec};
use crate::core::{Outcome, Replay};
use std::io::Write;
use std::time::Instant;

/// A game still running after this many turns is adjudicated a draw.
pub const MAX_TURNS: usize = 150;

/// The result of one game for the side `first_plays`: 1, ½ or 0.
fn points<S: PartialEq>(outcome: Option<Outcome<S>>, first_plays: S) -> f64 {
    match outcome {
        Some(Outcome::Win(side)) if side == first_plays => 1.0,
        Some(Outcome::Win(_)) => 0.0,
        _ => 0.5,
    }
}

/// Milliseconds each match player took per turn.
#[derive(Default)]
struct TurnTimes {
    total_ms: f64,
    largest_ms: f64,
    turns: usize,
}

impl TurnTimes {
    fn add(&mut self, ms: f64) {
        self.total_ms += ms;
        self.largest_ms = self.largest_ms.max(ms);
        self.turns += 1;
    }

    fn summary(&self, name: &str) -> String {
        let mean = self.total_ms / self.turns.max(1) as f64;
        format!(
            "{name}: {} turns, mean {mean:.0} ms, largest {:.0} ms per turn",
            self.turns, self.largest_ms
        )
    }
}

/// Plays one game from `start`, `players[0]` moving for the side to move at the start.
/// Returns the replay and the turns played (an unfinished game was adjudicated).
fn play_game<G: ProtocolGame>(
    start: G,
    specs: [&PlayerSpec; 2],
    seed: u64,
    command_go: &str,
    times: [&mut TurnTimes; 2],
) -> Result<(Replay<G>, usize), String> {
    let mut players = [
        create::<G>(specs[0], seed, command_go)?,
        create::<G>(specs[1], seed.rotate_left(17), command_go)?,
    ];
    let first_side = start.side_to_move();
    let mut replay = Replay::new(start);
    let mut turns = 0;
    let [first_times, second_times] = times;
    while replay.outcome().is_none() && turns < MAX_TURNS {
        let mover = replay.position().side_to_move();
        let index = usize::from(mover != first_side);
        let started = Instant::now();
        let actions = players[index].turn(&replay)?;
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        if index == 0 {
            first_times.add(ms)
        } else {
            second_times.add(ms)
        }
        if actions.is_empty() {
            return Err(format!(
                "{mover:?} found no action in {}",
                replay.position().to_text()
            ));
        }
        for action in actions {
            replay
                .play(action)
                .map_err(|e| format!("{mover:?} played {action}: {e}"))?;
        }
        turns += 1;
    }
    Ok((replay, turns))
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

const USAGE: &str = "match <player> <player> [--games N] [--seed S] [--records] [--cmd-go \"<go arguments>\"]; players: beginner..master, depth:N, nodes:N, time:MS, alphabeta:N, cmd:<command line>, uci:<command line>";

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

/// `match <first> <second> [options]` for game `G`, from `start`: see [`USAGE`].
pub fn run<G: ProtocolGame>(
    args: &[String],
    start: &G,
    out: &mut impl Write,
) -> Result<(), String> {
    let [first, second, options @ ..] = args else {
        return Err(USAGE.into());
    };
    let (a, b): (PlayerSpec, PlayerSpec) = (first.parse()?, second.parse()?);
    let options = MatchOptions::parse(options)?;
    let mut results = Vec::new();
    let (mut a_times, mut b_times) = (TurnTimes::default(), TurnTimes::default());
    for game in 0..options.games {
        let opening = G::opening(start, game / 2, options.seed);
        let a_starts = game % 2 == 0;
        let game_seed = options.seed.wrapping_add(game as u64);
        let first_side = opening.side_to_move();
        let (specs, times) = if a_starts {
            ([&a, &b], [&mut a_times, &mut b_times])
        } else {
            ([&b, &a], [&mut b_times, &mut a_times])
        };
        let (replay, turns) = play_game(opening, specs, game_seed, &options.command_go, times)?;
        let first_mover_points = points(replay.outcome(), first_side);
        let (result, order) = if a_starts {
            (first_mover_points, "first")
        } else {
            (1.0 - first_mover_points, "second")
        };
        results.push(result);
        writeln!(
            out,
            "game {} {first} moving {order}: {result} after {turns} turns",
            game + 1
        )
        .map_err(|e| e.to_string())?;
        if options.records {
            let moves: Vec<String> = replay.actions().iter().map(|m| m.to_string()).collect();
            writeln!(
                out,
                "{} moves {}",
                replay.start().to_text(),
                moves.join(" ")
            )
            .map_err(|e| e.to_string())?;
        }
    }
    writeln!(out, "{}", a_times.summary(first)).map_err(|e| e.to_string())?;
    writeln!(out, "{}", b_times.summary(second)).map_err(|e| e.to_string())?;
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
