//! Fuzzes friends' links (`ui::library::FriendLink::parse`, the `id=` and `side=` parts):
//! an accepted link's `to_fragment` re-parses equal, with or without the leading `#`.
#![no_main]

use breakthru::ui::library::FriendLink;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let Ok(Some(link)) = FriendLink::parse(text) else {
        return;
    };
    let fragment = link.to_fragment();
    assert_eq!(
        FriendLink::parse(&fragment),
        Ok(Some(link.clone())),
        "{fragment}"
    );
    assert_eq!(FriendLink::parse(&format!("#{fragment}")), Ok(Some(link)));
});
