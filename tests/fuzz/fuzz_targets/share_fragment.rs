//! The cargo-fuzz target of `src/share_fragment.rs` (see there for what it checks).
#![no_main]

libfuzzer_sys::fuzz_target!(|text: &str| {
    breakthru_fuzz::share_fragment::run(text);
});
