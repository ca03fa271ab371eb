//! The cargo-fuzz target of `src/worker_request.rs` (see there for what it checks).
#![no_main]

libfuzzer_sys::fuzz_target!(|text: &str| {
    breakthru_fuzz::worker_request::run(text);
});
