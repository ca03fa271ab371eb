//! One target's run: its budget from the environment, the loop, and its report.

use super::bodies::TARGETS;
use super::{crash, grow, mutate, pool::Pool};
use breakthru::core::Rng;
use std::path::PathBuf;
use std::time::{Duration, Instant, SystemTime};

/// Executions per target when no budget is asked for: a quick, repeatable run in `cargo test`.
const QUICK_EXECUTIONS: u64 = 3_000;

/// How often a long run says how far it is, in executions.
const PROGRESS_EVERY: u64 = 1_000_000;

/// Of every hundred inputs, how many are fresh games rather than mutations of kept inputs.
const FRESH_PERCENT: usize = 20;

/// How long a target runs: until either limit, when set.
struct Budget {
    time: Option<Duration>,
    executions: Option<u64>,
}

impl Budget {
    /// `FUZZ_SECONDS` and `FUZZ_EXECUTIONS` (per target); neither: [`QUICK_EXECUTIONS`].
    fn from_env() -> Budget {
        let number = |name: &str| {
            let text = std::env::var(name).ok()?;
            Some(
                text.parse::<f64>()
                    .unwrap_or_else(|_| panic!("{name}={text} is no number")),
            )
        };
        let time = number("FUZZ_SECONDS").map(Duration::from_secs_f64);
        let executions = number("FUZZ_EXECUTIONS").map(|n| n as u64);
        match (time, executions) {
            (None, None) => Budget {
                time: None,
                executions: Some(QUICK_EXECUTIONS),
            },
            _ => Budget { time, executions },
        }
    }

    /// Whether a run that started at `start` and made `executions` is over.
    fn spent(&self, start: Instant, executions: u64) -> bool {
        self.executions.is_some_and(|n| executions >= n)
            || self.time.is_some_and(|t| start.elapsed() >= t)
    }
}

/// The random seed: `FUZZ_SEED`, else the clock's when a budget is asked for (each run
/// tries new inputs), else 1 (the quick run repeats exactly).
fn seed() -> u64 {
    if let Ok(text) = std::env::var("FUZZ_SEED") {
        return text.parse().expect("FUZZ_SEED is a number");
    }
    let asked = ["FUZZ_SECONDS", "FUZZ_EXECUTIONS"]
        .iter()
        .any(|v| std::env::var(v).is_ok());
    if !asked {
        return 1;
    }
    let now = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH);
    now.map_or(1, |d| d.as_nanos() as u64)
}

/// The folder of `target`'s seeds.
fn seed_dir(target: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fuzz/seeds")
        .join(target)
}

/// The seeds of `target`, sorted by file name.
pub fn seeds(target: &str) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(seed_dir(target)) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| Some(e.ok()?.path())).collect();
    paths.sort();
    let read = |p: &PathBuf| {
        String::from_utf8_lossy(&std::fs::read(p).ok()?)
            .into_owned()
            .into()
    };
    paths.iter().filter_map(read).collect()
}

/// The next input for `target`: a fresh game as it is or mutated, or a kept input mutated.
fn next_input(target: &str, pool: &Pool, dictionary: &[String], rng: &mut Rng) -> String {
    let fresh = rng.below(100) < FRESH_PERCENT;
    match fresh.then(|| grow::fresh(target, rng)).flatten() {
        Some(game) if rng.chance(0.5) => game,
        Some(game) => mutate::mutate(&game, pool, dictionary, rng),
        None => mutate::mutate(pool.pick(rng), pool, dictionary, rng),
    }
}

/// Fuzzes `target` within the budget asked for, or replays the file `FUZZ_INPUT` only.
pub fn fuzz(target: &str) {
    let (_, body) = TARGETS
        .iter()
        .find(|(name, _)| *name == target)
        .expect("a target");
    if let Ok(path) = std::env::var("FUZZ_INPUT") {
        let bytes = std::fs::read(&path).expect("FUZZ_INPUT reads");
        crash::check(target, *body, &String::from_utf8_lossy(&bytes));
        return println!("{target}: {path} passes");
    }
    let (budget, seed) = (Budget::from_env(), seed());
    let mut rng = Rng::new(seed);
    let mut pool = Pool::new(seeds(target));
    let dictionary = mutate::dictionary(target, pool.inputs());
    let (start, mut executions, mut accepted) = (Instant::now(), 0u64, 0u64);
    for input in pool.inputs().to_vec() {
        accepted += u64::from(crash::check(target, *body, &input));
        executions += 1;
    }
    while !budget.spent(start, executions) {
        let input = next_input(target, &pool, &dictionary, &mut rng);
        let ok = crash::check(target, *body, &input);
        accepted += u64::from(ok);
        executions += 1;
        pool.offer(input, ok, &mut rng);
        if executions % PROGRESS_EVERY == 0 {
            let seconds = start.elapsed().as_secs_f64();
            println!(
                "fuzz {target}: {executions} executions in {seconds:.0} s, {accepted} accepted"
            );
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "\nfuzz {target}: {executions} executions in {seconds:.1} s ({:.0}/s), {accepted} accepted, {} kept, seed {seed}",
        executions as f64 / seconds.max(1e-9),
        pool.inputs().len(),
    );
}
