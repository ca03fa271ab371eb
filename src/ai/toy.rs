//! A toy game for the search's own tests, proving that it knows no particular game:
//! Nim with one heap, where a player takes one to three stones and taking the last wins.

use super::{Limits, Searcher, StopFlag};
use crate::core::{Game, Heuristics, Outcome, SearchTuning};

#[derive(Clone, Debug)]
struct Nim {
    stones: u32,
    first_to_move: bool,
}

impl Game for Nim {
    type Action = u32;
    type Side = bool;
    type Undo = ();

    fn side_to_move(&self) -> bool {
        self.first_to_move
    }

    fn legal_actions(&self, out: &mut Vec<u32>) {
        out.clear();
        out.extend((1..=3).filter(|&take| take <= self.stones));
    }

    fn is_legal(&self, take: u32) -> bool {
        (1..=3).contains(&take) && take <= self.stones
    }

    fn make(&mut self, take: u32) {
        self.stones -= take;
        self.first_to_move = !self.first_to_move;
    }

    fn unmake(&mut self, take: u32, _: ()) {
        self.stones += take;
        self.first_to_move = !self.first_to_move;
    }

    fn outcome(&self) -> Option<Outcome<bool>> {
        // Whoever took the last stone, the side not to move now, has won.
        (self.stones == 0).then_some(Outcome::Win(!self.first_to_move))
    }

    fn hash(&self) -> u64 {
        u64::from(self.stones) * 2 + u64::from(self.first_to_move)
    }

    fn repetition_key(&self) -> Option<u64> {
        None
    }
}

impl Heuristics for Nim {
    const TUNING: SearchTuning = SearchTuning {
        quiescence_evasion_plies: 0,
        quiescence_max_plies: 0,
        delta_margin: 0,
        lmr_min_depth: 3,
        lmr_full_depth_actions: 2,
        null_move: None,
        singular: None,
        lmr_divisor: 0.0,
        lmr_more_unless_improving: false,
        reverse_futility: None,
        late_move_pruning: None,
        quiet_futility: None,
        soft_time_fraction: crate::ai::tuning::SOFT_TIME_FRACTION,
        partial_iterations: false,
        table_ways: 2,
        continuation_history: true,
    };
    const ACTION_SPACE: usize = 4;

    fn evaluate(&self) -> i32 {
        0
    }

    fn is_quiet_horizon(&self) -> bool {
        true
    }

    fn action_index(take: u32) -> usize {
        take as usize
    }

    fn is_noisy(&self, _: u32) -> bool {
        false
    }

    fn material_gain(&self, _: u32) -> i32 {
        0
    }

    fn order_hint(&self, _: u32) -> i32 {
        0
    }

    fn danger_replies(&self, _: &mut Vec<u32>) -> bool {
        false
    }

    fn can_pass(&self) -> bool {
        false
    }

    fn pass_turn(&mut self) {}

    fn unpass_turn(&mut self, _: ()) {}
}

#[test]
fn the_search_solves_nim() {
    for stones in 1..=21 {
        let game = Nim {
            stones,
            first_to_move: true,
        };
        let mut searcher = Searcher::new(1);
        let report = searcher.search(
            &game,
            &[],
            Limits::depth(24),
            &|| 0.0,
            &StopFlag::new(),
            &mut |_| {},
        );
        let wins = stones % 4 != 0;
        assert_eq!(report.score > 0, wins, "{stones} stones: {report:?}");
        if wins {
            assert_eq!(report.best().copied(), Some(stones % 4), "{stones} stones");
        }
    }
}
