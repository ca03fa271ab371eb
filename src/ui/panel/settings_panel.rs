//! The settings: language, look, coordinates and animation.

use crate::ui::game::settings::{BoardTheme, Settings, Theme};
use crate::ui::i18n::tr;
use crate::ui::i18n::{Lang, Text};
use leptos::prelude::*;

/// The language select's value for a setting: "browser", "en" or "nl".
fn language_value(language: Option<Lang>) -> &'static str {
    language.map_or("browser", Lang::code)
}

/// Board settings: language, theme, board colours, coordinates, animation of the AI's moves.
#[component]
pub fn SettingsPanel(settings: RwSignal<Settings>) -> impl IntoView {
    let choose_language = move |ev| {
        let value = event_target_value(&ev);
        settings.update(|s| s.language = Lang::from_tag(&value));
    };
    let choose_theme = move |ev| {
        let theme = Theme::from_code(&event_target_value(&ev)).unwrap_or_default();
        settings.update(|s| s.theme = theme);
    };
    let choose_board = move |ev| {
        let board = BoardTheme::from_code(&event_target_value(&ev)).unwrap_or_default();
        settings.update(|s| s.board_theme = board);
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
            <label>{tr(Text::Theme)}" "
                <select data-testid="theme" on:change=choose_theme
                    prop:value=move || settings.with(|s| s.theme.code())>
                    {Theme::ALL.iter().map(|t| view! { <option value=t.code()>{tr(t.label())}</option> }).collect_view()}
                </select>
            </label>
            <label>{tr(Text::BoardColours)}" "
                <select data-testid="board-theme" on:change=choose_board
                    prop:value=move || settings.with(|s| s.board_theme.code())>
                    {BoardTheme::ALL.iter().map(|b| view! { <option value=b.code()>{tr(b.label())}</option> }).collect_view()}
                </select>
            </label>
            <label><input type="checkbox" data-testid="coordinates" prop:checked=move || settings.with(|s| s.coordinates)
                on:change=move |ev| settings.update(|s| s.coordinates = event_target_checked(&ev)) />
                " "{tr(Text::ShowCoordinates)}</label>
            <label><input type="checkbox" data-testid="sounds" prop:checked=move || settings.with(|s| s.sounds)
                on:change=move |ev| settings.update(|s| s.sounds = event_target_checked(&ev)) />
                " "{tr(Text::MoveSounds)}</label>
            <label><input type="checkbox" data-testid="evaluation-bar-setting" prop:checked=move || settings.with(|s| s.evaluation_bar)
                on:change=move |ev| settings.update(|s| s.evaluation_bar = event_target_checked(&ev)) />
                " "{tr(Text::EvaluationBar)}</label>
            <label><input type="checkbox" data-testid="threats-setting" prop:checked=move || settings.with(|s| s.threats)
                on:change=move |ev| settings.update(|s| s.threats = event_target_checked(&ev)) />
                " "{tr(Text::ShowThreats)}</label>
            <label><input type="checkbox" data-testid="animate" prop:checked=move || settings.with(|s| s.animate)
                on:change=move |ev| settings.update(|s| s.animate = event_target_checked(&ev)) />
                " "{tr(Text::AnimateAi)}</label>
        </section>
    }
}
