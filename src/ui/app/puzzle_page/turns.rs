//! The player's turns on the puzzle's board and what follows each: the solution's reply,
//! the rating of the first try, the worker's refutation of a wrong turn, Retry, Solution
//! and the analysis board.

use super::Page;
use crate::ui::ai_client::ask_lookup;
use crate::ui::ai_client::ledger::Purpose;
use crate::ui::app::notice::Notice;
use crate::ui::board::Choice;
use crate::ui::platform::browser;
use crate::ui::puzzles::{Said, Solving, Stage, Verdict};
use leptos::prelude::*;
use std::sync::Arc;
use std::time::Duration;

/// How long the board shows the player's right turn before the reply.
const REPLY_DELAY: Duration = Duration::from_millis(400);

/// Plays the player's action written `text` and says what the turn did once it ends.
pub(super) fn play(page: Page, text: &str) {
    let Page { solving, said, .. } = page;
    let verdict = solving.try_update(|s| s.as_mut().map(|s| s.play(text)));
    page.choice.set(Choice::default());
    match verdict.flatten() {
        Some(Ok(Verdict::Right)) => schedule_reply(page),
        Some(Ok(Verdict::Solved)) => said.set(Said::Solved(rate(page))),
        Some(Ok(Verdict::Wrong)) => {
            rate(page);
            said.set(Said::Wrong(None));
        }
        Some(Err(error)) => page
            .state
            .notice
            .set(Some(Notice::Refused(Arc::new(error)))),
        // Breakthru's first move: the status says the second is due.
        Some(Ok(Verdict::Unfinished))
            if solving.with_untracked(|s| s.as_ref().is_some_and(Solving::mid_turn)) =>
        {
            said.set(Said::Standing)
        }
        Some(Ok(Verdict::Unfinished)) | None => {}
    }
}

/// Plays the reply after [`REPLY_DELAY`]; [`cancel_reply`] stops it.
fn schedule_reply(page: Page) {
    page.reply_timer.schedule(REPLY_DELAY, move || reply(page));
}

/// Cancels a pending reply (the page is left or another puzzle opens); the reply stays
/// due in the kept puzzle, played when the page opens on it again.
pub(super) fn cancel_reply(page: Page) {
    page.reply_timer.cancel();
}

/// Plays the solution's reply that is due, and says it.
pub(super) fn reply(page: Page) {
    let played = page
        .solving
        .try_update(|s| s.as_mut().and_then(Solving::reply))
        .flatten();
    let Some(reply) = played else { return };
    let shown = page
        .solving
        .with_untracked(|s| s.as_ref()?.solution_turn().map(<[String]>::to_vec));
    page.said.set(match shown {
        Some(turn) => Said::Solution(turn),
        None => Said::Right(reply),
    });
}

/// Rates the first try once: the new rating and its change, if this try was rated.
fn rate(page: Page) -> Option<(i32, i32)> {
    let (game, set, id, rating, solved) = page.solving.try_update(|s| {
        let s = s.as_mut()?;
        let solved = s.result()?;
        Some((
            s.game(),
            s.set.clone(),
            s.puzzle.id.clone(),
            s.puzzle.rating,
            solved,
        ))
    })??;
    let ratings = page.ratings;
    let before = ratings.with_untracked(|r| r.of(game).shown());
    let after = ratings.try_update(|r| r.rate(game, &set, &id, rating, solved))??;
    Some((after, after - before))
}

/// Asks the worker for the refutation of a wrong turn once it is ready (again after a
/// restart, which forgets the lookup), and says it when found.
pub(super) fn ask_refutations(page: Page) {
    let Page {
        ai,
        solving,
        client,
        said,
        ..
    } = page;
    Effect::new(move |_| {
        let wrong = solving.with(|s| s.as_ref().is_some_and(|s| s.stage() == Stage::Wrong));
        let idle = ai.lookup.with_untracked(Option::is_none)
            && ai
                .ledger
                .with_untracked(|l| !l.is_pending(&Purpose::Lookup));
        if wrong && ai.is_ready() && idle {
            solving.with_untracked(|s| {
                if let Some(s) = s {
                    client.with_value(|c| ask_lookup(ai, c, s.session().table()));
                }
            });
        }
    });
    Effect::new(move |_| {
        let Some(line) = ai.lookup.get().map(|found| found.turn) else {
            return;
        };
        let wrong =
            solving.with_untracked(|s| s.as_ref().is_some_and(|s| s.stage() == Stage::Wrong));
        if wrong {
            said.set(Said::Wrong(Some(line)));
        }
    });
}

/// Takes a wrong turn back, to try again.
pub(super) fn retry(page: Page) {
    page.solving
        .update(|s| s.iter_mut().for_each(Solving::retry));
    page.ai.forget_lookup();
    page.said.set(Said::Standing);
}

/// Shows the solution's turn as arrows; the puzzle counts as failed.
pub(super) fn show_solution(page: Page) {
    page.solving
        .update(|s| s.iter_mut().for_each(Solving::show_solution));
    page.ai.forget_lookup();
    rate(page);
    let turn = page
        .solving
        .with_untracked(|s| s.as_ref()?.solution_turn().map(<[String]>::to_vec));
    page.said.set(turn.map_or(Said::Nothing, Said::Solution));
}

/// Opens the puzzle as it stands on the analysis board.
pub(super) fn analyse(page: Page) {
    let table = page
        .solving
        .with_untracked(|s| s.as_ref().map(|s| s.session().table().clone_box()));
    if let Some(table) = table {
        page.state.analyse_table(table, page.ai);
        browser::set_fragment("#/analysis");
    }
}
