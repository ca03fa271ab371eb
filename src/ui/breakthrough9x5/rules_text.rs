//! The rules of Freeling's 9x5 Breakthrough (1984): stacks, walls and explosions.

use crate::ui::i18n::{section, RulesSection};

/// In English.
pub const ENGLISH: [RulesSection; 6] = [
    section(
        "Goal",
        &["Be the first to bring a stone to the far side: White to rank 9, Black to rank 1, by a move or by an explosion; the game ends at once. A player with no stones left loses."],
        &[],
    ),
    section(
        "Board and start",
        &["Five files by nine ranks. Every square of ranks 3 and 7 is a wall, drawn darker. White has ten stones on a1 to e2, Black ten on a8 to e9; White moves first. The stones of one colour on one square form a stack: a pair is drawn as two discs. A square holds at most 2 stones on files b, c and d, and 1 on files a and e."],
        &[],
    ),
    section(
        "A turn: move or pass",
        &["Move one of your stacks, whole, diagonally forward or backward any number of squares over empty squares. It stops on an empty square or on one of your stacks, which it joins; never on an enemy stack. Or pass."],
        &[
            "Moving forward, a stack stops on the first wall square it enters.",
            "A stack standing on a wall cannot move forward, only backward.",
            "Backward moves ignore walls.",
        ],
    ),
    section(
        "Explosions",
        &["A square holding more stones than it may explodes: one stone goes straight forward, one to each neighbour on the same rank (only one sideways on files a and e); the rest stay. Stones sent by an explosion ignore walls."],
        &[
            "A stone landing on an enemy stack captures the whole stack and takes its place, except on the enemy's home rank: there the stone is removed and the enemy stack stays.",
            "A stone landing on one of your stacks joins it, and that square may explode in turn: explosions can chain.",
            "When several squares are over capacity at once, the mover chooses which explodes next. On the board, tap the square to explode; the status line asks.",
            "Worked example: from the start, b2-a1 joins a1, which explodes to a2 and b1; a2, now over capacity too, explodes to a3 and b2. This leaves a White stone on a3, a pair on b1 and one stone on b2. It is written b2-a1:a1,a2.",
        ],
    ),
    section(
        "House rule",
        &["The third time the same position occurs with the same player to move, the game is drawn (passes and backward moves could otherwise go on for ever)."],
        &[],
    ),
    section(
        "Notation",
        &["A move is written b2-a1; the squares that explode follow in order after a colon: b2-a1:a1,a2 (they may be left out where the order does not matter). A pass is written pass. A position lists ranks 9 down to 1, separated by /, with W or B for a stone, (WW) or (BB) for a pair and numbers for runs of empty squares, then w or b for the side to move."],
        &[],
    ),
];

/// In Dutch.
pub const DUTCH: [RulesSection; 6] = [
    section(
        "Doel",
        &["Breng als eerste een steen naar de overkant: Wit naar rij 9, Zwart naar rij 1, met een zet of door een ontploffing; het spel is dan meteen uit. Wie geen stenen meer heeft, verliest."],
        &[],
    ),
    section(
        "Bord en begin",
        &["Vijf lijnen bij negen rijen. Elk vakje van rij 3 en rij 7 is een muur, donkerder getekend. Wit heeft tien stenen op a1 tot e2, Zwart tien op a8 tot e9; Wit begint. De stenen van één kleur op één vakje vormen een stapel: een paar is getekend als twee schijven. Een vakje houdt hoogstens 2 stenen op de lijnen b, c en d, en 1 op de lijnen a en e."],
        &[],
    ),
    section(
        "Een beurt: zetten of passen",
        &["Verplaats een van uw stapels, in zijn geheel, schuin vooruit of achteruit over zoveel lege vakjes als u wilt. Hij stopt op een leeg vakje of op een eigen stapel, waarbij hij zich voegt; nooit op een stapel van de tegenstander. Of pas."],
        &[
            "Vooruit stopt een stapel op het eerste muurvakje dat hij betreedt.",
            "Een stapel op een muur kan niet vooruit, alleen achteruit.",
            "Achteruit tellen muren niet.",
        ],
    ),
    section(
        "Ontploffingen",
        &["Een vakje met meer stenen dan het mag houden ontploft: één steen gaat recht vooruit, één naar elke buur op dezelfde rij (op de lijnen a en e maar één opzij); de rest blijft staan. Stenen van een ontploffing tellen muren niet."],
        &[
            "Een steen die op een stapel van de tegenstander landt, slaat de hele stapel en neemt zijn plaats in, behalve op de thuisrij van de tegenstander: daar verdwijnt de steen en blijft de stapel staan.",
            "Een steen die op een eigen stapel landt, voegt zich erbij, en dat vakje kan op zijn beurt ontploffen: ontploffingen kunnen doorgaan.",
            "Zijn meerdere vakjes tegelijk te vol, dan kiest wie aan zet is welk eerst ontploft. Tik op het bord het vakje aan dat ontploft; de statusregel vraagt erom.",
            "Voorbeeld: vanuit het begin voegt b2-a1 zich bij a1, dat ontploft naar a2 en b1; a2, nu ook te vol, ontploft naar a3 en b2. Er staat dan een witte steen op a3, een paar op b1 en één steen op b2. Dit schrijf je b2-a1:a1,a2.",
        ],
    ),
    section(
        "Huisregel",
        &["Komt dezelfde stand met dezelfde speler aan zet voor de derde keer voor, dan is het remise (passen en achteruit zetten zouden anders eindeloos kunnen doorgaan)."],
        &[],
    ),
    section(
        "Notatie",
        &["Een zet schrijf je b2-a1; de vakjes die ontploffen volgen op volgorde na een dubbele punt: b2-a1:a1,a2 (ze mogen wegblijven waar de volgorde niet uitmaakt). Passen schrijf je pass. Een stand noemt de rijen 9 tot 1, gescheiden door /, met W of B voor een steen, (WW) of (BB) voor een paar en getallen voor lege vakjes, dan w of b voor wie aan zet is."],
        &[],
    ),
];
