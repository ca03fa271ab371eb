//! The move list: the turns played so far, each numbered as game records, browsing and
//! the review number them (1 for the first turn, whichever side played it), in the game's
//! notation, and the pieces captured.

use crate::ui::game::review::{turn_reviews, Judgement};
use crate::ui::game::review_texts;
use crate::ui::game::Session;
use crate::ui::i18n::Text;
use crate::ui::i18n::{tr, use_lang};
use leptos::prelude::*;

/// One turn of the move list.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Turn {
    /// Its actions, in notation.
    text: String,
    /// The ply after it (`None` for the live position).
    shows: Option<usize>,
    /// Whether a person took a hint before or during it.
    hinted: bool,
    /// The review's judgement of it, if it lost much.
    judgement: Option<Judgement>,
}

/// The turns played so far.
fn turns(session: &Session) -> Vec<Turn> {
    let table = session.table();
    let (actions, live) = (table.action_texts(), table.plies());
    let reviews = turn_reviews(table, session.review());
    let judgement_of = |end: usize| {
        let judged = reviews.iter().flatten().find(|t| t.plies.end == end);
        judged.and_then(|t| t.judgement)
    };
    let mut ply = 0;
    table
        .turn_lengths()
        .into_iter()
        .map(|length| {
            let (start, end) = (ply, ply + length);
            ply = end;
            Turn {
                text: actions[start..end].join(" "),
                shows: (end < live).then_some(end),
                hinted: session.hints().iter().any(|h| (start..end).contains(h)),
                judgement: judgement_of(end),
            }
        })
        .collect()
}

/// How far to scroll so that an item from `start` to `end` lies between `low` and `high`.
fn shift_into(start: f64, end: f64, low: f64, high: f64) -> i32 {
    let shift = if end > high {
        end - high
    } else if start < low {
        start - low
    } else {
        0.0
    };
    shift.round() as i32
}

/// Scrolls `list` so that its current turn is in view, down a column or along a phone's
/// strip (the list only, never the page).
fn keep_current_in_view(list: &web_sys::Element) {
    let Ok(Some(current)) = list.query_selector("li.current") else {
        return;
    };
    let (item, frame) = (
        current.get_bounding_client_rect(),
        list.get_bounding_client_rect(),
    );
    let down = shift_into(item.top(), item.bottom(), frame.top(), frame.bottom());
    let along = shift_into(item.left(), item.right(), frame.left(), frame.right());
    list.set_scroll_top(list.scroll_top() + down);
    list.set_scroll_left(list.scroll_left() + along);
}

/// The turns played so far. Clicking a turn shows the position after it; `viewing` is the
/// ply shown (`None`: the live position). The current turn stays in view.
#[component]
pub fn MoveList(session: RwSignal<Session>, viewing: RwSignal<Option<usize>>) -> impl IntoView {
    let lang = use_lang();
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
                {move || session.with(turns).into_iter().zip(1_usize..).map(|(Turn { text, shows, hinted, judgement }, number)| {
                    let current = move || viewing.get() == shows;
                    view! {
                        <li class:current=current data-turn=number>
                            <button type="button" aria-current=move || current().then_some("step")
                                on:click=move |_| viewing.set(shows)>{text}</button>
                            {judgement.map(|j| view! {
                                <abbr class=format!("review-mark {}", j.name()) data-testid="review-mark"
                                    title=move || review_texts::judgement(lang.get(), j)>{j.symbol()}</abbr>
                            })}
                            {hinted.then(|| view! { " "<span class="hint-taken" data-testid="hint-taken">{tr(Text::HintTaken)}</span> })}
                        </li>
                    }
                }).collect_view()}
            </ol>
            <p class="captured" data-testid="captured">{move || session.with(|s| s.table().captured(lang.get()))}</p>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_item_out_of_view_is_scrolled_to_the_nearest_edge() {
        assert_eq!(shift_into(10.0, 20.0, 0.0, 100.0), 0);
        assert_eq!(shift_into(90.0, 120.0, 0.0, 100.0), 20);
        assert_eq!(shift_into(-30.0, -10.0, 0.0, 100.0), -30);
    }
}
