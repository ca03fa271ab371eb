//! The rules as the app plays them, house rules included, in English and Dutch.

use super::Lang;
use crate::rules::GameId;

/// One section of the rules page: a heading, paragraphs, then list items.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RulesSection {
    /// The heading.
    pub title: &'static str,
    /// Paragraphs before the list.
    pub paragraphs: &'static [&'static str],
    /// List items (may be empty).
    pub items: &'static [&'static str],
}

const fn section(
    title: &'static str,
    paragraphs: &'static [&'static str],
    items: &'static [&'static str],
) -> RulesSection {
    RulesSection {
        title,
        paragraphs,
        items,
    }
}

const ENGLISH: [RulesSection; 5] = [
    section(
        "Goal",
        &["Gold wins as soon as the flagship stands on any edge square of the board. Silver wins by capturing the flagship."],
        &[],
    ),
    section(
        "Setup",
        &["The flagship stands on the centre square f6. Gold places its 12 escorts anywhere in the boldly ruled central area (d4 to h8). Silver then places its 20 ships anywhere outside it, seeing Gold's placement. Gold decides who moves first."],
        &[],
    ),
    section(
        "A turn",
        &["A turn is one of these:"],
        &[
            "two moves by two different ships (not the flagship): each slides any number of free squares along a rank or file, like a rook, without jumping and without capturing;",
            "one move of the flagship, which is the whole turn;",
            "one capture: any piece, the flagship included, steps one square diagonally onto an enemy piece and removes it. A capture is the whole turn.",
            "The second move is compulsory when one exists; if no other ship can move, the turn ends after one move.",
        ],
    ),
    section(
        "House rules",
        &["The 1965 rules are silent on two points, so this app decides:"],
        &[
            "A side with no legal action at the start of its turn loses.",
            "When the same position with the same side to move begins a turn for the third time, the game is drawn.",
        ],
    ),
    section(
        "Notation",
        &["A move is written e4-e2, a capture e4xd3; a turn lists its actions: e4-e2 g4-g2."],
        &[],
    ),
];

const DUTCH: [RulesSection; 5] = [
    section(
        "Doel",
        &["Goud wint zodra het vlaggeschip op een vakje aan de rand van het bord staat. Zilver wint door het vlaggeschip te veroveren."],
        &[],
    ),
    section(
        "Opstelling",
        &["Het vlaggeschip staat op het middelste vakje f6. Goud zet zijn 12 escorteschepen naar keuze in het vet omlijnde gebied (d4 tot h8). Daarna zet Zilver zijn 20 schepen naar keuze daarbuiten, met de opstelling van Goud voor ogen. Goud beslist wie begint."],
        &[],
    ),
    section(
        "Een speelbeurt",
        &["Een speelbeurt is een van deze:"],
        &[
            "twee verplaatsingen van twee verschillende schepen (niet het vlaggeschip): elk schuift zoveel vrije vakjes als gewenst langs een rij of lijn, zoals een toren, zonder te springen en zonder te veroveren;",
            "één verplaatsing van het vlaggeschip, en dat is de hele beurt;",
            "één verovering: elk stuk, ook het vlaggeschip, stapt één vakje schuin op een vijandelijk stuk en neemt het van het bord. Een verovering is de hele beurt.",
            "De tweede verplaatsing is verplicht als die mogelijk is; kan geen ander schip bewegen, dan eindigt de beurt na één verplaatsing.",
        ],
    ),
    section(
        "Huisregels",
        &["De regels van 1965 zwijgen over twee punten; deze app beslist:"],
        &[
            "Wie aan het begin van zijn beurt geen enkele zet kan doen, verliest.",
            "Begint dezelfde stand met dezelfde kant aan zet voor de derde keer een beurt, dan is het remise.",
        ],
    ),
    section(
        "Notatie",
        &["Een verplaatsing schrijf je e4-e2, een verovering e4xd3; een beurt noemt haar zetten: e4-e2 g4-g2."],
        &[],
    ),
];

/// The rules page in `lang`.
const BREAKTHROUGH_ENGLISH: [RulesSection; 4] = [
    section(
        "Goal",
        &["Be the first to bring one of your pieces to the far side of the board: White to the top rank, Black to rank 1. You also win when your opponent has no pieces left, or no legal move."],
        &[],
    ),
    section(
        "Board and start",
        &["Any board of 5 to 16 ranks by 5 to 16 files (8x8 by default). White fills the first two ranks, Black the last two. The players choose who moves first; White by default."],
        &[],
    ),
    section(
        "A move",
        &["One move per turn: one piece steps one square forward."],
        &[
            "Straight forward or diagonally forward to an empty square.",
            "Diagonally forward onto an enemy piece, which is captured. Never straight forward onto a piece.",
            "Captures are not compulsory and do not chain. There are no draws.",
        ],
    ),
    section(
        "Notation",
        &["A move is written a2-a3 or a2-b3, a capture a2xb3. A position lists the ranks from the top down, separated by /, with W and B for the pieces and numbers for runs of empty squares, then w or b for the side to move."],
        &[],
    ),
];

const BREAKTHROUGH_DUTCH: [RulesSection; 4] = [
    section(
        "Doel",
        &["Breng als eerste een van uw stenen naar de overkant van het bord: Wit naar de bovenste rij, Zwart naar rij 1. U wint ook als de tegenstander geen stenen meer heeft, of geen geldige zet."],
        &[],
    ),
    section(
        "Bord en begin",
        &["Elk bord van 5 tot 16 rijen bij 5 tot 16 lijnen (standaard 8x8). Wit vult de eerste twee rijen, Zwart de laatste twee. De spelers kiezen wie begint; standaard Wit."],
        &[],
    ),
    section(
        "Een zet",
        &["Eén zet per beurt: één steen gaat één vakje vooruit."],
        &[
            "Recht of schuin vooruit naar een leeg vakje.",
            "Schuin vooruit op een stuk van de tegenstander, dat geslagen wordt. Nooit recht vooruit op een stuk.",
            "Slaan is niet verplicht en gaat niet door. Remise bestaat niet.",
        ],
    ),
    section(
        "Notatie",
        &["Een zet schrijft u a2-a3 of a2-b3, slaan a2xb3. Een stand noemt de rijen van boven naar beneden, gescheiden door /, met W en B voor de stenen en getallen voor lege vakjes, dan w of b voor wie aan zet is."],
        &[],
    ),
];

const KEYS_ENGLISH: RulesSection = section(
    "Keys",
    &["On the board, the arrow keys move the focus square, Enter or Space picks a piece up and puts it down, and Escape cancels. To go through the game's turns: PageUp and PageDown (or Ctrl+← and Ctrl+→) one turn back or forward, Home to the start, End back to the game; off the board ← and → step too."],
    &[],
);

const KEYS_DUTCH: RulesSection = section(
    "Toetsen",
    &["Op het bord verplaatsen de pijltjestoetsen het focusvakje, Enter of spatie pakt een stuk op en zet het neer, en Escape annuleert. Door de beurten van het spel gaan: PageUp en PageDown (of Ctrl+← en Ctrl+→) een beurt terug of verder, Home naar het begin, End terug naar het spel; buiten het bord werken ← en → ook."],
    &[],
);

/// How the keyboard plays and browses, in `lang` (the same for every game).
pub fn keys(lang: Lang) -> RulesSection {
    match lang {
        Lang::En => KEYS_ENGLISH,
        Lang::Nl => KEYS_DUTCH,
    }
}

/// The rules of `game` in `lang`.
pub fn rules(game: GameId, lang: Lang) -> &'static [RulesSection] {
    match (game, lang) {
        (GameId::Breakthru, Lang::En) => &ENGLISH,
        (GameId::Breakthru, Lang::Nl) => &DUTCH,
        (GameId::Breakthrough, Lang::En) => &BREAKTHROUGH_ENGLISH,
        (GameId::Breakthrough, Lang::Nl) => &BREAKTHROUGH_DUTCH,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_languages_have_the_same_sections() {
        for game in GameId::ALL {
            let (english, dutch) = (rules(game, Lang::En), rules(game, Lang::Nl));
            assert_eq!(english.len(), dutch.len(), "{game}");
            for (en, nl) in english.iter().zip(dutch) {
                assert_eq!(en.paragraphs.len(), nl.paragraphs.len(), "{}", en.title);
                assert_eq!(en.items.len(), nl.items.len(), "{}", en.title);
            }
        }
    }
}
