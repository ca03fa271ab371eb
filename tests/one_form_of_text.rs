//! Every text of the app takes one form, `ui::i18n::Bilingual`: an English and a Dutch
//! text side by side, chosen by the facts and read in the language of the moment. Only
//! `ui/i18n/mod.rs`, where `Lang` and `Bilingual` are defined, may branch on the language;
//! elsewhere a `match` on `Lang` would be a second way to say a text.

use std::fs;
use std::path::Path;

/// The lines of `text` (comments skipped) that branch on the language.
fn language_branches(text: &str) -> Vec<String> {
    text.lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .filter(|code| {
            let arm =
                code.contains("=>") && (code.contains("Lang::En") || code.contains("Lang::Nl"));
            arm || matches_on_lang(code)
        })
        .map(|code| code.trim().to_string())
        .collect()
}

/// Whether `code` is a `match` whose scrutinee names `lang`: `match lang {`,
/// `match (moves, lang) {`.
fn matches_on_lang(code: &str) -> bool {
    let Some((_, rest)) = code.split_once("match ") else {
        return false;
    };
    let scrutinee = rest.split('{').next().unwrap_or_default().trim();
    let items = scrutinee.trim_start_matches('(').trim_end_matches(')');
    items.split(',').any(|item| item.trim() == "lang")
}

fn visit(dir: &Path, found: &mut Vec<String>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.ends_with("ui/i18n/mod.rs") {
            continue;
        }
        if path.is_dir() {
            visit(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&path).unwrap();
            for line in language_branches(&text) {
                found.push(format!("{}: {line}", path.display()));
            }
        }
    }
}

#[test]
fn no_text_branches_on_the_language() {
    let mut found = Vec::new();
    visit(Path::new("src"), &mut found);
    assert!(
        found.is_empty(),
        "say these with Bilingual:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_sees_a_branch_on_the_language() {
    let text = "match (moves, lang) {\n    (None, Lang::Nl) => x, // a comment\n}";
    assert_eq!(language_branches(text).len(), 2);
    assert!(language_branches("// match lang {").is_empty());
    assert!(language_branches("Bilingual { en, nl }.get(lang)").is_empty());
    assert!(language_branches("match language {").is_empty());
    assert!(language_branches("match start(lang.get()) {").is_empty());
}
