//! My games: every kept game, in progress first, with its position as a small board, its
//! opponent, whose turn and when it was last played; open, rename the opponent, delete (with undo), and export or import
//! them all as a JSON file.

use super::last_played;
use super::place::Place;
use super::state::AppState;
use crate::ui::ai_client::AiState;
use crate::ui::board::thumbnail_svg;
use crate::ui::game::texts;
use crate::ui::game::{Player, Session};
use crate::ui::games;
use crate::ui::i18n::{messages, tr, use_lang, Explain, Lang, Text};
use crate::ui::library::{Entry, Id, Library, Opponent};
use crate::ui::platform::browser;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// One game of the list: what it is, against whom, whose turn, how far, when, and its
/// position as a small board.
struct Row {
    /// The game and the opponent: "Breakthrough 5×5 · AI: casual".
    what: String,
    /// Whose turn (or the ending) and how many turns: "White to move · 3 turns".
    how: String,
    /// When it was last played, in words ("2 min ago"), and the full date and time.
    when: (String, String),
    /// Whether this device's player is to move.
    mine: bool,
    /// The position, as SVG.
    board: String,
}

/// When a game was last played: in words ("yesterday", a date a week on) and in full.
fn played_when(ms: u64, lang: Lang) -> (String, String) {
    if ms == 0 {
        return ("–".into(), String::new());
    }
    let now = browser::now();
    let days = (browser::local_day(now), browser::local_day(ms));
    let words = last_played::ago_text(lang, last_played::ago(now, ms, days));
    let words = words.unwrap_or_else(|| browser::local_date(ms, lang.code()));
    (words, browser::local_time(ms, lang.code()))
}

/// One row of the list.
fn describe(entry: &Entry, game: &Session, lang: Lang) -> Row {
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
    let turns = messages::kept_game(lang, table.turn_lengths().len());
    let status = table
        .ending_text(lang)
        .unwrap_or_else(|| texts::status(lang, game));
    let flipped = entry.friend().is_some_and(|f| f.flipped());
    Row {
        what: format!("{name} · {opponent}"),
        how: format!("{status} · {turns} · "),
        when: played_when(entry.last_active(), lang),
        mine,
        board: thumbnail_svg(geometry, &table.tokens_at(table.plies()), flipped),
    }
}

/// The My games page.
#[component]
pub fn MyGames(state: AppState, ai: AiState, place: RwSignal<Place>) -> impl IntoView {
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
        let Row {
            what,
            how,
            when: (when, full),
            mine,
            board,
        } = describe(entry, &game, lang);
        let current = *entry.key() == key.get();
        let button = |act: &'static str, text: Text| {
            view! { <button type="button" data-act=act data-testid=format!("{act}-game")>{text.get(lang)}</button>" " }
        };
        Some(view! {
            <li data-testid="kept-game" data-key=entry.key().to_string() class=current.then_some("current")>
                <span class="thumbnail-frame" data-testid="kept-board" inner_html=board></span>
                <div>
                    <strong>{what}</strong> " "
                    {mine.then(|| view! { <mark data-testid="your-move">{Text::YourMove.get(lang)}</mark> })}
                    <br /><span>{how}<span data-testid="played-when" title=full>{when}</span></span><br />
                    {button("open", Text::Open)}{button("rename", Text::Rename)}{button("delete", Text::Delete)}
                </div>
            </li>
        })
    };
    let import = move |ev: leptos::ev::Event| {
        let input = event_target::<web_sys::HtmlInputElement>(&ev);
        browser::read_file(&input, move |text| {
            let lang = lang.get_untracked();
            let said = match Library::from_json(&text, games::open) {
                Ok(other) => {
                    let report = library.try_update(|l| l.import(other)).unwrap_or_default();
                    let count = |list: &Vec<_>| list.len();
                    messages::imported(
                        lang,
                        count(&report.added),
                        count(&report.unchanged),
                        count(&report.conflicting),
                    )
                }
                Err(error) => messages::not_imported(lang, &error.explain(lang)),
            };
            notice.set(Some(said));
        });
    };
    view! {
        <main class="page my-games" hidden=move || place.get() != Place::Games>
            <h2>{tr(Text::MyGames)}</h2>
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
