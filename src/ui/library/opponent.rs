//! Who a kept game is played against, for the list of games.

use super::friend::Friend;
use crate::bot::Level;
use crate::ui::game::Player;

/// The other side of a kept game, from this device's point of view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// The AI at a level.
    Ai(Level),
    /// A friend on another device, by link.
    Friend(Friend),
    /// A person at this device (both sides played here).
    Here,
}

impl Opponent {
    /// The opponent of a game with `players` (Light first), or `friend`'s game.
    pub fn of(players: [Player; 2], friend: Option<&Friend>) -> Opponent {
        if let Some(friend) = friend {
            return Opponent::Friend(friend.clone());
        }
        let ai = players.iter().find_map(|player| match player {
            Player::Ai(level) => Some(*level),
            Player::Human => None,
        });
        ai.map_or(Opponent::Here, Opponent::Ai)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::game::Seat;
    use crate::ui::library::Id;

    #[test]
    fn the_opponent_follows_the_players_unless_a_friend_plays() {
        let (human, club) = (Player::Human, Player::Ai(Level::Club));
        assert_eq!(Opponent::of([human, club], None), Opponent::Ai(Level::Club));
        assert_eq!(Opponent::of([club, human], None), Opponent::Ai(Level::Club));
        assert_eq!(Opponent::of([human, human], None), Opponent::Here);
        let friend = Friend::new(Seat::Dark, Id::from_random(7));
        assert_eq!(
            Opponent::of([human, human], Some(&friend)),
            Opponent::Friend(friend)
        );
    }
}
