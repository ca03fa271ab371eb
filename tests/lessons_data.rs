//! The committed courses of Learn (`public/learn/<game>.txt`): one per game, each read by
//! the course parser, which checks every position, accepted turn and reply against the
//! game's rules and that every step's goal can be reached; here also that each course
//! teaches by moving (most of its steps are played, not only read) and that a lesson
//! file with an illegal accepted turn is refused.

use breakthru::lesson::{Course, LessonError};
use breakthru::rules::GameId;
use std::path::Path;

/// The course of `game`, as committed.
fn course_text(game: GameId) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("public/learn")
        .join(format!("{}.txt", game.name()));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Checks the course of `game`: it reads, names its game, and teaches by moving.
fn check_course(game: GameId) {
    let course = Course::parse(&course_text(game)).unwrap_or_else(|e| panic!("{game}: {e}"));
    assert_eq!(course.game, game, "{game}.txt names another game");
    assert!(
        course.lessons.len() >= 5,
        "{game}: only {} lessons",
        course.lessons.len()
    );
    let steps = course.lessons.iter().flat_map(|l| &l.steps);
    let (read, played): (Vec<_>, Vec<_>) = steps.partition(|s| s.is_reading());
    assert!(
        played.len() > 2 * read.len(),
        "{game}: more steps read than played"
    );
}

#[test]
fn breakthru_course() {
    check_course(GameId::Breakthru);
}

#[test]
fn breakthrough_course() {
    check_course(GameId::Breakthrough);
}

#[test]
fn breakthrough9x5_course() {
    check_course(GameId::Breakthrough9x5);
}

#[test]
fn a_course_with_an_illegal_accepted_turn_is_refused() {
    let text = course_text(GameId::Breakthrough);
    let first_line = text
        .lines()
        .position(|l| l.starts_with("line\t"))
        .expect("a line to spoil");
    let spoiled: Vec<String> = text
        .lines()
        .enumerate()
        .map(|(n, l)| match n == first_line {
            // A pawn of the player's moved three rows at once is never a Breakthrough turn.
            true => "line\ta1-a4".to_string(),
            false => l.to_string(),
        })
        .collect();
    let error = Course::parse(&spoiled.join("\n")).expect_err("an illegal turn refused");
    assert_eq!(error.line, first_line + 1);
    assert!(matches!(error.error, LessonError::Line(_)), "{error}");
}
