//! Fresh valid inputs: random games of every game, played from their usual starts (any
//! board size for Breakthrough), written in each target's format, and windows of the
//! committed puzzle sets. They reach what mutations of a few seeds rarely do: long games,
//! games near their end, big boards.

use breakthru::ai::Limits;
use breakthru::core::{Notation, Replay, Rng};
use breakthru::rules::breakthrough::{AnyPosition, Side, Size, MAX_SIDE, MIN_SIDE};
use breakthru::rules::{breakthrough9x5, breakthru as bt, GameId};
use breakthru::ui::game::saved::session_to_json;
use breakthru::ui::game::{share, Player, Session};
use breakthru::ui::games;
use breakthru::ui::library::Id;
use breakthru::worker::protocol::{Request, Response};
use std::sync::OnceLock;

/// A random game as text.
struct Played {
    game: GameId,
    start: String,
    actions: Vec<String>,
    /// The last position.
    last: String,
    /// A legal action there, if the game goes on.
    next: Option<String>,
}

impl Played {
    fn actions(&self) -> Vec<&str> {
        self.actions.iter().map(String::as_str).collect()
    }

    /// The game as the app holds it, people on both sides.
    fn session(&self) -> Session {
        let table = games::open(self.game, &self.start, &self.actions()).expect("a legal game");
        Session::new(table, [Player::Human, Player::Human])
    }
}

/// How many plies to play: mostly few, sometimes a long game.
fn plies(rng: &mut Rng) -> usize {
    let most = [4, 16, 60, 300][rng.below(4)];
    rng.below(most + 1)
}

/// Random legal actions from `start`, until the game ends or `plies(rng)` are played.
fn play<G: Notation>(game: GameId, start: G, rng: &mut Rng) -> Played {
    let mut replay = Replay::new(start.clone());
    let mut legal = Vec::new();
    let next = loop {
        legal.clear();
        if replay.outcome().is_none() {
            replay.position().legal_actions(&mut legal);
        }
        if legal.is_empty() {
            break None;
        }
        let action = legal[rng.below(legal.len())];
        if replay.actions().len() >= plies(rng) {
            break Some(action.to_string());
        }
        replay.play(action).expect("a legal action plays");
    };
    Played {
        game,
        start: start.to_text(),
        actions: replay.actions().iter().map(ToString::to_string).collect(),
        last: replay.position().to_text(),
        next,
    }
}

/// A random game of `game`.
fn random_game(game: GameId, rng: &mut Rng) -> Played {
    match game {
        GameId::Breakthru => play(game, bt::Position::standard(), rng),
        GameId::Breakthrough => {
            let side = |rng: &mut Rng| {
                usize::from(MIN_SIDE) + rng.below(usize::from(MAX_SIDE - MIN_SIDE) + 1)
            };
            let size = Size::new(side(rng), side(rng)).expect("a size within the limits");
            let first = if rng.chance(0.5) {
                Side::White
            } else {
                Side::Black
            };
            play(game, AnyPosition::start(size, first), rng)
        }
        GameId::Breakthrough9x5 => play(game, breakthrough9x5::Position::start(), rng),
    }
}

/// A random game of any game.
fn any_game(rng: &mut Rng) -> Played {
    random_game(GameId::ALL[rng.below(GameId::ALL.len())], rng)
}

/// A fresh valid input for `target`, if it has a maker.
pub fn fresh(target: &str, rng: &mut Rng) -> Option<String> {
    Some(match target {
        "bfn" => random_game(GameId::Breakthru, rng).last,
        "breakthrough_text" => {
            let played = random_game(GameId::Breakthrough, rng);
            match played.next {
                Some(next) if rng.chance(0.2) => next,
                _ => played.last,
            }
        }
        "breakthrough9x5_text" => {
            let played = random_game(GameId::Breakthrough9x5, rng);
            format!("{}\n{}", played.last, played.next.unwrap_or_default())
        }
        "notation" => notation(rng),
        "record_text" => any_game(rng).session().table().record_text(),
        "share_fragment" => share::to_fragment(&any_game(rng).session(), false),
        "friend_link" => {
            let fragment = share::to_fragment(&any_game(rng).session(), false);
            let side = if rng.chance(0.5) { "light" } else { "dark" };
            format!(
                "{fragment}&id={}&side={side}",
                Id::from_random(rng.next_u64())
            )
        }
        "saved_game" => session_to_json(&any_game(rng).session()),
        "worker_request" => worker_message(rng),
        "engine_line" => engine_lines(rng),
        "puzzle_set" => puzzle_window(rng)?,
        _ => return None,
    })
}

/// A Breakthru action or turn, as written.
fn notation(rng: &mut Rng) -> String {
    let played = random_game(GameId::Breakthru, rng);
    let mut texts = played.actions;
    texts.extend(played.next);
    let Some(at) = (!texts.is_empty()).then(|| rng.below(texts.len())) else {
        return String::new();
    };
    match texts.get(at + 1) {
        Some(second) if rng.chance(0.5) => format!("{} {second}", texts[at]),
        _ => texts[at].clone(),
    }
}

/// A `Think` request for a random game, or a response with a turn in it.
fn worker_message(rng: &mut Rng) -> String {
    let played = any_game(rng);
    let id = rng.below(1000) as u32;
    if rng.chance(0.3) {
        let turn = Response::Turn {
            id,
            actions: played.next.into_iter().collect(),
            depth: rng.below(30) as u32,
            score: "+0.12".into(),
            nodes: rng.next_u64() >> rng.below(64),
            nps: rng.below(1 << 20) as u64,
        };
        return turn.to_text();
    }
    let request = Request::Think {
        id,
        game: played.game,
        start: played.start,
        actions: played.actions,
        limits: Limits::depth(1),
        blunder_rate: 0.0,
        seed: rng.next_u64(),
    };
    request.to_json()
}

/// A `position` command for a random game, then a few other commands.
fn engine_lines(rng: &mut Rng) -> String {
    let played = any_game(rng);
    let word = match played.game {
        GameId::Breakthru => "bfn",
        _ => "fen",
    };
    let mut line = format!("position {word} {}", played.last);
    if rng.chance(0.5) {
        line = format!("position {word} {}", played.start);
        if !played.actions.is_empty() {
            line.push_str(&format!(" moves {}", played.actions.join(" ")));
        }
    }
    let others = [
        "isready",
        "stop",
        "go depth 1",
        "position startpos",
        "frobnicate",
    ];
    format!("{line}\n{}\n", others[rng.below(others.len())])
}

/// The lines of every committed puzzle set, each set's lines in order.
fn puzzle_sets() -> &'static [Vec<String>] {
    static SETS: OnceLock<Vec<Vec<String>>> = OnceLock::new();
    SETS.get_or_init(|| {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/public/puzzles");
        let mut paths: Vec<_> = std::fs::read_dir(dir)
            .map(|d| d.filter_map(|e| Some(e.ok()?.path())).collect())
            .unwrap_or_default();
        paths.sort();
        let lines = |p| {
            std::fs::read_to_string(p)
                .ok()
                .map(|t| t.lines().map(String::from).collect())
        };
        paths.iter().filter_map(lines).collect()
    })
}

/// A committed puzzle set's header and a few of its puzzles.
fn puzzle_window(rng: &mut Rng) -> Option<String> {
    let sets = puzzle_sets();
    let lines = sets.get(rng.below(sets.len().max(1)))?;
    let header = lines
        .iter()
        .take_while(|l| l.starts_with("puzzles") || l.starts_with('#'));
    let mut text: Vec<&str> = header.map(String::as_str).collect();
    let body = &lines[text.len()..];
    let start = rng.below(body.len().max(1));
    let count = 1 + rng.below(5);
    text.extend(body.iter().skip(start).take(count).map(String::as_str));
    Some(text.join("\n") + "\n")
}
