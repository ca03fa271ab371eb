//! What opening a friend's link does to the library. A link adds a game or extends the one
//! kept under its id; it never removes or writes over a game, and a game that differs is
//! kept beside the other as a copy.

use super::entry::Entry;
use super::friend::Friend;
use super::friend_link::FriendLink;
use super::id::Id;
use super::kept::Library;
use crate::ui::game::saved::SavedGame;
use crate::ui::game::share::ShareError;
use crate::ui::game::{Opener, Seat, Session};

/// What became of a friend's link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Merged {
    /// A game not kept before, added under `key`: this device plays `side` (turn the board
    /// to it, see [`Friend::flipped`]).
    NewGame {
        /// The new game's key.
        key: Id,
        /// The side this device plays.
        side: Seat,
    },
    /// The link continues the game kept under `key`, which now has `plies` actions (its
    /// hints kept).
    Extended {
        /// The game's key.
        key: Id,
        /// Its actions now.
        plies: usize,
    },
    /// The game kept under `key` has every action of the link already: nothing changes.
    Stale {
        /// The game's key.
        key: Id,
    },
    /// The link's game differs from the one kept under `key`; it is kept as `copy`.
    Contradicts {
        /// The game kept before.
        key: Id,
        /// The link's game, kept beside it.
        copy: Id,
    },
    /// The link is for the side that this device does not play in the game under `key`:
    /// it plays `side` (the link was probably sent from here). Nothing changes.
    WrongSide {
        /// The game's key.
        key: Id,
        /// The side this device plays.
        side: Seat,
    },
}

/// How a link's game stands to a kept one.
#[derive(PartialEq)]
enum Relation {
    /// The kept game has every action of the link's.
    Behind,
    /// The link's game continues the kept one.
    Ahead,
    /// Neither continues the other.
    Differs,
}

/// How the link's `game` stands to the `kept` game.
fn relation(kept: &SavedGame, game: &SavedGame) -> Relation {
    let (ours, theirs) = (&kept.actions, &game.actions);
    if kept.game != game.game || kept.start != game.start {
        Relation::Differs
    } else if ours.starts_with(theirs) {
        Relation::Behind
    } else if theirs.starts_with(ours) {
        Relation::Ahead
    } else {
        Relation::Differs
    }
}

/// Opens `link` in `library` at `now` (ms since the epoch), `random` making the key of a
/// game it adds; an error if the link's game cannot be opened with `open`.
pub fn merge(
    library: &mut Library,
    link: &FriendLink,
    open: Opener,
    now: u64,
    random: u64,
) -> Result<Merged, ShareError> {
    let session = link.open(open)?;
    let game = SavedGame::of(&session);
    let kept: Vec<&Entry> = library.friend_games(link.game_id()).collect();
    let Some(first) = kept.first() else {
        let key = add(library, link, &session, now, random);
        let side = link.side();
        return Ok(Merged::NewGame { key, side });
    };
    let key = first.key().clone();
    let plays = first.friend().map_or(link.side(), |f| f.side);
    if plays != link.side() {
        return Ok(Merged::WrongSide { key, side: plays });
    }
    let find = |wanted| kept.iter().find(|e| relation(e.game(), &game) == wanted);
    if let Some(stale) = find(Relation::Behind) {
        let key = stale.key().clone();
        return Ok(Merged::Stale { key });
    }
    if let Some(behind) = find(Relation::Ahead) {
        let (key, plies) = (behind.key().clone(), session.table().plies());
        let session = session.with_hints(&behind.game().hints);
        library.keep_sent(&key, &session, now);
        return Ok(Merged::Extended { key, plies });
    }
    let copy = add(library, link, &session, now, random);
    Ok(Merged::Contradicts { key, copy })
}

/// Adds the game of `link`, opened as `session`, under a new key.
fn add(library: &mut Library, link: &FriendLink, session: &Session, now: u64, random: u64) -> Id {
    let mut friend = Friend::new(link.side(), link.game_id().clone()).with_help(link.help());
    friend.mark_sent(session.table().plies());
    let key = library.free_key(random);
    library.insert(Entry::new(key.clone(), session, Some(friend), now));
    key
}
