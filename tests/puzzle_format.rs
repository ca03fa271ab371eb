//! The puzzle files' format (`puzzle::PuzzleSet`): good sets read and write back, and each
//! kind of bad line is refused with its line and the puzzle's id.

use breakthru::puzzle::{puzzle_id, FormatError, PuzzleError, PuzzleSet};

/// A line of `game` with the right id for its position and solution.
fn line(game: &str, rating: &str, themes: &str, position: &str, solution: &str) -> String {
    let id = puzzle_id(game, position, solution);
    format!("{id}\t{rating}\t{themes}\t{position}\t{solution}")
}

/// A set of `game` with a comment and `lines`.
fn set(game: &str, lines: &[String]) -> String {
    format!("puzzles 1 {game}\n# a comment\n{}\n", lines.join("\n"))
}

/// Black's e2 piece would win next; White's only win is a4-b5.
const WIN: &str = "B4/W4/5/4B/5 w";

/// What a case expects of the error.
type Expected = fn(&PuzzleError) -> bool;

fn refused(text: &str) -> FormatError {
    PuzzleSet::parse(text).expect_err("refused")
}

#[test]
fn good_sets_read_and_write_back() {
    let text = set(
        "breakthrough",
        &[
            line("breakthrough", "1234", "win1,wing", WIN, "a4-b5"),
            line(
                "breakthrough",
                "900",
                "defence",
                "3B1/5/5/1B3/W4 w",
                "a1xb2",
            ),
        ],
    );
    let parsed = PuzzleSet::parse(&text).expect("a good set");
    assert_eq!(parsed.puzzles.len(), 2);
    assert_eq!(parsed.comments, ["a comment"]);
    assert_eq!(parsed.puzzles[0].rating, 1234);
    assert_eq!(parsed.puzzles[1].solution, [["a1xb2"]]);
    assert_eq!(parsed.to_text(), text);
    assert_eq!(PuzzleSet::parse(&parsed.to_text()), Ok(parsed.clone()));
    assert!(parsed.find(&parsed.puzzles[1].id).is_some());
}

#[test]
fn a_count_of_fields_is_said_in_the_singular_or_the_plural() {
    let one = refused("puzzles 1 breakthrough\nabc\n").to_string();
    assert!(one.contains("1 field instead of 5"), "{one}");
    let two = refused("puzzles 1 breakthrough\na\tb\n").to_string();
    assert!(two.contains("2 fields instead of 5"), "{two}");
}

#[test]
fn a_comment_reads_back_without_the_spaces_around_it() {
    // Found by the fuzzing: a carriage return ending the file stayed in the comment, and
    // the written set, its line ended by "\r\n", read back without it.
    for text in [
        "puzzles 1 breakthrough9x5\n#e\r",
        "puzzles 1 breakthrough\n#  e \n",
    ] {
        let parsed = PuzzleSet::parse(text).expect("a set with a comment");
        assert_eq!(parsed.comments, ["e"], "{text:?}");
        assert_eq!(PuzzleSet::parse(&parsed.to_text()), Ok(parsed));
    }
}

#[test]
fn a_breakthru_turn_of_two_moves_is_written_with_a_plus() {
    let start =
        "11/3SSSSS3/11/1S2EEE2S1/1S1E3E1S1/1S1E1F1E1S1/1S1E3E1S1/1S2EEE2S1/11/3SSSSS3/11 g -";
    let text = set(
        "breakthru",
        &[line(
            "breakthru",
            "1500",
            "advantage",
            start,
            "e4-e3+g4-g3 d10-d9+e10-e9 f6-f5",
        )],
    );
    let parsed = PuzzleSet::parse(&text).expect("a good set");
    assert_eq!(parsed.puzzles[0].solution[0], ["e4-e3", "g4-g3"]);
    let half = set(
        "breakthru",
        &[line("breakthru", "1500", "advantage", start, "e4-e3")],
    );
    assert!(matches!(refused(&half).error, PuzzleError::Solution(_)));
}

#[test]
fn each_bad_line_is_refused_with_its_line_and_id() {
    let good = line("breakthrough", "1234", "win1", WIN, "a4-b5");
    let id = good.split('\t').next().unwrap().to_string();
    let cases: Vec<(String, Expected)> = vec![
        (good.replace("\t1234\t", "\t1234 "), |e| {
            *e == PuzzleError::Fields(4)
        }),
        (good.replace("\t1234\t", "\t99\t"), |e| {
            matches!(e, PuzzleError::Rating(_))
        }),
        (
            good.replace("\twin1\t", "\twin1,fork\t"),
            |e| matches!(e, PuzzleError::Theme(t) if t == "fork"),
        ),
        (good.replace("\twin1\t", "\twing\t"), |e| {
            *e == PuzzleError::Kind
        }),
        (good.replace("a4-b5", "a4-a5"), |e| {
            matches!(e, PuzzleError::Id(_))
        }),
        (
            line("breakthrough", "1234", "win1", "B4/W4/5/4B/5 x", "a4-b5").replacen(
                &puzzle_id("breakthrough", "B4/W4/5/4B/5 x", "a4-b5"),
                &id,
                1,
            ),
            |e| matches!(e, PuzzleError::Id(_)),
        ),
        (good.clone() + "\n" + &good, |e| {
            *e == PuzzleError::Duplicate
        }),
    ];
    for (bad, expected) in cases {
        let error = refused(&set("breakthrough", std::slice::from_ref(&bad)));
        assert!(expected(&error.error), "{bad}: {error}");
        assert_eq!(error.id.as_deref(), Some(id.as_str()), "{error}");
        assert!(error.to_string().contains(&id), "{error}");
        assert!(error.line >= 3, "{error}");
    }
}

#[test]
fn positions_and_solutions_are_checked_against_the_rules() {
    let cases: [(&str, &str, &str, Expected); 6] = [
        ("win1", "B4/W4/5/4B/5 x", "a4-b5", |e| {
            matches!(e, PuzzleError::Position(_))
        }),
        ("win1", "W4/5/5/4B/5 b", "e2-e1", |e| {
            matches!(e, PuzzleError::Position(_))
        }),
        ("win1", WIN, "a4-a5", |e| {
            matches!(e, PuzzleError::Solution(_))
        }),
        ("win1", WIN, "a4-b5 e2-e1 a5-a6", |e| {
            matches!(e, PuzzleError::Solution(_))
        }),
        ("win1", WIN, "a4-b5 e2-e1", |e| {
            matches!(e, PuzzleError::Solution(_))
        }),
        ("win2", WIN, "a4-b5 e2-e1 b5-a5", |e| {
            matches!(e, PuzzleError::Solution(_))
        }),
    ];
    for (themes, position, solution, expected) in cases {
        let bad = line("breakthrough", "1500", themes, position, solution);
        let error = refused(&set("breakthrough", &[bad]));
        assert!(expected(&error.error), "{position} {solution}: {error}");
        let id = puzzle_id("breakthrough", position, solution);
        assert!(
            error.to_string().contains(&format!("puzzle {id}")),
            "{error}"
        );
    }
    let not_winning = line("breakthrough", "1500", "win1", "3B1/5/5/1B3/W4 w", "a1-a2");
    let error = refused(&set("breakthrough", &[not_winning]));
    assert_eq!(
        error.error,
        PuzzleError::Solution("the last turn does not win".into())
    );
}

#[test]
fn the_header_names_the_format_and_the_game() {
    for header in [
        "",
        "puzzles 2 breakthru",
        "puzzles 1 chess",
        "puzzle 1 breakthru",
    ] {
        let error = refused(&format!("{header}\n"));
        assert_eq!(
            (error.line, error.error),
            (1, PuzzleError::Header),
            "{header}"
        );
    }
    let empty = PuzzleSet::parse("puzzles 1 breakthrough9x5\n").expect("an empty set");
    assert!(empty.puzzles.is_empty());
}
