//! Breakthru's field in the new-game panel: its start (the standard position, a lid
//! suggestion, a random placement or a free setup).

use super::free_setup::FreeSetup;
use super::start::new_game;
use crate::ui::game::new_game::{Choices, NewGame, NewGameForm};
use crate::ui::game::Player;
use crate::ui::i18n::{tr, Lang, Text};
use leptos::prelude::*;

/// Breakthru's start choices.
#[component]
fn BreakthruOptions(start: RwSignal<String>) -> impl IntoView {
    view! {
        <label>{tr(Text::StartLabel)}
            <select data-testid="start-position" on:change=move |ev| start.set(event_target_value(&ev)) prop:value=start>
                <option value="standard">{tr(Text::StartStandard)}</option>
                <option value="lid1">{tr(Text::StartLid1)}</option>
                <option value="lid3">{tr(Text::StartLid3)}</option>
                <option value="lid4">{tr(Text::StartLid4)}</option>
                <option value="random">{tr(Text::StartRandom)}</option>
                <option value="free">{tr(Text::StartFree)}</option>
            </select>
        </label>
    }
}

/// The start chosen ("standard", "lid1" .. "lid4", "random" or "free"); it stays as chosen
/// whatever game is played.
#[derive(Clone, Copy)]
pub struct StartForm {
    start: RwSignal<String>,
}

impl NewGameForm<FreeSetup> for StartForm {
    fn new(_: &Choices) -> StartForm {
        StartForm {
            start: RwSignal::new("standard".to_string()),
        }
    }

    fn offer(self, _: &Choices) {}

    fn view(self) -> AnyView {
        view! { <BreakthruOptions start=self.start /> }.into_any()
    }

    fn start(self, players: [Player; 2], _: Lang) -> Result<NewGame<FreeSetup>, String> {
        Ok(new_game(
            &self.start.get(),
            players,
            js_sys::Date::now() as u64,
        ))
    }
}
