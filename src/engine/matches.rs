//! `engine match`: games between two players from varied openings, with sides swapped,
//! summarised as wins, draws, losses and an Elo difference with a 95% interval.

use super::games::ProtocolGame;
use super::players::{create, PlayerSpec};
use crate::core::{Outcome, Replay};
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
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

    fn merge(&mut self, other: &TurnTimes) {
        self.total_ms += other.total_ms;
        self.largest_ms = self.largest_ms.max(other.largest_ms);
        self.turns += other.turns;
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

const USAGE: &str = "match <player> <player> [--games N] [--seed S] [--jobs N] [--records] [--cmd-go \"<go arguments>\"]; players: beginner..master, depth:N, nodes:N, time:MS, alphabeta:N, cmd:<command line>, uci:<command line>";

/// The options of `engine match` besides the two players.
struct MatchOptions {
    games: usize,
    seed: u64,
    /// Games played at a time, each on its own thread (a timed game keeps about one core
    /// busy, its two players taking turns); the results are the same as one at a time.
    jobs: usize,
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
            jobs: 1,
            records: false,
            command_go: "movetime 1000".into(),
        };
        let mut words = words.iter();
        while let Some(word) = words.next() {
            let mut value = || words.next().ok_or_else(|| USAGE.to_string());
            match word.as_str() {
                "--games" => options.games = value()?.parse().map_err(|_| USAGE.to_string())?,
                "--seed" => options.seed = value()?.parse().map_err(|_| USAGE.to_string())?,
                "--jobs" => options.jobs = value()?.parse().ok().filter(|&n| n > 0).ok_or(USAGE)?,
                "--cmd-go" => options.command_go = value()?.clone(),
                "--records" => options.records = true,
                _ => return Err(USAGE.into()),
            }
        }
        Ok(options)
    }
}

/// One finished game of a match, as the first named player saw it.
struct Played<G: ProtocolGame> {
    replay: Replay<G>,
    turns: usize,
    /// The first named player's points.
    result: f64,
    /// Whether the first named player moved first.
    a_started: bool,
    /// Turn times of the first and the second named player.
    times: [TurnTimes; 2],
}

/// Plays game `index` of the match: its opening, and which player starts, follow from
/// the index and the seed only, so that games can be played in any order.
fn play_numbered<G: ProtocolGame>(
    start: &G,
    index: usize,
    players: [&PlayerSpec; 2],
    options: &MatchOptions,
) -> Result<Played<G>, String> {
    let opening = G::opening(start, index / 2, options.seed);
    let a_started = index.is_multiple_of(2);
    let seed = options.seed.wrapping_add(index as u64);
    let first_side = opening.side_to_move();
    let [a, b] = players;
    let mut times = [TurnTimes::default(), TurnTimes::default()];
    let [a_times, b_times] = &mut times;
    let (specs, mover_times) = if a_started {
        ([a, b], [a_times, b_times])
    } else {
        ([b, a], [b_times, a_times])
    };
    let (replay, turns) = play_game(opening, specs, seed, &options.command_go, mover_times)?;
    let first_mover_points = points(replay.outcome(), first_side);
    let result = if a_started {
        first_mover_points
    } else {
        1.0 - first_mover_points
    };
    Ok(Played {
        replay,
        turns,
        result,
        a_started,
        times,
    })
}

/// Plays every game of the match on `options.jobs` threads and hands each to `report` in
/// the order of the games.
fn play_all<G: ProtocolGame>(
    start: &G,
    players: [&PlayerSpec; 2],
    options: &MatchOptions,
    mut report: impl FnMut(usize, Played<G>) -> Result<(), String>,
) -> Result<(), String> {
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..options.jobs.min(options.games) {
            let sender = sender.clone();
            let (next, failed) = (&next, &failed);
            scope.spawn(move || loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= options.games || failed.load(Ordering::Relaxed) {
                    break;
                }
                let played = play_numbered(start, index, players, options);
                failed.fetch_or(played.is_err(), Ordering::Relaxed);
                if sender.send((index, played)).is_err() {
                    break;
                }
            });
        }
        drop(sender);
        let mut waiting = std::collections::BTreeMap::new();
        let mut reported = 0;
        for (index, played) in receiver {
            waiting.insert(index, played);
            while let Some(played) = waiting.remove(&reported) {
                report(reported, played?)?;
                reported += 1;
            }
        }
        Ok(())
    })
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
    play_all(start, [&a, &b], &options, |index, played| {
        let order = if played.a_started { "first" } else { "second" };
        a_times.merge(&played.times[0]);
        b_times.merge(&played.times[1]);
        results.push(played.result);
        let (result, turns) = (played.result, played.turns);
        writeln!(
            out,
            "game {} {first} moving {order}: {result} after {turns} turns",
            index + 1
        )
        .map_err(|e| e.to_string())?;
        if options.records {
            let replay = &played.replay;
            let moves: Vec<String> = replay.actions().iter().map(|m| m.to_string()).collect();
            writeln!(
                out,
                "{} moves {}",
                replay.start().to_text(),
                moves.join(" ")
            )
            .map_err(|e| e.to_string())?;
        }
        Ok(())
    })?;
    writeln!(out, "{}", a_times.summary(first)).map_err(|e| e.to_string())?;
    writeln!(out, "{}", b_times.summary(second)).map_err(|e| e.to_string())?;
    writeln!(out, "{}", summary(first, second, &results)).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Notation;

    /// The lines of a match's output but its turn times.
    fn played(args: &str, start: &crate::rules::breakthrough::AnyPosition) -> Vec<String> {
        let args: Vec<String> = args.split_whitespace().map(String::from).collect();
        let mut out = Vec::new();
        run(&args, start, &mut out).expect("a match");
        let text = String::from_utf8(out).expect("text");
        text.lines()
            .filter(|line| !line.contains(" ms per turn"))
            .map(String::from)
            .collect()
    }

    #[test]
    fn games_played_at_once_come_out_as_one_at_a_time() {
        let start = Notation::from_text("BBBBB/BBBBB/5/WWWWW/WWWWW w").expect("a position");
        let options = "depth:2 depth:3 --games 6 --seed 4 --records";
        let one = played(options, &start);
        assert_eq!(one.len(), 6 * 2 + 1);
        assert_eq!(played(&format!("{options} --jobs 3"), &start), one);
    }

    #[test]
    fn even_score_is_zero_elo() {
        assert!(summary("a", "b", &[1.0, 0.0, 0.5, 0.5]).contains("elo +0"));
        assert!(elo(0.75) > 190.0 && elo(0.75) < 192.0);
        let (low, high) = wilson_interval(0.0, 10.0);
        assert!(low.abs() < 1e-9 && high > 0.2 && high < 0.35);
    }
}
