//! The Learn page's side panel: the course, the lesson's title and step, and the course's
//! lessons with the player's stars.

use super::{course, Page};
use crate::rules::GameId;
use crate::ui::games;
use crate::ui::i18n::{tr, Text};
use crate::ui::learn::{texts, Learning};
use leptos::prelude::*;

/// The side panel of the Learn page.
#[component]
pub(super) fn LessonSide(page: Page) -> impl IntoView {
    let Page {
        state,
        learning,
        game,
        ..
    } = page;
    let lang = state.lang;
    let title = move || {
        learning.with(|l| {
            l.as_ref()
                .map(|l| texts::words(lang.get(), &l.lesson().title).to_string())
        })
    };
    let step = move || {
        learning.with(|l| {
            l.as_ref()
                .map(|l| texts::step_of(lang.get(), l.step_count()))
        })
    };
    view! {
        <aside class="side-panel">
            <h1>{tr(Text::Learn)}</h1>
            <label>{tr(Text::Course)}" "
                <select data-testid="learn-course" prop:value=move || game.get().name()
                    on:change=move |ev| {
                        if let Ok(chosen) = event_target_value(&ev).parse::<GameId>() {
                            page.mistakes.set(None);
                            game.set(chosen);
                        }
                    }>
                    {games::all().map(|(id, texts)| view! { <option value=id.name()>{texts.name}</option> }).collect_view()}
                </select></label>
            <h2 data-testid="lesson-title">{title}</h2>
            <p data-testid="lesson-step">{step}</p>
            <h2>{tr(Text::LessonsList)}</h2>
            <LessonList page=page />
        </aside>
    }
}

/// The course's lessons, each a button that opens it, with the stars earned.
#[component]
fn LessonList(page: Page) -> impl IntoView {
    let lang = page.state.lang;
    let items = move || {
        let lang = lang.get();
        let on_board = page
            .learning
            .with(|l| l.as_ref().map(Learning::lesson_index));
        page.loaded.with(|l| {
            let Some(Ok(course)) = l else {
                return Vec::new();
            };
            course.lessons.iter().enumerate().map(|(index, lesson)| {
                let stars = page.progress.with(|p| p.stars(course.game, &lesson.id));
                let title = texts::words(lang, &lesson.title).to_string();
                let label = stars.map(|s| texts::stars_label(lang, s));
                view! {
                    <li><button type="button" class="lesson" data-lesson=lesson.id.clone()
                        aria-current=move || (on_board == Some(index)).then_some("step")
                        on:click=move |_| course::open_index(page, index)>
                        <span>{title}</span>" "
                        <span class="stars" aria-label=label>{stars.map(texts::stars_drawn)}</span>
                    </button></li>
                }
            }).collect()
        })
    };
    view! { <ol class="lessons" data-testid="lesson-list">{items}</ol> }
}
