//! The opponent's reply that is due on a board of its own (a puzzle's, a lesson's): played
//! after a moment, so that the player sees their turn first, and cancelled when the page is
//! left or another puzzle or lesson opens.

use leptos::prelude::*;
use std::time::Duration;

/// At most one reply due at a time.
#[derive(Clone, Copy)]
pub struct ReplyTimer(StoredValue<Option<TimeoutHandle>>);

impl ReplyTimer {
    /// No reply due.
    pub fn new() -> ReplyTimer {
        ReplyTimer(StoredValue::new(None))
    }

    /// Runs `reply` after `delay`, in place of a reply due before.
    pub fn schedule(self, delay: Duration, reply: impl FnOnce() + 'static) {
        self.cancel();
        let handle = set_timeout_with_handle(
            move || {
                self.0.set_value(None);
                reply();
            },
            delay,
        );
        self.0.set_value(handle.ok());
    }

    /// Cancels the reply due, if any.
    pub fn cancel(self) {
        if let Some(handle) = self.0.try_update_value(Option::take).flatten() {
            handle.clear();
        }
    }
}
