//! Fuzzing on the stable toolchain: every fuzz target's body (`tests/fuzz/src/`, shared with
//! the cargo-fuzz targets) runs on its seeds, on fresh valid inputs made by playing random
//! games ([`grow`]), and on mutations of both ([`mutate`]), the accepted ones kept to be
//! mutated further. Without settings each target gets a short fixed run (part of
//! `cargo test`); `FUZZ_SECONDS` or `FUZZ_EXECUTIONS` ask for longer (tests/fuzz/README.md).

#[path = "../fuzz/src/lib.rs"]
mod bodies;
mod crash;
mod grow;
mod mutate;
mod pool;
mod run;

macro_rules! targets {
    ($($name:ident),+ $(,)?) => {
        /// The targets that have a test here.
        const TESTED: &[&str] = &[$(stringify!($name)),+];

        $(
            #[test]
            fn $name() {
                run::fuzz(stringify!($name));
            }
        )+
    };
}

targets!(
    bfn,
    breakthrough9x5_text,
    breakthrough_text,
    engine_line,
    friend_link,
    notation,
    puzzle_set,
    record_text,
    saved_game,
    settings,
    share_fragment,
    worker_request,
);

#[test]
fn every_target_has_a_test_and_a_seed_its_parser_accepts() {
    let names: Vec<&str> = bodies::TARGETS.iter().map(|(name, _)| *name).collect();
    assert_eq!(names, TESTED);
    for (name, body) in bodies::TARGETS {
        let accepted = run::seeds(name).iter().filter(|seed| body(seed)).count();
        assert!(accepted > 0, "{name}: none of its seeds is accepted");
    }
}
