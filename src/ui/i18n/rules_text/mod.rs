//! The rules of each game as the app plays them, house rules included, in English and
//! Dutch: one file per game.

mod breakthrough;
mod breakthrough9x5;
mod breakthru;

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
        (GameId::Breakthru, Lang::En) => &breakthru::ENGLISH,
        (GameId::Breakthru, Lang::Nl) => &breakthru::DUTCH,
        (GameId::Breakthrough, Lang::En) => &breakthrough::ENGLISH,
        (GameId::Breakthrough, Lang::Nl) => &breakthrough::DUTCH,
        (GameId::Breakthrough9x5, Lang::En) => &breakthrough9x5::ENGLISH,
        (GameId::Breakthrough9x5, Lang::Nl) => &breakthrough9x5::DUTCH,
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
