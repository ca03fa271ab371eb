//! How a Breakthru game starts: the standard position, a lid suggestion, a random
//! placement or a free setup.

use super::free_setup::FreeSetup;
use super::table::BreakthruTable;
use crate::bot::Rng;
use crate::rules::breakthru::{standard_ships, GoldPreset, Position, Setup};
use crate::ui::game::new_game::NewGame;
use crate::ui::game::{Player, Session};

/// The start position of a lid suggestion with the standard ring of ships.
fn lid_start(preset: GoldPreset) -> Position {
    let setup = Setup {
        ships: standard_ships(),
        ..Setup::gold_preset(preset)
    };
    Position::from_start(&setup).expect("lid presets with the standard ring are valid")
}

/// The new game for a start choice: "standard", "lid1".."lid4", "random" or "free";
/// a random placement shows first, to confirm.
pub fn new_game(start: &str, players: [Player; 2], seed: u64) -> NewGame<FreeSetup> {
    let [gold, silver] = players;
    let lid = |n: u8| GoldPreset::ALL.into_iter().find(|p| p.lid_number() == n);
    match start {
        "free" => NewGame::Setup(FreeSetup::new(gold, silver)),
        "random" => {
            let mut free = FreeSetup::new(gold, silver);
            let mut rng = Rng::new(seed);
            for _ in 0..2 {
                free.editor.fill_randomly(|n| rng.below(n));
                // A random fill is complete, so `done` succeeds.
                let _ = free.editor.done();
            }
            NewGame::Setup(free)
        }
        _ => {
            let preset = start
                .strip_prefix("lid")
                .and_then(|n| n.parse().ok())
                .and_then(lid);
            let position = preset.map_or_else(Position::standard, lid_start);
            NewGame::Ready(Session::new(
                Box::new(BreakthruTable::starting(position)),
                players,
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_start_choice_gives_a_game_or_a_setup() {
        let people = [Player::Human, Player::Human];
        for start in ["standard", "lid1", "lid3", "lid4"] {
            let NewGame::Ready(session) = new_game(start, people, 1) else {
                panic!("{start} is ready to play")
            };
            assert_eq!(session.table().tokens_at(0).len(), 33, "{start}");
        }
        assert!(matches!(new_game("free", people, 1), NewGame::Setup(_)));
        let NewGame::Setup(random) = new_game("random", people, 7) else {
            panic!("random shows its placement first")
        };
        assert!(random.begin(crate::rules::breakthru::Side::Gold).is_ok());
    }
}
