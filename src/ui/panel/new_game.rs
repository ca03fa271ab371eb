//! The new-game panel: the game first, then its board or start, who moves first, and
//! who plays each side.

use super::new_game_choices::Choices;
use crate::bot::Level;
use crate::rules::breakthrough::{Side as BreakthroughSide, MAX_SIDE, MIN_SIDE};
use crate::rules::GameId;
use crate::ui::breakthrough;
use crate::ui::breakthrough9x5;
use crate::ui::breakthru::{self, NewGame};
use crate::ui::game::texts;
use crate::ui::game::{Player, Seat};
use crate::ui::i18n::{tr, use_lang};
use crate::ui::i18n::{Explain, Text};
use leptos::prelude::*;

/// The options of a player select: "human" or a level name.
fn player_from(value: &str) -> Player {
    value.parse::<Level>().map_or(Player::Human, Player::Ai)
}

/// The board presets for Breakthrough, as "ranks x files".
const SIZES: [(usize, usize); 5] = [(5, 5), (6, 6), (7, 7), (8, 8), (10, 10)];

#[component]
fn PlayerSelect(
    label: Signal<&'static str>,
    test_id: Signal<&'static str>,
    value: RwSignal<String>,
) -> impl IntoView {
    let lang = use_lang();
    view! {
        <label>{label}
            <select data-testid=test_id on:change=move |ev| value.set(event_target_value(&ev)) prop:value=value>
                <option value="human">{tr(Text::Person)}</option>
                {Level::ALL.into_iter().map(|level| view! {
                    <option value=level.name()>{move || texts::player(lang.get(), Player::Ai(level))}</option>
                }).collect_view()}
            </select>
        </label>
    }
}

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

/// A number field for a board side, 5 to 16.
#[component]
fn SideInput(label: Text, test_id: &'static str, value: RwSignal<usize>) -> impl IntoView {
    view! {
        <label>{tr(label)}" "
            <input type="number" data-testid=test_id min=MIN_SIDE max=MAX_SIDE prop:value=move || value.get().to_string()
                on:input=move |ev| value.set(event_target_value(&ev).parse().unwrap_or(0)) />
        </label>
    }
}

/// Breakthrough's board size (a preset, `preset`, or any ranks x files) and who moves first.
#[component]
fn BreakthroughOptions(
    preset: RwSignal<String>,
    ranks: RwSignal<usize>,
    files: RwSignal<usize>,
    first: RwSignal<String>,
) -> impl IntoView {
    let choose = move |ev| {
        let value = event_target_value(&ev);
        if let Some((r, f)) = value
            .split_once('x')
            .and_then(|(r, f)| Some((r.parse().ok()?, f.parse().ok()?)))
        {
            ranks.set(r);
            files.set(f);
        }
        preset.set(value);
    };
    view! {
        <label>{tr(Text::BoardSize)}
            <select data-testid="board-size" on:change=choose prop:value=preset>
                {SIZES.into_iter().map(|(r, f)| {
                    let name = format!("{r}x{f}");
                    view! { <option value=name.clone()>{name.clone()}</option> }
                }).collect_view()}
                <option value="other">{tr(Text::OtherSize)}</option>
            </select>
        </label>
        <Show when=move || preset.get() == "other">
            <div class="board-sides">
                <SideInput label=Text::Ranks test_id="ranks" value=ranks />
                <SideInput label=Text::Files test_id="files" value=files />
            </div>
        </Show>
        <label>{tr(Text::FirstToMove)}
            <select data-testid="first-move" on:change=move |ev| first.set(event_target_value(&ev)) prop:value=first>
                <option value="white">{tr(Text::White)}</option>
                <option value="black">{tr(Text::Black)}</option>
            </select>
        </label>
    }
}

/// The preset select's value for a board of `ranks` x `files`.
fn preset_of((ranks, files): (usize, usize)) -> String {
    if SIZES.contains(&(ranks, files)) {
        format!("{ranks}x{files}")
    } else {
        "other".to_string()
    }
}

/// The panel's fields that follow the game being played.
#[derive(Clone, Copy)]
struct Offered {
    game: RwSignal<GameId>,
    light: RwSignal<String>,
    dark: RwSignal<String>,
    preset: RwSignal<String>,
    ranks: RwSignal<usize>,
    files: RwSignal<usize>,
    first: RwSignal<String>,
}

impl Offered {
    fn new(choices: Choices) -> Offered {
        let text = |s: &str| RwSignal::new(s.to_string());
        let offered = Offered {
            game: RwSignal::new(choices.game),
            light: text(""),
            dark: text(""),
            preset: text(""),
            ranks: RwSignal::new(0),
            files: RwSignal::new(0),
            first: text(""),
        };
        offered.offer(choices);
        offered
    }

    /// Sets every field to `choices`.
    fn offer(self, choices: Choices) {
        self.game.set(choices.game);
        self.light.set(choices.player_value(Seat::Light));
        self.dark.set(choices.player_value(Seat::Dark));
        self.preset.set(preset_of(choices.size));
        self.ranks.set(choices.size.0);
        self.files.set(choices.size.1);
        let first = if choices.black_first {
            "black"
        } else {
            "white"
        };
        self.first.set(first.to_string());
    }
}

/// Chooses the game, its start, and who plays each side, then starts it.
#[component]
pub fn NewGamePanel(
    /// What is offered: the game being played, followed when another game begins (a
    /// pasted link, an import, a rematch).
    current: Signal<Choices>,
    /// Called with the game to start.
    on_start: Callback<NewGame>,
) -> impl IntoView {
    let lang = use_lang();
    let offered = Offered::new(current.get_untracked());
    Effect::new(move |_| offered.offer(current.get()));
    let Offered {
        game,
        light,
        dark,
        preset,
        ranks,
        files,
        first,
    } = offered;
    let start = RwSignal::new("standard".to_string());
    let error = RwSignal::new(None::<String>);
    let begin = move |_| {
        let players = [player_from(&light.get()), player_from(&dark.get())];
        let chosen = match game.get() {
            GameId::Breakthru => Ok(breakthru::new_game(
                &start.get(),
                players,
                js_sys::Date::now() as u64,
            )),
            GameId::Breakthrough => {
                let first = if first.get() == "black" {
                    BreakthroughSide::Black
                } else {
                    BreakthroughSide::White
                };
                breakthrough::new_game(ranks.get(), files.get(), first, players)
                    .map(NewGame::Ready)
                    .map_err(|e| e.explain(lang.get_untracked()))
            }
            GameId::Breakthrough9x5 => Ok(NewGame::Ready(breakthrough9x5::new_game(players))),
        };
        match chosen {
            Ok(new) => {
                error.set(None);
                on_start.run(new);
            }
            Err(why) => error.set(Some(why)),
        }
    };
    let is_breakthru = move || game.get() == GameId::Breakthru;
    let seat_label = move |breakthru: Text, other: Text| {
        Signal::derive(move || if is_breakthru() { breakthru } else { other }.get(lang.get()))
    };
    let test_id = move |breakthru: &'static str, other: &'static str| {
        Signal::derive(move || if is_breakthru() { breakthru } else { other })
    };
    let about = move || {
        match game.get() {
            GameId::Breakthru => Text::BreakthruAbout,
            GameId::Breakthrough => Text::BreakthroughAbout,
            GameId::Breakthrough9x5 => Text::Breakthrough9x5About,
        }
        .get(lang.get())
    };
    view! {
        <section class="new-game" aria-label=tr(Text::NewGame)>
            <h2>{tr(Text::NewGame)}</h2>
            <label>{tr(Text::GameLabel)}
                <select data-testid="game" prop:value=move || game.get().name()
                    on:change=move |ev| game.set(event_target_value(&ev).parse().unwrap_or_default())>
                    <option value="breakthru">{tr(Text::BreakthruName)}</option>
                    <option value="breakthrough">{tr(Text::BreakthroughName)}</option>
                    <option value="breakthrough9x5">{tr(Text::Breakthrough9x5Name)}</option>
                </select>
            </label>
            <p class="game-about" data-testid="game-about">{about}</p>
            {move || match game.get() {
                GameId::Breakthru => view! { <BreakthruOptions start=start /> }.into_any(),
                GameId::Breakthrough => view! { <BreakthroughOptions preset=preset ranks=ranks files=files first=first /> }.into_any(),
                GameId::Breakthrough9x5 => ().into_any(),
            }}
            <PlayerSelect label=seat_label(Text::Gold, Text::White) test_id=test_id("gold-player", "white-player") value=light />
            <PlayerSelect label=seat_label(Text::Silver, Text::Black) test_id=test_id("silver-player", "black-player") value=dark />
            {move || error.get().map(|e| view! { <p class="notice" role="alert" data-testid="new-game-error">{e}</p> })}
            <button type="button" data-testid="new-game" on:click=begin>{tr(Text::StartButton)}</button>
        </section>
    }
}
