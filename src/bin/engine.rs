//! The native `engine` command; see `engine::USAGE`.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = breakthru::engine::run(&args, &mut std::io::stdout());
    std::process::exit(code);
}

#[cfg(target_arch = "wasm32")]
fn main() {
    panic!("engine is a native command-line program");
}
