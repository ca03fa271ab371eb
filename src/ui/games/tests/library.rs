//! The kept games with real games: migration from a single saved game, the list's order,
//! the cap, export and import, and friends' links merged by their rules.

use super::breakthrough;
use crate::bot::Level;
use crate::ui::game::saved::SavedGameError;
use crate::ui::game::{OpenError, Player, Seat, Session};
use crate::ui::games::open;
use crate::ui::library::{
    merge, Entry, Friend, FriendLink, Id, ImportReport, Library, LibraryError, Merged, Opponent,
    CAP,
};

const SAVED_BY_VERSION_1: &str = include_str!("../../../../tests/data/saves/breakthru-v1.json");
const SAVED_BY_VERSION_2: &str = include_str!("../../../../tests/data/saves/breakthrough-v2.json");

/// The small Breakthrough board, White to move.
const SMALL: &str = "BBBBB/BBBBB/5/WWWWW/WWWWW w";

/// A race that White wins in five actions.
const RACE: &str = "4B/5/5/W4/5 w";

fn people(start: &str, actions: &[&str]) -> Session {
    Session::new(breakthrough(start, actions), [Player::Human, Player::Human])
}

/// The race, finished.
fn won() -> Session {
    people(RACE, &["a2-a3", "e5-e4", "a3-a4", "e4-e3", "a4-a5"])
}

/// An entry of `session` under the key of `n`, last played at `at`.
fn entry(n: u64, session: &Session, at: u64) -> Entry {
    Entry::new(Id::from_random(n), session, None, at)
}

fn library(entries: Vec<Entry>) -> Library {
    let mut library = Library::default();
    for entry in entries {
        assert_eq!(library.add(entry), Ok(Vec::new()));
    }
    library
}

#[test]
fn a_single_saved_game_of_version_1_or_2_loads_as_a_library_of_one() {
    let v1 = Library::from_json(SAVED_BY_VERSION_1, open).unwrap();
    let [game] = v1.entries() else {
        panic!("one game")
    };
    assert_eq!(game.game().actions, ["e4-e3", "g4-g3", "d2-d1"]);
    assert_eq!(game.opponent(), Opponent::Ai(Level::Club));
    assert_eq!((game.last_active(), game.is_finished()), (0, false));
    let again = Library::from_json(SAVED_BY_VERSION_1, open).unwrap();
    assert_eq!(again, v1, "the same key on every load");
    let v2 = Library::from_json(SAVED_BY_VERSION_2, open).unwrap();
    let [game] = v2.entries() else {
        panic!("one game")
    };
    assert_eq!(game.game().game, super::game("breakthrough"));
    assert_eq!(
        (game.game().hints.as_slice(), game.opponent()),
        (&[1][..], Opponent::Ai(Level::Expert))
    );
    assert_ne!(game.key(), v1.entries()[0].key());
    let session = game.open(open).unwrap();
    assert_eq!(
        session.players(),
        [Player::Ai(Level::Expert), Player::Human]
    );
}

#[test]
fn the_list_puts_games_in_progress_first_and_newest_first() {
    let finished = won();
    assert!(finished.table().is_over(), "the race is won");
    let on = people(SMALL, &["a2-a3"]);
    let library = library(vec![
        entry(1, &on, 5),
        entry(2, &finished, 9),
        entry(3, &on, 7),
        entry(4, &finished, 3),
    ]);
    let order: Vec<u64> = library.ordered().iter().map(|e| e.last_active()).collect();
    assert_eq!(order, [7, 5, 9, 3]);
    assert_eq!(library.last_played().map(Entry::last_active), Some(9));
    assert!(library.ordered()[2].is_finished());
}

#[test]
fn games_are_removed_restored_and_renamed() {
    let mut library = library(vec![entry(1, &people(SMALL, &[]), 1)]);
    let key = Id::from_random(1);
    assert!(library.rename(&key, "  Anna  "));
    assert_eq!(library.get(&key).unwrap().label(), Some("Anna"));
    assert!(library.rename(&key, &"x".repeat(99)));
    assert_eq!(library.get(&key).unwrap().label().unwrap().len(), 40);
    assert!(library.rename(&key, " "));
    assert_eq!(library.get(&key).unwrap().label(), None);
    assert!(!library.rename(&Id::from_random(2), "Bob"));
    let session = people(SMALL, &["a2-a3"]);
    assert_eq!(library.send(&key, &session, 2), None, "no friend's game");
    let removed = library.remove(&key).unwrap();
    assert!(library.entries().is_empty());
    assert_eq!(library.add(removed.clone()), Ok(Vec::new()), "undo");
    assert_eq!(
        library.add(removed.clone()),
        Err(removed.clone()),
        "key taken"
    );
    let moved = removed.updated(&people(SMALL, &["a2-a3"]), 2);
    assert_eq!(library.replace(moved.clone()), Ok(removed));
    assert_eq!(library.get(&key), Some(&moved));
    let stranger = entry(9, &people(SMALL, &[]), 1);
    assert_eq!(library.replace(stranger.clone()), Err(stranger));
}

#[test]
fn beyond_the_cap_the_oldest_finished_game_goes_first() {
    let (on, finished) = (people(SMALL, &[]), won());
    let entries = (0..CAP as u64).map(|n| {
        let session = if n % 2 == 0 { &finished } else { &on };
        entry(n, session, 1000 - n)
    });
    let mut library = library(entries.collect());
    let dropped = library.add(entry(500, &on, 2000)).unwrap();
    assert_eq!(library.entries().len(), CAP);
    let [oldest] = dropped.as_slice() else {
        panic!("one game dropped")
    };
    assert!(oldest.is_finished());
    assert_eq!(oldest.last_active(), 1000 - (CAP as u64 - 2));
}

#[test]
fn an_export_imports_back_and_never_writes_over_another_game() {
    let mut exported = library(vec![
        entry(1, &people(SMALL, &["a2-a3"]), 4),
        entry(2, &won(), 8),
    ]);
    exported.rename(&Id::from_random(2), "Anna");
    let text = exported.to_json();
    assert!(text.starts_with("{\"version\":3,\"games\":["), "{text}");
    let read = Library::from_json(&text, open).unwrap();
    assert_eq!(read, exported);
    assert!(read.get(&Id::from_random(2)).unwrap().is_finished());
    let mut here = library(vec![
        entry(1, &people(SMALL, &["b2-b3"]), 5),
        entry(3, &people(SMALL, &[]), 6),
    ]);
    let report = here.import(read.clone());
    let ids = |ns: &[u64]| ns.iter().map(|&n| Id::from_random(n)).collect::<Vec<_>>();
    let expected = ImportReport {
        added: ids(&[2]),
        conflicting: ids(&[1]),
        ..ImportReport::default()
    };
    assert_eq!(report, expected);
    assert_eq!(
        here.get(&Id::from_random(1)).unwrap().game().actions,
        ["b2-b3"]
    );
    assert_eq!(here.import(read).unchanged, ids(&[2]));
}

#[test]
fn corrupt_libraries_are_explained_and_the_text_is_left_alone() {
    let good = library(vec![entry(1, &people(SMALL, &["a2-a3"]), 4)]).to_json();
    let illegal = good.replace("a2-a3", "a2-a5");
    let error = Library::from_json(&illegal, open).unwrap_err();
    let LibraryError::Game { key, error } = error else {
        panic!("{error}")
    };
    assert_eq!(key, Id::from_random(1));
    assert!(matches!(
        error,
        SavedGameError::Game(OpenError::Action { number: 1, .. })
    ));
    assert!(illegal.contains("a2-a5"), "read, never changed");
    let games = good
        .trim_start_matches("{\"version\":3,\"games\":[")
        .trim_end_matches("]}");
    let twice = format!("{{\"version\":3,\"games\":[{games},{games}]}}");
    assert_eq!(
        Library::from_json(&twice, open),
        Err(LibraryError::DuplicateKey(Id::from_random(1)))
    );
    let broken = Library::from_json(&good[..good.len() - 3], open).unwrap_err();
    assert!(matches!(broken, LibraryError::Json(_)), "{broken}");
}

/// Two devices: Ann plays White and sends her first move to Bo, who plays Black.
struct Pair {
    ann: Library,
    ann_key: Id,
    bo: Library,
    bo_key: Id,
    first: FriendLink,
}

fn pair() -> Pair {
    let friend = Friend::new(Seat::Light, Id::from_random(77));
    let mut ann = Library::default();
    let start = people(SMALL, &[]);
    let ann_key = ann.free_key(1);
    ann.add(Entry::new(ann_key.clone(), &start, Some(friend), 1))
        .unwrap();
    let first = ann.send(&ann_key, &people(SMALL, &["a2-a3"]), 2).unwrap();
    let mut bo = Library::default();
    let merged = merge(&mut bo, &first, open, 3, 2).unwrap();
    let Merged::NewGame { key: bo_key, side } = merged else {
        panic!("{merged:?}")
    };
    assert_eq!(side, Seat::Dark);
    Pair {
        ann,
        ann_key,
        bo,
        bo_key,
        first,
    }
}

#[test]
fn a_new_game_by_link_is_the_receivers_to_move_on_a_turned_board() {
    let Pair {
        ann,
        ann_key,
        bo,
        bo_key,
        first,
    } = pair();
    assert_eq!(first.side(), Seat::Dark);
    let mine = bo.get(&bo_key).unwrap();
    let friend = mine.friend().unwrap();
    let table = mine.open(open).unwrap();
    assert!(friend.may_move(table.table()) && friend.flipped());
    assert!(!friend.may_undo(table.table()), "received moves stay");
    assert_eq!(mine.opponent(), Opponent::Friend(friend.clone()));
    assert_eq!(mine.last_active(), 3);
    let sent = ann.get(&ann_key).unwrap();
    let table = sent.open(open).unwrap();
    let friend = sent.friend().unwrap();
    assert!(!friend.may_move(table.table()) && !friend.flipped());
    assert!(!friend.may_undo(table.table()), "sent moves stay");
    let mut more = table.clone();
    more.play("b4-b3").unwrap();
    more.play("b2-b3").unwrap_err();
    more.play("c2-c3").unwrap();
    assert!(friend.may_undo(more.table()), "until sent");
}

#[test]
fn the_ais_help_chosen_by_one_side_is_the_other_sides_by_link() {
    let Pair {
        bo, bo_key, first, ..
    } = pair();
    let barred = bo.get(&bo_key).unwrap().friend().unwrap().clone();
    assert!(!first.help() && !barred.help);
    assert!(barred.help_barred(people(SMALL, &["a2-a3"]).table()));
    assert!(
        !barred.help_barred(won().table()),
        "review once the game is over"
    );
    let friend = Friend::new(Seat::Light, Id::from_random(78)).with_help(true);
    let mut ann = Library::default();
    let key = ann.free_key(1);
    ann.add(Entry::new(
        key.clone(),
        &people(SMALL, &[]),
        Some(friend),
        1,
    ))
    .unwrap();
    let link = ann.send(&key, &people(SMALL, &["a2-a3"]), 2).unwrap();
    assert!(
        link.to_fragment().contains("&help=1&"),
        "{}",
        link.to_fragment()
    );
    let mut bo = Library::default();
    let Ok(Merged::NewGame { key, .. }) = merge(&mut bo, &link, open, 3, 2) else {
        panic!("a new game");
    };
    let theirs = bo.get(&key).unwrap().friend().unwrap();
    assert!(theirs.help);
    assert!(!theirs.help_barred(people(SMALL, &["a2-a3"]).table()));
}

#[test]
fn a_longer_link_extends_the_game_and_an_older_one_changes_nothing() {
    let Pair {
        mut ann,
        ann_key,
        mut bo,
        bo_key,
        first,
    } = pair();
    let reply = bo
        .send(&bo_key, &people(SMALL, &["a2-a3", "b4-b3"]), 4)
        .unwrap();
    let before = bo.clone();
    assert_eq!(
        merge(&mut bo, &first, open, 5, 3),
        Ok(Merged::Stale { key: bo_key })
    );
    assert_eq!(bo, before, "nothing changes");
    let mut hinted = ann.get(&ann_key).unwrap().open(open).unwrap();
    hinted.take_hint();
    let hinted = ann.get(&ann_key).unwrap().updated(&hinted, 5);
    ann.replace(hinted).unwrap();
    let merged = merge(&mut ann, &reply, open, 6, 4);
    assert_eq!(
        merged,
        Ok(Merged::Extended {
            key: ann_key.clone(),
            plies: 2
        })
    );
    let stale = merge(&mut ann, &reply, open, 7, 4);
    assert_eq!(
        stale,
        Ok(Merged::Stale {
            key: ann_key.clone()
        })
    );
    let game = ann.get(&ann_key).unwrap();
    assert_eq!(game.game().actions, ["a2-a3", "b4-b3"]);
    assert_eq!((game.friend().unwrap().sent, game.last_active()), (2, 6));
    assert_eq!(game.game().hints, [1], "the hint taken here is kept");
    assert_eq!(ann.entries().len(), 1);
}

#[test]
fn a_contradicting_link_is_kept_as_a_copy_and_the_wrong_side_is_explained() {
    let Pair {
        mut ann,
        ann_key,
        bo,
        bo_key,
        first,
    } = pair();
    assert_eq!(
        merge(&mut ann, &first, open, 5, 3),
        Ok(Merged::WrongSide {
            key: ann_key.clone(),
            side: Seat::Light
        })
    );
    let mut bo_here = bo.clone();
    let reply = bo_here
        .send(&bo_key, &people(SMALL, &["a2-a3", "b4-b3"]), 4)
        .unwrap();
    merge(&mut ann, &reply, open, 6, 4).unwrap();
    let mut other = bo;
    let other_reply = other
        .send(&bo_key, &people(SMALL, &["a2-a3", "c4-c3"]), 4)
        .unwrap();
    let before = ann.get(&ann_key).cloned();
    let merged = merge(&mut ann, &other_reply, open, 7, 5).unwrap();
    let Merged::Contradicts { key, copy } = merged else {
        panic!("{merged:?}")
    };
    assert_eq!(key, ann_key);
    assert_eq!(ann.get(&ann_key).cloned(), before, "never written over");
    assert_eq!(ann.get(&copy).unwrap().game().actions, ["a2-a3", "c4-c3"]);
    assert_eq!(ann.friend_games(&Id::from_random(77)).count(), 2);
    assert_eq!(
        merge(&mut ann, &other_reply, open, 8, 6),
        Ok(Merged::Stale { key: copy })
    );
}

#[test]
fn a_link_never_drops_a_game_even_at_the_cap() {
    let on = people(SMALL, &[]);
    let mut full = library((0..CAP as u64).map(|n| entry(n, &on, n)).collect());
    let Pair { first, .. } = pair();
    let merged = merge(&mut full, &first, open, 9, 0).unwrap();
    let Merged::NewGame { key, .. } = merged else {
        panic!("{merged:?}")
    };
    assert_ne!(key, Id::from_random(0), "a free key");
    assert_eq!(full.entries().len(), CAP + 1);
    let bad = FriendLink::parse(&first.to_fragment().replace("a2-a3", "a2-a5"))
        .unwrap()
        .unwrap();
    assert!(merge(&mut full, &bad, open, 9, 1).is_err());
    assert_eq!(full.entries().len(), CAP + 1);
}
