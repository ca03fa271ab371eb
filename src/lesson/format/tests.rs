use super::*;

/// A course of Breakthrough 5x5 with one lesson of `steps` (its lines after the lesson's).
fn course(steps: &str) -> String {
    format!("lessons 1 breakthrough\n# a comment\n\nlesson\tsteps\ntitle\tSteps\tStappen\n{steps}")
}

/// White to move on 5x5, a pawn on c2 and Black's on c5.
const POSITION: &str = "2B2/5/5/2W2/5 w";

/// A step from `POSITION` with `line`.
fn step(line: &str) -> String {
    format!("step\t{POSITION}\ngoal\tStep.\tStap.\nwrong\tNo.\tNee.\nline\t{line}\n")
}

#[test]
fn reads_a_course_with_alternatives_replies_and_a_step_to_read() {
    let text = course(&format!(
        "{}step\t{POSITION}\ngoal\tRead.\tLees.\ndone\tGood.\tGoed.\n",
        step("c2-c3|c2-b3 c5-c4 b3-b4|c3-b4|b3-a4|c3-d4")
    ));
    let course = Course::parse(&text).expect("a good course");
    assert_eq!(course.game.name(), "breakthrough");
    let lesson = course.find("steps").expect("its lesson");
    assert_eq!(lesson.title.nl, "Stappen");
    assert_eq!(lesson.steps.len(), 2);
    assert_eq!(lesson.steps[0].line.len(), 3);
    assert_eq!(lesson.steps[0].line[0].turns.len(), 2);
    assert!(lesson.steps[1].is_reading());
    assert_eq!(
        lesson.steps[1].done.as_ref().map(|w| w.en.as_str()),
        Some("Good.")
    );
}

#[test]
fn refuses_an_accepted_turn_that_is_illegal() {
    let error = Course::parse(&course(&step("c2-c3|c2-c4"))).unwrap_err();
    assert_eq!(error.line, 9);
    assert!(matches!(error.error, LessonError::Line(_)), "{error}");
}

#[test]
fn refuses_a_reply_that_is_illegal_after_one_of_the_accepted_turns() {
    // c3-c4 runs into the reply's pawn after c2-c3, and has no pawn to move after c2-d3.
    let error = Course::parse(&course(&step("c2-c3|c2-d3 c5-c4 c3-c4"))).unwrap_err();
    assert!(matches!(error.error, LessonError::Line(_)), "{error}");
}

#[test]
fn refuses_lines_that_end_on_a_reply_or_give_a_reply_alternatives() {
    let ends_on_reply = Course::parse(&course(&step("c2-c3 c5-c4"))).unwrap_err();
    assert!(matches!(ends_on_reply.error, LessonError::Line(_)));
    let two_replies = Course::parse(&course(&step("c2-c3 c5-c4|c5-b4 c3-b4"))).unwrap_err();
    assert!(matches!(two_replies.error, LessonError::Line(_)));
}

#[test]
fn refuses_a_line_that_goes_on_after_the_game_ended() {
    let text = "lessons 1 breakthrough\nlesson\tend\ntitle\tE\tE\nstep\t5/2W2/5/2B2/5 w\n\
                goal\tG\tG\nwrong\tW\tW\nline\tc4-c5 c2-c1 c5-d5\n";
    let error = Course::parse(text).unwrap_err();
    assert!(matches!(error.error, LessonError::Line(_)), "{error}");
}

#[test]
fn refuses_bad_positions_headers_keywords_and_missing_parts() {
    let parse = |text: &str| Course::parse(text).unwrap_err().error;
    assert_eq!(parse("lessons 2 breakthrough\n"), LessonError::Header);
    assert_eq!(parse("lessons 1 chess\n"), LessonError::Header);
    let bad_position = course("step\t5/5/5 w\n");
    assert!(matches!(parse(&bad_position), LessonError::Position(_)));
    assert_eq!(
        parse(&course("hint\tx\ty\n")),
        LessonError::Keyword("hint".to_string())
    );
    let no_wrong = course(&format!("step\t{POSITION}\ngoal\tG\tG\nline\tc2-c3\n"));
    assert_eq!(
        parse(&no_wrong),
        LessonError::Missing("words for a wrong turn")
    );
    let no_goal = course(&format!("step\t{POSITION}\n"));
    assert_eq!(parse(&no_goal), LessonError::Missing("goal"));
    assert_eq!(
        parse("lessons 1 breakthrough\nlesson\tempty\ntitle\tE\tE\n"),
        LessonError::Missing("steps")
    );
    let twice = course(&format!("{}lesson\tsteps\n", step("c2-c3")));
    assert_eq!(parse(&twice), LessonError::Id("steps".to_string()));
    assert_eq!(
        parse("lessons 1 breakthrough\ngoal\tG\tG\n"),
        LessonError::Outside
    );
    assert_eq!(parse(&course("title\tT\t\n")), LessonError::Fields(2));
}

#[test]
fn reads_breakthru_turns_of_two_moves() {
    let text = "lessons 1 breakthru\nlesson\ttwo\ntitle\tT\tT\n\
                step\t11/11/11/11/11/5F5/11/11/3S3S3/11/11 s -\n\
                goal\tG\tG\nwrong\tW\tW\nline\td3-d2+h3-h2|h3-h1+d3-a3\n";
    let course = Course::parse(text).expect("two moves, in either order");
    assert_eq!(course.lessons[0].steps[0].line[0].turns[0].len(), 2);
}
