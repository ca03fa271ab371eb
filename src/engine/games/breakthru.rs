//! Breakthru in the engine: its protocol's `setup` command, and its evaluation laid out
//! for `engine tune`.

use super::ProtocolGame;
use crate::ai::Searcher;
use crate::bot::{choose_gold, choose_silver, Level, Rng};
use crate::core::{Game, Outcome, Replay};
use crate::engine::puzzles::Puzzled;
use crate::engine::tune::Tunable;
use crate::puzzle::Theme;
use crate::rules::breakthru::{weights as w, Action, EvalTerms, Position, Setup, Side};

impl ProtocolGame for Position {
    const POSITION_WORD: &'static str = "bfn";

    /// `setup gold|silver`: the AI's placement for a new game.
    fn extra_command(
        replay: &Replay<Position>,
        words: &[&str],
        searcher: &mut Searcher<Position>,
        rng: &mut Rng,
    ) -> Option<Result<String, String>> {
        let ["setup", side] = words else {
            return None;
        };
        let squares = match *side {
            "gold" => choose_gold(Level::Master, rng, searcher),
            "silver" => {
                let gold = Setup {
                    ships: Default::default(),
                    side: Side::Gold,
                    pending: None,
                    ..replay.position().to_setup()
                };
                if let Err(e) = gold.check_gold_start() {
                    return Some(Err(e.to_string()));
                }
                choose_silver(&gold, Level::Master, rng, searcher)
            }
            _ => return Some(Err(format!("setup gold|silver, not '{side}'"))),
        };
        let names: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
        Some(Ok(format!("setup {}", names.join(" "))))
    }
}

impl Tunable for Position {
    const PARAMETERS: &'static [&'static str] = &[
        "ESCORT",
        "SHIP",
        "FLAGSHIP_EDGE_STEP",
        "FLAGSHIP_MOBILITY",
        "OPEN_LINES[1]",
        "OPEN_LINES[2]",
        "OPEN_LINES[3]",
        "ESCAPE_SQUARE",
        "DIAGONAL_GUARD",
        "CAPTURE_THREAT",
        "SHIP_PRESSURE",
        "MOBILITY",
        "TEMPO",
    ];

    fn current_weights() -> Vec<f64> {
        [
            w::ESCORT,
            w::SHIP,
            w::FLAGSHIP_EDGE_STEP,
            w::FLAGSHIP_MOBILITY,
            w::OPEN_LINES[1],
            w::OPEN_LINES[2],
            w::OPEN_LINES[3],
            w::ESCAPE_SQUARE,
            w::DIAGONAL_GUARD,
            w::CAPTURE_THREAT,
            w::SHIP_PRESSURE,
            w::MOBILITY,
            w::TEMPO,
        ]
        .map(f64::from)
        .to_vec()
    }

    /// The terms of a turn start where the side to move cannot win at once.
    fn quiet_features(&self) -> Option<Vec<f64>> {
        let flagship = self.flagship()?;
        let quiet = self.is_turn_start() && !self.wins_with_next_action();
        quiet.then(|| features(&self.eval_terms(flagship), self.side() == Side::Gold))
    }

    fn first_side_result(outcome: Option<Outcome<Side>>) -> f64 {
        match outcome {
            Some(Outcome::Win(Side::Gold)) => 1.0,
            Some(Outcome::Win(Side::Silver)) => 0.0,
            _ => 0.5,
        }
    }
}

/// The terms laid out so that their dot product with the weights is Gold's evaluation.
fn features(terms: &EvalTerms, gold_to_move: bool) -> Vec<f64> {
    let open = terms.open_lines;
    [
        terms.escorts,
        -terms.ships,
        terms.edge_closeness,
        terms.flagship_reach,
        i32::from(open == 1),
        i32::from(open == 2),
        i32::from(open >= 3),
        terms.escape_squares,
        terms.diagonal_guards,
        -terms.capture_threats,
        -terms.ship_pressure,
        terms.mobility,
        if gold_to_move { 1 } else { -1 },
    ]
    .map(f64::from)
    .to_vec()
}

impl Puzzled for Position {
    const WIN_TURNS: u32 = 2;
    const DEFENCE_TURNS: u32 = 1;

    /// Only a capture or a flagship move wins, and either is a whole turn; so the second
    /// motion-move wins only by leaving the opponent no action at all, which it cannot do
    /// while two empty squares lie next to the opponent's pieces (one move fills one).
    fn rest_of_turn_may_win(&self) -> bool {
        let opponent = self.side_pieces(self.side().opponent());
        (opponent.orthogonal_neighbours() & !self.occupied()).count() < 2
    }

    fn motifs(start: &Position, line: &[Vec<Action>]) -> Vec<Theme> {
        let mut position = start.clone();
        line.iter().flatten().for_each(|&action| {
            position.make(action);
        });
        match position.outcome() {
            Some(Outcome::Win(Side::Gold)) => vec![Theme::FlagshipEscape],
            Some(Outcome::Win(Side::Silver)) => vec![Theme::FlagshipCapture],
            _ => Vec::new(),
        }
    }
}
