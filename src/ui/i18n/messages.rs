//! Texts with values in them that belong to no other part of the app (a shared link, an
//! import, saved data, browsing), in English and Dutch.

use super::Lang;

/// Picks the English or the Dutch text.
pub fn pick(lang: Lang, en: String, nl: String) -> String {
    match lang {
        Lang::En => en,
        Lang::Nl => nl,
    }
}

/// The board shows an earlier position.
pub fn browsing(lang: Lang, turn: usize, turns: usize) -> String {
    match (turn, lang) {
        (0, Lang::En) => "Showing the start; press End to return to the game.".into(),
        (0, Lang::Nl) => "De beginstand; druk op End om terug te keren naar het spel.".into(),
        (_, _) => pick(
            lang,
            format!("Showing the position after turn {turn} of {turns}; press End to return."),
            format!("De stand na beurt {turn} van {turns}; druk op End om terug te keren."),
        ),
    }
}

/// A shared link that could not be opened.
pub fn bad_link(lang: Lang, detail: &str) -> String {
    pick(
        lang,
        format!("This link could not be opened: {detail}. Your game is unchanged."),
        format!("Deze link kon niet worden geopend: {detail}. Uw spel is niet veranderd."),
    )
}

/// A game record that could not be imported.
pub fn not_imported(lang: Lang, detail: &str) -> String {
    pick(
        lang,
        format!("Not imported: {detail}"),
        format!("Niet geïmporteerd: {detail}"),
    )
}

/// A saved game that could not be read; `kept` is the key it was moved to, if any.
pub fn unreadable_game(lang: Lang, reason: &str, kept: Option<&str>) -> String {
    let kept_en = kept.map_or(String::new(), |k| {
        format!(" It was kept under the key '{k}'.")
    });
    let kept_nl = kept.map_or(String::new(), |k| {
        format!(" Het is bewaard onder de sleutel '{k}'.")
    });
    pick(
        lang,
        format!("The saved game could not be read ({reason}); a new game was started.{kept_en}"),
        format!("Het opgeslagen spel kon niet worden gelezen ({reason}); er is een nieuw spel begonnen.{kept_nl}"),
    )
}

/// Saved settings that could not be read; `kept` is the key they were moved to, if any.
pub fn unreadable_settings(lang: Lang, reason: &str, kept: Option<&str>) -> String {
    let kept_en = kept.map_or(String::new(), |k| {
        format!(" They were kept under the key '{k}'.")
    });
    let kept_nl = kept.map_or(String::new(), |k| {
        format!(" Ze zijn bewaard onder de sleutel '{k}'.")
    });
    pick(
        lang,
        format!("The saved settings could not be read ({reason}); defaults are used.{kept_en}"),
        format!("De opgeslagen instellingen konden niet worden gelezen ({reason}); de standaardinstellingen gelden.{kept_nl}"),
    )
}
