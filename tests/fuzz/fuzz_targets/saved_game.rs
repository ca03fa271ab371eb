//! The cargo-fuzz target of `src/saved_game.rs` (see there for what it checks).
#![no_main]

libfuzzer_sys::fuzz_target!(|text: &str| {
    breakthru_fuzz::saved_game::run(text);
});
