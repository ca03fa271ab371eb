//! What goes on under the lesson's board: the lesson's result once it is finished, and the
//! buttons the step allows now (Pass, Retry, Show me, Next, Next lesson, and a first game
//! against the Beginner at the course's end), where a phone's thumb finds them.

use super::{course, turns, Page};
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

/// The lesson's result and buttons.
#[component]
pub(super) fn LessonControls(page: Page) -> impl IntoView {
    let Page {
        state, learning, ..
    } = page;
    let lang = state.lang;
    let offer = Memo::new(move |_| {
        let mut offer = learning.with(|l| l.as_ref().map(offers).unwrap_or_default());
        offer.course_done &= page.mistakes.with(Option::is_none);
        offer
    });
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
                on:click=move |_| course::next_lesson(page)>{tr(Text::NextLesson)}</button>
            <button type="button" data-testid="learn-play-beginner" hidden=move || !offer.get().course_done
                on:click=move |_| turns::play_beginner(page)>{tr(Text::PlayBeginner)}</button>
        </div>
    }
}
