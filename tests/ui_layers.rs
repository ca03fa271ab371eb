//! The folders of `src/ui` import one way, top to bottom: this test reads every file and
//! names each import (`crate::ui::<folder>` or a `super::` path that leaves the file's own
//! folder) that runs against [`ORDER`], with its file and line.

use std::collections::BTreeSet;
use std::path::Path;

/// The folders of `src/ui`, top to bottom. A file may use its own folder and any folder on
/// a lower line, never one on its own line or above.
///
/// - `app`: the application, wiring every part.
/// - `panel`: the side panel.
/// - `games`: the registry of games (`games.rs`, and its tests in `games/`).
/// - [`GAME_FOLDERS`]: each game's own folder, which only the registry uses.
/// - `ai_client`: the app's side of the AI worker.
/// - `puzzles`, `learn`: puzzles being solved and the player's puzzle ratings; lessons
///   being taken and the player's stars.
/// - `library`: the kept games, friends' links and what opening one does.
/// - `game`: the game in progress behind the `Table` seam, saves, links and reviews.
/// - `board`: the SVG board, which knows no rules.
/// - `i18n`: the languages, the catalogue of fixed texts and the rules pages' sections.
/// - `platform`: the browser's plumbing (storage, the address, offline use, sound).
const ORDER: &[&[&str]] = &[
    &["app"],
    &["panel"],
    &["games"],
    &[GAME_FOLDERS],
    &["ai_client"],
    &["puzzles", "learn"],
    &["library"],
    &["game"],
    &["board"],
    &["i18n"],
    &["platform"],
];

/// The line of [`ORDER`] that stands for every game's folder: the folders the registry
/// (`src/ui/games.rs`) names, so that a new game needs no change here.
const GAME_FOLDERS: &str = "<each game's folder>";

/// The registry, the one folder that may use the games' folders.
const REGISTRY: &str = "games";

/// An import against the order.
#[derive(Debug, PartialEq, Eq)]
struct Violation {
    file: String,
    line: usize,
    from: String,
    to: String,
}

/// The folders of `src/ui` and their line in [`ORDER`].
struct Layers {
    game_folders: BTreeSet<String>,
}

impl Layers {
    /// The line of `folder`, if it has one.
    fn rank(&self, folder: &str) -> Option<usize> {
        let name = if self.game_folders.contains(folder) {
            GAME_FOLDERS
        } else {
            folder
        };
        ORDER.iter().position(|line| line.contains(&name))
    }

    /// Why `from` may not use `to`, if it may not.
    fn refusal(&self, from: &str, to: &str) -> Option<String> {
        if from == to {
            return None;
        }
        let (Some(own), Some(other)) = (self.rank(from), self.rank(to)) else {
            return Some(format!("'{from}' or '{to}' has no place in ORDER"));
        };
        if self.game_folders.contains(to) && from != REGISTRY {
            return Some("only the registry (games.rs) uses a game's folder".into());
        }
        (other <= own).then(|| "it runs up (or sideways) against ORDER".into())
    }
}

/// `text` with its comments, string literals and character literals blanked out (lines
/// kept), so that only code is searched.
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    while i < chars.len() {
        let rest = &chars[i..];
        let end = if rest.starts_with(&['/', '/']) {
            rest.iter().position(|&c| c == '\n').unwrap_or(rest.len())
        } else if rest.starts_with(&['/', '*']) {
            (2..rest.len())
                .find(|&j| rest[j - 1] == '*' && rest[j] == '/')
                .map_or(rest.len(), |j| j + 1)
        } else if rest[0] == '"' || rest.starts_with(&['r', '"']) || rest.starts_with(&['r', '#']) {
            string_length(rest)
        } else if rest[0] == '\'' {
            char_length(rest)
        } else {
            0
        };
        if end == 0 {
            out.push(chars[i]);
            i += 1;
        } else {
            out.extend(rest[..end].iter().map(|&c| blank(c)));
            i += end;
        }
    }
    out
}

/// The length of the string literal at the start of `rest` (raw or not).
fn string_length(rest: &[char]) -> usize {
    if rest[0] == '"' {
        let mut j = 1;
        while j < rest.len() && rest[j] != '"' {
            j += if rest[j] == '\\' { 2 } else { 1 };
        }
        return (j + 1).min(rest.len());
    }
    let hashes = rest[1..].iter().take_while(|&&c| c == '#').count();
    if rest.get(1 + hashes) != Some(&'"') {
        return 0; // An identifier such as `r#type` or `return`, not a string.
    }
    let close: Vec<char> = std::iter::once('"')
        .chain(std::iter::repeat_n('#', hashes))
        .collect();
    let body = 2 + hashes;
    (body..rest.len())
        .find(|&j| rest[j..].starts_with(&close))
        .map_or(rest.len(), |j| j + close.len())
}

/// The length of the character literal at the start of `rest` (0 for a lifetime).
fn char_length(rest: &[char]) -> usize {
    match rest {
        ['\'', '\\', _, ..] => rest[3..]
            .iter()
            .position(|&c| c == '\'')
            .map_or(0, |j| j + 4),
        ['\'', _, '\'', ..] => 3,
        _ => 0,
    }
}

/// The first segment of each path at the start of `rest`: `name` or a group `{a, b::c}`
/// (none for what is no name, such as a macro's `$folder`).
fn first_segments(rest: &str) -> Vec<String> {
    let ident = |item: &str| {
        let item = item.trim_start();
        let end = item
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(item.len());
        item[..end].to_string()
    };
    let Some(group) = rest.strip_prefix('{') else {
        return Some(ident(rest))
            .filter(|name| !name.is_empty())
            .into_iter()
            .collect();
    };
    let (mut items, mut depth, mut start) = (Vec::new(), 0, 0);
    for (at, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                items.push(ident(&group[start..at]));
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(ident(&group[start..at]));
                start = at + 1;
            }
            _ => {}
        }
    }
    items.retain(|item| !item.is_empty());
    items
}

/// The folder of a file at `path` (relative to `src/ui`), and its module path inside `ui`.
fn folder_and_module(path: &str) -> (String, Vec<String>) {
    let mut module: Vec<String> = path
        .trim_end_matches(".rs")
        .split('/')
        .map(String::from)
        .collect();
    if module.last().is_some_and(|m| m == "mod") {
        module.pop();
    }
    (module.first().cloned().unwrap_or_default(), module)
}

/// Whether a path starts at byte `at` of `code` (rather than continuing one).
fn starts_path(code: &str, at: usize) -> bool {
    let before = code[..at].chars().last();
    before.is_none_or(|c| !(c.is_alphanumeric() || c == '_' || c == ':'))
}

/// The inline modules (`mod tests { ... }`) open at the start of each line of `code`.
fn inline_modules(code: &str) -> Vec<Vec<String>> {
    let mut open: Vec<(String, i32)> = Vec::new();
    let mut depth = 0;
    let mut by_line = Vec::new();
    for line in code.lines() {
        by_line.push(open.iter().map(|(name, _)| name.clone()).collect());
        let words: Vec<&str> = line.split_whitespace().collect();
        if let [.., "mod", name, "{"] = words.as_slice() {
            open.push((name.to_string(), depth));
        }
        for c in line.chars().filter(|&c| c == '{' || c == '}') {
            depth += if c == '{' { 1 } else { -1 };
            if open.last().is_some_and(|&(_, opened)| opened == depth) {
                open.pop();
            }
        }
    }
    by_line
}

/// The folders of `src/ui` that the code of the file at `path` uses, with their lines.
fn uses(path: &str, text: &str) -> Vec<(usize, String)> {
    let code = code_only(text);
    let (_, module) = folder_and_module(path);
    let inline = inline_modules(&code);
    let line_of = |at: usize| code[..at].matches('\n').count();
    let mut found = Vec::new();
    for (at, prefix) in code.match_indices("crate::ui::") {
        if starts_path(&code, at) {
            let folders = first_segments(&code[at + prefix.len()..]);
            found.extend(folders.into_iter().map(|folder| (line_of(at) + 1, folder)));
        }
    }
    for (at, _) in code.match_indices("super::") {
        if !starts_path(&code, at) {
            continue;
        }
        let rest = &code[at..];
        let ups = (0..)
            .take_while(|k| rest[7 * k..].starts_with("super::"))
            .count();
        let mut base = module.clone();
        base.extend(inline[line_of(at)].iter().cloned());
        let folders = if ups >= base.len() {
            first_segments(&rest[7 * ups..])
        } else {
            vec![base[0].clone()]
        };
        found.extend(folders.into_iter().map(|folder| (line_of(at) + 1, folder)));
    }
    found.sort_by_key(|&(line, _)| line);
    found
}

/// The imports of the file at `path` (relative to `src/ui`) that run against the order.
fn violations(layers: &Layers, path: &str, text: &str) -> Vec<Violation> {
    let (from, _) = folder_and_module(path);
    if path == "mod.rs" {
        return Vec::new(); // The root declares every folder.
    }
    uses(path, text)
        .into_iter()
        .filter(|(_, to)| layers.refusal(&from, to).is_some())
        .map(|(line, to)| Violation {
            file: format!("src/ui/{path}"),
            line,
            from: from.clone(),
            to,
        })
        .collect()
}

/// Every `.rs` file under `dir`, as paths relative to `root`.
fn rust_files(root: &Path, dir: &Path, out: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).expect("src/ui is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(root, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let relative = path.strip_prefix(root).expect("under src/ui");
            out.push(relative.to_string_lossy().replace('\\', "/"));
        }
    }
}

/// The games' folders: those the registry uses that have no line of their own in ORDER.
fn game_folders(ui: &Path) -> BTreeSet<String> {
    let registry = std::fs::read_to_string(ui.join("games.rs")).expect("the registry");
    uses("games.rs", &registry)
        .into_iter()
        .map(|(_, folder)| folder)
        .filter(|folder| !ORDER.iter().any(|line| line.contains(&folder.as_str())))
        .collect()
}

#[test]
fn ui_folders_import_only_downwards() {
    let ui = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui");
    let layers = Layers {
        game_folders: game_folders(&ui),
    };
    assert!(
        !layers.game_folders.is_empty(),
        "the registry names the games' folders"
    );
    let mut files = Vec::new();
    rust_files(&ui, &ui, &mut files);
    let mut found = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(ui.join(path)).expect("a source file");
        found.extend(violations(&layers, path, &text));
    }
    let report: Vec<String> = found
        .iter()
        .map(|v| {
            let why = layers.refusal(&v.from, &v.to).unwrap_or_default();
            format!("{}:{}: {} uses {}: {why}", v.file, v.line, v.from, v.to)
        })
        .collect();
    assert!(
        report.is_empty(),
        "imports against the order of src/ui:\n{}",
        report.join("\n")
    );
}

#[test]
fn the_board_knows_no_rules() {
    let board = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui/board");
    let mut files = Vec::new();
    rust_files(&board, &board, &mut files);
    for path in files {
        let text = std::fs::read_to_string(board.join(&path)).expect("a source file");
        for (index, line) in code_only(&text).lines().enumerate() {
            assert!(
                !line.contains("crate::rules"),
                "src/ui/board/{path}:{}: {line}",
                index + 1
            );
        }
    }
}

#[test]
fn the_checker_names_imports_against_the_order() {
    let layers = Layers {
        game_folders: ["chess".to_string()].into(),
    };
    let bad = concat!(
        "use crate::ui::game::Session;\n",
        "// use crate::ui::app::App;\n",
        "let s = \"crate::ui::app\"; let q = '\\''; let r = r#\"crate::ui::app\"#;\n",
    );
    assert_eq!(
        violations(&layers, "i18n/texts.rs", bad),
        [Violation {
            file: "src/ui/i18n/texts.rs".into(),
            line: 1,
            from: "i18n".into(),
            to: "game".into(),
        }]
    );
    let grouped = "use crate::ui::{board, panel::X};\nuse super::super::app::State;\n";
    let found: Vec<String> = violations(&layers, "game/saved.rs", grouped)
        .into_iter()
        .map(|v| v.to)
        .collect();
    assert_eq!(
        found,
        ["panel", "app"],
        "groups and super::super reaching another folder"
    );
    assert!(violations(&layers, "game/saved.rs", "use super::table::Table;\n").is_empty());
    let sideways = "use crate::ui::chess::Board;\n";
    assert_eq!(
        violations(&layers, "app/mod.rs", sideways).len(),
        1,
        "only the registry uses a game"
    );
    assert!(violations(&layers, "games.rs", sideways).is_empty());
    let test_module = "mod tests {\n    use super::super::table::X;\n}\n";
    assert!(
        violations(&layers, "game/saved.rs", test_module).is_empty(),
        "still in game"
    );
    let deeper = "mod tests {\n    use super::super::super::{\n        panel::X,\n    };\n}\n";
    let found = violations(&layers, "game/saved.rs", deeper);
    assert_eq!(
        (found.len(), found[0].line),
        (1, 2),
        "a group over several lines"
    );
}
