//! A review judges a finished 5x5 Breakthrough game turn by turn.

use crate::ui::game::review::{
    graph_points, judged_turn_ending_at, turn_reviews, turn_starts, unreviewed, Judgement, Review,
    Scored,
};
use crate::ui::game::{Seat, Table};

fn scored(ply: usize, score: &str, best: &str) -> Scored {
    Scored {
        ply,
        score: score.parse().unwrap(),
        best: best.split_whitespace().map(String::from).collect(),
    }
}

/// A finished 5x5 Breakthrough game: White wins on its third move.
fn finished() -> Box<dyn Table> {
    let moves = ["b2-b3", "e4-e3", "b3xa4", "e3xd2", "a4xb5"];
    super::breakthrough("BBBBB/BBBBB/5/WWWWW/WWWWW w", &moves)
}

#[test]
fn a_recorded_game_is_judged_turn_by_turn() {
    let table = finished();
    assert_eq!(
        turn_starts(&*table),
        [0, 1, 2, 3, 4],
        "no search after the end"
    );
    let review = Review::of(vec![
        scored(0, "+0.00", "b2-b3"),
        scored(1, "+0.20", "c4-c3"),
        scored(2, "+4.00", "b3xc4"),
        scored(3, "+2.00", "e3xd2"),
        scored(4, "win in 1", "a4xb5"),
    ]);
    let turns = turn_reviews(&*table, &review);
    assert_eq!(turns.len(), 5);
    let blunder = turns[1].clone().unwrap();
    assert_eq!(
        (blunder.mover, blunder.before, blunder.after),
        (Seat::Dark, 47, 9)
    );
    assert_eq!(blunder.judgement, Some(Judgement::Blunder));
    assert_eq!(blunder.better, Some(vec!["c4-c3".to_string()]));
    assert_eq!(judged_turn_ending_at(&*table, &review, 2), Some(blunder));
    assert_eq!(
        judged_turn_ending_at(&*table, &review, 4),
        None,
        "not judged"
    );
    let inaccuracy = turns[2].clone().unwrap();
    assert_eq!((inaccuracy.before, inaccuracy.after), (91, 76));
    assert_eq!(inaccuracy.judgement, Some(Judgement::Inaccuracy));
    let forced = turns[3].clone().unwrap();
    assert_eq!((forced.before, forced.after), (24, 0));
    assert_eq!(forced.judgement, None, "the AI's own turn is never judged");
    assert_eq!(
        turns[4].as_ref().unwrap().after,
        100,
        "the win ends the graph"
    );
    assert_eq!(graph_points(&*table, &review).last(), Some(&(5, 100)));
}

#[test]
fn unreviewed_positions_are_left_out_and_asked_for() {
    let table = finished();
    let review = Review::of(vec![scored(2, "-0.50", "b3xa4")]);
    assert_eq!(unreviewed(&*table, &review), [0, 1, 3, 4]);
    assert!(turn_reviews(&*table, &review).iter().all(Option::is_none));
    assert_eq!(graph_points(&*table, &review), [(2, 43), (5, 100)]);
}
