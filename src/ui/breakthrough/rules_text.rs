//! Troyka's Breakthrough's rules.

use crate::ui::i18n::{section, RulesSection};

/// In English.
pub const ENGLISH: [RulesSection; 4] = [
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

/// In Dutch.
pub const DUTCH: [RulesSection; 4] = [
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
