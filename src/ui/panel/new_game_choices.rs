//! What the new-game panel offers first: the game being played, with its players and, for
//! Breakthrough, its board size and who moved first, so that "the same again" is one click.

use crate::rules::GameId;
use crate::ui::game::{Player, Seat, Session};

/// The board offered for Breakthrough when the game being played is another.
const DEFAULT_SIZE: (usize, usize) = (8, 8);

/// The panel's first choices.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Choices {
    /// The game.
    pub game: GameId,
    /// Who plays the light side and the dark side.
    pub players: [Player; 2],
    /// Breakthrough's ranks and files.
    pub size: (usize, usize),
    /// Whether Black moves first in Breakthrough.
    pub black_first: bool,
}

impl Choices {
    /// The choices that would start `session`'s game again.
    pub fn of(session: &Session) -> Choices {
        let table = session.table();
        let game = table.game();
        let geometry = table.geometry();
        let breakthrough = game == GameId::Breakthrough;
        Choices {
            game,
            players: session.players(),
            size: if breakthrough {
                (usize::from(geometry.ranks()), usize::from(geometry.files()))
            } else {
                DEFAULT_SIZE
            },
            black_first: breakthrough && table.seat_at(0) == Seat::Dark,
        }
    }

    /// The player select's value for `seat`: "human" or a level's name.
    pub fn player_value(&self, seat: Seat) -> String {
        match self.players[seat.index()] {
            Player::Human => "human".to_string(),
            Player::Ai(level) => level.name().to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::Level;
    use crate::rules::breakthrough::Side;
    use crate::ui::{breakthrough, breakthrough9x5};

    #[test]
    fn a_breakthrough_game_offers_its_size_first_mover_and_players() {
        let players = [Player::Ai(Level::Expert), Player::Human];
        let session = breakthrough::new_game(6, 11, Side::Black, players).unwrap();
        let choices = Choices::of(&session);
        assert_eq!(choices.game, GameId::Breakthrough);
        assert_eq!(choices.size, (6, 11));
        assert!(choices.black_first);
        assert_eq!(choices.player_value(Seat::Light), "expert");
        assert_eq!(choices.player_value(Seat::Dark), "human");
    }

    #[test]
    fn another_game_offers_the_default_breakthrough_board() {
        let session = breakthrough9x5::new_game([Player::Human, Player::Ai(Level::Casual)]);
        let choices = Choices::of(&session);
        assert_eq!(choices.game, GameId::Breakthrough9x5);
        assert_eq!(choices.size, DEFAULT_SIZE);
        assert!(!choices.black_first);
        assert_eq!(choices.player_value(Seat::Dark), "casual");
    }
}
