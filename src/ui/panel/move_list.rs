//! The move list: the turns played so far, numbered, in the game's notation.

use crate::ui::game::Session;
use crate::ui::i18n::Text;
use crate::ui::lang_context::tr;
use leptos::prelude::*;

/// Each turn's text and the ply after it (`None` for the live position).
fn turns(session: &Session) -> Vec<(String, Option<usize>)> {
    let table = session.table();
    let (actions, live) = (table.action_texts(), table.plies());
    let mut ply = 0;
    table
        .turn_lengths()
        .into_iter()
        .map(|length| {
            let text = actions[ply..ply + length].join(" ");
            ply += length;
            (text, (ply < live).then_some(ply))
        })
        .collect()
}

/// Scrolls `list` so that its current turn is in view (the list only, never the page).
fn keep_current_in_view(list: &web_sys::Element) {
    let Ok(Some(current)) = list.query_selector("li.current") else {
        return;
    };
    let (item, frame) = (
        current.get_bounding_client_rect(),
        list.get_bounding_client_rect(),
    );
    let shift = if item.bottom() > frame.bottom() {
        item.bottom() - frame.bottom()
    } else if item.top() < frame.top() {
        item.top() - frame.top()
    } else {
        return;
    };
    list.set_scroll_top(list.scroll_top() + shift.round() as i32);
}

/// The turns played so far. Clicking a turn shows the position after it; `viewing` is the
/// ply shown (`None`: the live position). The current turn stays in view.
#[component]
pub fn MoveList(session: RwSignal<Session>, viewing: RwSignal<Option<usize>>) -> impl IntoView {
    let list = NodeRef::<leptos::html::Ol>::new();
    Effect::new(move |_| {
        session.track();
        viewing.track();
        // After the list has been drawn for this change.
        request_animation_frame(move || {
            if let Some(list) = list.get_untracked() {
                keep_current_in_view(&list);
            }
        });
    });
    view! {
        <section class="moves" aria-label=tr(Text::Moves)>
            <h2>{tr(Text::Moves)}</h2>
            <ol data-testid="move-list" node_ref=list>
                {move || session.with(turns).into_iter().map(|(text, shows)| {
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
