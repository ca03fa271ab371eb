//! What a game tells the AI beyond its rules: how good a position looks and which actions are sharp.

use super::game::Game;

/// Game knowledge the search relies on. Scores are in centi-units from the
/// point of view of the side to move; positive is good for it.
pub trait Heuristics: Game {
    /// Number of distinct [`Heuristics::action_index`] values, for history tables.
    const ACTION_SPACE: usize;

    /// Static evaluation of a position whose game is not over.
    fn evaluate(&self) -> i32;

    /// Whether the search may stop and evaluate here. Breakthru says no in the middle of a
    /// two-move turn, whose first move alone would mislead the evaluation.
    fn is_quiet_horizon(&self) -> bool;

    /// A dense index of an action in `0..ACTION_SPACE`.
    fn action_index(action: Self::Action) -> usize;

    /// Whether `action` changes the material or ends the game (searched in quiescence).
    fn is_noisy(&self, action: Self::Action) -> bool;

    /// Material `action` wins at once (0 for quiet actions), for pruning hopeless captures.
    fn material_gain(&self, action: Self::Action) -> i32;

    /// A static guess of how promising `action` is, for move ordering (higher first).
    fn order_hint(&self, action: Self::Action) -> i32;

    /// Whether an action that captures nothing puts its piece where the opponent wins it
    /// for nothing. The search treats such an action as quiet even where it is noisy (a
    /// threat the opponent simply captures), and searches it little near the horizon.
    fn gives_away(&self, _action: Self::Action) -> bool {
        false
    }

    /// If the side to move faces a loss at the opponent's next action unless it acts
    /// (like check), replaces `out` with the actions that may parry it (where none can,
    /// one action is enough to prove the loss) and returns true; quiescence then searches
    /// those instead of standing pat.
    fn danger_replies(&self, out: &mut Vec<Self::Action>) -> bool;

    /// Whether the side to move must parry a threat now (the search does not prune here).
    fn in_danger(&self) -> bool {
        false
    }

    /// Whether the search may try [`Heuristics::pass_turn`] here.
    fn can_pass(&self) -> bool;

    /// Hands the turn to the opponent without acting (a "null move"), where
    /// [`Heuristics::can_pass`] allows it. The search uses it to prove that a position is so
    /// good that even doing nothing would keep it above beta.
    fn pass_turn(&mut self) -> Self::Undo;

    /// Takes back [`Heuristics::pass_turn`].
    fn unpass_turn(&mut self, undo: Self::Undo);
}
