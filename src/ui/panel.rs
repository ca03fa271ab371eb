//! The side panel: starting a new game, and the move list.

use super::browser::link_with_fragment;
use super::i18n::{messages, Explain, Lang, Text};
use super::lang_context::{tr, use_lang};
use super::session::{Player, Session};
use super::settings::Settings;
use super::setup_editor::FreeSetup;
use super::share::to_fragment;
use crate::bot::{Level, Rng};
use crate::rules::breakthru::{
    standard_ships, Action, GoldPreset, Piece, Position, Record, Setup, Side,
};
use leptos::prelude::*;

/// The options of a player select: "human" or a level name.
fn player_from(value: &str) -> Player {
    value.parse::<Level>().map_or(Player::Human, Player::Ai)
}

/// What the new-game panel asks for: a game ready to play, or a setup to make first.
#[derive(Clone, Debug, PartialEq)]
pub enum NewGame {
    /// A game from a known start position.
    Ready(Session),
    /// A setup to make (free) or to confirm (random) before the game begins.
    Setup(FreeSetup),
}

/// The start position of a lid suggestion with the standard ring of ships.
fn lid_start(preset: GoldPreset) -> Position {
    let setup = Setup {
        ships: standard_ships(),
        ..Setup::gold_preset(preset)
    };
    Position::from_start(&setup).expect("lid presets with the standard ring are valid")
}

/// The new game for a start select value: "standard", "lid1".."lid4", "random" or "free".
fn new_game(start: &str, gold: Player, silver: Player) -> NewGame {
    let lid = |n: u8| GoldPreset::ALL.into_iter().find(|p| p.lid_number() == n);
    match start {
        "free" => NewGame::Setup(FreeSetup::new(gold, silver)),
        "random" => {
            let mut free = FreeSetup::new(gold, silver);
            let mut rng = Rng::new(js_sys::Date::now() as u64);
            for _ in 0..2 {
                free.editor.fill_randomly(&mut rng);
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
            NewGame::Ready(Session::new(position, gold, silver))
        }
    }
}

#[component]
fn PlayerSelect(label: Text, test_id: &'static str, value: RwSignal<String>) -> impl IntoView {
    let lang = use_lang();
    view! {
        <label>{tr(label)}
            <select data-testid=test_id on:change=move |ev| value.set(event_target_value(&ev)) prop:value=value>
                <option value="human">{tr(Text::Person)}</option>
                {Level::ALL.into_iter().map(|level| view! {
                    <option value=level.name()>{move || messages::player(lang.get(), Player::Ai(level))}</option>
                }).collect_view()}
            </select>
        </label>
    }
}

/// Chooses who plays each side and the start position, then starts the game.
#[component]
pub fn NewGamePanel(on_start: Callback<NewGame>) -> impl IntoView {
    let gold = RwSignal::new("human".to_string());
    let silver = RwSignal::new("club".to_string());
    let start = RwSignal::new("standard".to_string());
    let begin = move |_| {
        on_start.run(new_game(
            &start.get(),
            player_from(&gold.get()),
            player_from(&silver.get()),
        ));
    };
    view! {
        <section class="new-game" aria-label=tr(Text::NewGame)>
            <h2>{tr(Text::NewGame)}</h2>
            <PlayerSelect label=Text::Gold test_id="gold-player" value=gold />
            <PlayerSelect label=Text::Silver test_id="silver-player" value=silver />
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
            <button type="button" data-testid="new-game" on:click=begin>{tr(Text::StartButton)}</button>
        </section>
    }
}

/// The turns played so far, numbered, in RULES.md notation. Clicking a turn shows the
/// position after it; `viewing` is the ply shown (`None`: the live position).
#[component]
pub fn MoveList(session: RwSignal<Session>, viewing: RwSignal<Option<usize>>) -> impl IntoView {
    let turns = move || {
        session.with(|s| {
            let live = s.record().actions().len();
            let mut ply = 0;
            s.record()
                .turns()
                .iter()
                .map(|turn| {
                    ply += turn.len();
                    let text = turn
                        .iter()
                        .map(Action::to_string)
                        .collect::<Vec<_>>()
                        .join(" ");
                    (text, (ply < live).then_some(ply))
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <section class="moves" aria-label=tr(Text::Moves)>
            <h2>{tr(Text::Moves)}</h2>
            <ol data-testid="move-list">
                {move || turns().into_iter().map(|(text, shows)| {
                    let current = move || viewing.get() == shows;
                    view! {
                        <li class:current=current>
                            <button type="button" aria-current=move || current().then_some("step")
                                on:click=move |_| viewing.set(shows)>{text}</button>
                        </li>
                    }
                }).collect_view()}
            </ol>
        </section>
    }
}

/// Pieces each side has lost, as a short text.
fn captured_text(lang: Lang, session: &Session) -> String {
    let (start, now) = (session.record().start(), session.record().position());
    let lost = |piece: Piece| start.pieces(piece).count() - now.pieces(piece).count();
    messages::captured(lang, lost(Piece::Escort), lost(Piece::Ship))
}

/// The link to this game, the game record as text, and importing a record.
#[component]
pub fn SharePanel(session: RwSignal<Session>, on_import: Callback<NewGame>) -> impl IntoView {
    let lang = use_lang();
    let link = move || session.with(|s| link_with_fragment(&to_fragment(s.record())));
    let record_text = move || session.with(|s| s.record().to_text());
    let import_text = RwSignal::new(String::new());
    let import_error = RwSignal::new(None::<String>);
    let import = move |_| match Record::from_text(&import_text.get()) {
        Ok(record) => {
            import_error.set(None);
            let (gold, silver) = session.with(|s| (s.player(Side::Gold), s.player(Side::Silver)));
            on_import.run(NewGame::Ready(Session::with_record(record, gold, silver)));
        }
        Err(error) => {
            let lang = lang.get_untracked();
            import_error.set(Some(messages::not_imported(lang, &error.explain(lang))));
        }
    };
    let copy = move |_| {
        if let Some(window) = web_sys::window() {
            // Without clipboard permission the link stays selectable in the field.
            let _ = window.navigator().clipboard().write_text(&link());
        }
    };
    view! {
        <section class="share" aria-label=tr(Text::Share)>
            <p class="captured" data-testid="captured">{move || session.with(|s| captured_text(lang.get(), s))}</p>
            <h2>{tr(Text::Share)}</h2>
            <div class="share-link">
                <input data-testid="share-link" readonly prop:value=link aria-label=tr(Text::LinkToGame) />
                <button type="button" data-testid="copy-link" on:click=copy>{tr(Text::CopyLink)}</button>
            </div>
            <details>
                <summary>{tr(Text::GameRecord)}</summary>
                <textarea data-testid="record-text" readonly rows="6" prop:value=record_text></textarea>
                <textarea data-testid="import-text" rows="4" placeholder=tr(Text::ImportPlaceholder)
                    on:input=move |ev| import_text.set(event_target_value(&ev))></textarea>
                <button type="button" data-testid="import" on:click=import>{tr(Text::Import)}</button>
                {move || import_error.get().map(|e| view! { <p class="notice" role="alert">{e}</p> })}
            </details>
        </section>
    }
}

/// The language select's value for a setting: "browser", "en" or "nl".
fn language_value(language: Option<Lang>) -> &'static str {
    language.map_or("browser", Lang::code)
}

/// Board settings: coordinates, animation of the AI's moves, language.
#[component]
pub fn SettingsPanel(settings: RwSignal<Settings>) -> impl IntoView {
    let choose_language = move |ev| {
        let value = event_target_value(&ev);
        settings.update(|s| s.language = Lang::from_tag(&value));
    };
    view! {
        <section class="settings" aria-label=tr(Text::Settings)>
            <h2>{tr(Text::Settings)}</h2>
            <label>{tr(Text::Language)}" "
                <select data-testid="language" on:change=choose_language
                    prop:value=move || language_value(settings.with(|s| s.language))>
                    <option value="browser">{tr(Text::BrowserLanguage)}</option>
                    {Lang::ALL.into_iter().map(|l| view! { <option value=l.code()>{l.name()}</option> }).collect_view()}
                </select>
            </label>
            <label><input type="checkbox" data-testid="coordinates" prop:checked=move || settings.with(|s| s.coordinates)
                on:change=move |ev| settings.update(|s| s.coordinates = event_target_checked(&ev)) />
                " "{tr(Text::ShowCoordinates)}</label>
            <label><input type="checkbox" data-testid="animate" prop:checked=move || settings.with(|s| s.animate)
                on:change=move |ev| settings.update(|s| s.animate = event_target_checked(&ev)) />
                " "{tr(Text::AnimateAi)}</label>
        </section>
    }
}
