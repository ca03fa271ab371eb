//! The Web Worker binary: hosts the AI so the page never freezes.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    breakthru::worker::host::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the worker runs in a browser; build it with trunk");
}
