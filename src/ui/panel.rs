//! The side panel: starting a new game, and the move list.

use super::browser::link_with_fragment;
use super::session::{Player, Session};
use super::share::to_fragment;
use crate::bot::Level;
use crate::rules::breakthru::{
    standard_ships, Action, GoldPreset, Piece, Position, Record, Setup, Side,
};
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

/// Pieces each side has lost, as a short text.
fn captured_text(session: &Session) -> String {
    let (start, now) = (session.record().start(), session.record().position());
    let lost = |piece: Piece| start.pieces(piece).count() - now.pieces(piece).count();
    format!(
        "Captured: {} escorts, {} silver ships",
        lost(Piece::Escort),
        lost(Piece::Ship)
    )
}

/// The link to this game, the game record as text, and importing a record.
#[component]
pub fn SharePanel(session: RwSignal<Session>, on_import: Callback<Session>) -> impl IntoView {
    let link = move || session.with(|s| link_with_fragment(&to_fragment(s.record())));
    let record_text = move || session.with(|s| s.record().to_text());
    let import_text = RwSignal::new(String::new());
    let import_error = RwSignal::new(None::<String>);
    let import = move |_| match Record::from_text(&import_text.get()) {
        Ok(record) => {
            import_error.set(None);
            let (gold, silver) = session.with(|s| (s.player(Side::Gold), s.player(Side::Silver)));
            on_import.run(Session::with_record(record, gold, silver));
        }
        Err(error) => import_error.set(Some(format!("Not imported: {error}"))),
    };
    let copy = move |_| {
        if let Some(window) = web_sys::window() {
            // Without clipboard permission the link stays selectable in the field.
            let _ = window.navigator().clipboard().write_text(&link());
        }
    };
    view! {
        <section class="share" aria-label="Share">
            <p class="captured" data-testid="captured">{move || session.with(captured_text)}</p>
            <h2>"Share"</h2>
            <div class="share-link">
                <input data-testid="share-link" readonly prop:value=link aria-label="Link to this game" />
                <button type="button" data-testid="copy-link" on:click=copy>"Copy link"</button>
            </div>
            <details>
                <summary>"Game record (text)"</summary>
                <textarea data-testid="record-text" readonly rows="6" prop:value=record_text></textarea>
                <textarea data-testid="import-text" rows="4" placeholder="Paste a game record to import"
                    on:input=move |ev| import_text.set(event_target_value(&ev))></textarea>
                <button type="button" data-testid="import" on:click=import>"Import"</button>
                {move || import_error.get().map(|e| view! { <p class="notice" role="alert">{e}</p> })}
            </details>
        </section>
    }
}
