//! Fuzzes puzzle sets (`PuzzleSet::parse`): an accepted set writes back to text that
//! re-parses equal, every puzzle's id is its content's, and each refusal names a line
//! inside the text.

use breakthru::puzzle::{puzzle_id, PuzzleSet};

/// Checks one input; true if it is a puzzle set.
pub fn run(text: &str) -> bool {
    match PuzzleSet::parse(text) {
        Ok(set) => {
            let again = PuzzleSet::parse(&set.to_text()).expect("a written set re-parses");
            assert_eq!(again, set);
            for puzzle in &set.puzzles {
                let id = puzzle_id(set.game.name(), &puzzle.position, &puzzle.solution_text());
                assert_eq!(id, puzzle.id);
                assert!(puzzle.kind().is_some(), "{}", puzzle.id);
            }
            true
        }
        Err(error) => {
            let lines = text.lines().count().max(1);
            assert!(error.line >= 1 && error.line <= lines, "{error}");
            if let Some(id) = &error.id {
                assert!(error.to_string().contains(id.as_str()), "{error}");
            }
            false
        }
    }
}
