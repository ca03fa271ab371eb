//! Why a press or drop on Breakthru's board is not a legal action, in a few words.

use super::texts::side;
use crate::rules::breakthru::{Piece, Position, Square};
use crate::ui::i18n::{Bilingual, Lang};

/// Whether a piece of `mover` on `to` would be an enemy one (the action a capture).
fn captures(position: &Position, from: Square, to: Square) -> bool {
    let (Some(mover), Some(target)) = (position.piece_at(from), position.piece_at(to)) else {
        return false;
    };
    mover.side() != target.side()
}

/// Why the piece on `from` may not act (or not go to `to`), if there is a piece to speak of.
pub fn why_not(
    position: &Position,
    from: Square,
    to: Option<Square>,
    lang: Lang,
) -> Option<String> {
    let piece = position.piece_at(from)?;
    if position.is_over() {
        return None;
    }
    let mover = side(lang, position.side());
    if piece.side() != position.side() {
        let owner = side(lang, piece.side());
        return Some(
            Bilingual {
                en: format!("That piece is {owner}'s: {mover} is to move."),
                nl: format!("Dat stuk is van {owner}: {mover} is aan zet."),
            }
            .get(lang),
        );
    }
    if let Some(first) = position.pending() {
        if from == first {
            return Some(
                Bilingual {
                    en: "That ship has just moved: the second move is by another ship.",
                    nl: "Dat schip is net verplaatst: de tweede zet doet een ander schip.",
                }
                .get(lang)
                .into(),
            );
        }
        if piece == Piece::Flagship {
            return Some(
                Bilingual {
                    en: "The flagship moves only as a whole turn, not as a second move.",
                    nl: "Het vlaggeschip zet alleen als hele beurt, niet als tweede zet.",
                }
                .get(lang)
                .into(),
            );
        }
        if to.is_some_and(|to| captures(position, from, to)) {
            return Some(
                Bilingual {
                    en: "A capture is a whole turn: the second move cannot capture.",
                    nl: "Veroveren is een hele beurt: de tweede zet kan niet veroveren.",
                }
                .get(lang)
                .into(),
            );
        }
    }
    Some(match to {
        Some(to) => Bilingual {
            en: format!("{from} cannot go to {to}: ships slide along a rank or file over free squares, or capture one step diagonally."),
            nl: format!("{from} kan niet naar {to}: schepen schuiven langs een rij of lijn over vrije vakjes, of veroveren één stap schuin."),
        }
        .get(lang),
        None => Bilingual {
            en: format!("{from} cannot move now."),
            nl: format!("{from} kan nu niet zetten."),
        }
        .get(lang),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn each_refusal_names_its_rule() {
        let start = Position::standard();
        let enemy = why_not(&start, sq("d2"), None, Lang::En).unwrap();
        assert_eq!(enemy, "That piece is Silver's: Gold is to move.");
        let after_one = start.clone().play("e4-e3".parse().unwrap()).unwrap();
        let again = why_not(&after_one, sq("e3"), Some(sq("e2")), Lang::En).unwrap();
        assert!(again.starts_with("That ship has just moved"), "{again}");
        let flagship = why_not(&after_one, sq("f6"), Some(sq("f7")), Lang::Nl).unwrap();
        assert!(flagship.starts_with("Het vlaggeschip"), "{flagship}");
        assert_eq!(
            why_not(&start, sq("a1"), None, Lang::En),
            None,
            "an empty square"
        );
        let far = why_not(&start, sq("e4"), Some(sq("c2")), Lang::En).unwrap();
        assert!(far.starts_with("e4 cannot go to c2"), "{far}");
    }
}
