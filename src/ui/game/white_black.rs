//! What the games of White and Black (both Breakthroughs) say alike, in English and Dutch:
//! the sides and their seats, whose turn, how a game was won, the pieces lost, why a piece may not go, and
//! the Dutch of their common errors. Each game gives its own words for its pieces and
//! moves.

use super::app_game::SeatWords;
use super::table::Seat;
use crate::ui::i18n::{Bilingual, Lang, Text};
use std::fmt::Display;

/// White and Black in the new-game panel: their names and their player selects' test ids.
pub const SEATS: [SeatWords; 2] = [
    SeatWords {
        name: Bilingual {
            en: "White",
            nl: "Wit",
        },
        test_id: "white-player",
    },
    SeatWords {
        name: Bilingual {
            en: "Black",
            nl: "Zwart",
        },
        test_id: "black-player",
    },
];

/// A game's words for its pieces: what one is called, in both languages, and their plural
/// in English (in Dutch both games speak of "stenen").
#[derive(Clone, Copy, Debug)]
pub struct Pieces {
    /// One piece ("piece", "steen").
    pub one: Bilingual,
    /// Many pieces, in English ("pieces").
    pub many: &'static str,
}

/// White's or Black's name.
pub fn side(lang: Lang, seat: Seat) -> &'static str {
    match seat {
        Seat::Light => Text::White.get(lang),
        Seat::Dark => Text::Black.get(lang),
    }
}

/// Whose turn it is, and what they may do (`moves`).
pub fn to_move(lang: Lang, mover: Seat, moves: Bilingual) -> String {
    let who = side(lang, mover);
    Bilingual {
        en: format!("{who} to move: {}", moves.en),
        nl: format!("{who} aan zet: {}", moves.nl),
    }
    .get(lang)
}

/// The winner and the loser's names.
fn names(lang: Lang, winner: Seat) -> (&'static str, &'static str) {
    (side(lang, winner), side(lang, winner.other()))
}

/// How a game that `winner` won by reaching the far side ended.
pub fn reached_far_side(lang: Lang, winner: Seat, pieces: Pieces) -> String {
    let (w, _) = names(lang, winner);
    Bilingual {
        en: format!("{w} wins: a {} reached the far side", pieces.one.en),
        nl: format!("{w} wint: een steen heeft de overkant bereikt"),
    }
    .get(lang)
}

/// How a game that `winner` won by taking every enemy piece ended.
pub fn none_left(lang: Lang, winner: Seat, pieces: Pieces) -> String {
    let (w, l) = names(lang, winner);
    Bilingual {
        en: format!("{w} wins: {l} has no {} left", pieces.many),
        nl: format!("{w} wint: {l} heeft geen stenen meer"),
    }
    .get(lang)
}

/// The pieces each side has lost, under a `heading` ("Captured").
pub fn lost(lang: Lang, heading: Bilingual, white: u32, black: u32) -> String {
    Bilingual {
        en: format!("{}: {white} white, {black} black", heading.en),
        nl: format!("{}: {white} wit, {black} zwart", heading.nl),
    }
    .get(lang)
}

/// Why the `piece` of `owner` on `from` may not go (to `to`) with `mover` to move; `rule`
/// is how pieces move.
pub fn refusal(
    lang: Lang,
    piece: Bilingual,
    rule: Bilingual,
    (owner, mover): (Seat, Seat),
    from: &dyn Display,
    to: Option<&dyn Display>,
) -> String {
    if owner != mover {
        let (owner, mover) = (side(lang, owner), side(lang, mover));
        return Bilingual {
            en: format!("That {} is {owner}'s: {mover} is to move.", piece.en),
            nl: format!("Die {} is van {owner}: {mover} is aan zet.", piece.nl),
        }
        .get(lang);
    }
    match to {
        Some(to) => Bilingual {
            en: format!("{from} cannot go to {to}: {}", rule.en),
            nl: format!("{from} kan niet naar {to}: {}", rule.nl),
        }
        .get(lang),
        None => Bilingual {
            en: format!("{from} cannot move now."),
            nl: format!("{from} kan nu niet zetten."),
        }
        .get(lang),
    }
}

/// The Dutch of the errors both games' position texts and moves share.
pub mod dutch {
    /// A position text without its two fields.
    pub fn fields(found: usize) -> String {
        let fields = if found == 1 { "veld" } else { "velden" };
        format!("een stand is een opstelling en een kant (w of b), gescheiden door een spatie; {found} {fields} gevonden")
    }

    /// A side that is not `w` or `b`.
    pub fn side(text: &str) -> String {
        format!("'{text}' is geen kant (w of b)")
    }

    /// A token of a rank that is no piece (`pieces`) nor a count of empty squares.
    pub fn token(rank: usize, token: &str, pieces: &str, most_empty: usize) -> String {
        format!(
            "'{token}' in rij {rank} is geen {pieces} of aantal lege vakjes (1 tot {most_empty})"
        )
    }

    /// A rank of the wrong length.
    pub fn rank_length(rank: usize, found: usize, expected: usize) -> String {
        let squares = if found == 1 { "vakje" } else { "vakjes" };
        format!("rij {rank} heeft {found} {squares}, niet {expected}")
    }

    /// A position both sides have won.
    pub const BOTH_WON: &str = "beide kanten hebben al gewonnen";

    /// A square name off the board (`last`: the far corner's name).
    pub fn square(text: &str, last: &str) -> String {
        format!("'{text}' is geen vakje (a1 .. {last})")
    }

    /// A move that is not legal here.
    pub fn illegal(text: &str) -> String {
        format!("{text} is hier geen geldige zet")
    }
}
