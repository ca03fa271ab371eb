//! The cargo-fuzz target of `src/bfn.rs` (see there for what it checks).
#![no_main]

libfuzzer_sys::fuzz_target!(|text: &str| {
    breakthru_fuzz::bfn::run(text);
});
