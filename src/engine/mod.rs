//! The native `engine` command: perft, bench and (later) the line protocol and matches.
//!
//! Native only: it reads the wall clock with `std::time::Instant`.

mod matches;
mod perft_commands;
mod players;
pub mod protocol;
mod tune;

use std::io::Write;

/// Usage text printed for unknown commands.
pub const USAGE: &str = "usage:
  engine perft <depth> [<bfn>]   leaf count of the action tree (one action per ply)
  engine divide <depth> [<bfn>]  perft split by first action
  engine bench                   move generation and search speed
  engine match <a> <b> [--games N] [--seed S] [--records] [--cmd-go <go args>]
                                 games between two players (beginner..master, depth:N,
                                 nodes:N, time:MS, alphabeta:N, cmd:<command line>)
  engine tune [--games N] [--depth D] [--seed S]
                                 fit the evaluation's weights to self-play results
  engine                         line protocol on stdin (position, go, setup, isready, stop, quit)";

/// Runs the command given by `args` (without the program name), writing to `out`.
/// Returns the process exit code.
pub fn run(args: &[String], out: &mut impl Write) -> i32 {
    let result = match args.first().map(String::as_str) {
        Some("perft") => perft_commands::perft(&args[1..], out, false),
        Some("divide") => perft_commands::perft(&args[1..], out, true),
        Some("bench") => perft_commands::bench(out),
        Some("match") => matches::run(&args[1..], out),
        Some("tune") => tune::run(&args[1..], out),
        None => {
            let out: protocol::Output =
                std::sync::Arc::new(std::sync::Mutex::new(std::io::stdout()));
            protocol::serve(std::io::stdin().lock(), out);
            Ok(())
        }
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => 0,
        Err(message) => {
            eprintln!("{message}");
            2
        }
    }
}
