//! The tactics suites of both Breakthroughs (tests/data/breakthrough/tactics.txt and
//! tests/data/breakthrough9x5/tactics.txt), each case solved within its node budget.

use breakthru::ai::{Limits, Searcher, StopFlag};
use breakthru::bot::{choose_turn, Playable, Rng, TurnOptions};
use breakthru::rules::breakthrough::AnyPosition;
use breakthru::rules::breakthrough9x5::Position as Freeling;

#[test]
fn breakthrough_tactics_are_solved_within_budget() {
    solve_suite::<AnyPosition>(include_str!("data/breakthrough/tactics.txt"), 6);
}

#[test]
fn breakthrough9x5_tactics_are_solved_within_budget() {
    solve_suite::<Freeling>(include_str!("data/breakthrough9x5/tactics.txt"), 2);
}

/// Solves every case of a suite of game `G` (at least `min_cases` of them).
fn solve_suite<G: Playable>(suite: &str, min_cases: usize) {
    let cases: Vec<Vec<&str>> = suite
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| line.split('|').map(str::trim).collect())
        .collect();
    assert!(cases.len() >= min_cases);
    for case in cases {
        let [name, text, budget, expectation] = case[..] else {
            panic!("a case is name | position | budget | expectation: {case:?}")
        };
        let position = G::from_text(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        let nodes: u64 = budget.parse().expect("node budget");
        let options = TurnOptions {
            blunder_rate: 0.0,
            rng: &mut Rng::new(1),
            progress: &mut |_| {},
        };
        let choice = choose_turn(
            &mut Searcher::new(8),
            &position,
            &[],
            Limits::nodes(nodes),
            &|| 0.0,
            &StopFlag::new(),
            options,
        );
        let report = &choice.report;
        assert!(
            report.nodes <= nodes + 1_000,
            "{name}: {} nodes",
            report.nodes
        );
        let played = choice
            .actions
            .first()
            .map(|m| m.to_string())
            .unwrap_or_default();
        let (kind, wanted) = expectation.split_once(' ').expect("expectation");
        let plies = || wanted.parse::<i32>().expect("plies");
        match kind {
            "first" => assert!(
                wanted.split(' ').any(|m| m == played),
                "{name}: played {played}"
            ),
            "win" => assert!(
                report
                    .win_in_plies()
                    .is_some_and(|n| (1..=plies()).contains(&n)),
                "{name}: {report:?}"
            ),
            "loss" => assert!(
                report
                    .win_in_plies()
                    .is_some_and(|n| (-plies()..0).contains(&n)),
                "{name}: {report:?}"
            ),
            _ => panic!("{name}: unknown expectation {expectation}"),
        }
    }
}
