//! The cargo-fuzz target of `src/friend_link.rs` (see there for what it checks).
#![no_main]

libfuzzer_sys::fuzz_target!(|text: &str| {
    breakthru_fuzz::friend_link::run(text);
});
