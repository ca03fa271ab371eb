//! The cargo-fuzz target of `src/engine_line.rs` (see there for what it checks).
#![no_main]

libfuzzer_sys::fuzz_target!(|text: &str| {
    breakthru_fuzz::engine_line::run(text);
});
