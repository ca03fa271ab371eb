//! The side panel: starting a new game, and the move list.

use super::session::{Player, Session};
use crate::bot::Level;
use crate::rules::breakthru::{standard_ships, Action, GoldPreset, Position, Setup};
use leptos::prelude::*;

/// The options of a player select: "human" or a level name.
fn player_from(value: &str) -> Player {
    value.parse::<Level>().map_or(Player::Human, Player::Ai)
}

/// The start position for a start select value: "standard" or "lid1".."lid4".
fn start_from(value: &str) -> Position {
    let preset = match value {
        "lid1" => GoldPreset::Diamond,
        "lid3" => GoldPreset::Frame,
        "lid4" => GoldPreset::Block,
        _ => GoldPreset::Walls,
    };
    let setup = Setup {
        ships: standard_ships(),
        ..Setup::gold_preset(preset)
    };
    Position::from_start(&setup).expect("lid presets with the standard ring are valid")
}

#[component]
fn PlayerSelect(
    label: &'static str,
    test_id: &'static str,
    value: RwSignal<String>,
) -> impl IntoView {
    view! {
        <label>{label}
            <select data-testid=test_id on:change=move |ev| value.set(event_target_value(&ev)) prop:value=value>
                <option value="human">"Person"</option>
                {Level::ALL.into_iter().map(|level| view! {
                    <option value=level.name()>{format!("AI: {level}")}</option>
                }).collect_view()}
            </select>
        </label>
    }
}

/// Chooses who plays each side and the start position, then starts the game.
#[component]
pub fn NewGamePanel(on_start: Callback<Session>) -> impl IntoView {
    let gold = RwSignal::new("human".to_string());
    let silver = RwSignal::new("club".to_string());
    let start = RwSignal::new("standard".to_string());
    let begin = move |_| {
        let session = Session::new(
            start_from(&start.get()),
            player_from(&gold.get()),
            player_from(&silver.get()),
        );
        on_start.run(session);
    };
    view! {
        <section class="new-game" aria-label="New game">
            <h2>"New game"</h2>
            <PlayerSelect label="Gold" test_id="gold-player" value=gold />
            <PlayerSelect label="Silver" test_id="silver-player" value=silver />
            <label>"Start"
                <select data-testid="start-position" on:change=move |ev| start.set(event_target_value(&ev)) prop:value=start>
                    <option value="standard">"Standard position"</option>
                    <option value="lid1">"Lid suggestion 1 (diamond)"</option>
                    <option value="lid3">"Lid suggestion 3 (frame)"</option>
                    <option value="lid4">"Lid suggestion 4 (block)"</option>
                </select>
            </label>
            <button type="button" data-testid="new-game" on:click=begin>"Start"</button>
        </section>
    }
}

/// The turns played so far, numbered, in RULES.md notation.
#[component]
pub fn MoveList(session: RwSignal<Session>) -> impl IntoView {
    let turns = move || {
        session.with(|s| {
            s.record()
                .turns()
                .iter()
                .map(|turn| {
                    turn.iter()
                        .map(Action::to_string)
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <section class="moves" aria-label="Moves">
            <h2>"Moves"</h2>
            <ol data-testid="move-list">
                {move || turns().into_iter().map(|turn| view! { <li>{turn}</li> }).collect_view()}
            </ol>
        </section>
    }
}
