//! The solver's race knowledge against plain minimax: on random positions reached by
//! random play on small boards, every result a static rule claims (win in 1, a free runner's
//! win in 2d - 1, a safe step's win in 3, a safe double step's win in 5, loss in 2 to an
//! unstoppable threat) and every lower bound on a win's length must agree with the
//! exhaustive search to a horizon, and so must the solver: df-pn's win or loss and the
//! length the bounded search finds after it.

use breakthru::ai::solve::{plain, Budget, Solver};
use breakthru::ai::StopFlag;
use breakthru::core::{Game, Proof, Rng, StaticProof};
use breakthru::rules::breakthrough::{Position, Side, Size};

/// Plies the plain search looks ahead.
const HORIZON: u32 = 5;
/// Positions checked per board.
const SAMPLES: usize = 150;

/// A random position of a random game on `size` that is not over and has few moves (so
/// that plain search to the horizon stays quick).
fn random_position(size: Size, rng: &mut Rng) -> Position<1> {
    loop {
        let first = if rng.below(2) == 0 {
            Side::White
        } else {
            Side::Black
        };
        let mut position = Position::<1>::start(size, first).unwrap();
        let mut actions = Vec::new();
        let stop_after = 6 + rng.below(size.squares());
        for _ in 0..stop_after {
            position.legal_actions(&mut actions);
            if actions.is_empty() {
                break;
            }
            position.make(actions[rng.below(actions.len())]);
        }
        if position.outcome().is_none() && position.count_legal_actions() <= 12 {
            return position;
        }
    }
}

/// Checks the static proof, the bounds and the solver on one position; returns the rule
/// that fired (`Win(1)`, `Win(3)`, a longer win or `Loss(2)`), if any.
fn check(position: &mut Position<1>, solver: &mut Solver<Position<1>>) -> Option<Proof> {
    let text = position.to_text();
    let truth = plain::exact(position, HORIZON);
    let claim = position.static_proof();
    if let Some(claim) = claim {
        let plies = match claim {
            Proof::Win(n) | Proof::Loss(n) => n,
        };
        let expected = (plies <= HORIZON).then_some(claim);
        assert_eq!(truth, expected, "{text}: the rule claims {claim:?}");
    }
    match truth {
        Some(Proof::Win(n)) => assert!(n >= position.fewest_plies_to_win(true), "{text}"),
        Some(Proof::Loss(n)) => assert!(n >= position.fewest_plies_to_win(false), "{text}"),
        None => {}
    }
    if let Some(truth) = truth {
        let stop = StopFlag::new();
        let budget = Budget {
            clock: &|| 0.0,
            deadline_ms: 1.0,
            stop: &stop,
        };
        // df-pn alone must agree on who wins.
        let (wins, _) = solver.prove(position, &budget).unwrap();
        assert_eq!(wins, matches!(truth, Proof::Win(_)), "{text}: df-pn");
        let solved = solver.solve(position, &budget, &mut |_, _| {}).unwrap();
        assert_eq!(solved.proof, truth, "{text}: the solver");
    }
    claim
}

#[test]
fn race_rules_and_the_solver_agree_with_plain_search() {
    let mut rng = Rng::new(37);
    let mut fired = [0; 4];
    for (ranks, files) in [(5, 5), (5, 6), (6, 5), (6, 6), (7, 5)] {
        let size = Size::new(ranks, files).unwrap();
        // One table per size: the same cells hash alike on every board.
        let mut solver = Solver::new(16);
        for _ in 0..SAMPLES {
            let mut position = random_position(size, &mut rng);
            match check(&mut position, &mut solver) {
                Some(Proof::Win(1)) => fired[0] += 1,
                Some(Proof::Win(3)) => fired[1] += 1,
                Some(Proof::Win(_)) => fired[2] += 1,
                Some(Proof::Loss(_)) => fired[3] += 1,
                None => {}
            }
        }
    }
    // Each kind of claim was put to the test: win in 1, in 3, longer wins (safe double
    // steps and free runners, the rarest in random play), loss in 2.
    assert!(fired.iter().all(|&n| n >= 5), "rules fired {fired:?} times");
}
