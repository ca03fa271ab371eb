//! The native `engine` command: perft, bench, matches, tune, solve, puzzles and the line
//! protocol, for every game (`--game`, Breakthru by default).
//!
//! Native only: it reads the wall clock with `std::time::Instant`.

mod child_engine;
mod games;
mod matches;
mod output;
mod perft_commands;
mod player;
mod players;
pub mod protocol;
pub mod puzzles;
mod solve;
mod tune;
mod uci;

pub use games::ProtocolGame;

use crate::rules::{with_game, GameId};
use perft_commands::perft_args;
use puzzles::Puzzled;
use std::io::Write;
use tune::Tunable;

/// Usage text printed for unknown commands.
pub const USAGE: &str = "usage: engine [--game breakthru|breakthrough|breakthrough9x5] <command>
  engine perft <depth> [<position>]   leaf count of the action tree (one action per ply)
  engine divide <depth> [<position>]  perft split by first action
  engine bench                        move generation and search speed of every game, and the solver's
  engine match <a> <b> [--games N] [--seed S] [--jobs N] [--records] [--cmd-go <go args>]
               [--start <position>]
                                 games between two players (beginner..master, depth:N,
                                 nodes:N, time:MS, alphabeta:N, cmd:<command line>,
                                 uci:<command line>)
  engine tune [--games N] [--depth D] [--seed S] | --records FILE
                                 fit the evaluation's weights to self-play results, or
                                 to the games of a file of match --records (their results,
                                 or per-position `scores` appended to each record)
  engine --game breakthrough tune --records FILE --patterns OUT
                                 fit the 8x8 pattern weights to recorded games' results
  engine --game breakthrough solve <position> | start <ranks>x<files> [w|b]
               [--seconds N] [--mib M] [--win-loss]
               [--table <plies> [--length-seconds S] [--first-lengths S,S,...]
                        [--leave-out N]]
                                 prove who wins, or write a table (see docs/solver.md)
  engine puzzles --games N --out FILE [--seed S] [--board RxF] [--jobs J] [--nodes N]
                                 mine puzzles from self-play (docs/puzzles.md)
  engine puzzles --rerate FILE [--jobs J]
                                 rate a set's puzzles again, in place
  engine                         line protocol on stdin (position, go, isready, stop, quit;
                                 Breakthru also setup)
Positions are BFN for Breakthru and `<placement> w|b` for both Breakthroughs.";

/// Runs the command given by `args` (without the program name), writing to `out`.
/// Returns the process exit code.
pub fn run(args: &[String], out: &mut impl Write) -> i32 {
    let result = match args {
        [flag, name, rest @ ..] if flag == "--game" => name
            .parse::<GameId>()
            .map_err(|e| e.to_string())
            .and_then(|game| command(game, rest, out)),
        _ => command(GameId::default(), args, out),
    };
    match result {
        Ok(()) => 0,
        Err(message) => {
            eprintln!("{message}");
            2
        }
    }
}

/// The command `args` for `game`.
fn command(game: GameId, args: &[String], out: &mut impl Write) -> Result<(), String> {
    with_game!(game, G => game_command::<G>(game, args, out))
}

/// The command `args` for the game whose positions are `G`.
fn game_command<G: Tunable + Puzzled>(
    game: GameId,
    args: &[String],
    out: &mut impl Write,
) -> Result<(), String> {
    let rest = args.get(1..).unwrap_or_default();
    match args.first().map(String::as_str) {
        Some(command @ ("perft" | "divide")) => {
            let (depth, position) = perft_args::<G>(rest)?;
            position.perft(depth, command == "divide", out)
        }
        Some("bench") => perft_commands::bench(out),
        Some("match") => match_command::<G>(rest, out),
        Some("tune") => G::tune(rest, out),
        Some("solve") => G::solve(rest, out),
        Some("puzzles") => puzzles::run::<G>(game, rest, out),
        None => {
            let output: protocol::Output =
                std::sync::Arc::new(std::sync::Mutex::new(std::io::stdout()));
            protocol::serve_game::<G>(std::io::stdin().lock(), output);
            Ok(())
        }
        _ => Err(USAGE.to_string()),
    }
}

/// `match`, with an optional `--start <position>` (the game's standard start otherwise).
fn match_command<G: ProtocolGame>(args: &[String], out: &mut impl Write) -> Result<(), String> {
    let mut rest = args.to_vec();
    let start = match rest.iter().position(|a| a == "--start") {
        Some(i) if i + 1 < rest.len() => {
            let text = rest.remove(i + 1);
            rest.remove(i);
            G::from_text(&text).map_err(|e| e.to_string())?
        }
        Some(_) => return Err(USAGE.to_string()),
        None => G::standard(),
    };
    matches::run::<G>(&rest, &start, out)
}
