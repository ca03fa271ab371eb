//! The cargo-fuzz target of `src/record_text.rs` (see there for what it checks).
#![no_main]

libfuzzer_sys::fuzz_target!(|text: &str| {
    breakthru_fuzz::record_text::run(text);
});
