//! My games: every kept game, in progress first, with its opponent, whose turn and when it
//! was last played; open, rename the opponent, delete (with undo), and export or import
//! them all as a JSON file.

use super::import_games::import;
use super::kept_aside::KeptAsideLists;
use super::place::Place;
use super::state::AppState;
use crate::ui::ai_client::use_ai;
use crate::ui::app::state::use_app;
use crate::ui::game::texts;
use crate::ui::game::{Player, Session};
use crate::ui::games;
use crate::ui::i18n::{messages, tr, use_lang, Lang, Text};
use crate::ui::library::{Entry, Id, Library, Opponent};
use crate::ui::platform::browser;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// One line of the list: what the game is, against whom, whose turn, how far and when.
fn describe(entry: &Entry, game: &Session, lang: Lang) -> (String, String, bool) {
    let table = game.table();
    let geometry = table.geometry();
    let name = games::texts(table.game()).name;
    // The board's ranks by files, unless the game's name says it.
    let name = match name.contains(char::is_numeric) {
        true => name.to_string(),
        false => format!("{name} {}×{}", geometry.ranks(), geometry.files()),
    };
    let opponent = entry
        .label()
        .map(str::to_string)
        .unwrap_or_else(|| match entry.opponent() {
            Opponent::Ai(level) => texts::player(lang, Player::Ai(level)),
            Opponent::Friend(_) => Text::Friend.get(lang).into(),
            Opponent::Here => Text::PersonHere.get(lang).into(),
        });
    let mine = !table.is_over()
        && match entry.friend() {
            Some(friend) => friend.may_move(table),
            None => game.human_to_move(),
        };
    let when = match entry.last_active() {
        0 => "–".to_string(),
        ms => browser::local_time(ms, lang.code()),
    };
    let turns = messages::kept_game(lang, table.turn_lengths().len(), &when);
    let status = table
        .ending_text(lang)
        .unwrap_or_else(|| texts::status(lang, game));
    (
        format!("{name} · {opponent}"),
        format!("{status} · {turns}"),
        mine,
    )
}

/// The My games page.
#[component]
pub fn MyGames(place: RwSignal<Place>) -> impl IntoView {
    let state = use_app();
    let ai = use_ai();
    let lang = use_lang();
    let AppState {
        library,
        key,
        notice,
        ..
    } = state;
    let deleted = RwSignal::new(None::<Entry>);
    let delete = move |gone: &Entry| {
        let gone_key = gone.key().clone();
        deleted.set(library.try_update(|l| l.remove(&gone_key)).flatten());
        if key.get_untracked() == gone_key {
            // The game on the board is gone: the one played last takes its place.
            let next = library.with_untracked(|l| l.last_played().map(|e| e.key().clone()));
            if !next.is_some_and(|k| state.open_kept(&k, ai)) {
                state.rematch(ai);
            }
        }
    };
    // One handler for every row's buttons: the button's `data-act`, the row's `data-key`.
    let act = move |ev: leptos::ev::MouseEvent| {
        let target = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        let button = target.and_then(|t| t.closest("button[data-act]").ok().flatten());
        let row = button.as_ref().and_then(|b| b.closest("li").ok().flatten());
        let found = row.and_then(|r| r.get_attribute("data-key")?.parse::<Id>().ok());
        let (Some(button), Some(chosen)) = (button, found) else {
            return;
        };
        let entry = library.with_untracked(|l| l.get(&chosen).cloned());
        let Some(entry) = entry else {
            return;
        };
        let lang = lang.get_untracked();
        match button.get_attribute("data-act").as_deref() {
            Some("open") => {
                if state.open_kept(&chosen, ai) {
                    browser::set_fragment(&Place::Play.href());
                }
            }
            Some("rename") => {
                let now = entry.label().unwrap_or_default();
                if let Some(name) = browser::prompt(Text::Rename.get(lang), now) {
                    library.update(|l| {
                        l.rename(&chosen, &name);
                    });
                }
            }
            _ => delete(&entry),
        }
    };
    let row = move |entry: &Entry| {
        let lang = lang.get();
        let game = entry.open(games::open).ok()?;
        let (what, how, mine) = describe(entry, &game, lang);
        let current = *entry.key() == key.get();
        let button = |act: &'static str, text: Text| {
            view! { <button type="button" data-act=act data-testid=format!("{act}-game")>{text.get(lang)}</button>" " }
        };
        Some(view! {
            <li data-testid="kept-game" data-key=entry.key().to_string() class=current.then_some("current")>
                <strong>{what}</strong> " "
                {mine.then(|| view! { <mark data-testid="your-move">{Text::YourMove.get(lang)}</mark> })}
                <br /><span>{how}</span><br />
                {button("open", Text::Open)}{button("rename", Text::Rename)}{button("delete", Text::Delete)}
            </li>
        })
    };
    let import = move |ev: leptos::ev::Event| {
        let input = event_target::<web_sys::HtmlInputElement>(&ev);
        browser::read_file(&input, move |text| notice.set(Some(import(library, &text))));
    };
    view! {
        <main class="page my-games" hidden=move || place.get() != Place::Games>
            <h2>{tr(Text::MyGames)}</h2>
            <KeptAsideLists />
            {move || deleted.get().map(|gone| view! {
                <p class="notice" role="status">{tr(Text::Deleted)}" "
                    <button type="button" data-testid="undo-delete" on:click=move |_| {
                        let _ = library.try_update(|l| l.add(gone.clone()));
                        deleted.set(None);
                    }>{tr(Text::Undo)}</button></p>
            })}
            <ul class="kept-games" data-testid="my-games" on:click=act>
                {move || (place.get() == Place::Games).then(|| library.with(|l| l.ordered().into_iter().filter_map(row).collect_view()))}
            </ul>
            <p>
                <button type="button" data-testid="export-games"
                    on:click=move |_| browser::download("breakthru-games.json", &library.with(Library::to_json))>{tr(Text::ExportAll)}</button>" "
                <label class="button">{tr(Text::ImportAll)}
                    <input type="file" accept=".json,application/json" data-testid="import-games" on:change=import /></label>
            </p>
        </main>
    }
}
