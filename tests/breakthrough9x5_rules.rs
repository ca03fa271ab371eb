//! One named test per rule of docs/rules.md section 3 (Christian Freeling's 9x5 Breakthrough).

use breakthru::core::perft::perft;
use breakthru::core::{Game, Outcome, PlayError, Replay};
use breakthru::rules::breakthrough9x5::{Action, ActionError, Position, PositionError, Side};

/// A position from its text.
fn pos(text: &str) -> Position {
    Position::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The position after `text`, which must be legal.
fn play(position: &Position, text: &str) -> Position {
    let action = position
        .parse_action(text)
        .unwrap_or_else(|e| panic!("{text} in {}: {e}", position.to_text()));
    let mut next = *position;
    next.make(action);
    next
}

/// Every legal action's text.
fn legal(position: &Position) -> Vec<String> {
    let mut actions = Vec::new();
    position.legal_actions(&mut actions);
    actions.iter().map(ToString::to_string).collect()
}

/// The legal actions from `from`.
fn moves_from(position: &Position, from: &str) -> Vec<String> {
    let prefix = format!("{from}-");
    let mut found: Vec<String> = legal(position)
        .into_iter()
        .filter(|a| a.starts_with(&prefix))
        .collect();
    found.sort();
    found
}

#[test]
fn the_start_and_its_perft() {
    let start = Position::start();
    assert_eq!(start.to_text(), "BBBBB/BBBBB/5/5/5/5/5/WWWWW/WWWWW w");
    assert_eq!(pos(&start.to_text()), start);
    let mut position = start;
    let counts: Vec<u64> = (1..=3).map(|d| perft(&mut position, d)).collect();
    assert_eq!(counts, [25, 625, 14_925]);
}

#[test]
fn the_seeds_worked_example() {
    let after = play(&Position::start(), "b2-a1:a1,a2");
    assert_eq!(after.to_text(), "BBBBB/BBBBB/5/5/5/5/W4/1WWWW/1(WW)WWW b");
    assert_eq!(
        play(&Position::start(), "b2-a1"),
        after,
        "one order: the short form"
    );
    assert!(legal(&Position::start()).contains(&"b2-a1:a1,a2".to_string()));
}

#[test]
fn a_forward_move_stops_on_the_first_wall_square() {
    // From c1 forward: b2 then a3 (a wall: stop), and d2 then e3 (a wall: stop). From c2 the
    // wall squares b3 and d3 are the first squares: nothing beyond them.
    let position = pos("B4/5/5/5/5/5/5/5/2W2 w");
    assert_eq!(
        moves_from(&position, "c1"),
        ["c1-a3", "c1-b2", "c1-d2", "c1-e3"]
    );
    let higher = pos("B4/5/5/5/5/5/5/2W2/5 w");
    assert_eq!(
        moves_from(&higher, "c2"),
        ["c2-b1", "c2-b3", "c2-d1", "c2-d3"]
    );
}

#[test]
fn a_stack_on_a_wall_cannot_move_forward() {
    let position = pos("B4/5/5/5/5/5/2W2/5/5 w");
    assert_eq!(
        moves_from(&position, "c3"),
        ["c3-a1", "c3-b2", "c3-d2", "c3-e1"]
    );
}

#[test]
fn backward_moves_cross_walls() {
    let position = pos("B4/5/5/5/2W2/5/5/5/5 w");
    let moves = moves_from(&position, "c5");
    for crossing in ["c5-a3", "c5-e3", "c5-b4", "c5-d4"] {
        assert!(
            moves.contains(&crossing.to_string()),
            "{crossing} in {moves:?}"
        );
    }
    let far_back = pos("B4/5/5/5/5/2W2/5/5/5 w");
    assert!(
        moves_from(&far_back, "c4").contains(&"c4-a2".to_string()),
        "over the wall square b3"
    );
}

#[test]
fn moving_onto_a_friendly_stack_joins_it_and_never_onto_an_enemy() {
    let position = pos("B4/5/5/5/5/5/5/1W1B1/2W2 w");
    assert_eq!(
        play(&position, "c1-b2").to_text(),
        "B4/5/5/5/5/5/5/1(WW)1B1/5 b"
    );
    assert!(!moves_from(&position, "c1").contains(&"c1-d2".to_string()));
}

#[test]
fn capacity_is_two_on_b_c_d_and_one_on_a_e() {
    let pair_on_c = play(&pos("B4/5/5/5/5/5/5/2W2/1W3 w"), "b1-c2");
    assert_eq!(pair_on_c.height("c2".parse().unwrap()), 2, "c holds a pair");
    let on_a = play(&pos("B4/5/5/5/5/5/5/W4/1W3 w"), "b1-a2");
    assert_eq!(on_a.height("a2".parse().unwrap()), 0, "two on a explode");
    assert!(matches!(
        pos_err("B4/5/5/5/5/5/5/(WW)4/5 w"),
        PositionError::Capacity(_)
    ));
}

fn pos_err(text: &str) -> PositionError {
    Position::from_text(text).unwrap_err()
}

#[test]
fn an_explosion_sends_forward_and_sideways_and_the_rest_stay() {
    // Four stones on c3: one each to c4, b3 and d3; one stays.
    let position = pos("B4/5/5/5/5/5/2(WW)2/1(WW)3/5 w");
    let after = play(&position, "b2-c3");
    assert_eq!(after.to_text(), "B4/5/5/5/5/2W2/1WWW1/5/5 b");
    // On file a, one sideways: two stones on a5 send one to a6 and one to b5; none stays.
    let edge = play(&pos("B4/5/5/5/W4/1W3/5/5/5 w"), "b4-a5");
    assert_eq!(edge.to_text(), "B4/5/5/W4/1W3/5/5/5/5 b");
}

#[test]
fn explosions_chain() {
    let position = play(&Position::start(), "b2-a1:a1,a2");
    assert_eq!(
        position.height("a3".parse().unwrap()),
        1,
        "a2 exploded after a1"
    );
}

#[test]
fn an_explosion_captures_a_whole_stack() {
    // b4 joins the pair on c5, which explodes: its forward stone takes the black pair's place.
    let position = pos("B4/5/5/2(BB)2/2(WW)2/1W3/5/5/5 w");
    let after = play(&position, "b4-c5");
    assert_eq!(
        after.stack_at("c6".parse().unwrap()),
        Some((Side::White, 1))
    );
    assert_eq!(after.count(Side::Black), 1, "the pair on c6 is gone");
}

#[test]
fn on_the_enemys_home_rank_the_landing_stone_is_removed() {
    // b6 joins the pair on c7 (a wall); c7 explodes onto the pair on c8, which explodes too:
    // its forward stone lands on the black stone of c9 (Black's home rank) and is removed.
    let position = pos("2B2/2(WW)2/2(WW)2/1W3/5/5/5/5/5 w");
    let after = play(&position, "b6-c7");
    assert_eq!(
        after.stack_at("c9".parse().unwrap()),
        Some((Side::Black, 1)),
        "the black stone stays"
    );
    assert_eq!(
        after.count(Side::White),
        4,
        "b7, d7, b8 and d8; the fifth stone is gone"
    );
    assert_eq!(after.outcome(), None, "no White stone on rank 9");
}

#[test]
fn the_mover_chooses_the_order_of_explosions() {
    // b6 joins the pair on c7, which explodes onto the pairs of b7 and c8: both are over
    // capacity at once. Exploding c8 first wins at once and leaves b7 full; exploding b7
    // first spreads it before c8 wins. Two actions, two positions.
    let position = pos("B4/2(WW)2/1(WW)(WW)2/1W3/5/5/5/5/5 w");
    let onto_c7: Vec<String> = moves_from(&position, "b6")
        .into_iter()
        .filter(|m| m.starts_with("b6-c7"))
        .collect();
    assert_eq!(onto_c7, ["b6-c7:c7,b7,c8", "b6-c7:c7,c8"]);
    assert!(matches!(
        position.parse_action("b6-c7"),
        Err(ActionError::Ambiguous(_))
    ));
    let (spread, at_once) = (play(&position, &onto_c7[0]), play(&position, &onto_c7[1]));
    assert_ne!(spread, at_once);
    assert_eq!(
        at_once.height("b7".parse().unwrap()),
        3,
        "the game ended before b7 exploded"
    );
    assert_eq!(spread.height("b7".parse().unwrap()), 0);
    assert!(
        position.parse_action("b6-c7:c7,c8,b7").is_err(),
        "nothing explodes after the win"
    );
}

#[test]
fn a_win_by_explosion_ends_the_game_at_once() {
    let position = pos("B4/2(WW)2/2(WW)2/1W3/5/5/5/5/5 w");
    let after = play(&position, "b6-c7:c7,c8");
    assert_eq!(
        after.stack_at("c9".parse().unwrap()),
        Some((Side::White, 1))
    );
    assert_eq!(after.outcome(), Some(Outcome::Win(Side::White)));
    assert!(legal(&after).is_empty());
    // A stack one rank short of the far rank wins by a move too.
    let by_move = play(&pos("B4/2W2/5/5/5/5/5/5/5 w"), "c8-d9");
    assert_eq!(by_move.outcome(), Some(Outcome::Win(Side::White)));
}

#[test]
fn a_player_may_pass() {
    let after = play(&Position::start(), "pass");
    assert_eq!(after.side(), Side::Black);
    assert!(legal(&Position::start()).contains(&"pass".to_string()));
    assert_eq!(Action::PASS.to_string(), "pass");
}

#[test]
fn a_player_with_no_stones_left_loses() {
    // b2 joins the pair on c3, whose forward stone captures Black's last stone on c4.
    let position = pos("5/5/5/5/5/2B2/2(WW)2/1W3/5 w");
    let after = play(&position, "b2-c3");
    assert_eq!(after.count(Side::Black), 0);
    assert_eq!(after.outcome(), Some(Outcome::Win(Side::White)));
}

#[test]
fn the_third_repetition_draws() {
    let mut replay = Replay::new(Position::start());
    for text in ["pass", "pass", "pass", "pass"] {
        let action = replay.position().parse_action(text).unwrap();
        replay.play(action).unwrap();
    }
    assert_eq!(replay.outcome(), Some(Outcome::Draw));
    let action = Action::PASS;
    assert!(matches!(replay.play(action), Err(PlayError::GameOver)));
}
