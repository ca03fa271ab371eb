//! The cargo-fuzz target of `src/notation.rs` (see there for what it checks).
#![no_main]

libfuzzer_sys::fuzz_target!(|text: &str| {
    breakthru_fuzz::notation::run(text);
});
