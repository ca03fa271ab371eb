//! The player's turns on the lesson's board and what follows each: the step's reply, the
//! refusal of a turn the step does not accept, Retry and Show me, the next step,
//! the stars kept, and the first game against the Beginner at the course's end.

use super::Page;
use crate::bot::Level;
use crate::ui::ai_client::ask_lookup_for;
use crate::ui::app::notice::Notice;
use crate::ui::board::Choice;
use crate::ui::game::{Player, Session};
use crate::ui::games::{self, NewGame};
use crate::ui::learn::mistakes::{good_enough, points_lost};
use crate::ui::learn::{Learning, Said, Stage, Verdict};
use crate::ui::platform::browser;
use leptos::prelude::*;
use std::sync::Arc;
use std::time::Duration;

/// How long the board shows the player's accepted turn before the reply.
const REPLY_DELAY: Duration = Duration::from_millis(500);

/// Plays the player's action written `text`, and says what the turn did once it ends.
pub(super) fn play(page: Page, text: &str) {
    let verdict = page
        .learning
        .try_update(|l| l.as_mut().map(|l| l.play(text)));
    page.choice.set(Choice::default());
    match verdict.flatten() {
        Some(Ok(Verdict::Right)) => schedule_reply(page),
        Some(Ok(Verdict::Done)) => {
            page.said.set(Said::Standing);
            keep_stars(page);
        }
        Some(Ok(Verdict::Wrong)) if page.reviewing_mistakes() => check_mistake(page),
        Some(Ok(Verdict::Wrong | Verdict::Unfinished)) => page.said.set(Said::Standing),
        Some(Err(error)) => page
            .state
            .notice
            .set(Some(Notice::Refused(Arc::new(error)))),
        None => {}
    }
}

/// Plays the reply after [`REPLY_DELAY`]; [`cancel_reply`] stops it.
fn schedule_reply(page: Page) {
    page.reply_timer.schedule(REPLY_DELAY, move || reply(page));
}

/// Cancels a pending reply (the page is left or another lesson opens).
pub(super) fn cancel_reply(page: Page) {
    page.reply_timer.cancel();
}

/// Plays the step's reply that is due, and says it.
fn reply(page: Page) {
    let played = page
        .learning
        .try_update(|l| l.as_mut().and_then(Learning::reply))
        .flatten();
    if let Some(reply) = played {
        page.said.set(Said::Replied(reply));
    }
}

/// Keeps the lesson's stars once it is finished (the best of its finishes); the player's
/// mistakes keep none.
pub(super) fn keep_stars(page: Page) {
    if page.reviewing_mistakes() {
        return;
    }
    let finished = page.learning.with_untracked(|l| {
        let l = l.as_ref().filter(|l| l.finished())?;
        Some((l.course().game, l.lesson().id.clone(), l.stars()))
    });
    if let Some((game, id, stars)) = finished {
        page.progress.update(|p| p.finish(game, &id, stars));
    }
}

/// Asks the worker to search the position after a turn of the player's mistakes that is not
/// the AI's, as long as the review did; [`judge_mistakes`] judges it when found.
fn check_mistake(page: Page) {
    let Some(movetime) = page
        .mistakes
        .with_untracked(|m| m.as_ref().map(|m| m.movetime_ms))
    else {
        return;
    };
    if !page.ai.is_ready_untracked() {
        page.said.set(Said::Standing);
        return;
    }
    page.said.set(Said::Checking);
    page.learning.with_untracked(|l| {
        if let Some(l) = l {
            page.client
                .with_value(|c| ask_lookup_for(page.ai, c, l.session().table(), movetime));
        }
    });
}

/// Judges a searched turn of the player's mistakes once the worker answers: good enough if
/// it gives away less than an inaccuracy of the chances before the mistake, else refuted
/// with the opponent's answer.
pub(super) fn judge_mistakes(page: Page) {
    Effect::new(move |_| {
        let Some(found) = page.ai.lookup.get() else {
            return;
        };
        if page.said.get_untracked() != Said::Checking {
            return;
        }
        let judged = page.learning.with_untracked(|l| {
            let l = l.as_ref().filter(|l| l.stage() == Stage::Wrong)?;
            let to_move = l.session().table().seat_to_move();
            let step = l.step_count().0 - 1;
            page.mistakes.with_untracked(|m| {
                let mistake = m.as_ref()?.mistakes.get(step)?;
                Some(
                    found
                        .score
                        .map(|score| points_lost(mistake, to_move, score)),
                )
            })
        });
        match judged {
            Some(Some(lost)) if good_enough(lost) => {
                page.learning
                    .update(|l| l.iter_mut().for_each(Learning::accept));
                page.said.set(Said::GoodEnough(lost));
            }
            Some(lost) => page.said.set(Said::Refuted {
                turn: found.turn,
                lost,
            }),
            None => {}
        }
    });
}

/// Takes a refused turn back, to try again.
pub(super) fn retry(page: Page) {
    page.ai.forget_lookup();
    page.learning
        .update(|l| l.iter_mut().for_each(Learning::retry));
    page.said.set(Said::Standing);
}

/// Shows the step's accepted turn as arrows.
pub(super) fn show(page: Page) {
    page.ai.forget_lookup();
    page.learning
        .update(|l| l.iter_mut().for_each(Learning::show));
    page.said.set(Said::Standing);
}

/// Goes on to the lesson's next step.
pub(super) fn next_step(page: Page) {
    page.learning.update(|l| {
        l.iter_mut().for_each(|l| {
            l.next_step();
        })
    });
    page.choice.set(Choice::default());
    page.said.set(Said::Standing);
    keep_stars(page);
    reveal_board();
}

/// Scrolls back up to the lesson's board if it is above the window, as it is on a phone
/// after a button below it.
pub(super) fn reveal_board() {
    browser::reveal_top("[data-testid=learn] .board-area");
}

/// Starts a game of the course's game against the Beginner, the player moving first.
pub(super) fn play_beginner(page: Page) {
    let game = page.game.get_untracked();
    let players = [Player::Human, Player::Ai(Level::Beginner)];
    let session = Session::new(games::standard(game), players);
    page.on_start.run(NewGame::Ready(session));
    browser::set_fragment("#/play");
}
