//! Fuzzes puzzle sets (`PuzzleSet::parse`): an accepted set writes back to text that
//! re-parses equal, every puzzle's id is its content's, and each refusal names a line
//! inside the text.
#![no_main]

use breakthru::puzzle::{puzzle_id, PuzzleSet};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    match PuzzleSet::parse(text) {
        Ok(set) => {
            let again = PuzzleSet::parse(&set.to_text()).expect("a written set re-parses");
            assert_eq!(again, set);
            for puzzle in &set.puzzles {
                let id = puzzle_id(set.game.name(), &puzzle.position, &puzzle.solution_text());
                assert_eq!(id, puzzle.id);
                assert!(puzzle.kind().is_some(), "{}", puzzle.id);
            }
        }
        Err(error) => {
            assert!(error.line >= 1 && error.line <= text.lines().count().max(1), "{error}");
            if let Some(id) = &error.id {
                assert!(error.to_string().contains(id.as_str()), "{error}");
            }
        }
    }
});
