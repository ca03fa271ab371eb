//! The app's places (Play, Puzzles, Learn, My games, Analysis, Rules, Settings) and their
//! addresses in the URL fragment: `#/play`, `#/puzzles`, `#/learn`, `#/games`, `#/analysis`,
//! `#/rules`, `#/settings`. Only fragments starting with `/` are places, and puzzle links
//! (`#puzzle=...`), which open in Puzzles; any other fragment is a game link. A place's
//! address that names no place (`#/nonsense`) is [`Place::Unknown`], which says so.

use crate::ui::i18n::Text;
use crate::ui::puzzles::PuzzleLink;

/// A place of the app, each with its own address.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Place {
    /// The game in progress.
    #[default]
    Play,
    /// Puzzles, with the player's puzzle rating.
    Puzzles,
    /// Lessons that teach each game.
    Learn,
    /// The kept games.
    Games,
    /// An analysis board of the position shown.
    Analysis,
    /// The rules of the game being played.
    Rules,
    /// The settings, and the About section.
    Settings,
    /// An address that names no place: the page says so and links to every place.
    Unknown,
}

impl Place {
    /// Every place, in the top bar's order.
    pub const ALL: [Place; 7] = [
        Place::Play,
        Place::Puzzles,
        Place::Learn,
        Place::Games,
        Place::Analysis,
        Place::Rules,
        Place::Settings,
    ];

    /// The place of a fragment (without `#`): `None` for a game link. No fragment (or `/`
    /// alone) is Play; a name that is no place's is [`Place::Unknown`].
    pub fn of_fragment(fragment: Option<&str>) -> Option<Place> {
        let Some(fragment) = fragment.filter(|f| !f.is_empty()) else {
            return Some(Place::Play);
        };
        if PuzzleLink::is_link(fragment) {
            return Some(Place::Puzzles);
        }
        let name = fragment.strip_prefix('/')?;
        if name.is_empty() {
            return Some(Place::Play);
        }
        let known = Place::ALL.into_iter().find(|p| p.name() == name);
        Some(known.unwrap_or(Place::Unknown))
    }

    /// The place's name in its address.
    pub fn name(self) -> &'static str {
        match self {
            Place::Play => "play",
            Place::Puzzles => "puzzles",
            Place::Learn => "learn",
            Place::Games => "games",
            Place::Analysis => "analysis",
            Place::Rules => "rules",
            Place::Settings => "settings",
            Place::Unknown => "unknown",
        }
    }

    /// The place's address, as a link's `href`.
    pub fn href(self) -> String {
        format!("#/{}", self.name())
    }

    /// The place's name in the top bar.
    pub fn label(self) -> Text {
        match self {
            Place::Play => Text::Play,
            Place::Puzzles => Text::Puzzles,
            Place::Learn => Text::Learn,
            Place::Games => Text::MyGames,
            Place::Analysis => Text::Analysis,
            Place::Rules => Text::Rules,
            Place::Settings => Text::Settings,
            Place::Unknown => Text::NoSuchPage,
        }
    }

    /// Whether the place shows the board.
    pub fn shows_board(self) -> bool {
        matches!(self, Place::Play | Place::Analysis)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_place_reads_back_from_its_address() {
        for place in Place::ALL {
            let href = place.href();
            assert_eq!(Place::of_fragment(href.strip_prefix('#')), Some(place));
        }
    }

    #[test]
    fn no_fragment_is_play_and_a_wrong_name_is_unknown() {
        assert_eq!(Place::of_fragment(None), Some(Place::Play));
        assert_eq!(Place::of_fragment(Some("")), Some(Place::Play));
        assert_eq!(Place::of_fragment(Some("/")), Some(Place::Play));
        for wrong in ["/nowhere", "/Play", "/play/", "/unknown"] {
            assert_eq!(
                Place::of_fragment(Some(wrong)),
                Some(Place::Unknown),
                "{wrong}"
            );
        }
        assert!(!Place::ALL.contains(&Place::Unknown));
        assert!(!Place::Unknown.shows_board());
    }

    #[test]
    fn game_links_are_no_places() {
        assert_eq!(Place::of_fragment(Some("game=breakthrough&fen=x")), None);
        assert_eq!(Place::of_fragment(Some("bfn=abc")), None);
        assert_eq!(Place::of_fragment(Some("puzzle=x")), Some(Place::Puzzles));
    }
}
