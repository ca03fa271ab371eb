//! The Breakthrough tactics suite in tests/data/breakthrough/tactics.txt, each solved
//! within its node budget.

use breakthru::ai::{Limits, Searcher, StopFlag};
use breakthru::bot::{choose_turn, Rng, TurnOptions};
use breakthru::rules::breakthrough::AnyPosition;

#[test]
fn breakthrough_tactics_are_solved_within_budget() {
    let cases: Vec<Vec<&str>> = include_str!("data/breakthrough/tactics.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| line.split('|').map(str::trim).collect())
        .collect();
    assert!(cases.len() >= 6);
    for case in cases {
        let [name, text, budget, expectation] = case[..] else {
            panic!("a case is name | position | budget | expectation: {case:?}")
        };
        let position = AnyPosition::from_text(text).expect(name);
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
