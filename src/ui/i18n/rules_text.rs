//! The rules page's sections, in English and Dutch: the keys and the analysis tools, the
//! same for every game. Each game's own rules are in its folder (`rules_text.rs`).

use super::Lang;

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

/// A section of the rules page.
pub const fn section(
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

const ANALYSIS_ENGLISH: RulesSection = section(
    "Hints, evaluation and review",
    &[
        "Hint (or the H key) asks the AI for its turn in your position and draws it as arrows; the move list marks the turn as hinted. The evaluation bar (in the settings, always on in an analysis board) shows the first side's winning chances: a score of s points gives 1 / (1 + 10^(-s/4)), the curve the AI's evaluation is fitted to. Show threats (in the settings) marks what the side to move faces: in Breakthru the flagship's open lines to the edge and the pieces that can be captured, in the Breakthrough games the enemy pieces that can win with their next move.",
        "A review lets the AI look at the start of every turn, briefly (fast) or longer (deep). A turn that costs its side at least 10 percentage points of winning chances is an inaccuracy (?!), at least 20 a mistake (?), at least 30 a blunder (??); a turn the AI would have played itself is never marked. Select a marked turn to see the AI's better turn as arrows. Click a point of the graph to see its position.",
        "The analysis board starts from the position shown: try turns for both sides, with the evaluation and the AI's best line. Back to the game returns to the game as it was.",
    ],
    &[],
);

const ANALYSIS_DUTCH: RulesSection = section(
    "Tips, evaluatie en analyse",
    &[
        "Tip (of de toets H) vraagt de computer om zijn beurt in uw stand en tekent die als pijlen; de zettenlijst markeert de beurt met tip. De evaluatiebalk (in de instellingen, altijd aan op een analysebord) toont de winkans van de eerste kant: een score van s punten geeft 1 / (1 + 10^(-s/4)), de curve waarop de evaluatie van de computer is afgesteld. Dreigingen tonen (in de instellingen) markeert waar de kant aan zet mee te maken heeft: in Breakthru de open lijnen van het vlaggeschip naar de rand en de stukken die geslagen kunnen worden, in de Breakthrough-spellen de vijandelijke stukken die met hun volgende zet kunnen winnen.",
        "Bij een analyse bekijkt de computer het begin van elke beurt, kort (snel) of langer (grondig). Een beurt die zijn kant minstens 10 procentpunt winkans kost, is een onnauwkeurigheid (?!), minstens 20 een fout (?), minstens 30 een blunder (??); een beurt die de computer zelf zou spelen, wordt nooit gemarkeerd. Kies een gemarkeerde beurt om de betere beurt van de computer als pijlen te zien. Klik op een punt van de grafiek om die stand te zien.",
        "Het analysebord begint bij de getoonde stand: probeer beurten voor beide kanten, met de evaluatie en de beste voortzetting van de computer. Terug naar de partij brengt de partij terug zoals ze was.",
    ],
    &[],
);

/// Hints, the evaluation bar, the review and the analysis board, in `lang` (the same for
/// every game).
pub fn analysis(lang: Lang) -> RulesSection {
    match lang {
        Lang::En => ANALYSIS_ENGLISH,
        Lang::Nl => ANALYSIS_DUTCH,
    }
}
