//! The cargo-fuzz target of `src/breakthrough9x5_text.rs` (see there for what it checks).
#![no_main]

libfuzzer_sys::fuzz_target!(|text: &str| {
    breakthru_fuzz::breakthrough9x5_text::run(text);
});
