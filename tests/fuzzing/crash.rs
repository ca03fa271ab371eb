//! Running a body on one input: a panic is caught, the input shrunk while it still panics,
//! saved under `tests/fuzz/artifacts/<target>/`, and reported with the panic's message.

use std::cell::{Cell, RefCell};
use std::panic::{self, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::Once;

thread_local! {
    /// Whether this thread is running a body: its panics are caught and told later.
    static QUIET: Cell<bool> = const { Cell::new(false) };
    /// The message of the last caught panic on this thread.
    static MESSAGE: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Installs, once, a panic hook that records the panics of bodies instead of printing them
/// (other threads' panics print as usual).
fn quiet_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let default = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if QUIET.get() {
                let at = info
                    .location()
                    .map(|l| format!(" at {l}"))
                    .unwrap_or_default();
                MESSAGE.set(format!("{}{at}", panic_text(info.payload())));
            } else {
                default(info);
            }
        }));
    });
}

fn panic_text(payload: &dyn std::any::Any) -> String {
    let text = payload.downcast_ref::<&str>().map(|s| s.to_string());
    let text = text.or_else(|| payload.downcast_ref::<String>().cloned());
    text.unwrap_or_else(|| "a panic".into())
}

/// Whether `body` panics on `input`.
fn panics(body: fn(&str) -> bool, input: &str) -> Option<bool> {
    quiet_hook();
    QUIET.set(true);
    let result = panic::catch_unwind(AssertUnwindSafe(|| body(input)));
    QUIET.set(false);
    result.ok()
}

/// `input` shrunk by deleting pieces of it (halves down to single characters) while `body`
/// still panics on it.
fn shrink(body: fn(&str) -> bool, input: &str) -> String {
    let mut chars: Vec<char> = input.chars().collect();
    let mut size = chars.len().div_ceil(2).max(1);
    let mut tries = 0;
    while size > 0 && tries < 20_000 {
        let mut at = 0;
        while at < chars.len() && tries < 20_000 {
            let mut shorter = chars.clone();
            shorter.drain(at..(at + size).min(chars.len()));
            tries += 1;
            let text: String = shorter.iter().collect();
            if panics(body, &text).is_none() {
                chars = shorter;
            } else {
                at += size;
            }
        }
        size /= 2;
    }
    chars.into_iter().collect()
}

/// Runs `body` on `input`: whether it accepted it. A panic fails the test with the shrunk
/// input, which is saved to replay with `FUZZ_INPUT`.
pub fn check(target: &str, body: fn(&str) -> bool, input: &str) -> bool {
    if let Some(accepted) = panics(body, input) {
        return accepted;
    }
    let message = MESSAGE.take();
    let small = shrink(body, input);
    let small_message = Some(MESSAGE.take()).filter(|m| !m.is_empty());
    let small_message = small_message.unwrap_or_else(|| message.clone());
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fuzz/artifacts")
        .join(target);
    let path = dir.join(format!("crash-{:016x}", fnv(&small)));
    let saved = std::fs::create_dir_all(&dir).and_then(|()| std::fs::write(&path, &small));
    let saved = saved.map_or_else(
        |e| format!("not saved: {e}"),
        |()| path.display().to_string(),
    );
    panic!(
        "{target} panicked on {input:?}: {message}\nshrunk to {small:?} ({saved}): {small_message}"
    );
}

/// FNV-1a of `text`, to name a saved input.
fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}
