//! A link to play a friend: today's shared game (see [`share`]) with the game's id and the
//! side of the person who opens it:
//! `#game=breakthrough&fen=...&moves=a2-a3&id=0123456789ab&side=dark`, and `&help=1`
//! before the id if the AI may help while the game is on (no such part: it may not).

use super::friend::Friend;
use super::id::{is_start_of_id, Id, IdError};
use crate::core::excerpt;
use crate::ui::game::share::{self, ShareError};
use crate::ui::game::{Opener, Seat, Session};
use crate::ui::i18n::Explain;
use std::fmt;

/// A friend's link, its shared game not yet opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FriendLink {
    /// The shared game's fragment, without the parts below.
    shared: String,
    /// The game's id.
    game_id: Id,
    /// The side of the person who opens the link.
    side: Seat,
    /// Whether the AI may help while the game is on (`help=1`).
    help: bool,
}

/// What is wrong with the friend's parts of a link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FriendLinkError {
    /// The `id=` part is no id.
    Id(IdError),
    /// The `side=` part is neither `light` nor `dark` (an excerpt of it).
    Side(String),
    /// A side but no `id=` part.
    MissingId,
    /// An id but no `side=` part.
    MissingSide,
    /// The `help=` part is neither `1` nor `0` (an excerpt of it).
    Help(String),
    /// The part named so comes twice.
    Repeated(String),
    /// The link ends inside its id or side, or after its id: it was cut short.
    CutOff,
}

/// The text of `seat` in a link.
fn side_text(seat: Seat) -> &'static str {
    match seat {
        Seat::Light => "light",
        Seat::Dark => "dark",
    }
}

/// The seat written `text` in a link.
fn side_of(text: &str) -> Result<Seat, FriendLinkError> {
    match text {
        "light" => Ok(Seat::Light),
        "dark" => Ok(Seat::Dark),
        _ => Err(FriendLinkError::Side(excerpt(text))),
    }
}

/// Whether the AI may help, written `text` in a link.
fn help_of(text: &str) -> Result<bool, FriendLinkError> {
    match text {
        "1" => Ok(true),
        "0" => Ok(false),
        _ => Err(FriendLinkError::Help(excerpt(text))),
    }
}

/// Whether `last`, the last part of a link, is its friend's part cut short: the first
/// characters of its id (or the whole id, with no side after it), of its side, nothing of
/// its help, or of the name of its side part.
fn cut_short(last: &str) -> bool {
    match last.split_once('=') {
        Some(("id", text)) => is_start_of_id(text),
        Some(("help", text)) => text.is_empty(),
        Some(("side", text)) => ["light", "dark"]
            .iter()
            .any(|side| side.starts_with(text) && *side != text),
        _ => share::starts_a_name(last),
    }
}

/// Keeps `value` in `slot`, refusing a second one for the part `name`.
fn once<T>(slot: &mut Option<T>, name: &str, value: T) -> Result<(), FriendLinkError> {
    match slot.replace(value) {
        Some(_) => Err(FriendLinkError::Repeated(name.into())),
        None => Ok(()),
    }
}

impl FriendLink {
    /// The link that sends `session` to the friend of this device's part `friend`.
    pub fn of(session: &Session, friend: &Friend) -> FriendLink {
        let side = friend.side.other();
        FriendLink {
            shared: share::to_fragment(session, false),
            game_id: friend.game_id.clone(),
            side,
            help: friend.help,
        }
    }

    /// The friend's link of a fragment (with or without `#`), or none if it has neither an
    /// `id=` nor a `side=` part (a plain shared game). The shared game is read on opening.
    pub fn parse(fragment: &str) -> Result<Option<FriendLink>, FriendLinkError> {
        // Empty parts are skipped: so are `#` and `&` before the first part, lest a `#`
        // begin the shared game and be lost when the link is written again.
        let fragment = fragment.trim_start_matches(['#', '&']);
        let last = fragment.rsplit('&').next().unwrap_or_default();
        match FriendLink::read(fragment) {
            Err(
                FriendLinkError::Id(_)
                | FriendLinkError::Side(_)
                | FriendLinkError::Help(_)
                | FriendLinkError::MissingSide,
            ) if cut_short(last) => Err(FriendLinkError::CutOff),
            read => read,
        }
    }

    /// The friend's link of a fragment without `#`, as [`FriendLink::parse`] reads it but
    /// for cut links.
    fn read(fragment: &str) -> Result<Option<FriendLink>, FriendLinkError> {
        let (mut game_id, mut side, mut help, mut shared) = (None, None, None, Vec::new());
        for part in fragment.split('&').filter(|p| !p.is_empty()) {
            match part.split_once('=') {
                Some(("id", text)) => once(
                    &mut game_id,
                    "id",
                    text.parse().map_err(FriendLinkError::Id)?,
                )?,
                Some(("side", text)) => once(&mut side, "side", side_of(text)?)?,
                Some(("help", text)) => once(&mut help, "help", help_of(text)?)?,
                _ => shared.push(part),
            }
        }
        match (game_id, side) {
            (None, None) if help.is_some() => Err(FriendLinkError::MissingId),
            (None, None) => Ok(None),
            (None, Some(_)) => Err(FriendLinkError::MissingId),
            (Some(_), None) => Err(FriendLinkError::MissingSide),
            (Some(game_id), Some(side)) => Ok(Some(FriendLink {
                shared: shared.join("&"),
                game_id,
                side,
                help: help.unwrap_or(false),
            })),
        }
    }

    /// The fragment (without `#`) of the link.
    pub fn to_fragment(&self) -> String {
        let help = if self.help { "help=1&" } else { "" };
        let side = side_text(self.side);
        let friend = format!("{help}id={}&side={side}", self.game_id);
        if self.shared.is_empty() {
            friend
        } else {
            format!("{}&{friend}", self.shared)
        }
    }

    /// The game's id.
    pub fn game_id(&self) -> &Id {
        &self.game_id
    }

    /// The side of the person who opens the link.
    pub fn side(&self) -> Seat {
        self.side
    }

    /// Whether the AI may help while the game is on.
    pub fn help(&self) -> bool {
        self.help
    }

    /// The shared game, every action checked as `open` opens it, people on both sides.
    pub fn open(&self, open: Opener) -> Result<Session, ShareError> {
        share::parse_shared(&self.shared, open)
    }
}

impl fmt::Display for FriendLinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FriendLinkError::Id(error) => error.fmt(f),
            FriendLinkError::Side(text) => write!(f, "side '{text}' is neither light nor dark"),
            FriendLinkError::MissingId => write!(f, "the link has a side but no game id (id=...)"),
            FriendLinkError::MissingSide => {
                write!(f, "the link has a game id but no side (side=...)")
            }
            FriendLinkError::Help(text) => {
                write!(
                    f,
                    "help '{text}' is neither 1 (allowed) nor 0 (not allowed)"
                )
            }
            FriendLinkError::Repeated(name) => write!(f, "the link has '{name}=' twice"),
            FriendLinkError::CutOff => ShareError::CutOff.fmt(f),
        }
    }
}

impl std::error::Error for FriendLinkError {}

impl Explain for FriendLinkError {
    fn dutch(&self) -> String {
        match self {
            FriendLinkError::Id(error) => error.dutch(),
            FriendLinkError::Side(text) => format!("kant '{text}' is light noch dark"),
            FriendLinkError::MissingId => {
                "de link heeft een kant maar geen spel-id (id=...)".into()
            }
            FriendLinkError::MissingSide => {
                "de link heeft een spel-id maar geen kant (side=...)".into()
            }
            FriendLinkError::Help(text) => {
                format!("hulp '{text}' is 1 (toegestaan) noch 0 (niet toegestaan)")
            }
            FriendLinkError::Repeated(name) => format!("de link bevat '{name}=' twee keer"),
            FriendLinkError::CutOff => ShareError::CutOff.dutch(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::errors::assert_dutch;

    const ID: &str = "0123456789ab";

    #[test]
    fn the_friends_parts_are_read_and_the_rest_kept() {
        let fragment = format!("#game=breakthrough&fen=5/5_w&id={ID}&moves=a2-a3&side=dark");
        let link = FriendLink::parse(&fragment).unwrap().unwrap();
        assert_eq!(link.game_id().as_str(), ID);
        assert_eq!(link.side(), Seat::Dark);
        assert_eq!(
            link.to_fragment(),
            format!("game=breakthrough&fen=5/5_w&moves=a2-a3&id={ID}&side=dark")
        );
        assert_eq!(FriendLink::parse("game=breakthrough&fen=5/5_w"), Ok(None));
    }

    #[test]
    fn a_hash_before_the_first_part_is_not_kept_in_the_shared_game() {
        // Found by the fuzzing: the shared game was "#", and written again the link lost it.
        let link = FriendLink::parse(&format!("&#&id={ID}&side=light")).unwrap();
        let link = link.unwrap();
        assert_eq!(link.to_fragment(), format!("id={ID}&side=light"));
        assert_eq!(FriendLink::parse(&link.to_fragment()), Ok(Some(link)));
    }

    #[test]
    fn bad_parts_are_refused_with_an_excerpt() {
        let cases = [
            (
                "id=0123&side=dark".to_string(),
                FriendLinkError::Id(IdError("0123".into())),
            ),
            (
                format!("id={ID}&side=purple"),
                FriendLinkError::Side("purple".into()),
            ),
            ("side=light".to_string(), FriendLinkError::MissingId),
            (format!("id={ID}&fen=5/5_w"), FriendLinkError::MissingSide),
            (
                format!("id={ID}x&side=dark"),
                FriendLinkError::Id(IdError(format!("{ID}x"))),
            ),
            (
                format!("side=light&id={ID}&side=dark"),
                FriendLinkError::Repeated("side".into()),
            ),
        ];
        for (fragment, error) in cases {
            assert_eq!(FriendLink::parse(&fragment), Err(error), "{fragment}");
        }
        let long = format!("id={ID}&side={}", "x".repeat(100));
        let Err(FriendLinkError::Side(text)) = FriendLink::parse(&long) else {
            panic!("a bad side");
        };
        assert_eq!(text.chars().count(), 25, "an excerpt: {text}");
    }

    #[test]
    fn a_link_that_ends_inside_its_id_or_side_was_cut_off() {
        let whole = format!("fen=5/5_w&id={ID}&side=light");
        for n in whole.find("id=").unwrap() + 3..whole.len() {
            let cut = &whole[..n];
            assert_eq!(
                FriendLink::parse(cut),
                Err(FriendLinkError::CutOff),
                "{cut}"
            );
        }
        assert!(FriendLink::parse(&whole).is_ok());
        let ended = format!("fen=5/5_w&side=light&id={ID}");
        assert!(FriendLink::parse(&ended).is_ok());
        let at = ended.find("&id").unwrap();
        assert_eq!(
            FriendLink::parse(&ended[..at]),
            Err(FriendLinkError::MissingId)
        );
    }

    #[test]
    fn help_is_read_written_and_off_when_absent() {
        let plain = format!("fen=5/5_w&id={ID}&side=dark");
        let link = FriendLink::parse(&plain).unwrap().unwrap();
        assert!(!link.help(), "a link of an earlier release: no help");
        assert_eq!(link.to_fragment(), plain);
        let allowed = format!("fen=5/5_w&help=1&id={ID}&side=dark");
        let link = FriendLink::parse(&allowed).unwrap().unwrap();
        assert!(link.help());
        assert_eq!(link.to_fragment(), allowed);
        let refused = format!("fen=5/5_w&help=0&id={ID}&side=dark");
        assert!(!FriendLink::parse(&refused).unwrap().unwrap().help());
    }

    #[test]
    fn a_bad_help_part_is_refused_with_a_message() {
        let cases = [
            (
                format!("help=yes&id={ID}&side=dark"),
                FriendLinkError::Help("yes".into()),
            ),
            (
                format!("help=&id={ID}&side=dark"),
                FriendLinkError::Help(String::new()),
            ),
            (
                format!("help=1&help=1&id={ID}&side=dark"),
                FriendLinkError::Repeated("help".into()),
            ),
            ("fen=5/5_w&help=1".to_string(), FriendLinkError::MissingId),
        ];
        for (fragment, error) in cases {
            assert_eq!(FriendLink::parse(&fragment), Err(error), "{fragment}");
        }
        let cut = "fen=5/5_w&help=";
        assert_eq!(FriendLink::parse(cut), Err(FriendLinkError::CutOff));
        let message = FriendLinkError::Help("yes".into()).to_string();
        assert!(
            message.contains("'yes'") && message.contains("help"),
            "{message}"
        );
    }

    #[test]
    fn every_error_has_its_own_dutch_text() {
        assert_dutch(&[
            FriendLinkError::Id(IdError("x".into())),
            FriendLinkError::Side("x".into()),
            FriendLinkError::MissingId,
            FriendLinkError::MissingSide,
            FriendLinkError::Help("x".into()),
            FriendLinkError::Repeated("id".into()),
            FriendLinkError::CutOff,
        ]);
    }
}

/// Arbitrary text never panics the parser, and every link reads back as it was written.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod props {
    use super::*;
    use proptest::prelude::*;

    fn link() -> impl Strategy<Value = FriendLink> {
        let shared = "(game=[a-z0-9]{1,12}&)?fen=[A-Za-z0-9/_]{1,30}(&moves=[a-z0-9_-]{0,30})?";
        let parts = (shared, any::<u64>(), any::<bool>(), any::<bool>());
        parts.prop_map(|(shared, random, light, help)| FriendLink {
            shared,
            game_id: Id::from_random(random),
            side: if light { Seat::Light } else { Seat::Dark },
            help,
        })
    }

    proptest! {
        #[test]
        fn arbitrary_text_never_panics(text in "\\PC*", tail in "[a-z=&0-9#]{0,40}") {
            let _ = FriendLink::parse(&text);
            let _ = FriendLink::parse(&format!("{text}&id={tail}&side={tail}"));
        }

        #[test]
        fn links_round_trip(link in link(), hash in any::<bool>()) {
            let fragment = link.to_fragment();
            let written = if hash { format!("#{fragment}") } else { fragment };
            prop_assert_eq!(FriendLink::parse(&written), Ok(Some(link)));
        }
    }
}
