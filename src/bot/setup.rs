//! The AI's own placement in the setup phase, chosen by searching each candidate.
//!
//! Gold tries the four lid suggestions and generated variations, answered by
//! Silver's best blockade; Silver tries blockade patterns against Gold's actual
//! placement. Candidates are ranked by a short search from Gold's first turn.

use super::level::Level;
use crate::ai::{Limits, Searcher, StopFlag};
use crate::core::Rng;
use crate::rules::breakthru::{
    standard_ships, GoldPreset, Position, Setup, CENTRAL_AREA, CENTRE, SHIP_COUNT,
};
use crate::rules::breakthru::{Bitboard, Square};

/// Nodes searched to rank one candidate placement.
const CANDIDATE_NODES: u64 = 6_000;
/// Generated variations tried besides the fixed patterns.
const VARIATIONS: usize = 10;

fn squares(names: &[&str]) -> Bitboard {
    names
        .iter()
        .map(|n| n.parse::<Square>().expect("pattern squares are valid"))
        .collect()
}

/// Silver's fixed blockade patterns: the standard ring, a tight ring, and a corner-weighted ring.
fn silver_patterns() -> Vec<Bitboard> {
    vec![
        standard_ships(),
        squares(&[
            "d9", "e9", "f9", "g9", "h9", "d3", "e3", "f3", "g3", "h3", "c4", "c5", "c6", "c7",
            "c8", "i4", "i5", "i6", "i7", "i8",
        ]),
        squares(&[
            "c3", "c9", "i3", "i9", "e10", "f10", "g10", "e2", "f2", "g2", "b5", "b6", "b7", "j5",
            "j6", "j7", "d9", "h9", "d3", "h3",
        ]),
    ]
}

/// `base` with a few squares swapped for random free squares of `area`, keeping the count.
fn vary(base: Bitboard, area: Bitboard, rng: &mut Rng) -> Bitboard {
    let mut result = base;
    for _ in 0..1 + rng.below(3) {
        let members: Vec<Square> = result.iter().collect();
        let free: Vec<Square> = (area - result).iter().collect();
        if members.is_empty() || free.is_empty() {
            break;
        }
        result = result
            .without(members[rng.below(members.len())])
            .with(free[rng.below(free.len())]);
    }
    result
}

fn peripheral_free(gold: &Setup) -> Bitboard {
    !CENTRAL_AREA - gold.occupied()
}

/// Gold's score (positive is good for Gold) after a short search of the finished setup, Gold to move.
fn score_for_gold(searcher: &mut Searcher<Position>, setup: &Setup) -> Option<i32> {
    let position = Position::from_start(setup).ok()?;
    let clock = || 0.0;
    let report = searcher.search(
        &position,
        &[],
        Limits::nodes(CANDIDATE_NODES),
        &clock,
        &StopFlag::new(),
        &mut |_| {},
    );
    Some(report.score)
}

fn pick<T: Clone>(mut ranked: Vec<(i32, T)>, level: Level, rng: &mut Rng) -> Option<T> {
    ranked.sort_by_key(|(score, _)| std::cmp::Reverse(*score));
    let spread = level.setup_spread().min(ranked.len()).max(1);
    ranked.get(rng.below(spread)).map(|(_, t)| t.clone())
}

/// Silver's ships answering Gold's placement in `gold` (flagship and escorts placed).
pub fn choose_silver(
    gold: &Setup,
    level: Level,
    rng: &mut Rng,
    searcher: &mut Searcher<Position>,
) -> Bitboard {
    let area = peripheral_free(gold);
    let mut candidates: Vec<Bitboard> = silver_patterns()
        .into_iter()
        .map(|p| fit(p, area, rng))
        .collect();
    for i in 0..VARIATIONS {
        let base = candidates[i % 3];
        candidates.push(vary(base, area, rng));
    }
    let ranked = candidates
        .into_iter()
        .filter_map(|ships| {
            let setup = Setup {
                ships,
                ..gold.clone()
            };
            score_for_gold(searcher, &setup).map(|gold_score| (-gold_score, ships))
        })
        .collect();
    pick(ranked, level, rng).unwrap_or_else(|| fit(standard_ships(), area, rng))
}

/// Gold's escorts (the flagship stands on f6), chosen against Silver's best answers.
pub fn choose_gold(level: Level, rng: &mut Rng, searcher: &mut Searcher<Position>) -> Bitboard {
    let mut candidates: Vec<Bitboard> = GoldPreset::ALL.iter().map(|p| p.escorts()).collect();
    let area = CENTRAL_AREA.without(CENTRE);
    for i in 0..VARIATIONS / 2 {
        let base = candidates[i % 4];
        candidates.push(vary(base, area, rng));
    }
    let ranked = candidates
        .into_iter()
        .filter_map(|escorts| {
            let gold = Setup {
                escorts,
                ..Setup::gold_preset(GoldPreset::Walls)
            };
            let ships = choose_silver(&gold, Level::Master, &mut rng.clone(), searcher);
            score_for_gold(searcher, &Setup { ships, ..gold }).map(|score| (score, escorts))
        })
        .collect();
    pick(ranked, level, rng).unwrap_or_else(|| GoldPreset::Walls.escorts())
}

/// `pattern` made to fit `area`: squares outside it are moved to random free squares of it.
fn fit(pattern: Bitboard, area: Bitboard, rng: &mut Rng) -> Bitboard {
    let mut ships = pattern & area;
    while ships.count() < SHIP_COUNT.min(area.count()) {
        let free: Vec<Square> = (area - ships).iter().collect();
        ships = ships.with(free[rng.below(free.len())]);
    }
    ships
}
