//! Driving the `engine` line protocol of any game through its session, output captured.

use breakthru::engine::protocol::{serve_game, Output};
use breakthru::engine::ProtocolGame;
use std::sync::{Arc, Mutex};

/// The lines the protocol of game `G` answers to `script`.
pub fn run<G: ProtocolGame>(script: &str) -> Vec<String> {
    let buffer: Arc<Mutex<Vec<u8>>> = Arc::default();
    let out: Output = buffer.clone();
    serve_game::<G>(script.as_bytes(), out);
    let bytes = buffer.lock().unwrap().clone();
    String::from_utf8(bytes)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

/// The text after `bestmove ` of the first bestmove line.
pub fn bestmove(lines: &[String]) -> String {
    let line = lines
        .iter()
        .find(|l| l.starts_with("bestmove "))
        .expect("a bestmove line");
    line["bestmove ".len()..].to_string()
}
