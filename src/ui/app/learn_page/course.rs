//! Which course and lesson the page shows: the chosen game's course is fetched when it is
//! chosen (again when the player asks), then its first lesson not yet finished opens.

use super::{turns, Page};
use crate::lesson::Course;
use crate::ui::app::notice::Notice;
use crate::ui::board::Choice;
use crate::ui::games;
use crate::ui::learn::{courses, Learning, Said};
use crate::ui::platform::fetch;
use leptos::prelude::*;
use std::sync::Arc;

/// Fetches the chosen course whenever the game changes, and opens a lesson once it is read.
pub(super) fn follow(page: Page) {
    Effect::new(move |_| fetch_course(page));
    Effect::new(move |_| {
        if let Some(Ok(course)) = page.loaded.get() {
            let next = first_unfinished(page, &course);
            open_lesson(page, course, next);
        }
    });
}

/// Fetches the chosen game's course and reads it; or takes the player's mistakes, when a
/// review sent them.
fn fetch_course(page: Page) {
    let Page { game, loaded, .. } = page;
    let chosen = game.get();
    page.attempt.track();
    page.learning.set(None);
    if let Some(mistakes) = page.mistakes.get() {
        loaded.set(Some(Ok(mistakes.course)));
        return;
    }
    loaded.set(None);
    page.progress.update(|p| p.last_game = Some(chosen));
    leptos::task::spawn_local(async move {
        let read = match fetch::text(&courses::file(chosen)).await {
            None => Err(None),
            Some(text) => Course::parse(&text)
                .map(Arc::new)
                .map_err(|e| Some(e.to_string())),
        };
        if game.get_untracked() == chosen {
            loaded.set(Some(read));
        }
    });
}

/// The course's first lesson without stars, else its first.
fn first_unfinished(page: Page, course: &Course) -> usize {
    if page.reviewing_mistakes() {
        return 0;
    }
    page.progress.with_untracked(|p| {
        let unfinished = course
            .lessons
            .iter()
            .position(|l| p.stars(course.game, &l.id).is_none());
        unfinished.unwrap_or(0)
    })
}

/// Opens lesson `lesson` (an index) of `course` on the board.
pub(super) fn open_lesson(page: Page, course: Arc<Course>, lesson: usize) {
    match Learning::open(course, lesson, games::open) {
        Ok(opened) => {
            turns::cancel_reply(page);
            page.said.set(Said::Standing);
            page.choice.set(Choice::default());
            page.learning.set(Some(opened));
            turns::keep_stars(page);
            turns::reveal_board();
        }
        Err(error) => page
            .state
            .notice
            .set(Some(Notice::Refused(Arc::new(error)))),
    }
}

/// Opens lesson `lesson` of the loaded course.
pub(super) fn open_index(page: Page, lesson: usize) {
    let course = page.loaded.with_untracked(|l| l.clone()?.ok());
    if let Some(course) = course.filter(|c| lesson < c.lessons.len()) {
        open_lesson(page, course, lesson);
    }
}

/// Opens the course's next lesson.
pub(super) fn next_lesson(page: Page) {
    let next = page
        .learning
        .with_untracked(|l| l.as_ref().map(|l| l.lesson_index() + 1));
    if let Some(next) = next {
        open_index(page, next);
    }
}
