//! The README's figures are docs/figures.md's: its headline table, which
//! `tests/tools/figures.sh` writes into both files, must be the same in each, and a figure
//! the README gives elsewhere (KB, nodes/s, Elo, moves, %) must be one figures.md gives.
//! The version figures.md names is the one the app's About page shows (Cargo.toml's).

use std::fs;
use std::path::Path;

const BEGIN: &str = "<!-- figures -->";
const END: &str = "<!-- /figures -->";
const UNITS: [&str; 6] = ["KB", "M nodes/s", "nodes/s", "Elo", "moves", "%"];

fn read(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

/// The text between the markers, and the text outside them.
fn split_block<'a>(text: &'a str, name: &str) -> (&'a str, String) {
    let start = text
        .find(BEGIN)
        .unwrap_or_else(|| panic!("{name} has no `{BEGIN}` line"));
    let end = text[start..]
        .find(END)
        .map(|i| start + i)
        .unwrap_or_else(|| panic!("{name} has no `{END}` line after `{BEGIN}`"));
    let outside = format!("{}{}", &text[..start], &text[end + END.len()..]);
    (&text[start + BEGIN.len()..end], outside)
}

/// Each figure with a unit in `text`: a number (digits, commas, points) and its unit.
fn figures(text: &str) -> Vec<String> {
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let starts = bytes[i].is_ascii_digit() && (i == 0 || !bytes[i - 1].is_ascii_alphanumeric());
        if !starts {
            i += 1;
            continue;
        }
        let mut j = i;
        while j < bytes.len() && (bytes[j].is_ascii_digit() || b",.".contains(&bytes[j])) {
            j += 1;
        }
        let number = text[i..j].trim_end_matches([',', '.']);
        let rest = text[i + number.len()..].trim_start_matches(' ');
        if let Some(unit) = UNITS.iter().find(|u| rest.starts_with(*u)) {
            found.push(format!("{number} {unit}").replace(" %", "%"));
        }
        i = j;
    }
    found
}

#[test]
fn the_readme_headline_is_figures_md_s() {
    let readme = read("README.md");
    let figures_md = read("docs/figures.md");
    let (readme_block, _) = split_block(&readme, "README.md");
    let (figures_block, _) = split_block(&figures_md, "docs/figures.md");
    assert_eq!(
        readme_block.trim(),
        figures_block.trim(),
        "README.md's figures differ from docs/figures.md's: run tests/tools/figures.sh"
    );
}

#[test]
fn every_other_readme_figure_is_in_figures_md() {
    let readme = read("README.md");
    let figures_md = read("docs/figures.md");
    let (_, outside) = split_block(&readme, "README.md");
    let known = figures(&figures_md);
    for figure in figures(&outside) {
        assert!(
            known.contains(&figure),
            "README.md gives {figure:?}, which docs/figures.md does not: take it from there"
        );
    }
}

#[test]
fn figures_md_names_the_version_the_about_page_shows() {
    let figures_md = read("docs/figures.md");
    let version = env!("CARGO_PKG_VERSION");
    assert!(
        figures_md.contains(&format!("Version {version}.")),
        "docs/figures.md was written for another version than Cargo.toml's {version}: run tests/tools/figures.sh"
    );
}

#[test]
fn figures_are_read_with_their_units() {
    let found =
        figures("first load 401.6 KB, 1.0 M nodes/s, +134 Elo, in 13 moves, 68.3%; 5x5 and 2 s.");
    assert_eq!(
        found,
        ["401.6 KB", "1.0 M nodes/s", "134 Elo", "13 moves", "68.3%"]
    );
}
