//! A notice for the person: what happened, as facts, put into words in the language of the
//! moment, so that a change of language says it again.

use crate::rules::GameId;
use crate::ui::game::Seat;
use crate::ui::games;
use crate::ui::i18n::errors::explain;
use crate::ui::i18n::{messages, Bilingual, Explain, Lang, Reason, Text};
use crate::ui::library::Merged;
use crate::ui::platform::storage::LoadProblem;
use crate::ui::puzzles::texts as puzzle_texts;

/// Saved data that could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// The settings: defaults are used.
    Settings,
    /// The list of kept games; `game_kept` when the game in progress was read and is on
    /// the board.
    List { game_kept: bool },
    /// The game in progress; `resumed` when the last game of the list is on the board instead.
    Game { resumed: bool },
    /// The puzzle ratings: they start again.
    Ratings,
    /// The lessons' stars: they start again.
    Progress,
}

/// What a friend's link did to the list of kept games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FriendNews {
    /// A new game, this device playing `Seat`.
    NewGame(Seat),
    /// The kept game was brought up to date.
    Extended,
    /// The link was older than the kept game.
    Stale,
    /// The link disagrees with the kept game: a copy was kept.
    Contradicts,
    /// The link was for the other side, which this device does not play (`Seat` it does).
    WrongSide(Seat),
}

impl FriendNews {
    /// The news of `merged`.
    pub fn of(merged: &Merged) -> FriendNews {
        match merged {
            Merged::NewGame { side, .. } => FriendNews::NewGame(*side),
            Merged::Extended { .. } => FriendNews::Extended,
            Merged::Stale { .. } => FriendNews::Stale,
            Merged::Contradicts { .. } => FriendNews::Contradicts,
            Merged::WrongSide { side, .. } => FriendNews::WrongSide(*side),
        }
    }
}

/// A notice, as facts.
#[derive(Clone)]
pub enum Notice {
    /// The browser keeps no data for the app.
    NoStorage,
    /// The game or the list could not be saved.
    SaveFailed,
    /// Saved data could not be read (`reason`), and was kept under `kept_under` if it could.
    Unreadable {
        data: Unreadable,
        reason: Reason,
        kept_under: Option<String>,
    },
    /// A game link could not be opened; the game is unchanged.
    BadLink(Reason),
    /// A shared game was opened.
    OpenedShared,
    /// A friend's link for a game of `game`.
    Friend { game: GameId, news: FriendNews },
    /// A puzzle link could not be opened.
    BadPuzzleLink(Reason),
    /// An action, a setup or a file was refused.
    Refused(Reason),
    /// The AI's answer could not be used.
    AiRefused(Reason),
    /// An import of games.
    Imported {
        added: usize,
        unchanged: usize,
        skipped: usize,
    },
    /// A file that could not be imported.
    NotImported(Reason),
    /// Several notices at once, in order.
    Several(Vec<Notice>),
}

impl Notice {
    /// The notice about saved `data` that could not be used: no storage at all, or a value
    /// that could not be read, with where it was kept aside.
    pub fn of_load_problem<E: Explain + Send + Sync + 'static>(
        problem: LoadProblem<E>,
        data: Unreadable,
    ) -> Notice {
        match problem {
            LoadProblem::NoStorage => Notice::NoStorage,
            LoadProblem::Unreadable { reason, kept_under } => Notice::Unreadable {
                data,
                reason: std::sync::Arc::new(reason),
                kept_under,
            },
        }
    }

    /// All of `notices` (none if there is none, itself if there is one).
    pub fn all_of(notices: impl IntoIterator<Item = Option<Notice>>) -> Option<Notice> {
        let mut given: Vec<Notice> = notices.into_iter().flatten().collect();
        match given.len() {
            0 => None,
            1 => given.pop(),
            _ => Some(Notice::Several(given)),
        }
    }

    /// The notice in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        let why = |reason: &Reason| explain(reason.as_ref(), lang);
        match self {
            Notice::NoStorage => Text::NoStorage.get(lang).into(),
            Notice::SaveFailed => Text::SaveFailed.get(lang).into(),
            Notice::Unreadable {
                data,
                reason,
                kept_under,
            } => unreadable(lang, *data, &why(reason), kept_under.as_deref()),
            Notice::BadLink(reason) => messages::bad_link(lang, &why(reason)),
            Notice::OpenedShared => Text::OpenedShared.get(lang).into(),
            Notice::Friend { game, news } => friend(lang, *game, *news),
            Notice::BadPuzzleLink(reason) => puzzle_texts::bad_link(lang, &why(reason)),
            Notice::Refused(reason) => why(reason),
            Notice::AiRefused(reason) => Bilingual {
                en: format!("The AI's answer was refused: {}", why(reason)),
                nl: format!("Het antwoord van de computer is geweigerd: {}", why(reason)),
            }
            .get(lang),
            Notice::Imported {
                added,
                unchanged,
                skipped,
            } => messages::imported(lang, *added, *unchanged, *skipped),
            Notice::NotImported(reason) => messages::not_imported(lang, &why(reason)),
            Notice::Several(notices) => {
                let said: Vec<String> = notices.iter().map(|n| n.say(lang)).collect();
                said.join(" ")
            }
        }
    }
}

/// Saved data that could not be read, for `reason`, and what became of it.
fn unreadable(lang: Lang, data: Unreadable, reason: &str, kept: Option<&str>) -> String {
    match data {
        Unreadable::Settings => messages::unreadable_settings(lang, reason, kept),
        Unreadable::Game { resumed } => messages::unreadable_game(lang, reason, kept, resumed),
        Unreadable::List { game_kept } => messages::unreadable_list(lang, reason, kept, game_kept),
        Unreadable::Ratings => puzzle_texts::unreadable(lang, reason, kept),
        Unreadable::Progress => messages::unreadable_progress(lang, reason, kept),
    }
}

/// What a friend's link did, for a game of `game`.
fn friend(lang: Lang, game: GameId, news: FriendNews) -> String {
    let side = |seat: Seat| games::texts(game).seats[seat.index()].name.get(lang);
    match news {
        FriendNews::NewGame(seat) => messages::friend_game(lang, side(seat)),
        FriendNews::Extended => Text::LinkExtended.get(lang).into(),
        FriendNews::Stale => Text::LinkStale.get(lang).into(),
        FriendNews::Contradicts => Text::LinkContradicts.get(lang).into(),
        FriendNews::WrongSide(seat) => messages::wrong_side(lang, side(seat)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::library::LibraryError;
    use std::sync::Arc;

    #[test]
    fn a_notice_is_said_again_in_the_language_of_the_moment() {
        let notice = Notice::all_of([Some(Notice::SaveFailed), None, Some(Notice::OpenedShared)]);
        let notice = notice.unwrap();
        assert!(matches!(notice, Notice::Several(ref n) if n.len() == 2));
        let (en, nl) = (notice.say(Lang::En), notice.say(Lang::Nl));
        assert!(en.starts_with(Text::SaveFailed.get(Lang::En)), "{en}");
        assert!(nl.starts_with(Text::SaveFailed.get(Lang::Nl)), "{nl}");
        assert_ne!(en, nl);
    }

    #[test]
    fn an_unreadable_list_says_which_game_is_on_the_board() {
        let reason: Reason = Arc::new(LibraryError::Version(9));
        let notice = |game_kept| Notice::Unreadable {
            data: Unreadable::List { game_kept },
            reason: reason.clone(),
            kept_under: Some("breakthru.library.unreadable".into()),
        };
        let kept = notice(true).say(Lang::En);
        assert!(kept.contains("game in progress is on the board"), "{kept}");
        assert!(!kept.contains("new game"), "{kept}");
        assert!(kept.contains("breakthru.library.unreadable"), "{kept}");
        assert!(kept.contains("My games"), "{kept}");
        let lost = notice(false).say(Lang::En);
        assert!(lost.contains("new game"), "{lost}");
        assert!(notice(true).say(Lang::Nl).contains("Mijn partijen"));
    }
}
