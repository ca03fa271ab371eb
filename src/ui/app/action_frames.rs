//! Plays the steps of the last action one after another where it has several (the
//! explosions of Freeling's 9x5 game), so that a person can follow a chain. With animation
//! off, or when the system asks for less motion, the result shows at once.

use super::board_view::frames_to_play;
use crate::ui::ai_client::pace;
use crate::ui::game::Session;
use crate::ui::platform::browser;
use leptos::prelude::*;
use std::time::Duration;

/// How long each step stays on the board.
const STEP: Duration = Duration::from_millis(pace::CHAIN_STEP_MS as u64);

/// The step of the live position's last action being shown, if any. It advances by
/// itself and stays on the last step until the game changes.
pub fn action_frames(
    session: RwSignal<Session>,
    animate: Signal<bool>,
) -> ReadSignal<Option<usize>> {
    let (frame, set_frame) = signal(None);
    let generation = StoredValue::new(0_u32);
    Effect::new(move |_| {
        let steps = session.with(frames_to_play);
        generation.update_value(|g| *g = g.wrapping_add(1));
        if steps.is_empty() || !animate.get_untracked() || browser::prefers_reduced_motion() {
            set_frame.set(None);
            return;
        }
        show(steps, generation.get_value(), generation, set_frame);
    });
    frame
}

/// Shows the first of `steps` and schedules the next, unless the game changed since
/// (`generation` moved on from `started`).
fn show(
    steps: std::ops::Range<usize>,
    started: u32,
    generation: StoredValue<u32>,
    set_frame: WriteSignal<Option<usize>>,
) {
    if generation.get_value() != started {
        return;
    }
    let step = steps.start;
    set_frame.set(Some(step));
    if step + 1 < steps.end {
        set_timeout(
            move || show(step + 1..steps.end, started, generation, set_frame),
            STEP,
        );
    }
}
