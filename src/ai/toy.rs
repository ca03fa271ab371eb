//! A toy game for the search's own tests, proving that it knows no particular game:
//! Nim with one heap, where a player takes one to three stones and taking the last wins;
//! searched with full windows, or with aspiration windows where `WINDOWS` holds.

use super::tuning::WIN;
use super::{Aspiration, Limits, Report, SearchTuning, Searcher, StopFlag, Tuned};
use crate::core::{Game, Heuristics, Outcome};

#[derive(Clone, Debug)]
pub(super) struct Nim<const WINDOWS: bool> {
    stones: u32,
    first_to_move: bool,
}

impl<const WINDOWS: bool> Nim<WINDOWS> {
    /// A heap of `stones`, the first player to move.
    pub(super) fn heap(stones: u32) -> Nim<WINDOWS> {
        Nim {
            stones,
            first_to_move: true,
        }
    }
}

/// Nim knows nothing without search: a win takes at least one ply of the winner's.
impl<const WINDOWS: bool> crate::core::StaticProof for Nim<WINDOWS> {
    fn static_proof(&self) -> Option<crate::core::Proof> {
        None
    }

    fn fewest_plies_to_win(&self, mover: bool) -> u32 {
        if mover {
            1
        } else {
            2
        }
    }

    fn ends_on_winners_ply(&self) -> bool {
        true
    }
}

impl<const WINDOWS: bool> Game for Nim<WINDOWS> {
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

impl<const WINDOWS: bool> Tuned for Nim<WINDOWS> {
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
        aspiration: if WINDOWS {
            Some(Aspiration {
                min_depth: 2,
                half_width: 30,
            })
        } else {
            None
        },
    };
}

impl<const WINDOWS: bool> Heuristics for Nim<WINDOWS> {
    const ACTION_SPACE: usize = 4;

    /// A made-up score that changes from heap to heap, so that windows around it fail.
    fn evaluate(&self) -> i32 {
        (self.stones * 37 % 101) as i32 - 50
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

/// A new searcher's report on `game` to `depth`.
fn search_heap<G: Tuned<Action = u32>>(game: &G, depth: u32) -> Report<u32> {
    let (clock, stop) = (&|| 0.0, &StopFlag::new());
    Searcher::new(1).search(game, &[], Limits::depth(depth), clock, stop, &mut |_| {})
}

/// Searches every heap from 1 to 21 stones deep enough to solve it, and checks the score
/// (who wins, and how soon) and the winning take.
fn solves_nim<const WINDOWS: bool>() {
    for stones in 1..=21 {
        let game = Nim::<WINDOWS>::heap(stones);
        let report = search_heap(&game, 24);
        // The winner hurries and the loser holds out: four stones a round.
        let score = if stones % 4 != 0 {
            WIN - (stones / 4 * 2 + 1) as i32
        } else {
            -(WIN - (stones / 4 * 2) as i32)
        };
        assert_eq!(report.score, score, "{stones} stones: {report:?}");
        if stones % 4 != 0 {
            assert_eq!(report.best().copied(), Some(stones % 4), "{stones} stones");
        }
    }
}

#[test]
fn the_search_solves_nim() {
    solves_nim::<false>();
}

#[test]
fn the_search_solves_nim_with_aspiration_windows() {
    solves_nim::<true>();
}
