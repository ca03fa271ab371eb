//! The app's signals, shared by its parts through context.

use super::notice::Notice;
use crate::ui::ai_client::AiState;
use crate::ui::board::Choice;
use crate::ui::game::saved::SavedGame;
use crate::ui::game::settings::Settings;
use crate::ui::game::{Player, Seat, Session, Table};
use crate::ui::games::{self, setup::FreeSetup};
use crate::ui::i18n::Lang;
use crate::ui::library::{Entry, Friend, FriendTerms, Id, Library};
use crate::ui::platform::{browser, sound};

use leptos::prelude::*;
use std::sync::Arc;

/// The app's state, shared through context.
pub fn use_app() -> AppState {
    expect_context()
}

/// Everything the app's parts read and change.
#[derive(Clone, Copy)]
pub struct AppState {
    /// The game in progress.
    pub session: RwSignal<Session>,
    /// The person's settings.
    pub settings: RwSignal<Settings>,
    /// A message for the person, if any.
    pub notice: RwSignal<Option<Notice>>,
    /// A Breakthru free setup in progress, before its game.
    pub free: RwSignal<Option<FreeSetup>>,
    /// The earlier position shown while browsing (`None`: the live one).
    pub viewing: RwSignal<Option<usize>>,
    /// What is chosen on the board towards the next action.
    pub choice: RwSignal<Choice>,
    /// The app's language.
    pub lang: Signal<Lang>,
    /// The game itself, put aside while `session` is an analysis board of it.
    pub aside: RwSignal<Option<Session>>,
    /// Every kept game.
    pub library: RwSignal<Library>,
    /// The key of the game in progress in the library.
    pub key: RwSignal<Id>,
    /// The side this device plays in the next game begun, if it is a friend's (by link),
    /// and whether the AI may help in it.
    pub friend_next: RwSignal<Option<FriendTerms>>,
}

impl AppState {
    /// This device's part in the game on the board, if it is played with a friend by link
    /// (none on an analysis board).
    pub fn friend(self) -> Option<Friend> {
        if self.analysing() {
            return None;
        }
        let key = self.key.get();
        self.library
            .with(|l| l.get(&key).and_then(|e| e.friend().cloned()))
    }

    /// Whether the AI's help (hint, bar, threats, analysis) is barred now: in a friend's
    /// game that does not allow it, while the game is on.
    pub fn help_barred(self) -> bool {
        self.friend()
            .is_some_and(|f| self.session.with(|s| f.help_barred(s.table())))
    }

    /// Whether this device may act on the board now (in a friend's game: only on its turn).
    pub fn may_act(self) -> bool {
        self.friend()
            .is_none_or(|f| self.session.with(|s| f.may_move(s.table())))
    }

    /// Puts the game in progress into the library as it is now.
    pub fn keep_current(self) {
        let game = self.aside.get().unwrap_or_else(|| self.session.get());
        let key = self.key.get();
        let saved = SavedGame::of(&game);
        self.library.maybe_update(|l| match l.get(&key) {
            Some(entry) if *entry.game() == saved => false,
            Some(entry) => {
                let _ = l.replace(entry.updated(&game, browser::now()));
                true
            }
            None => l.add(Entry::new(key, &game, None, browser::now())).is_ok(),
        });
    }

    /// Forgets the game on the board if it is a local game with no action yet: it makes way
    /// for the game shown next.
    fn drop_unbegun(self) {
        let current = self.key.get_untracked();
        self.library.maybe_update(|l| {
            let unbegun = l
                .get(&current)
                .is_some_and(|e| e.game().actions.is_empty() && e.friend().is_none());
            unbegun && l.remove(&current).is_some()
        });
    }

    /// Shows the kept game under `key` as `game`, the board turned to this device's side.
    pub fn show(self, key: Id, game: Session) {
        if key != self.key.get_untracked() {
            self.drop_unbegun();
        }
        self.aside.set(None);
        self.free.set(None);
        let friend = self
            .library
            .with_untracked(|l| l.get(&key).and_then(|e| e.friend().cloned()));
        if let Some(friend) = friend {
            self.settings.update(|s| s.flipped = friend.flipped());
        }
        self.key.set(key);
        self.session.set(game);
    }

    /// Opens the kept game under `key`; false if there is none.
    pub fn open_kept(self, key: &Id, ai: AiState) -> bool {
        let opened = self
            .library
            .with_untracked(|l| l.get(key).map(|e| e.open(games::open)));
        let Some(Ok(game)) = opened else {
            return false;
        };
        self.reset_view(ai);
        ai.review.set(None);
        ai.forget_scores();
        self.show(key.clone(), game);
        true
    }

    /// Plays the action written `text`; a refusal is told in a notice.
    pub fn play(self, text: &str) {
        let mut played = false;
        self.session.update(|s| match s.play(text) {
            Ok(()) => played = true,
            Err(error) => self.notice.set(Some(Notice::Refused(Arc::new(error)))),
        });
        if played && self.settings.with_untracked(|s| s.sounds) {
            // Both games write a capture with an `x`.
            sound::click(text.contains('x'));
        }
        self.choice.set(Choice::default());
    }

    /// Whether a game is under way (begun and not over), so that replacing it needs a yes.
    pub fn in_progress(self) -> bool {
        let under_way = |s: &Session| s.table().plies() > 0 && !s.table().is_over();
        match self.aside.with_untracked(|a| a.as_ref().map(under_way)) {
            Some(game) => game,
            None => self.session.with_untracked(under_way),
        }
    }

    /// Whether an analysis board is open.
    pub fn analysing(self) -> bool {
        self.aside.with(Option::is_some)
    }

    /// Opens an analysis board at the position shown: people play both sides, and the
    /// game itself is put aside unchanged.
    pub fn analyse(self, ai: AiState) {
        let shown = self.viewing.get_untracked();
        let game = self.session.get_untracked();
        let table = game.table().rewound(shown.unwrap_or(game.table().plies()));
        let board =
            Session::new(table, [Player::Human, Player::Human]).with_review(game.review().clone());
        self.reset_view(ai);
        self.aside.set(Some(game));
        self.session.set(board);
    }

    /// Opens an analysis board of `table` (a puzzle as it stands): people play both sides,
    /// and the game itself is put aside unchanged.
    pub fn analyse_table(self, table: Box<dyn Table>, ai: AiState) {
        let game = self.aside.get_untracked();
        let game = game.unwrap_or_else(|| self.session.get_untracked());
        self.reset_view(ai);
        self.aside.set(Some(game));
        self.session
            .set(Session::new(table, [Player::Human, Player::Human]));
    }

    /// Closes the analysis board and brings the game back as it was.
    pub fn back_to_game(self, ai: AiState) {
        if let Some(game) = self.aside.get_untracked() {
            self.reset_view(ai);
            self.aside.set(None);
            self.session.set(game);
        }
    }

    /// Forgets what the board shows besides the game: browsing, a choice, a hint.
    fn reset_view(self, ai: AiState) {
        ai.stop_thinking();
        ai.hint.set(None);
        self.choice.set(Choice::default());
        self.viewing.set(None);
    }

    /// The same game again from its start, with the players' sides swapped.
    pub fn rematch(self, ai: AiState) {
        let (table, [light, dark]) = self.session.with_untracked(|s| {
            let table = s.table();
            let again = games::open(table.game(), &table.start_text(), &[]);
            (again, s.players())
        });
        match table {
            Ok(table) => self.begin(Session::new(table, [dark, light]), ai),
            Err(error) => self.notice.set(Some(Notice::Refused(Arc::new(error)))),
        }
    }

    /// Replaces the game with `game`, the board turned towards its only person.
    pub fn begin(self, game: Session, ai: AiState) {
        self.reset_view(ai);
        ai.forget_scores();
        ai.paused.set(false);
        ai.review.set(None);
        self.aside.set(None);
        self.free.set(None);
        let friend = self.friend_next.get_untracked();
        self.friend_next.set(None);
        let ai_light_only =
            game.player(Seat::Light) != Player::Human && game.player(Seat::Dark) == Player::Human;
        let flipped = friend.map_or(ai_light_only, |terms| terms.side == Seat::Dark);
        self.settings.update(|s| s.flipped = flipped);
        self.drop_unbegun();
        let key = self.library.try_update(|l| {
            let key = l.free_key(browser::random());
            let made = |t: FriendTerms| Friend::new(t.side, Id::from_random(browser::random()));
            let friend = friend.map(|terms| made(terms).with_help(terms.help));
            let _ = l.add(Entry::new(key.clone(), &game, friend, browser::now()));
            key
        });
        if let Some(key) = key {
            self.key.set(key);
        }
        self.session.set(game);
    }
}
