//! The Learn page's side panel: the course, the lesson's title and step, the buttons that
//! go on, and the course's lessons with the player's stars.

use super::{course, turns, Page};
use crate::rules::GameId;
use crate::ui::games;
use crate::ui::i18n::{tr, Text};
use crate::ui::learn::{texts, Learning, Stage};
use leptos::prelude::*;

/// What the lesson on the board allows now.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct Offers {
    retry: bool,
    show: bool,
    next_step: bool,
    next_lesson: bool,
    course_done: bool,
}

/// What `learning` allows now.
fn offers(learning: &Learning) -> Offers {
    let stage = learning.stage();
    let finished = learning.finished();
    let last_lesson = learning.lesson_index() + 1 == learning.course().lessons.len();
    Offers {
        retry: stage == Stage::Wrong,
        show: matches!(stage, Stage::Playing | Stage::Wrong) && learning.shown_turn().is_none(),
        next_step: matches!(stage, Stage::Done | Stage::Reading) && !learning.last_step(),
        next_lesson: finished && !last_lesson,
        course_done: finished && last_lesson,
    }
}

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
    let offer = Memo::new(move |_| learning.with(|l| l.as_ref().map(offers).unwrap_or_default()));
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
    // A pass, where the game has one and the player is to move.
    let pass_text = move || {
        learning.with(|l| {
            let l = l
                .as_ref()
                .filter(|l| l.stage() == Stage::Playing && !l.mid_turn())?;
            l.session().table().pass_text()
        })
    };
    let done = move || {
        learning.with(|l| {
            l.as_ref()
                .filter(|l| l.finished())
                .map(|l| texts::lesson_done(lang.get(), l.stars()))
        })
    };
    view! {
        <aside class="side-panel">
            <h1>{tr(Text::Learn)}</h1>
            <label>{tr(Text::Course)}" "
                <select data-testid="learn-course" prop:value=move || game.get().name()
                    on:change=move |ev| {
                        if let Ok(chosen) = event_target_value(&ev).parse::<GameId>() {
                            game.set(chosen);
                        }
                    }>
                    {games::all().map(|(id, texts)| view! { <option value=id.name()>{texts.name}</option> }).collect_view()}
                </select></label>
            <h2 data-testid="lesson-title">{title}</h2>
            <p data-testid="lesson-step">{step}</p>
            <p data-testid="lesson-done" hidden=move || done().is_none()>{done}</p>
            <p data-testid="course-done" hidden=move || !offer.get().course_done>{tr(Text::CourseDone)}</p>
            <div class="controls">
                {move || pass_text().map(|text| view! {
                    <button type="button" data-testid="lesson-pass" on:click=move |_| turns::play(page, &text)>{tr(Text::Pass)}</button>
                })}
                <button type="button" data-testid="lesson-retry" hidden=move || !offer.get().retry
                    on:click=move |_| turns::retry(page)>{tr(Text::Retry)}</button>
                <button type="button" data-testid="lesson-show" hidden=move || !offer.get().show
                    on:click=move |_| turns::show(page)>{tr(Text::ShowMe)}</button>
                <button type="button" data-testid="lesson-next" hidden=move || !offer.get().next_step
                    on:click=move |_| turns::next_step(page)>{tr(Text::NextStep)}</button>
                <button type="button" data-testid="lesson-next-lesson" hidden=move || !offer.get().next_lesson
                    on:click=move |_| turns::next_lesson(page)>{tr(Text::NextLesson)}</button>
                <button type="button" data-testid="learn-play-beginner" hidden=move || !offer.get().course_done
                    on:click=move |_| turns::play_beginner(page)>{tr(Text::PlayBeginner)}</button>
            </div>
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
