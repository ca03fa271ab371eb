//! `engine --game breakthrough solve`: proves who wins a Breakthrough position, or writes
//! the table of solved positions below it (`--table`), at the board's own word width.

use crate::ai::solve::dfpn::{RootProgress, INFINITE};
use crate::ai::solve::{
    line_actions, principal_positions, Budget, Known, Solution, Solver, Verdict,
};
use crate::ai::StopFlag;
use crate::core::{Heuristics, Notation, Proof, StaticProof};
use crate::rules::breakthrough::{AnyPosition, Position, Side, Size, SizeVisitor};
use std::collections::{BTreeMap, HashMap};
use std::io::Write;
use std::time::Instant;

/// Usage of the command.
const USAGE: &str =
    "usage: engine --game breakthrough solve <position> | start <ranks>x<files> [w|b]
       [--seconds N] [--mib M] [--win-loss]
       [--table <plies> [--length-seconds S] [--first-lengths S,S,...] [--leave-out N]]
       (with --table, --win-loss looks for no lengths)";

/// The time [`proved_quickly`] allows, far more than its few thousand nodes take: a bound
/// for the positions that take many more.
const QUICK_PROOF_MS: f64 = 100.0;

/// The least time between two reports of df-pn's root numbers.
const REPORT_EVERY_MS: f64 = 5000.0;

/// What the command line asks, and where to write.
struct Request<'a> {
    seconds: f64,
    mib: usize,
    /// Write the table of principal positions instead of one result.
    table: Option<TableRequest>,
    /// Stop once df-pn decides win or loss, without the length.
    win_loss: bool,
    out: &'a mut dyn Write,
}

/// Runs `solve` with `args` (after the command's name).
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), String> {
    let mut words = args.to_vec();
    let seconds = take_option(&mut words, "--seconds")?.unwrap_or(f64::INFINITY);
    let mib = take_option(&mut words, "--mib")?.unwrap_or(1024);
    let depth = take_option(&mut words, "--table")?;
    let length_seconds = take_option(&mut words, "--length-seconds")?.unwrap_or(2.0);
    let first_lengths: Option<String> = take_option(&mut words, "--first-lengths")?;
    let first_lengths_ms = match first_lengths {
        Some(list) => seconds_list_ms(&list)?,
        None => Vec::new(),
    };
    let leave_out_nodes = take_option(&mut words, "--leave-out")?.unwrap_or(0);
    let win_loss = take_flag(&mut words, "--win-loss");
    // A win-loss table looks for no lengths: all of its memory goes to df-pn.
    let (length_ms, first_lengths_ms) = if win_loss {
        (0.0, Vec::new())
    } else {
        (length_seconds * 1000.0, first_lengths_ms)
    };
    let table = depth.map(|depth| TableRequest {
        depth,
        length_ms,
        first_lengths_ms,
        leave_out_nodes,
    });
    let position = parse_position(&words)?;
    position.visit(Request {
        seconds,
        mib,
        table,
        win_loss,
        out,
    })
}

/// Removes `--name` from `words`, saying whether it was there.
fn take_flag(words: &mut Vec<String>, name: &str) -> bool {
    let found = words.iter().position(|w| w == name);
    if let Some(i) = found {
        words.remove(i);
    }
    found.is_some()
}

/// Removes `--name <value>` from `words` and reads the value.
fn take_option<T: std::str::FromStr>(
    words: &mut Vec<String>,
    name: &str,
) -> Result<Option<T>, String> {
    let Some(i) = words.iter().position(|w| w == name) else {
        return Ok(None);
    };
    let value = words.get(i + 1).ok_or(USAGE)?.parse().map_err(|_| USAGE)?;
    words.drain(i..i + 2);
    Ok(Some(value))
}

/// Seconds separated by commas (`2400,1200,600`), in milliseconds.
fn seconds_list_ms(list: &str) -> Result<Vec<f64>, String> {
    list.split(',')
        .map(|word| {
            let seconds: f64 = word.parse().map_err(|_| {
                format!("--first-lengths takes seconds separated by commas, not '{list}'")
            })?;
            Ok(seconds * 1000.0)
        })
        .collect()
}

/// `start <ranks>x<files> [w|b]`, or position text.
fn parse_position(words: &[String]) -> Result<AnyPosition, String> {
    match words {
        [] => Err(USAGE.to_string()),
        [start, size, side @ ..] if start == "start" && side.len() <= 1 => {
            let (ranks, files) = size.split_once('x').ok_or(USAGE)?;
            let number = |text: &str| text.parse::<usize>().map_err(|_| USAGE.to_string());
            let size = Size::new(number(ranks)?, number(files)?).map_err(|e| e.to_string())?;
            let first = match side.first().map(String::as_str) {
                None | Some("w") => Side::White,
                Some("b") => Side::Black,
                Some(_) => return Err(USAGE.to_string()),
            };
            Ok(AnyPosition::start(size, first))
        }
        _ => AnyPosition::from_text(&words.join(" ")).map_err(|e| e.to_string()),
    }
}

/// `win <plies> <best>` or `loss <plies> <best>`.
fn result_text<A: std::fmt::Display>(solution: &Solution<A>) -> String {
    let (word, plies) = match solution.proof {
        Proof::Win(n) => ("win", n),
        Proof::Loss(n) => ("loss", n),
    };
    match &solution.best {
        Some(best) => format!("{word} {plies} {best}"),
        None => format!("{word} {plies} -"),
    }
}

/// `win|loss <plies or ?> <best>`.
fn verdict_text<A: std::fmt::Display>(verdict: &Verdict<A>) -> String {
    let word = if verdict.wins { "win" } else { "loss" };
    let plies = verdict.plies.map_or("?".to_string(), |n| n.to_string());
    let best = verdict
        .best
        .as_ref()
        .map_or("-".to_string(), |best| best.to_string());
    format!("{word} {plies} {best}")
}

impl SizeVisitor for Request<'_> {
    type Output = Result<(), String>;

    fn visit<const W: usize>(self, position: Position<W>) -> Self::Output {
        solve(position, self).map_err(|e| format!("cannot write output: {e}"))
    }
}

/// A proof number as printed: `inf` for an infinite one.
fn number_text(number: u32) -> String {
    if number == INFINITE {
        "inf".to_string()
    } else {
        number.to_string()
    }
}

/// Solves `position` (or its table) as `request` asks.
fn solve<G: Heuristics + StaticProof + Notation>(
    mut position: G,
    request: Request,
) -> std::io::Result<()> {
    let started = Instant::now();
    let clock = move || started.elapsed().as_secs_f64() * 1000.0;
    let stop = StopFlag::new();
    let budget = Budget {
        clock: &clock,
        deadline_ms: request.seconds * 1000.0,
        stop: &stop,
    };
    let mut solver = if request.win_loss {
        Solver::proving_only(request.mib)
    } else {
        Solver::new(request.mib)
    };
    let out = request.out;
    if position.outcome().is_some() {
        return writeln!(out, "result over");
    }
    if let Some(table) = &request.table {
        return write_table(&mut solver, &position, table, &budget, out);
    }
    let mut next_report_ms = REPORT_EVERY_MS;
    let mut report = |root: RootProgress| {
        let ms = clock();
        if ms >= next_report_ms {
            next_report_ms = ms + REPORT_EVERY_MS;
            let RootProgress { nodes, phi, delta } = root;
            let _ = writeln!(
                out,
                "info nodes {nodes} pn {} dn {} time {ms:.0}",
                number_text(phi),
                number_text(delta)
            )
            .and_then(|_| out.flush());
        }
    };
    let proof = solver.prove_reporting(&mut position, &budget, &mut report);
    let Some((wins, best)) = proof else {
        return writeln!(out, "result unknown");
    };
    let word = if wins { "win" } else { "loss" };
    let best = best.map_or("-".to_string(), |best| best.to_string());
    let (nodes, ms) = (solver.proof_nodes(), clock());
    writeln!(out, "info proven {word} nodes {nodes} time {ms:.0}")?;
    if request.win_loss {
        return writeln!(out, "result {word} ? {best}");
    }
    let mut info = |plies, nodes| {
        let ms = clock();
        let _ = writeln!(out, "info plies {plies} nodes {nodes} time {ms:.0}")
            .and_then(|_| out.flush());
    };
    let solution = solver.solve(&mut position, &budget, &mut info);
    match solution {
        Some(solution) => {
            let (nodes, ms) = (solver.nodes(), clock());
            writeln!(out, "info nodes {nodes} time {ms:.0}")?;
            writeln!(out, "result {}", result_text(&solution))
        }
        None => writeln!(out, "result {word} ? {best}"),
    }
}

/// What `--table` asks.
struct TableRequest {
    /// The depth of the walk below the root.
    depth: u32,
    /// Time to look for each position's length.
    length_ms: f64,
    /// Time to look first, before the walk, for the length of the root and of each position
    /// on the table's lines one, two... plies below it (where more than the walk's): the
    /// table's longest games, whose lengths the walk's time would not find.
    first_lengths_ms: Vec<f64>,
    /// Leave out the positions a fresh proof settles within this many nodes.
    leave_out_nodes: u64,
}

/// Writes the table of `root`'s principal positions (`--table`), sorted, then a summary.
///
/// The walk goes two plies deeper at a time, taking what it decided as known: a budget
/// that runs out leaves every line walked to the last depth finished, not a few lines to
/// the full depth.
fn write_table<G: Heuristics + StaticProof + Notation>(
    solver: &mut Solver<G>,
    root: &G,
    table: &TableRequest,
    budget: &Budget,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let mut known = find_first_lengths(solver, root, table, budget);
    let mut lines = BTreeMap::new();
    let mut quick = HashMap::new();
    let walked = deepen(table.depth, |depth| {
        principal_positions(
            solver,
            root,
            depth,
            budget,
            table.length_ms,
            &known.clone(),
            &mut |p, v| {
                known.insert(p.hash(), v);
                let left_out = *quick
                    .entry(p.hash())
                    .or_insert_with(|| proved_quickly(p, table.leave_out_nodes));
                let line = (!left_out).then(|| verdict_text(&v));
                lines.insert(p.to_text(), line);
            },
        )
    });
    let kept: Vec<_> = lines
        .iter()
        .filter_map(|(p, v)| Some((p, v.as_ref()?)))
        .collect();
    for (position, verdict) in &kept {
        writeln!(out, "{position} {verdict}")?;
    }
    let (nodes, ms) = (solver.nodes(), budget.clock.now_ms());
    let status = match walked {
        Some(depth) if depth == table.depth => "complete".to_string(),
        Some(depth) => format!("complete to depth {depth}"),
        None => "unknown".to_string(),
    };
    writeln!(
        out,
        "# {status}: {} positions ({} left out), {nodes} nodes, {ms:.0} ms",
        kept.len(),
        lines.len() - kept.len()
    )
}

/// Calls `walk` with the depths of the same parity as `depth`, up to it, until one returns
/// `None` (the budget ran out); the deepest depth walked whole.
fn deepen(depth: u32, mut walk: impl FnMut(u32) -> Option<()>) -> Option<u32> {
    let mut walked = None;
    for next in (depth % 2..=depth).step_by(2) {
        if walk(next).is_none() {
            break;
        }
        walked = Some(next);
    }
    walked
}

/// Whether a fresh df-pn settles `position` within `nodes` nodes (and
/// [`QUICK_PROOF_MS`]): the app's worker proves such a position live at once, so its table
/// needs no line for it.
fn proved_quickly<G: Heuristics + StaticProof>(position: &G, nodes: u64) -> bool {
    if nodes == 0 {
        return false;
    }
    let started = Instant::now();
    let clock = move || started.elapsed().as_secs_f64() * 1000.0;
    let stop = StopFlag::new();
    let budget = Budget {
        clock: &clock,
        deadline_ms: QUICK_PROOF_MS,
        stop: &stop,
    };
    let mut solver = Solver::proving_only(1);
    let proved = solver.prove(&mut position.clone(), &budget).is_some();
    proved && solver.proof_nodes() <= nodes
}

/// Looks for the lengths of the positions that head the table's longest games, for the
/// times of `table.first_lengths_ms`: the root's, then those one, two... plies below it on
/// the table's lines, as far as the table goes and while a ply's time is more than the
/// walk's. Returns the verdicts with a length, for the walk to take as they are.
fn find_first_lengths<G: Heuristics + StaticProof>(
    solver: &mut Solver<G>,
    root: &G,
    table: &TableRequest,
    budget: &Budget,
) -> Known<G::Action> {
    let levels = &table.first_lengths_ms;
    let deepest = levels.len().min(table.depth as usize + 1);
    let mut first = FirstLengths {
        solver,
        budget,
        walk_ms: table.length_ms,
        known: Known::new(),
    };
    first.visit(&mut root.clone(), &levels[..deepest]);
    first.known
}

/// The search of [`find_first_lengths`].
struct FirstLengths<'a, G: Heuristics> {
    solver: &'a mut Solver<G>,
    budget: &'a Budget<'a>,
    /// The walk's own time for a length: a level given no more is left to the walk.
    walk_ms: f64,
    known: Known<G::Action>,
}

impl<G: Heuristics + StaticProof> FirstLengths<'_, G> {
    /// Decides `position` for the first of `levels` (times for a length, ply by ply), then
    /// the positions below it on the table's lines for the rest.
    fn visit(&mut self, position: &mut G, levels: &[f64]) {
        let Some((&length_ms, below)) = levels.split_first() else {
            return;
        };
        if length_ms <= self.walk_ms {
            return;
        }
        let Some(verdict) = self.solver.decide(position, self.budget, length_ms) else {
            return;
        };
        if verdict.plies.is_some() {
            self.known.insert(position.hash(), verdict);
        }
        for action in line_actions(position, &verdict) {
            let undo = position.make(action);
            if position.outcome().is_none() {
                self.visit(position, below);
            }
            position.unmake(action, undo);
        }
    }
}

/// A 5x5 position lost by White to move in 22 plies, which df-pn proves in well under a
/// second: the solver's line of `engine bench`, where a change in its speed shows.
const BENCH_POSITION: &str = "B1BBB/BBBBB/W4/2WWW/WWWWW w";

/// Writes `engine bench`'s solver line: df-pn's nodes and time on [`BENCH_POSITION`].
pub fn bench(out: &mut dyn Write) -> Result<(), String> {
    let mut position = Position::<1>::from_text(BENCH_POSITION).map_err(|e| e.to_string())?;
    let started = Instant::now();
    let clock = move || started.elapsed().as_secs_f64() * 1000.0;
    let stop = StopFlag::new();
    let budget = Budget {
        clock: &clock,
        deadline_ms: f64::INFINITY,
        stop: &stop,
    };
    let mut solver = Solver::proving_only(64);
    let (wins, _) = solver
        .prove(&mut position, &budget)
        .ok_or("the solver's benchmark found no result")?;
    let ms = clock();
    let result = if wins { "won" } else { "lost" };
    writeln!(
        out,
        "breakthrough: df-pn proves {BENCH_POSITION} {result} in {} nodes, {ms:.0} ms: {:.0} nodes/s",
        solver.nodes(),
        solver.nodes() as f64 / ms * 1000.0
    )
    .map_err(super::output::io_error)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;

    /// `solve` on `words`, its output's lines.
    fn solve_lines(words: &str) -> Vec<String> {
        let mut out = Vec::new();
        let args: Vec<String> = words.split(' ').map(String::from).collect();
        run(&args, &mut out).unwrap();
        String::from_utf8(out)
            .unwrap()
            .lines()
            .map(String::from)
            .collect()
    }

    #[test]
    fn the_first_lengths_follow_the_table_s_lines_two_plies_down() {
        // White wins in 5 plies: its best move, then every reply of Black's.
        let root = Position::<1>::from_text("B4/1B1B1/5/2WW1/W3W w").unwrap();
        let stop = StopFlag::new();
        let budget = Budget {
            clock: &|| 0.0,
            deadline_ms: 1.0,
            stop: &stop,
        };
        let first_lengths = |reply_length_ms| {
            let table = TableRequest {
                depth: 4,
                length_ms: 0.0,
                first_lengths_ms: vec![1.0, 1.0, reply_length_ms],
                leave_out_nodes: 0,
            };
            find_first_lengths(&mut Solver::new(1), &root, &table, &budget)
        };
        let known = first_lengths(1.0);
        let best = known[&root.hash()].best.unwrap();
        let mut after = root.clone();
        after.make(best);
        let mut replies = Vec::new();
        after.legal_actions(&mut replies);
        let below: Vec<u64> = replies
            .iter()
            .map(|&reply| {
                let mut next = after.clone();
                next.make(reply);
                next.hash()
            })
            .collect();
        assert!(known.values().all(|v| v.plies.is_some()));
        assert!(known.contains_key(&after.hash()));
        assert!(below.iter().all(|hash| known.contains_key(hash)));
        assert_eq!(known.len(), 2 + below.len(), "nothing else");
        // Given no more than the walk, the replies are left to it.
        assert_eq!(first_lengths(0.0).len(), 2);
    }

    #[test]
    fn the_walk_deepens_two_plies_at_a_time_until_the_budget_runs_out() {
        let mut walks = Vec::new();
        let cut_at_four = deepen(6, |depth| {
            walks.push(depth);
            (depth < 4).then_some(())
        });
        assert_eq!((cut_at_four, walks), (Some(2), vec![0, 2, 4]));
        assert_eq!(deepen(5, |_| Some(())), Some(5));
        assert_eq!(deepen(5, |_| None), None);
    }

    #[test]
    fn first_lengths_are_seconds_separated_by_commas() {
        assert_eq!(seconds_list_ms("2400,1.5"), Ok(vec![2_400_000.0, 1_500.0]));
        let error = seconds_list_ms("2400;600").unwrap_err();
        assert!(error.contains("not '2400;600'"), "{error}");
    }

    #[test]
    fn a_table_leaves_out_what_a_fresh_proof_settles_within_its_nodes() {
        // A 5x5 ending White wins in 5 plies: every position below it proves in a few nodes.
        let table = "B4/1B1B1/5/2WW1/W3W w --table 2 --length-seconds 1 --mib 16";
        let all = solve_lines(table);
        let kept = solve_lines(&format!("{table} --leave-out 0"));
        let positions = all.len() - 1;
        assert_eq!(
            all[..positions],
            kept[..positions],
            "--leave-out 0 keeps all"
        );
        assert!(positions > 1, "{all:?}");
        assert!(all[..positions]
            .iter()
            .all(|line| line.contains(" win ") || line.contains(" loss ")));
        assert_eq!(
            all[positions].split(" positions").next(),
            Some(format!("# complete: {positions}").as_str())
        );
        let win_loss = solve_lines(&format!("{table} --win-loss"));
        assert_eq!(win_loss.len(), all.len(), "{win_loss:?}");
        assert!(win_loss[..positions]
            .iter()
            .all(|line| line.split(' ').nth(3) == Some("?")));
        let none = solve_lines(&format!("{table} --leave-out 100000"));
        assert_eq!(none.len(), 1, "{none:?}");
        assert!(
            none[0].starts_with(&format!("# complete: 0 positions ({positions} left out)")),
            "{none:?}"
        );
    }
}
