//! Puzzles solved on their own board with the real games: turns judged (Breakthru's two
//! actions in either order), replies, the rated result, what a puzzle opened again says,
//! and the next puzzle's choice.

use super::{game, open};
use crate::puzzle::{Kind, Puzzle, PuzzleSet, Theme};
use crate::ui::i18n::Lang;
use crate::ui::puzzles::{next_puzzle, sets, texts, GameRecord, Ratings, Solving, Stage, Verdict};

/// White wins in two on 5x5: a3-a4, Black's e5-e4, a4-a5.
fn win_in_two() -> Puzzle {
    let solution = [["a3-a4"], ["e5-e4"], ["a4-a5"]].map(|t| t.map(String::from).to_vec());
    Puzzle::new(
        game("breakthrough"),
        1400,
        vec![Theme::Kind(Kind::Win(2))],
        "4B/5/W4/5/5 w".into(),
        solution.to_vec(),
    )
}

/// Gold's two quiet moves from Breakthru's standard start.
fn two_actions() -> Puzzle {
    let start = crate::rules::breakthru::Position::standard().to_bfn();
    Puzzle::new(
        game("breakthru"),
        1600,
        vec![Theme::Kind(Kind::Advantage)],
        start,
        vec![vec!["e4-e3".into(), "g4-g3".into()]],
    )
}

fn solving(puzzle: Puzzle) -> Solving {
    let name = if puzzle.position.contains('g') {
        "breakthru"
    } else {
        "breakthrough"
    };
    Solving::open("set", puzzle, game(name), open).unwrap()
}

#[test]
fn a_right_turn_gets_its_reply_and_the_line_ends_solved() {
    let mut s = solving(win_in_two());
    assert!(s.session().human_to_move());
    assert_eq!(s.play("a3-a4"), Ok(Verdict::Right));
    assert_eq!(s.stage(), Stage::Replying);
    assert!(!s.session().human_to_move(), "the opponent is due");
    assert_eq!(s.reply(), Some(vec!["e5-e4".to_string()]));
    assert_eq!(s.play("a4-a5"), Ok(Verdict::Solved));
    assert_eq!(s.result(), Some(true));
    assert_eq!(s.result(), None, "rated once");
}

#[test]
fn a_wrong_turn_is_refused_and_a_retry_is_not_rated_again() {
    let mut s = solving(win_in_two());
    assert_eq!(s.play("a3-b4"), Ok(Verdict::Wrong));
    assert_eq!(s.stage(), Stage::Wrong);
    assert_eq!(s.result(), Some(false));
    s.retry();
    assert_eq!(
        (s.stage(), s.session().table().plies()),
        (Stage::Playing, 0)
    );
    assert_eq!(s.play("a3-a4"), Ok(Verdict::Right));
    s.reply();
    assert_eq!(s.play("a4-a5"), Ok(Verdict::Solved));
    assert_eq!(s.result(), None, "failed once: no second rating");
}

#[test]
fn the_solution_shows_the_right_turn_and_counts_as_failed() {
    let mut s = solving(win_in_two());
    s.play("a3-b4").unwrap();
    s.show_solution();
    assert_eq!(s.solution_turn(), Some(&["a3-a4".to_string()][..]));
    assert_eq!(
        s.session().table().plies(),
        0,
        "the wrong turn is taken back"
    );
    assert_eq!(s.result(), Some(false));
}

#[test]
fn a_puzzle_opened_again_says_where_it_stands() {
    let said = |s: &Solving| texts::standing(Lang::En, s);
    let mut s = solving(win_in_two());
    assert_eq!(said(&s), "Find the best turn for White.");
    s.play("a3-b4").unwrap();
    assert!(said(&s).starts_with("Not the best turn."), "{}", said(&s));
    s.show_solution();
    assert!(said(&s).starts_with("The solution: a3-a4 "), "{}", said(&s));
    s.play("a3-a4").unwrap();
    s.reply();
    s.play("a4-a5").unwrap();
    assert_eq!(said(&s), "Solved!");
    assert_eq!(
        texts::standing(Lang::Nl, &solving(win_in_two())),
        "Vind de beste beurt voor Wit."
    );
}

#[test]
fn breakthrus_second_move_is_said_to_be_due() {
    let mut s = solving(two_actions());
    let said = |s: &Solving, lang| texts::standing(lang, s);
    assert_eq!(said(&s, Lang::En), "Find the best turn for Gold.");
    assert_eq!(s.play("e4-e3"), Ok(Verdict::Unfinished));
    assert!(s.mid_turn());
    assert_eq!(
        said(&s, Lang::En),
        "Find the best turn for Gold: move 2 of 2."
    );
    assert_eq!(
        said(&s, Lang::Nl),
        "Vind de beste beurt voor Goud: zet 2 van 2."
    );
    assert_eq!(s.play("g4-g3"), Ok(Verdict::Solved));
    assert!(!s.mid_turn());
    let mut shown = solving(two_actions());
    shown.show_solution();
    shown.play("g4-g3").unwrap();
    assert!(said(&shown, Lang::En).ends_with("Play it to go on: move 2 of 2."));
}

#[test]
fn a_set_offers_each_theme_once_and_a_puzzle_links_to_itself() {
    let set = PuzzleSet {
        game: game("breakthrough"),
        comments: Vec::new(),
        puzzles: vec![win_in_two(), race(1500, 1, 3), two_actions()],
    };
    let themes: Vec<String> = sets::themes(&set).iter().map(ToString::to_string).collect();
    assert_eq!(themes, ["advantage", "win2"]);
    let s = solving(win_in_two());
    assert_eq!(s.link().fragment(), format!("puzzle=set/{}", s.puzzle.id));
}

#[test]
fn breakthru_accepts_two_independent_actions_in_either_order() {
    let mut s = solving(two_actions());
    assert_eq!(s.play("g4-g3"), Ok(Verdict::Unfinished));
    assert_eq!(s.play("e4-e3"), Ok(Verdict::Solved));
    let mut s = solving(two_actions());
    s.play("e4-e3").unwrap();
    assert_eq!(s.play("f4-f3"), Ok(Verdict::Wrong));
}

/// White wins in two on 5x5 with its piece on file `w` and Black's on file `b` (0 to 4).
fn race(rating: u32, w: u8, b: u8) -> Puzzle {
    let file = |f: u8| char::from(b'a' + f);
    let row = |f: u8, piece: char| {
        let (before, after) = (f, 4 - f);
        let count = |n: u8| if n > 0 { n.to_string() } else { String::new() };
        format!("{}{piece}{}", count(before), count(after))
    };
    let position = format!("{}/5/{}/5/5 w", row(b, 'B'), row(w, 'W'));
    let (w, b) = (file(w), file(b));
    let solution = [
        format!("{w}3-{w}4"),
        format!("{b}5-{b}4"),
        format!("{w}4-{w}5"),
    ];
    let solution = solution.map(|a| vec![a]).to_vec();
    Puzzle::new(
        game("breakthrough"),
        rating,
        vec![Theme::Kind(Kind::Win(2))],
        position,
        solution,
    )
}

#[test]
fn the_next_puzzle_is_unplayed_and_near_the_rating() {
    let puzzles: Vec<Puzzle> = (0..5)
        .flat_map(|w| (0..5).filter(move |&b| b != w).map(move |b| (w, b)))
        .enumerate()
        .map(|(n, (w, b))| race(400 + 100 * n as u32, w, b))
        .collect();
    let set = PuzzleSet {
        game: game("breakthrough"),
        comments: Vec::new(),
        puzzles,
    };
    let mut ratings = Ratings::default();
    let breakthrough = game("breakthrough");
    let chosen = |r: &Ratings, random| {
        let record: GameRecord = r.of(breakthrough);
        next_puzzle(&set, None, &record, None, random)
            .unwrap()
            .clone()
    };
    for random in 0..10 {
        let rating = chosen(&ratings, random).rating;
        assert!(
            (1300..=1700).contains(&rating),
            "{rating} is among the nearest to 1500"
        );
    }
    for p in set
        .puzzles
        .iter()
        .filter(|p| (1300..=1700).contains(&p.rating))
    {
        ratings.rate(breakthrough, "set", &p.id, p.rating, true);
    }
    let rating = ratings.of(breakthrough).rating;
    for random in 0..10 {
        let next = chosen(&ratings, random);
        assert_eq!(
            ratings.of(breakthrough).result(&next.id),
            None,
            "played ones come last"
        );
        assert!(
            (f64::from(next.rating) - rating).abs() < 500.0 + 1.0,
            "{} near {rating}",
            next.rating
        );
    }
    let current = set.puzzles[0].id.clone();
    let record = ratings.of(breakthrough);
    assert_ne!(
        next_puzzle(&set, None, &record, Some(&current), 0).map(|p| &p.id),
        Some(&current)
    );
    let defence = Some(Theme::Kind(Kind::Defence));
    assert_eq!(
        next_puzzle(&set, defence, &record, None, 0),
        None,
        "no puzzle of that theme"
    );
}
