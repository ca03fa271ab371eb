//! The conformance suite's harness, written once over [`Subject`]: random games checked
//! position by position (see tests/conformance.rs for what is checked, game by game).

use super::Rng;
use breakthru::core::{Heuristics, Notation, Outcome, PlayError, Replay};
use std::collections::HashSet;
use std::fmt::Debug;

/// What the suite needs of a game beyond its traits.
pub trait Subject: Notation + Heuristics + PartialEq + Debug {
    /// The hash computed from scratch.
    fn recomputed_hash(&self) -> u64;

    /// Actions to hold against `is_legal`, legal or not (the legal ones are checked anyway).
    fn candidates(&self, rng: &mut Rng, out: &mut Vec<Self::Action>);

    /// Checks of this game only, on a position of a random game.
    fn check_specific(&self) {}
}

/// How many games to play, how long, and how often to make and unmake every legal action.
pub struct Plan {
    pub games: usize,
    pub max_plies: usize,
    /// In games 0, n, 2n, ... every legal action of every position is made and unmade and its
    /// text read back.
    pub deep_every: usize,
}

/// What the games came to.
#[derive(Default, Debug)]
pub struct Tally {
    pub games: usize,
    pub plies: usize,
    pub decisive: usize,
    pub candidates: usize,
}

/// Checks one position and returns its legal actions.
fn check_position<G: Subject>(
    position: &G,
    rng: &mut Rng,
    candidates: &mut Vec<G::Action>,
    tally: &mut Tally,
) -> Vec<G::Action> {
    let text = position.to_text();
    let mut actions = Vec::new();
    position.legal_actions(&mut actions);
    let set: HashSet<G::Action> = actions.iter().copied().collect();
    assert_eq!(set.len(), actions.len(), "duplicates in {text}");
    assert_eq!(position.count_legal_actions(), actions.len(), "{text}");
    assert!(actions.iter().all(|&a| position.is_legal(a)), "{text}");
    position.candidates(rng, candidates);
    tally.candidates += candidates.len();
    for &candidate in candidates.iter() {
        assert_eq!(
            position.is_legal(candidate),
            set.contains(&candidate),
            "{candidate} in {text}"
        );
    }
    assert_eq!(
        position.outcome().is_some(),
        actions.is_empty(),
        "the game is over exactly when there is no legal action: {text}"
    );
    assert_eq!(position.hash(), position.recomputed_hash(), "{text}");
    let parsed = G::from_text(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(&parsed, position, "{text}");
    assert_eq!(parsed.to_text(), text);
    position.check_specific();
    actions
}

/// Reads back every action's text, makes and unmakes every action, and passes if the
/// search may.
fn check_actions<G: Subject>(position: &G, actions: &[G::Action]) {
    let text = position.to_text();
    let mut scratch = position.clone();
    for &action in actions {
        let written = action.to_string();
        assert_eq!(
            position.parse_action(&written).ok(),
            Some(action),
            "{written} in {text}"
        );
        let undo = scratch.make(action);
        assert_eq!(
            scratch.hash(),
            scratch.recomputed_hash(),
            "after {action} in {text}"
        );
        if G::TURN_ACTIONS == 1 {
            assert_ne!(scratch.side_to_move(), position.side_to_move());
        }
        scratch.unmake(action, undo);
        assert_eq!(&scratch, position, "unmake {action} in {text}");
        assert_eq!(scratch.hash(), position.hash());
    }
    if scratch.can_pass() {
        let undo = scratch.pass_turn();
        assert_ne!(scratch.side_to_move(), position.side_to_move(), "{text}");
        assert_eq!(scratch.hash(), scratch.recomputed_hash(), "pass in {text}");
        assert_ne!(scratch.hash(), position.hash(), "pass in {text}");
        scratch.unpass_turn(undo);
        assert_eq!(&scratch, position, "unpass in {text}");
    }
}

/// Undoing every action of a replay walks back through the positions that `position_at` of
/// the whole game gives and that replaying to there gives, with the same repetition keys.
fn check_replay_undo<G: Subject>(mut replay: Replay<G>) {
    let texts: Vec<String> = replay.actions().iter().map(ToString::to_string).collect();
    let start_text = replay.start().to_text();
    let whole = replay.clone();
    while let Some(action) = replay.undo() {
        let ply = replay.actions().len();
        assert_eq!(texts[ply], action.to_string());
        assert_eq!(
            replay.position(),
            &whole.position_at(ply),
            "{start_text} ply {ply}"
        );
        let again =
            Replay::<G>::from_texts(&start_text, texts[..ply].iter().map(String::as_str)).unwrap();
        assert_eq!(
            replay.position(),
            again.position(),
            "{start_text} ply {ply}"
        );
        assert_eq!(
            again.earlier_keys(),
            replay.earlier_keys(),
            "{start_text} ply {ply}"
        );
        assert_eq!(again.outcome(), replay.outcome());
    }
    assert_eq!(replay.position(), replay.start());
}

/// Plays `plan.games` random games from the starts `start` gives, checking every position,
/// and returns them (for each game's own checks) with a tally.
pub fn random_games<G: Subject>(
    plan: &Plan,
    rng: &mut Rng,
    mut start: impl FnMut(usize, &mut Rng) -> G,
) -> (Vec<Replay<G>>, Tally) {
    let mut tally = Tally::default();
    let mut games = Vec::with_capacity(plan.games);
    let mut candidates = Vec::new();
    for game in 0..plan.games {
        let mut replay = Replay::new(start(game, rng));
        let mut texts = Vec::new();
        loop {
            let position = replay.position().clone();
            let actions = check_position(&position, rng, &mut candidates, &mut tally);
            if game % plan.deep_every == 0 {
                check_actions(&position, &actions);
            }
            if replay.outcome().is_some() {
                if let Some(&action) = actions.first() {
                    assert_eq!(replay.play(action), Err(PlayError::GameOver));
                }
                break;
            }
            if texts.len() >= plan.max_plies {
                break;
            }
            let choice = actions[rng.below(actions.len())];
            texts.push(choice.to_string());
            replay.play(choice).unwrap();
        }
        tally.plies += texts.len();
        tally.decisive += usize::from(matches!(replay.outcome(), Some(Outcome::Win(_))));
        let start_text = replay.start().to_text();
        let again = Replay::<G>::from_texts(&start_text, texts.iter().map(String::as_str))
            .unwrap_or_else(|e| panic!("{start_text} {texts:?}: {e}"));
        assert_eq!(
            again.position(),
            replay.position(),
            "{start_text} {texts:?}"
        );
        assert_eq!(again.actions(), replay.actions());
        assert_eq!(again.outcome(), replay.outcome());
        if game % plan.deep_every == 0 {
            check_replay_undo(again);
        }
        games.push(replay);
    }
    tally.games = plan.games;
    (games, tally)
}
