//! Who plays the game on the board: each side's name and player, and whose turn it is.

use crate::ui::app::state::use_app;
use crate::ui::game::texts;
use crate::ui::game::Seat;
use crate::ui::games;
use crate::ui::i18n::Text;
use crate::ui::i18n::{tr, use_lang};
use leptos::prelude::*;

/// One line above the board: "Gold: Person · Silver: AI: club", the side to move marked;
/// in a friend's game, "You" and "Friend".
#[component]
pub fn PlayersBar() -> impl IntoView {
    let state = use_app();
    let lang = use_lang();
    let session = state.session;
    let side = move |seat: Seat| {
        let to_move = move || {
            let playing = state.free.with(Option::is_none);
            playing && session.with(|s| !s.table().is_over() && s.table().seat_to_move() == seat)
        };
        let text = move || {
            let lang = lang.get();
            // During a free setup, the players of the game it sets up.
            let setup = state
                .free
                .with(|f| f.as_ref().map(|f| (f.game(), f.players())));
            if let Some((game, players)) = setup {
                let name = games::texts(game).seats[seat.index()].name.get(lang);
                return format!("{name}: {}", texts::player(lang, players[seat.index()]));
            }
            let friend = state.friend().map(|f| f.side);
            session.with(|s| {
                let name = s.table().seat_name(seat, lang);
                let player = match friend {
                    Some(mine) if mine == seat => Text::You.get(lang).to_string(),
                    Some(_) => Text::Friend.get(lang).to_string(),
                    None => texts::player(lang, s.player(seat)),
                };
                format!("{name}: {player}")
            })
        };
        let test_id = match seat {
            Seat::Light => "player-light",
            Seat::Dark => "player-dark",
        };
        view! {
            <span class="player" class:to-move=to_move data-testid=test_id
                aria-current=move || to_move().then_some("true")>
                {text}
                <span class="sr-only">{move || to_move().then(|| format!(", {}", Text::ToMove.get(lang.get())))}</span>
            </span>
        }
    };
    view! {
        <p class="players" data-testid="players" aria-label=tr(Text::Players)>
            {side(Seat::Light)}" · "{side(Seat::Dark)}
        </p>
    }
}
