//! The layers of `src/`, kept by reading every source file's `crate::` paths (imports and
//! paths in code alike, test modules included; comments are skipped). From the bottom:
//! `core`; `rules` and `ai`, each on `core` alone; `puzzle` on `core` and `rules`; `lesson` on those and
//! `puzzle`; `bot`;
//! then `engine`, `worker` and `ui`.
//! Each game's rules folder stands alone, and only the registries name a game's `GameId`.

use std::fs;
use std::path::Path;

/// Each layer (a folder of `src/`) and the layers it may import besides itself.
const LAYERS: [(&str, &[&str]); 9] = [
    ("core", &[]),
    ("rules", &["core"]),
    ("ai", &["core"]),
    // Puzzle files and ratings: the app reads them without the search.
    ("puzzle", &["core", "rules"]),
    // Courses of lessons: checked by the rules, turns read as puzzles read them.
    ("lesson", &["core", "rules", "puzzle"]),
    ("bot", &["core", "rules", "ai"]),
    ("engine", &["core", "rules", "ai", "bot", "puzzle"]),
    ("worker", &["core", "rules", "ai", "bot", "puzzle"]),
    // The app speaks to the worker through its message contract, `worker::protocol`.
    (
        "ui",
        &["core", "rules", "ai", "bot", "puzzle", "lesson", "worker"],
    ),
];

/// Folders held to less than their layer: each folder and a layer it must not import.
const NARROWER: [(&str, &str); 1] = [("ui/board/", "rules")];

/// The files that may name any game's `GameId` variant: the ids and the registries. Besides
/// them, a game's own folder or file (`ui/breakthru/`, `bot/breakthru.rs`) may name its own.
const GAME_ID_FILES: [&str; 3] = ["rules/game_id.rs", "rules/games.rs", "ui/games.rs"];

/// `text` with every `//` comment blanked out, so that offsets and lines stay as they were.
fn without_comments(text: &str) -> String {
    text.lines()
        .map(|line| match line.find("//") {
            Some(i) => format!("{}{}", &line[..i], " ".repeat(line.len() - i)),
            None => line.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The paths named by the path or use tree at `start` of `text` (what follows `crate::`),
/// each as the offset of its first segment and its segments: `{ai::X, core::{Y, Z}}`
/// names `ai::X`, `core::Y` and `core::Z`.
fn paths(text: &str, start: usize) -> Vec<(usize, Vec<String>)> {
    let skipped = text[start..].len() - text[start..].trim_start().len();
    let start = start + skipped;
    let rest = &text[start..];
    if rest.starts_with('{') {
        return group_paths(text, start);
    }
    let ident_len = rest.find(|c| !is_ident_char(c)).unwrap_or(rest.len());
    if ident_len == 0 {
        return Vec::new();
    }
    let ident = rest[..ident_len].to_string();
    let after = &rest[ident_len..];
    match after.trim_start().strip_prefix("::") {
        Some(tail) => {
            let tail_start = text.len() - tail.len();
            let mut inner = paths(text, tail_start);
            if inner.is_empty() {
                inner.push((tail_start, Vec::new()));
            }
            inner
                .into_iter()
                .map(|(_, mut segments)| {
                    segments.insert(0, ident.clone());
                    (start, segments)
                })
                .collect()
        }
        None => vec![(start, vec![ident])],
    }
}

/// The paths of the group `{...}` at `start` of `text`, each item's at its own offset.
fn group_paths(text: &str, start: usize) -> Vec<(usize, Vec<String>)> {
    let mut found = Vec::new();
    let mut depth = 0;
    let mut item = start + 1;
    for (i, c) in text[start..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' | ',' if depth == 1 => {
                found.extend(paths(text, item));
                item = start + i + 1;
                if c == '}' {
                    break;
                }
            }
            '}' => depth -= 1,
            _ => {}
        }
    }
    found
}

/// Every path after `prefix` in `text` (comments skipped), with the line it is on (from 1).
fn paths_after(text: &str, prefix: &str) -> Vec<(usize, Vec<String>)> {
    let code = without_comments(text);
    let mut found = Vec::new();
    for (at, _) in code.match_indices(prefix) {
        if code[..at].chars().next_back().is_some_and(is_ident_char) {
            continue;
        }
        for (offset, segments) in paths(&code, at + prefix.len()) {
            let line = code[..offset].matches('\n').count() + 1;
            found.push((line, segments));
        }
    }
    found
}

/// The layer of a file of `src/` (its path there, with `/`), if it is in one.
fn layer_of(path: &str) -> Option<&'static [&'static str]> {
    let folder = path.split_once('/')?.0;
    LAYERS
        .iter()
        .find(|(layer, _)| *layer == folder)
        .map(|(_, allowed)| *allowed)
}

/// The imports of the file `path` of `src/` whose `text` is given that break the layers.
fn layer_violations(path: &str, text: &str) -> Vec<String> {
    let Some(allowed) = layer_of(path) else {
        return Vec::new();
    };
    let own = path.split('/').next().unwrap_or_default();
    let narrower: Vec<&str> = NARROWER
        .iter()
        .filter(|(folder, _)| path.starts_with(folder))
        .map(|(_, layer)| *layer)
        .collect();
    let mut found = Vec::new();
    for (line, segments) in paths_after(text, "crate::") {
        let Some(target) = segments.first().map(String::as_str) else {
            continue;
        };
        let is_layer = LAYERS.iter().any(|(layer, _)| *layer == target);
        let permitted = target == own || allowed.contains(&target);
        if is_layer && (!permitted || narrower.contains(&target)) {
            found.push(format!("src/{path}:{line}: {own} imports crate::{target}"));
        }
    }
    found
}

/// The imports of the file `path` of `src/` that reach from one game's rules folder into
/// another's (`games` names the folders of `rules/`).
fn game_violations(path: &str, text: &str, games: &[String]) -> Vec<String> {
    let Some(own) = path
        .strip_prefix("rules/")
        .and_then(|p| p.split_once('/'))
        .map(|(game, _)| game)
    else {
        return Vec::new();
    };
    let into_rules = paths_after(text, "crate::")
        .into_iter()
        .filter(|(_, segments)| segments.first().is_some_and(|s| s == "rules"))
        .map(|(line, segments)| (line, segments[1..].to_vec()));
    let upward = paths_after(text, "super::")
        .into_iter()
        .map(|(line, segments)| {
            let rest = segments.into_iter().skip_while(|s| s == "super").collect();
            (line, rest)
        });
    let mut found: Vec<String> = into_rules
        .chain(upward)
        .filter_map(|(line, segments)| {
            let target = segments.first()?;
            (target != own && games.contains(target))
                .then(|| format!("src/{path}:{line}: rules/{own} imports rules/{target}"))
        })
        .collect();
    // A chain `super::super::` is read from each of its links.
    found.dedup();
    found
}

/// The files of `src/` that name a `GameId` variant outside the registries.
fn game_id_violations(path: &str, text: &str, games: &[&str]) -> Vec<String> {
    if GAME_ID_FILES.contains(&path) {
        return Vec::new();
    }
    paths_after(text, "GameId::")
        .into_iter()
        .filter(|(_, segments)| {
            segments.first().is_some_and(|s| {
                games.contains(&s.as_str()) && !is_own_game_file(path, &s.to_lowercase())
            })
        })
        .map(|(line, segments)| format!("src/{path}:{line}: names GameId::{}", segments[0]))
        .collect()
}

/// Whether `path` is the folder or file of the game named `folder` (`ui/breakthru/table.rs`,
/// `bot/breakthru.rs`), where naming its own id is at home.
fn is_own_game_file(path: &str, folder: &str) -> bool {
    path.trim_end_matches(".rs")
        .split('/')
        .any(|part| part == folder)
}

/// Every `.rs` file under `dir`, as its path relative to `root` (with `/`) and its text.
fn sources(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .expect("src/ is readable")
        .map(|entry| entry.expect("src/ is readable").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            sources(root, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let relative = path.strip_prefix(root).expect("under src/");
            let name = relative.to_string_lossy().replace('\\', "/");
            let text = fs::read_to_string(&path).expect("source files are text");
            out.push((name, text));
        }
    }
}

fn src() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn all_sources() -> Vec<(String, String)> {
    let mut files = Vec::new();
    sources(&src(), &src(), &mut files);
    assert!(files.len() > 100, "{} files found in src/", files.len());
    files
}

/// The folders of `src/rules/`: one per game.
fn game_folders() -> Vec<String> {
    let mut games: Vec<String> = fs::read_dir(src().join("rules"))
        .expect("src/rules/ is readable")
        .map(|entry| entry.expect("src/rules/ is readable").path())
        .filter(|path| path.is_dir())
        .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    games.sort();
    games
}

/// The variants of `GameId`, read from its definition.
fn game_id_variants() -> Vec<String> {
    let text = fs::read_to_string(src().join("rules/game_id.rs")).expect("game_id.rs");
    let body = text
        .split_once("pub enum GameId {")
        .and_then(|(_, rest)| rest.split_once('}'))
        .expect("GameId is an enum")
        .0;
    without_comments(body)
        .split(',')
        .map(|variant| variant.replace("#[default]", "").trim().to_string())
        .filter(|variant| !variant.is_empty())
        .collect()
}

fn assert_none(violations: Vec<String>) {
    assert!(violations.is_empty(), "\n{}\n", violations.join("\n"));
}

#[test]
fn no_layer_imports_a_layer_above_it() {
    let files = all_sources();
    assert_none(
        files
            .iter()
            .flat_map(|(path, text)| layer_violations(path, text))
            .collect(),
    );
}

#[test]
fn no_game_imports_another_games_rules() {
    let games = game_folders();
    assert_eq!(games.len(), 3, "{games:?}");
    assert_none(
        all_sources()
            .iter()
            .flat_map(|(path, text)| game_violations(path, text, &games))
            .collect(),
    );
}

#[test]
fn only_the_registries_name_a_game_id() {
    let variants = game_id_variants();
    assert_eq!(variants.len(), 3, "{variants:?}");
    let variants: Vec<&str> = variants.iter().map(String::as_str).collect();
    assert_none(
        all_sources()
            .iter()
            .flat_map(|(path, text)| game_id_violations(path, text, &variants))
            .collect(),
    );
}

/// The checker itself: each kind of violation is found, on the right line.
mod checker {
    use super::*;

    #[test]
    fn reads_paths_and_use_trees() {
        let text = "use crate::{\n    ai::Searcher,\n    core::{Game, Rng},\n};\nlet x = crate::bot::Level::Club;";
        let found: Vec<(usize, String)> = paths_after(text, "crate::")
            .into_iter()
            .map(|(line, segments)| (line, segments.join("::")))
            .collect();
        let expected = [
            (2, "ai::Searcher"),
            (3, "core::Game"),
            (3, "core::Rng"),
            (5, "bot::Level::Club"),
        ];
        assert_eq!(found, expected.map(|(l, p)| (l, p.to_string())));
    }

    #[test]
    fn finds_imports_against_the_layers() {
        let cases = [
            ("core/keys.rs", "use crate::rules::GameId;"),
            (
                "rules/x/eval.rs",
                "use crate::ai::tuning::SOFT_TIME_FRACTION;",
            ),
            (
                "rules/x/eval.rs",
                "mod tests {\n    use crate::bot::Rng;\n}",
            ),
            ("ai/search.rs", "let g = crate::rules::GameId::default();"),
            ("bot/turn.rs", "use crate::{core::Game, engine::USAGE};"),
            ("engine/mod.rs", "use crate::ui::App;"),
            ("worker/handler.rs", "use crate::engine::ProtocolGame;"),
            ("ui/board/frame.rs", "use crate::rules::breakthru::Square;"),
        ];
        for (path, text) in cases {
            assert_eq!(layer_violations(path, text).len(), 1, "{path}: {text}");
        }
        let nested = layer_violations(
            "rules/x/eval.rs",
            "mod tests {\n    use crate::bot::Rng;\n}",
        );
        assert_eq!(nested, ["src/rules/x/eval.rs:2: rules imports crate::bot"]);
    }

    #[test]
    fn allows_imports_down_the_layers_and_skips_comments() {
        let cases = [
            (
                "rules/x/eval.rs",
                "use crate::core::Heuristics;\nuse crate::rules::GameId;",
            ),
            (
                "bot/breakthru.rs",
                "use crate::{ai::Tuned, core::Rng, rules::breakthru::Position};",
            ),
            ("ui/app/mod.rs", "use crate::worker::protocol::Request;"),
            ("ui/game/saved.rs", "use crate::rules::GameId;"),
            (
                "core/game.rs",
                "/// Searched by [`crate::ai::Searcher`].\nuse super::x; // crate::ui",
            ),
            ("lib.rs", "pub use crate::ui::App;"),
            ("core/game.rs", "use mycrate::ai::Thing;"),
        ];
        for (path, text) in cases {
            assert_eq!(layer_violations(path, text), Vec::<String>::new(), "{path}");
        }
    }

    #[test]
    fn finds_a_game_reaching_into_another() {
        let games = ["a".to_string(), "b".to_string()];
        let by_crate = game_violations("rules/a/eval.rs", "use crate::rules::b::Side;", &games);
        assert_eq!(by_crate, ["src/rules/a/eval.rs:1: rules/a imports rules/b"]);
        let grouped = "use crate::rules::{GameId, b::Side};";
        assert_eq!(game_violations("rules/a/x.rs", grouped, &games).len(), 1);
        let by_super = "mod tests {\n    use super::super::super::b::Side;\n}";
        assert_eq!(game_violations("rules/a/x.rs", by_super, &games).len(), 1);
        let own = "use super::side::Side;\nuse crate::rules::a::Side;\nuse crate::rules::GameId;";
        assert_eq!(
            game_violations("rules/a/x.rs", own, &games),
            Vec::<String>::new()
        );
        let from_bot = game_violations("bot/a.rs", "use crate::rules::b::Side;", &games);
        assert_eq!(from_bot, Vec::<String>::new());
    }

    #[test]
    fn finds_game_ids_outside_the_registries() {
        let games = ["Alpha", "Beta"];
        let text = "match game {\n    GameId::Beta => 1,\n    _ => GameId::ALL.len(),\n}";
        let found = game_id_violations("worker/handler.rs", text, &games);
        assert_eq!(found, ["src/worker/handler.rs:2: names GameId::Beta"]);
        let by_path = game_id_violations("engine/mod.rs", "crate::rules::GameId::Alpha", &games);
        assert_eq!(by_path.len(), 1);
        assert_eq!(game_id_violations("rules/games.rs", text, &games).len(), 0);
        assert_eq!(
            game_id_violations("ui/beta/table.rs", text, &games).len(),
            0
        );
        assert_eq!(game_id_violations("bot/beta.rs", text, &games).len(), 0);
        assert_eq!(
            game_id_violations("ui/alpha/table.rs", text, &games).len(),
            1
        );
    }
}

/// The checklist of `docs/architecture.md` ("Adding a game"): each item's path, and whether
/// the item is a registry (a shared file that must name every game).
fn checklist() -> Vec<(String, bool)> {
    let doc =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/architecture.md"))
            .expect("docs/architecture.md is readable");
    let start = doc
        .find("<!-- checklist -->")
        .expect("the checklist's start marker");
    let end = doc
        .find("<!-- end checklist -->")
        .expect("the checklist's end marker");
    doc[start..end]
        .lines()
        .filter_map(|line| line.strip_prefix("- [ ] `"))
        .map(|item| {
            let path = item.split('`').next().unwrap_or_default().to_string();
            (path, item.contains("(registry)"))
        })
        .collect()
}

/// Whether `text` names `word` as a whole identifier (`breakthrough` is not named by
/// `breakthrough9x5`).
fn names_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(is_ident_char) && !after.is_some_and(is_ident_char)
    })
}

#[test]
fn the_checklist_holds_for_every_game() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let items = checklist();
    assert!(items.len() >= 8, "the checklist was not found: {items:?}");
    let mut missing = Vec::new();
    for game in breakthru::rules::GameId::ALL {
        for (path, registry) in &items {
            let path = path.replace("<game>", game.name());
            match fs::read_to_string(root.join(&path)) {
                Err(_) => missing.push(format!("{path} is missing for {game}")),
                Ok(text) if *registry && !names_word(&text, game.name()) => {
                    missing.push(format!("{path} does not name {game}"))
                }
                Ok(_) => {}
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn names_word_needs_a_whole_identifier() {
    assert!(names_word("mod breakthrough;", "breakthrough"));
    assert!(!names_word("mod breakthrough9x5;", "breakthrough"));
    assert!(names_word("crate::ui::breakthru::Breakthru", "breakthru"));
}
