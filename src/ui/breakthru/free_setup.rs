//! A free setup before a Breakthru game, with who plays each side: the editor's state
//! (in the rules) plus the players, and the game it begins.

use super::table::BreakthruTable;
use crate::bot::Level;
use crate::rules::breakthru::Position;
use crate::rules::breakthru::{SetupEditor, SetupError, Side, Stage};
use crate::rules::GameId;
use crate::ui::game::{Player, Session, TableGame};

/// A free setup before a game, with who plays each side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FreeSetup {
    /// The placement so far.
    pub editor: SetupEditor,
    /// Who plays Gold.
    pub gold: Player,
    /// Who plays Silver.
    pub silver: Player,
}

impl FreeSetup {
    /// A setup from the start: Gold places first.
    pub fn new(gold: Player, silver: Player) -> FreeSetup {
        FreeSetup {
            editor: SetupEditor::new(),
            gold,
            silver,
        }
    }

    /// The side the AI must place now, with its level.
    pub fn ai_placing(&self) -> Option<(Side, Level)> {
        let side = self.editor.placing()?;
        match self.player(side) {
            Player::Ai(level) => Some((side, level)),
            Player::Human => None,
        }
    }

    /// Whether both sides are placed and Gold's choice of who moves first is the AI's.
    pub fn ai_chooses_first(&self) -> bool {
        self.editor.stage() == Stage::FirstMove && self.gold != Player::Human
    }

    /// The game it sets up.
    pub fn game(&self) -> GameId {
        <Position as TableGame>::ID
    }

    /// Who plays Light and Dark.
    pub fn players(&self) -> [Player; 2] {
        [self.gold, self.silver]
    }

    /// Who plays `side`.
    pub fn player(&self, side: Side) -> Player {
        match side {
            Side::Gold => self.gold,
            Side::Silver => self.silver,
        }
    }

    /// The game that begins with `first` to move.
    pub fn begin(&self, first: Side) -> Result<Session, SetupError> {
        let start = self.editor.start(first)?;
        let table = Box::new(BreakthruTable::starting(start));
        Ok(Session::new(table, [self.gold, self.silver]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::breakthru::{standard_ships, GoldPreset};

    #[test]
    fn the_ai_places_its_side_and_gold_ai_chooses_who_starts() {
        let mut free = FreeSetup::new(Player::Human, Player::Ai(Level::Club));
        assert_eq!(free.ai_placing(), None);
        free.editor.fill(GoldPreset::Frame.escorts()).unwrap();
        free.editor.done().unwrap();
        assert_eq!(free.ai_placing(), Some((Side::Silver, Level::Club)));
        free.editor.fill(standard_ships()).unwrap();
        free.editor.done().unwrap();
        assert!(!free.ai_chooses_first());
        let session = free.begin(Side::Silver).unwrap();
        assert!(session.ai_to_move().is_some());
    }
}
