//! The tactics suite in tests/data/breakthru/tactics.txt, each solved within its node budget.

use breakthru::ai::Searcher;
use breakthru::ai::{Limits, StopFlag};
use breakthru::bot::{choose_turn, Rng, TurnOptions};
use breakthru::rules::breakthru::{Position, Record};

struct Case {
    name: String,
    bfn: String,
    nodes: u64,
    expectation: String,
}

fn cases() -> Vec<Case> {
    include_str!("data/breakthru/tactics.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            Case {
                name: fields[0].to_string(),
                bfn: fields[1].to_string(),
                nodes: fields[2].parse().expect("node budget"),
                expectation: fields[3].to_string(),
            }
        })
        .collect()
}

#[test]
fn tactics_are_solved_within_budget() {
    let cases = cases();
    assert!(cases.len() >= 5);
    for case in cases {
        let start = Position::from_bfn(&case.bfn).expect(&case.name);
        let record = Record::new(start.clone());
        let mut searcher = Searcher::new(8);
        let mut rng = Rng::new(1);
        let options = TurnOptions {
            blunder_rate: 0.0,
            rng: &mut rng,
            progress: &mut |_| {},
        };
        let clock = || 0.0;
        let choice = choose_turn(
            &mut searcher,
            record.position(),
            &record.repetition_history(),
            Limits::nodes(case.nodes),
            &clock,
            &StopFlag::new(),
            options,
        );
        assert!(
            choice.report.nodes <= case.nodes + 1_000,
            "{}: {} nodes",
            case.name,
            choice.report.nodes
        );
        let mut after = start.clone();
        for &action in &choice.actions {
            after = after.play(action).expect("the AI plays legal actions");
        }
        let played: Vec<String> = choice.actions.iter().map(|a| a.to_string()).collect();
        let words: Vec<&str> = case.expectation.split_whitespace().collect();
        match words.as_slice() {
            ["first", allowed @ ..] => assert!(
                allowed.contains(&played[0].as_str()),
                "{}: played {played:?}",
                case.name
            ),
            ["safe"] => assert!(
                after.flagship_attackers().is_empty(),
                "{}: played {played:?}",
                case.name
            ),
            ["blocked"] => assert_eq!(
                after.flagship_open_lines(),
                0,
                "{}: played {played:?}",
                case.name
            ),
            ["win"] => assert!(
                choice.report.win_in_plies().is_some_and(|n| n > 0),
                "{}: {:?}",
                case.name,
                choice.report
            ),
            _ => panic!("unknown expectation '{}'", case.expectation),
        }
    }
}
