//! The new-game panel first offers the game being played, with its players and board.

use crate::bot::Level;
use crate::rules::breakthrough::Side;
use crate::ui::breakthrough::new_game;
use crate::ui::game::new_game::Choices;
use crate::ui::game::{Player, Seat, Session};
use crate::ui::games::standard;

#[test]
fn a_game_offers_its_board_first_mover_and_players() {
    let players = [Player::Ai(Level::Expert), Player::Human];
    let session = new_game(6, 11, Side::Black, players).unwrap();
    let choices = Choices::of(&session);
    assert_eq!(choices.game, super::game("breakthrough"));
    assert_eq!((choices.board, choices.first), ((6, 11), Seat::Dark));
    assert_eq!(choices.player_value(Seat::Light), "expert");
    assert_eq!(choices.player_value(Seat::Dark), "human");
    let freeling = super::game("breakthrough9x5");
    let session = Session::new(
        standard(freeling),
        [Player::Human, Player::Ai(Level::Casual)],
    );
    let choices = Choices::of(&session);
    assert_eq!((choices.game, choices.board), (freeling, (9, 5)));
    assert_eq!(choices.player_value(Seat::Dark), "casual");
}
