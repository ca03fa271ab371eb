//! The app's places (Play, My games, Analysis, Rules, Settings) and their addresses in the
//! URL fragment: `#/play`, `#/games`, `#/analysis`, `#/rules`, `#/settings`. Only fragments starting with
//! `/` are places; any other fragment is a game link.

use crate::ui::i18n::Text;

/// A place of the app, each with its own address.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Place {
    /// The game in progress.
    #[default]
    Play,
    /// The kept games.
    Games,
    /// An analysis board of the position shown.
    Analysis,
    /// The rules of the game being played.
    Rules,
    /// The settings, and the About section.
    Settings,
}

impl Place {
    /// Every place, in the top bar's order.
    pub const ALL: [Place; 5] = [
        Place::Play,
        Place::Games,
        Place::Analysis,
        Place::Rules,
        Place::Settings,
    ];

    /// The place of a fragment (without `#`): `None` for a game link. No fragment is Play,
    /// and so is an unknown place.
    pub fn of_fragment(fragment: Option<&str>) -> Option<Place> {
        let Some(fragment) = fragment.filter(|f| !f.is_empty()) else {
            return Some(Place::Play);
        };
        let name = fragment.strip_prefix('/')?;
        Some(
            Place::ALL
                .into_iter()
                .find(|p| p.name() == name)
                .unwrap_or_default(),
        )
    }

    /// The place's name in its address.
    pub fn name(self) -> &'static str {
        match self {
            Place::Play => "play",
            Place::Games => "games",
            Place::Analysis => "analysis",
            Place::Rules => "rules",
            Place::Settings => "settings",
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
            Place::Games => Text::MyGames,
            Place::Analysis => Text::Analysis,
            Place::Rules => Text::Rules,
            Place::Settings => Text::Settings,
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
    fn no_fragment_and_unknown_places_are_play() {
        assert_eq!(Place::of_fragment(None), Some(Place::Play));
        assert_eq!(Place::of_fragment(Some("")), Some(Place::Play));
        assert_eq!(Place::of_fragment(Some("/")), Some(Place::Play));
        assert_eq!(Place::of_fragment(Some("/puzzles")), Some(Place::Play));
    }

    #[test]
    fn game_links_are_no_places() {
        assert_eq!(Place::of_fragment(Some("game=breakthrough&fen=x")), None);
        assert_eq!(Place::of_fragment(Some("bfn=abc")), None);
    }
}
