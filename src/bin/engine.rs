//! The native `engine` command; see `engine::USAGE`.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = breakthru::engine::run(&args, &mut std::io::stdout());
    std::process::exit(code);
}
