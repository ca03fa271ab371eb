//! Fuzzes friends' links (`ui::library::FriendLink::parse`, the `id=` and `side=` parts,
//! then `merge` into a library): an accepted link's `to_fragment` re-parses equal, with or
//! without the leading `#`; a link whose game opens is a new game in an empty library, and
//! the same link merged again changes nothing.

use breakthru::ui::games;
use breakthru::ui::library::{merge, FriendLink, Library, Merged};

/// Checks one input; true if it is a friend's link.
pub fn run(text: &str) -> bool {
    let Ok(Some(link)) = FriendLink::parse(text) else {
        return false;
    };
    let fragment = link.to_fragment();
    let again = FriendLink::parse(&fragment);
    assert_eq!(again, Ok(Some(link.clone())), "{fragment}");
    assert_eq!(
        FriendLink::parse(&format!("#{fragment}")),
        Ok(Some(link.clone()))
    );
    let mut library = Library::default();
    let opens = link.open(games::open).is_ok();
    match merge(&mut library, &link, games::open, 1, 2) {
        Ok(Merged::NewGame { side, .. }) => {
            assert!(opens && side == link.side(), "{fragment}");
            let kept = library.clone();
            let twice = merge(&mut library, &link, games::open, 3, 4);
            assert!(
                matches!(twice, Ok(Merged::Stale { .. })),
                "{fragment}: {twice:?}"
            );
            assert_eq!(library, kept, "{fragment}: merged twice");
        }
        Ok(other) => panic!("{fragment}: {other:?} in an empty library"),
        Err(error) => assert!(!opens, "{fragment}: {error}"),
    }
    true
}
