//! My games: every kept game, in progress first, with its position as a small board, its
//! opponent, whose turn and when it was last played; open, rename the opponent, delete (with undo), and export or import
//! them all as a JSON file.

use super::import_games::import;
use super::kept_aside::KeptAsideLists;
use super::last_played;
use super::place::Place;
use super::state::AppState;
use crate::ui::ai_client::use_ai;
use crate::ui::app::state::use_app;
use crate::ui::board::thumbnail_svg;
use crate::ui::game::texts;
use crate::ui::game::{Player, Session};
use crate::ui::games;
use crate::ui::i18n::{messages, tr, use_lang, Lang, Text};
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

/// `text` for HTML, as text or an attribute's value.
fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

/// A row of the list as HTML (one text for the whole list is far smaller code than a view
/// of each row): the board, the lines, and the buttons that [`MyGames`]'s one handler
/// answers by their `data-act` and the row's `data-key`.
fn row_html(key: &str, row: &Row, current: bool, lang: Lang) -> String {
    let button = |act: &str, text: Text| {
        format!(
            r#"<button type="button" data-act="{act}" data-testid="{act}-game">{}</button> "#,
            text.get(lang)
        )
    };
    let mine = match row.mine {
        true => format!(
            r#" <mark data-testid="your-move">{}</mark>"#,
            Text::YourMove.get(lang)
        ),
        false => String::new(),
    };
    let (when, full) = &row.when;
    format!(
        concat!(
            r#"<li data-testid="kept-game" data-key="{key}"{current}>"#,
            r#"<span class="thumbnail-frame" data-testid="kept-board">{board}</span><div>"#,
            r#"<strong>{what}</strong>{mine}<br><span>{how}"#,
            r#"<span data-testid="played-when" title="{full}">{when}</span></span><br>"#,
            "{open}{rename}{delete}</div></li>"
        ),
        key = escaped(key),
        current = if current { r#" class="current""# } else { "" },
        board = row.board,
        what = escaped(&row.what),
        mine = mine,
        how = escaped(&row.how),
        full = escaped(full),
        when = escaped(when),
        open = button("open", Text::Open),
        rename = button("rename", Text::Rename),
        delete = button("delete", Text::Delete),
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
    let rows = move || {
        if place.get() != Place::Games {
            return String::new();
        }
        let (lang, current) = (lang.get(), key.get());
        library.with(|l| {
            let row = |entry: &Entry| {
                let game = entry.open(games::open).ok()?;
                let row = describe(entry, &game, lang);
                Some(row_html(
                    &entry.key().to_string(),
                    &row,
                    *entry.key() == current,
                    lang,
                ))
            };
            l.ordered().into_iter().filter_map(row).collect()
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
            <p class="notice" role="status" hidden=move || deleted.with(Option::is_none)>{tr(Text::Deleted)}" "
                <button type="button" data-testid="undo-delete" on:click=move |_| {
                    if let Some(gone) = deleted.try_update(Option::take).flatten() {
                        let _ = library.try_update(|l| l.add(gone));
                    }
                }>{tr(Text::Undo)}</button></p>
            <ul class="kept-games" data-testid="my-games" on:click=act inner_html=rows></ul>
            <p>
                <button type="button" data-testid="export-games"
                    on:click=move |_| browser::download("breakthru-games.json", &library.with(Library::to_json))>{tr(Text::ExportAll)}</button>" "
                <label class="button">{tr(Text::ImportAll)}
                    <input type="file" accept=".json,application/json" data-testid="import-games" on:change=import /></label>
            </p>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_escapes_what_people_wrote_and_marks_the_current_game() {
        let row = Row {
            what: "Breakthru 11×11 · Anna <b>&\"".into(),
            how: "Gold to move · 1 turn · ".into(),
            when: ("2 min ago".into(), "12/1/2026, 6:24:22 PM".into()),
            mine: true,
            board: "<svg></svg>".into(),
        };
        let html = row_html("k1", &row, true, Lang::En);
        assert!(html.starts_with(r#"<li data-testid="kept-game" data-key="k1" class="current">"#));
        assert!(
            html.contains("<strong>Breakthru 11×11 · Anna &lt;b&gt;&amp;&quot;</strong>"),
            "{html}"
        );
        assert!(html.contains(r#"title="12/1/2026, 6:24:22 PM">2 min ago</span>"#));
        assert!(html.contains(
            r#"<span class="thumbnail-frame" data-testid="kept-board"><svg></svg></span>"#
        ));
        assert_eq!(html.matches("data-act=").count(), 3);
        let other = row_html("k2", &Row { mine: false, ..row }, false, Lang::Nl);
        assert!(!other.contains("class=\"current\"") && !other.contains("<mark"));
        assert!(other.contains(">Verwijderen</button>"));
    }
}
