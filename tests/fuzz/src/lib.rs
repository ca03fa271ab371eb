//! The bodies of the fuzz targets, one module per parser: each `run` checks one input,
//! panics if a property fails, and says whether the parser accepted the input. The
//! cargo-fuzz targets (`fuzz_targets/`) and the stable harness (`tests/fuzzing/`) both call
//! them, so each body is written once.

pub mod bfn;
pub mod breakthrough9x5_text;
pub mod breakthrough_text;
pub mod engine_line;
pub mod friend_link;
pub mod notation;
pub mod puzzle_set;
pub mod record_text;
pub mod saved_game;
pub mod settings;
pub mod share_fragment;
pub mod worker_request;

/// A target: its name (also its seeds' folder) and its body.
pub type Target = (&'static str, fn(&str) -> bool);

/// Every target.
pub const TARGETS: [Target; 12] = [
    ("bfn", bfn::run),
    ("breakthrough9x5_text", breakthrough9x5_text::run),
    ("breakthrough_text", breakthrough_text::run),
    ("engine_line", engine_line::run),
    ("friend_link", friend_link::run),
    ("notation", notation::run),
    ("puzzle_set", puzzle_set::run),
    ("record_text", record_text::run),
    ("saved_game", saved_game::run),
    ("settings", settings::run),
    ("share_fragment", share_fragment::run),
    ("worker_request", worker_request::run),
];
