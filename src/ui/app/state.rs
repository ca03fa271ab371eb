//! The app's signals, shared by its parts through context.

use crate::ui::board::Choice;
use crate::ui::breakthru::free_setup::FreeSetup;
use crate::ui::engine::AiState;
use crate::ui::game::games;
use crate::ui::game::settings::Settings;
use crate::ui::game::{Seat, Session};
use crate::ui::i18n::{Explain, Lang};
use crate::ui::platform::sound;
use leptos::prelude::*;

/// Everything the app's parts read and change.
#[derive(Clone, Copy)]
pub struct AppState {
    /// The game in progress.
    pub session: RwSignal<Session>,
    /// The person's settings.
    pub settings: RwSignal<Settings>,
    /// A message for the person, if any.
    pub notice: RwSignal<Option<String>>,
    /// A Breakthru free setup in progress, before its game.
    pub free: RwSignal<Option<FreeSetup>>,
    /// The earlier position shown while browsing (`None`: the live one).
    pub viewing: RwSignal<Option<usize>>,
    /// What is chosen on the board towards the next action.
    pub choice: RwSignal<Choice>,
    /// The app's language.
    pub lang: Signal<Lang>,
}

impl AppState {
    /// Plays the action written `text`; a refusal is told in a notice.
    pub fn play(self, text: &str) {
        let mut played = false;
        self.session.update(|s| match s.play(text) {
            Ok(()) => played = true,
            Err(error) => self
                .notice
                .set(Some(error.explain(self.lang.get_untracked()))),
        });
        if played && self.settings.with_untracked(|s| s.sounds) {
            // Both games write a capture with an `x`.
            sound::click(text.contains('x'));
        }
        self.choice.set(Choice::default());
    }

    /// Whether a game is under way (begun and not over), so that replacing it needs a yes.
    pub fn in_progress(self) -> bool {
        self.session
            .with_untracked(|s| s.table().plies() > 0 && !s.table().is_over())
    }

    /// The same game again from its start, with the players' sides swapped.
    pub fn rematch(self, ai: AiState) {
        let (table, [light, dark]) = self.session.with_untracked(|s| {
            let table = s.table();
            let again = games::open(table.game(), &table.start_text(), []);
            (again, s.players())
        });
        match table {
            Ok(table) => self.begin(Session::new(table, [dark, light]), ai),
            Err(error) => self
                .notice
                .set(Some(error.explain(self.lang.get_untracked()))),
        }
    }

    /// Replaces the game with `game`, the board turned towards its only person.
    pub fn begin(self, game: Session, ai: AiState) {
        ai.thinking.set(None);
        ai.last_outlook.set(None);
        ai.paused.set(false);
        self.choice.set(Choice::default());
        self.viewing.set(None);
        self.free.set(None);
        let ai_light_only = game.player(Seat::Light) != crate::ui::game::Player::Human
            && game.player(Seat::Dark) == crate::ui::game::Player::Human;
        self.settings.update(|s| s.flipped = ai_light_only);
        self.session.set(game);
    }
}
