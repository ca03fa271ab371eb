//! The cargo-fuzz target of `src/puzzle_set.rs` (see there for what it checks).
#![no_main]

libfuzzer_sys::fuzz_target!(|text: &str| {
    breakthru_fuzz::puzzle_set::run(text);
});
