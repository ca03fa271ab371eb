//! `engine puzzles`: mines puzzles from self-play, proves each (advantages are searched,
//! not proved; see docs/puzzles.md), rates a set's puzzles again (`--rerate`), and
//! re-proves puzzles read from a set ([`verify`]).

mod advantage;
mod lead;
mod line;
mod mine;
mod prove;
mod rate;
mod rerate;

pub use line::{only_defence, only_winning_turn, win_line, Only, WinLine};
pub use mine::{mine, MineOptions};
pub use prove::{whole_turns, Prover, Turn};

use super::games::ProtocolGame;
use crate::puzzle::{play_turn, Kind, Puzzle, PuzzleSet, Theme};
use crate::rules::{with_game, GameId};
use std::io::Write;

/// What the miner needs of a game beyond the engine's words for it.
pub trait Puzzled: ProtocolGame {
    /// Most of the player's turns a win puzzle is proved for.
    const WIN_TURNS: u32;
    /// Most of the opponent's turns a defence is proved against.
    const DEFENCE_TURNS: u32;
    /// Centi-units of the search's score by which an advantage's turn must beat every
    /// other (and leave the player half of it ahead), and by which the opponent's last turn
    /// must swing the score for a position to be looked at: two Breakthrough pieces.
    const ADVANTAGE_MARGIN: i32 = 200;

    /// In the middle of a turn: whether the turn's remaining actions may still end the
    /// game (false only where the rules exclude it).
    fn rest_of_turn_may_win(&self) -> bool {
        true
    }

    /// The motifs the game can tell from the puzzle's start and line (turns' actions).
    fn motifs(_start: &Self, _line: &[Vec<Self::Action>]) -> Vec<Theme> {
        Vec::new()
    }

    /// The start of the self-play games, on the board `board` (`RxF`) where the game has
    /// sizes.
    fn puzzle_start(board: Option<&str>) -> Result<Self, String> {
        match board {
            None => Ok(Self::standard()),
            Some(_) => Err("--board: this game has one board".to_string()),
        }
    }
}

/// Usage of the command.
const USAGE: &str = "usage: engine [--game G] puzzles --games N --out FILE [--seed S] [--board RxF] [--jobs J] [--nodes N]
   or: engine [--game G] puzzles --rerate FILE [--jobs J]";

/// `engine puzzles` with `args` (after the command's name).
pub fn run<G: Puzzled>(game: GameId, args: &[String], out: &mut impl Write) -> Result<(), String> {
    let mut words = args.to_vec();
    let mut take = |name: &str| -> Result<Option<String>, String> {
        let Some(i) = words.iter().position(|w| w == name) else {
            return Ok(None);
        };
        let value = words.get(i + 1).ok_or(USAGE)?.clone();
        words.drain(i..i + 2);
        Ok(Some(value))
    };
    let number = |text: Option<String>, default: u64| -> Result<u64, String> {
        text.map_or(Ok(default), |t| t.parse().map_err(|_| USAGE.to_string()))
    };
    let games = number(take("--games")?, 10)? as usize;
    let seed = number(take("--seed")?, 1)?;
    let jobs = number(take("--jobs")?, 1)?.max(1) as usize;
    let play_nodes = number(take("--nodes")?, 20_000)?;
    let board = take("--board")?;
    let rerate = take("--rerate")?;
    let file = take("--out")?;
    if !words.is_empty() {
        return Err(USAGE.to_string());
    }
    let options = MineOptions {
        games,
        seed,
        jobs,
        play_nodes,
        budget: mine::PROOF_BUDGET,
    };
    match (rerate, file) {
        (Some(file), None) => rerate_file::<G>(game, &file, jobs, out),
        (None, Some(file)) => mine_file::<G>(game, &file, board, &options, out),
        _ => Err(USAGE.to_string()),
    }
}

/// `engine puzzles --rerate FILE`: rates the set in `file` again and writes it back.
fn rerate_file<G: Puzzled>(
    game: GameId,
    file: &str,
    jobs: usize,
    out: &mut impl Write,
) -> Result<(), String> {
    let started = std::time::Instant::now();
    let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
    let mut set = PuzzleSet::parse(&text).map_err(|e| format!("{file}: {e}"))?;
    if set.game != game {
        return Err(format!("{file} is a set of {}: use --game {0}", set.game));
    }
    rerate::rerate::<G>(&mut set, jobs)?;
    let seconds = started.elapsed().as_secs_f64();
    set.comments.push(format!(
        "engine --game {game} puzzles --rerate {file}: {} puzzles rated again in {seconds:.0} s",
        set.puzzles.len()
    ));
    std::fs::write(file, set.to_text()).map_err(|e| format!("{file}: {e}"))?;
    writeln!(
        out,
        "{} puzzles rated again, {seconds:.0} s",
        set.puzzles.len()
    )
    .map_err(|e| e.to_string())
}

/// `engine puzzles --out FILE`: mines a set into `file`, written again after each game.
fn mine_file<G: Puzzled>(
    game: GameId,
    file: &str,
    board: Option<String>,
    options: &MineOptions,
    out: &mut impl Write,
) -> Result<(), String> {
    let MineOptions {
        games,
        seed,
        play_nodes,
        ..
    } = *options;
    let start = G::puzzle_start(board.as_deref())?;
    let started = std::time::Instant::now();
    let board_words = board.map_or(String::new(), |b| format!(" --board {b}"));
    let command = format!(
        "engine --game {game} puzzles --games {games} --seed {seed} --nodes {play_nodes}{board_words} --out {file}"
    );
    let mut written = Ok(());
    let mut save = |puzzles: Vec<Puzzle>, done: usize| {
        let seconds = started.elapsed().as_secs_f64();
        let summary = format!(
            "{} puzzles from the first {done} of {games} self-play games in {seconds:.0} s",
            puzzles.len()
        );
        let set = PuzzleSet {
            game,
            comments: vec![command.clone(), summary],
            puzzles,
        };
        written = std::fs::write(file, set.to_text()).map_err(|e| format!("{file}: {e}"));
    };
    let mut log = |line: String| {
        let _ = writeln!(out, "{line}");
    };
    let puzzles = mine(game, &start, options, &mut log, &mut save);
    written?;
    writeln!(
        out,
        "{} puzzles, {:.0} s",
        puzzles.len(),
        started.elapsed().as_secs_f64()
    )
    .map_err(|e| e.to_string())
}

/// Proves `puzzle` of `game` again, with `budget` nodes per question: its kind and every
/// player's turn of its line (an advantage: its searches again, no proof); why not,
/// otherwise.
pub fn verify(game: GameId, puzzle: &Puzzle, budget: u64) -> Result<(), String> {
    with_game!(game, G => verify_game::<G>(puzzle, budget))
}

/// [`verify`] for the game whose positions are `G`.
fn verify_game<G: Puzzled>(puzzle: &Puzzle, budget: u64) -> Result<(), String> {
    let start = G::from_text(&puzzle.position).map_err(|e| e.to_string())?;
    let mut positions = vec![start.clone()];
    for turn in &puzzle.solution {
        let texts: Vec<&str> = turn.iter().map(String::as_str).collect();
        let last = positions.last().expect("the start");
        positions.push(play_turn(last, &texts).map_err(|e| e.to_string())?);
    }
    let spent = || "the proof ran out of nodes".to_string();
    let mut prover = Prover::<G>::new(budget);
    let player = start.side_to_move();
    match puzzle.kind() {
        Some(Kind::Win(n)) => {
            prover.start();
            let length = prover
                .win_length(&start, player, u32::from(n))
                .ok_or_else(spent)?;
            if length != Some(u32::from(n)) {
                return Err(format!("not a win in exactly {n} turns ({length:?})"));
            }
            for step in (0..puzzle.solution.len()).step_by(2) {
                let position = &positions[step];
                prover.start();
                let turns = prover
                    .win_length(position, player, u32::from(n))
                    .ok_or_else(spent)?
                    .ok_or_else(|| format!("turn {}: no forced win", step + 1))?;
                prover.start();
                match only_winning_turn(&mut prover, position, turns).ok_or_else(spent)? {
                    Only::One(turn) if turn.after.to_text() == positions[step + 1].to_text() => {}
                    _ => return Err(format!("turn {}: not the only winning turn", step + 1)),
                }
            }
            Ok(())
        }
        Some(Kind::Defence) => match only_defence(&mut prover, &start, G::DEFENCE_TURNS) {
            Some((_, turn)) if turn.after.to_text() == positions[1].to_text() => Ok(()),
            _ => Err("not the only turn that avoids a proved loss".to_string()),
        },
        Some(Kind::Advantage) => match advantage::advantage(&start) {
            Some(turn) if turn.after.to_text() == positions[1].to_text() => Ok(()),
            _ => Err("not the only turn far ahead at both searches".to_string()),
        },
        None => Err("no kind".to_string()),
    }
}

#[cfg(test)]
mod tests;
