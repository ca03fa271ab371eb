//! Breakthru's rules as the app plays them, house rules included.

use crate::ui::i18n::{section, RulesSection};

/// In English.
pub const ENGLISH: [RulesSection; 5] = [
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

/// In Dutch.
pub const DUTCH: [RulesSection; 5] = [
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
