//! Self-play games, and the positions of them that make puzzles: a cheap filter (the
//! game's search sees a win, a threat to parry, or a swing after the opponent's turn)
//! before the exact proof, or the searches of an advantage.

use super::advantage::advantage;
use super::line::{only_defence, win_line};
use super::prove::{Prover, Turn};
use super::rate::{spread, Difficulty};
use super::Puzzled;
use crate::ai::{Limits, Searcher, StopFlag};
use crate::bot::{choose_turn, Rng, TurnOptions};
use crate::core::{Heuristics, Replay};
use crate::puzzle::{Kind, Puzzle, Theme};
use crate::rules::GameId;
use std::collections::HashSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Nodes each question to the prover may take.
pub const PROOF_BUDGET: u64 = 3_000_000;
/// A self-play game still going after this many turns is left.
const MAX_TURNS: usize = 150;
/// Chance of a random turn in self-play: the mistakes that make puzzles.
const BLUNDER_RATE: f64 = 0.05;
/// Table size of each thread's searcher, in MiB.
const TABLE_MIB: usize = 16;

/// A game's number and its puzzles, each with its difficulty.
type GamePuzzles = (usize, Vec<(Puzzle, Difficulty)>);

/// What `engine puzzles` was asked.
pub struct MineOptions {
    /// Self-play games.
    pub games: usize,
    /// Seed of the openings and the random turns.
    pub seed: u64,
    /// Games played at once, one per thread.
    pub jobs: usize,
    /// Nodes of the search of each self-play turn.
    pub play_nodes: u64,
    /// Nodes each question to the prover may take.
    pub budget: u64,
}

/// The puzzles of `options.games` self-play games of `game` from `start`, in the order of
/// the games (the same for any number of jobs); `log` is told of each game, and `save` is
/// handed the puzzles of the first games whenever more of them are done, with their count.
pub fn mine<G: Puzzled>(
    game: GameId,
    start: &G,
    options: &MineOptions,
    log: &mut dyn FnMut(String),
    save: &mut dyn FnMut(Vec<Puzzle>, usize),
) -> Vec<Puzzle> {
    let next = AtomicUsize::new(0);
    let found: Mutex<Vec<GamePuzzles>> = Mutex::new(Vec::new());
    let lines: Mutex<Vec<String>> = Mutex::new(Vec::new());
    let mut saved = 0;
    std::thread::scope(|scope| {
        for _ in 0..options.jobs {
            scope.spawn(|| {
                let mut searcher = Searcher::<G>::new(TABLE_MIB);
                let mut prover = Prover::<G>::new(options.budget);
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= options.games {
                        break;
                    }
                    let started = std::time::Instant::now();
                    let puzzles =
                        mine_game(game, start, index, options, &mut searcher, &mut prover);
                    let seconds = started.elapsed().as_secs_f64();
                    let line = format!("game {index}: {} puzzles, {seconds:.1} s", puzzles.len());
                    lines.lock().expect("not poisoned").push(line);
                    found.lock().expect("not poisoned").push((index, puzzles));
                }
            });
        }
        loop {
            for line in lines.lock().expect("not poisoned").drain(..) {
                log(line);
            }
            let mut done = found.lock().expect("not poisoned").clone();
            done.sort_by_key(|(index, _)| *index);
            let prefix = done
                .iter()
                .enumerate()
                .take_while(|(i, (index, _))| i == index)
                .count();
            if prefix > saved {
                saved = prefix;
                save(rated(done.into_iter().take(prefix)), prefix);
            }
            if saved >= options.games {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(200));
        }
    });
    let mut found = found.into_inner().expect("not poisoned");
    found.sort_by_key(|(index, _)| *index);
    rated(found.into_iter())
}

/// The puzzles of games in order, each once, rated within them.
fn rated(games: impl Iterator<Item = GamePuzzles>) -> Vec<Puzzle> {
    let mut ids = HashSet::new();
    let (mut puzzles, difficulties): (Vec<Puzzle>, Vec<Difficulty>) = games
        .flat_map(|(_, puzzles)| puzzles)
        .filter(|(puzzle, _)| ids.insert(puzzle.id.clone()))
        .unzip();
    for (puzzle, rating) in puzzles.iter_mut().zip(spread(&difficulties)) {
        puzzle.rating = rating;
    }
    puzzles
}

/// The puzzles of self-play game number `index`, each with its difficulty.
fn mine_game<G: Puzzled>(
    game: GameId,
    start: &G,
    index: usize,
    options: &MineOptions,
    searcher: &mut Searcher<G>,
    prover: &mut Prover<G>,
) -> Vec<(Puzzle, Difficulty)> {
    let seed = options.seed ^ (index as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    let mut rng = Rng::new(seed);
    let mut replay = Replay::new(G::opening(start, index, options.seed));
    searcher.clear();
    let clock = || 0.0;
    let stop = StopFlag::new();
    let mut puzzles = Vec::new();
    let mut seen = HashSet::new();
    // The score the last turn's search gave its side.
    let mut last_score = None;
    for _ in 0..MAX_TURNS {
        if replay.outcome().is_some() {
            break;
        }
        let position = replay.position().clone();
        let choice = choose_turn(
            searcher,
            &position,
            replay.earlier_keys(),
            Limits::nodes(options.play_nodes),
            &clock,
            &stop,
            TurnOptions {
                blunder_rate: BLUNDER_RATE,
                rng: &mut rng,
                progress: &mut |_| {},
            },
        );
        let score = choice.report.score;
        // The opponent's last turn gave the side to move far more than it expected.
        let swung =
            last_score.is_some_and(|last: i32| score.saturating_add(last) >= G::ADVANTAGE_MARGIN);
        last_score = Some(score);
        if seen.insert(position.hash()) {
            let seen_win = choice.report.win_in_plies();
            let puzzle = examine(game, &position, seen_win, swung, options, prover);
            puzzles.extend(puzzle);
        }
        for action in choice.actions {
            if replay.play(action).is_err() {
                break;
            }
        }
    }
    puzzles
}

/// The puzzle of `position` and its difficulty, if it makes one: a proved win where the
/// search saw a win (`win_in_plies` > 0), a proved only defence where the side to move
/// must parry, or else an advantage where the opponent's last turn `swung` the score. Its
/// rating is left to the set ([`spread`]).
fn examine<G: Puzzled>(
    game: GameId,
    position: &G,
    win_in_plies: Option<i32>,
    swung: bool,
    options: &MineOptions,
    prover: &mut Prover<G>,
) -> Option<(Puzzle, Difficulty)> {
    let (kind, line) = match win_in_plies {
        Some(plies) if plies > 0 => {
            let win = win_line(prover, position, G::WIN_TURNS)?;
            (Kind::Win(win.turns as u8), win.line)
        }
        Some(_) => return None,
        None if position.danger_replies(&mut Vec::new()) => {
            let (_, turn) = only_defence(prover, position, G::DEFENCE_TURNS)?;
            if !holds(&turn.after, options.play_nodes) {
                return None;
            }
            (Kind::Defence, vec![turn])
        }
        None if swung => (Kind::Advantage, vec![advantage(position)?]),
        None => return None,
    };
    let actions: Vec<Vec<G::Action>> = line.iter().map(|t| t.actions.clone()).collect();
    let mut themes = vec![Theme::Kind(kind)];
    if is_sacrifice(position, &line) {
        themes.push(Theme::Sacrifice);
    }
    themes.extend(G::motifs(position, &actions));
    let difficulty = Difficulty::of(position, &actions[0], line.len().div_ceil(2));
    let solution = actions
        .iter()
        .map(|turn| turn.iter().map(ToString::to_string).collect())
        .collect();
    let puzzle = Puzzle::new(game, 800, themes, position.to_text(), solution);
    Some((puzzle, difficulty))
}

/// Whether the search of `after` (the opponent to move), at `nodes` nodes, sees no win for
/// the opponent.
fn holds<G: Puzzled>(after: &G, nodes: u64) -> bool {
    let mut searcher = Searcher::new(TABLE_MIB);
    let clock = || 0.0;
    let report = searcher.search(
        after,
        &[],
        Limits::nodes(nodes),
        &clock,
        &StopFlag::new(),
        &mut |_| {},
    );
    report.win_in_plies().is_none_or(|plies| plies <= 0)
}

/// Whether the player's first turn captures nothing and the reply takes material.
fn is_sacrifice<G: Heuristics>(start: &G, line: &[Turn<G>]) -> bool {
    let [first, reply, ..] = line else {
        return false;
    };
    let gains = |from: &G, actions: &[G::Action]| {
        let mut position = from.clone();
        actions.iter().any(|&action| {
            let gain = position.material_gain(action) > 0;
            position.make(action);
            gain
        })
    };
    !gains(start, &first.actions) && gains(&first.after, &reply.actions)
}
