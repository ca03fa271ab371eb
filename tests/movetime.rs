//! `go movetime N` is a hard bound for every game: `bestmove` comes within N ms plus
//! 2% or 20 ms, whichever is more, for a whole two-action Breakthru turn too.
//! One test in its own binary, so that no other test competes for the processor.
#![cfg(not(target_arch = "wasm32"))]

use breakthru::engine::protocol::{serve_game, Output};
use breakthru::engine::ProtocolGame;
use breakthru::rules::breakthrough::AnyPosition;
use breakthru::rules::breakthru::Position;
use std::io::Write;
use std::sync::{Arc, Mutex};
use std::time::Instant;

const MOVETIME_MS: f64 = 250.0;

/// Records when each line was written.
#[derive(Default)]
struct TimedLines {
    lines: Vec<(Instant, String)>,
}

impl Write for TimedLines {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let text = String::from_utf8_lossy(bytes).trim().to_string();
        if !text.is_empty() {
            self.lines.push((Instant::now(), text));
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Milliseconds from `go` (just after the first `readyok`) to `bestmove`, and the output.
fn timed_go<G: ProtocolGame>(position: &str) -> (f64, String) {
    let lines: Arc<Mutex<TimedLines>> = Arc::default();
    let out: Output = lines.clone();
    let script =
        format!("position {position}\nisready\ngo movetime {MOVETIME_MS}\nisready\nquit\n");
    serve_game::<G>(script.as_bytes(), out);
    let lines = &lines.lock().unwrap().lines;
    let when = |prefix: &str| {
        lines
            .iter()
            .find(|(_, l)| l.starts_with(prefix))
            .map(|(t, _)| *t)
    };
    let text: Vec<&str> = lines.iter().map(|(_, l)| l.as_str()).collect();
    let (Some(go), Some(answer)) = (when("readyok"), when("bestmove ")) else {
        return (f64::INFINITY, text.join("\n"));
    };
    ((answer - go).as_secs_f64() * 1000.0, text.join("\n"))
}

#[test]
fn bestmove_comes_within_the_movetime() {
    let bound = MOVETIME_MS + (MOVETIME_MS * 0.02).max(20.0);
    let breakthru = [
        "startpos",
        "startpos moves e4-e3",
        "bfn 11/1SS1SSSS2S/11/2E1EEE2S1/6EE3/1SSF3E1S1/5E1E1S1/1S1E2E3S/6S4/1S2S1SS3/11 g -",
        "bfn 2S8/4SSSS3/11/1S1E1E1ES2/1S2E4S1/1SE2F3E1/3SS6/3E3E1S1/6SE3/1S1SES1S3/11 s -",
    ];
    let breakthrough = [
        "startpos",
        "fen BBBB1BBB/BB1BBB1B/2B2B2/3B4/3W1W2/2W5/WW1WWWWW/WWW1WWWW w",
        "fen BBBBBBBBBBBBBBBB/BBBBBBBBBBBBBBBB/16/16/16/16/16/16/16/16/16/16/16/16/WWWWWWWWWWWWWWWW/WWWWWWWWWWWWWWWW b",
    ];
    let mut answers = Vec::new();
    for position in breakthru {
        answers.push((position, timed_go::<Position>(position)));
    }
    for position in breakthrough {
        answers.push((position, timed_go::<AnyPosition>(position)));
    }
    for (position, (elapsed, output)) in answers {
        assert!(output.contains("bestmove "), "{position}: {output}");
        assert!(
            elapsed <= bound,
            "{position}: bestmove after {elapsed:.0} ms, more than {bound:.0} ms"
        );
    }
}
