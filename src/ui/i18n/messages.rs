//! Texts with values in them that belong to no other part of the app (a shared link, an
//! import, saved data, browsing), in English and Dutch.

use super::{Bilingual, Lang};

/// The board shows an earlier position.
pub fn browsing(lang: Lang, turn: usize, turns: usize) -> String {
    match turn {
        0 => Bilingual {
            en: "Showing the start; press End to return to the game.".into(),
            nl: "De beginstand; druk op End om terug te keren naar het spel.".into(),
        },
        _ => Bilingual {
            en: format!("Showing the position after turn {turn} of {turns}; press End to return."),
            nl: format!("De stand na beurt {turn} van {turns}; druk op End om terug te keren."),
        },
    }
    .get(lang)
}

/// A shared link that could not be opened.
pub fn bad_link(lang: Lang, detail: &str) -> String {
    Bilingual {
        en: format!("This link could not be opened: {detail}. Your game is unchanged."),
        nl: format!("Deze link kon niet worden geopend: {detail}. Uw spel is niet veranderd."),
    }
    .get(lang)
}

/// A game record that could not be imported.
pub fn not_imported(lang: Lang, detail: &str) -> String {
    Bilingual {
        en: format!("Not imported: {detail}"),
        nl: format!("Niet geïmporteerd: {detail}"),
    }
    .get(lang)
}

/// The saved game in progress could not be read; `kept` is the key it was moved to, if
/// any; `resumed` when the last game of the list was opened in its place.
pub fn unreadable_game(lang: Lang, reason: &str, kept: Option<&str>, resumed: bool) -> String {
    let kept_en = kept.map_or(String::new(), |k| {
        format!(" It was kept under the key '{k}'.")
    });
    let kept_nl = kept.map_or(String::new(), |k| {
        format!(" Het is bewaard onder de sleutel '{k}'.")
    });
    let (then_en, then_nl) = match resumed {
        true => (
            "your last game from My games is on the board",
            "uw laatste partij uit Mijn partijen staat op het bord",
        ),
        false => ("a new game was started", "er is een nieuw spel begonnen"),
    };
    Bilingual {
        en: format!("The saved game could not be read ({reason}); {then_en}.{kept_en}"),
        nl: format!("Het opgeslagen spel kon niet worden gelezen ({reason}); {then_nl}.{kept_nl}"),
    }
    .get(lang)
}

/// The list of kept games could not be read; `kept` is the key it was moved to, if any;
/// `game_kept` when the game in progress was read and is on the board.
pub fn unreadable_list(lang: Lang, reason: &str, kept: Option<&str>, game_kept: bool) -> String {
    let (then_en, then_nl) = match game_kept {
        true => (
            "your game in progress is on the board",
            "uw lopende partij staat op het bord",
        ),
        false => ("a new game was started", "er is een nieuw spel begonnen"),
    };
    let kept_en = kept.map_or(String::new(), |k| {
        format!(" The list was kept aside under the key '{k}': My games offers it back.")
    });
    let kept_nl = kept.map_or(String::new(), |k| {
        format!(
            " De lijst is apart bewaard onder de sleutel '{k}': Mijn partijen biedt hem terug aan."
        )
    });
    Bilingual {
        en: format!("The list of your games could not be read ({reason}); {then_en}.{kept_en}"),
        nl: format!(
            "De lijst van uw partijen kon niet worden gelezen ({reason}); {then_nl}.{kept_nl}"
        ),
    }
    .get(lang)
}

/// Where saved data that could not be read was kept aside, if it was, as the sentence that
/// ends a notice in English and in Dutch (the data named in the plural: "they").
pub fn kept_under(kept: Option<&str>) -> (String, String) {
    match kept {
        Some(k) => (
            format!(" They were kept under the key '{k}'."),
            format!(" Ze zijn bewaard onder de sleutel '{k}'."),
        ),
        None => (String::new(), String::new()),
    }
}

/// Saved settings that could not be read; `kept` is the key they were moved to, if any.
pub fn unreadable_settings(lang: Lang, reason: &str, kept: Option<&str>) -> String {
    let (kept_en, kept_nl) = kept_under(kept);
    Bilingual {
        en: format!("The saved settings could not be read ({reason}); defaults are used.{kept_en}"),
        nl: format!("De opgeslagen instellingen konden niet worden gelezen ({reason}); de standaardinstellingen gelden.{kept_nl}"),
    }
    .get(lang)
}

/// The lessons' stars could not be read, for `reason`; they start again.
pub fn unreadable_progress(lang: Lang, reason: &str, kept: Option<&str>) -> String {
    let (kept_en, kept_nl) = kept_under(kept);
    Bilingual {
        en: format!("Your lesson stars could not be read ({reason}); they start again.{kept_en}"),
        nl: format!("Uw sterren van de lessen konden niet worden gelezen ({reason}); ze beginnen opnieuw.{kept_nl}"),
    }
    .get(lang)
}

/// A friend's link that started a new game, this device playing `side`.
pub fn friend_game(lang: Lang, side: &str) -> String {
    Bilingual {
        en: format!("A new game with a friend: you play {side}, and the board is turned to your side."),
        nl: format!("Een nieuwe partij met een vriend: u speelt {side}, en het bord is naar uw kant gedraaid."),
    }
    .get(lang)
}

/// A friend's link for the side this device does not play (`side`).
pub fn wrong_side(lang: Lang, side: &str) -> String {
    Bilingual {
        en: format!("This link is for your friend: you play {side} in this game (you probably sent it). Nothing changed."),
        nl: format!("Deze link is voor uw vriend: u speelt {side} in deze partij (u hebt hem waarschijnlijk verstuurd). Er is niets veranderd."),
    }
    .get(lang)
}

/// A game in the list: how many turns were played.
pub fn kept_game(lang: Lang, turns: usize) -> String {
    match turns {
        1 => Bilingual {
            en: "1 turn".into(),
            nl: "1 beurt".into(),
        },
        _ => Bilingual {
            en: format!("{turns} turns"),
            nl: format!("{turns} beurten"),
        },
    }
    .get(lang)
}

/// What an import of games did; the skipped ones (another game kept under the same key)
/// only if there are any.
pub fn imported(lang: Lang, added: usize, unchanged: usize, skipped: usize) -> String {
    let skipped = match skipped {
        0 => Bilingual::default(),
        1 => Bilingual {
            en: ", 1 skipped (another game is kept under its key)".into(),
            nl: ", 1 overgeslagen (er staat al een andere partij onder zijn sleutel)".into(),
        },
        n => Bilingual {
            en: format!(", {n} skipped (other games are kept under their keys)"),
            nl: format!(", {n} overgeslagen (er staan al andere partijen onder hun sleutels)"),
        },
    }
    .get(lang);
    Bilingual {
        en: format!("Imported: {added} added, {unchanged} already here{skipped}."),
        nl: format!("Geïmporteerd: {added} toegevoegd, {unchanged} al aanwezig{skipped}."),
    }
    .get(lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_singular_or_plural_and_skipped_games_only_when_there_are() {
        assert_eq!(kept_game(Lang::En, 1), "1 turn");
        assert_eq!(kept_game(Lang::Nl, 1), "1 beurt");
        assert_eq!(kept_game(Lang::En, 0), "0 turns");
        assert_eq!(kept_game(Lang::Nl, 12), "12 beurten");
        assert_eq!(
            imported(Lang::En, 2, 0, 0),
            "Imported: 2 added, 0 already here."
        );
        assert_eq!(
            imported(Lang::En, 0, 1, 1),
            "Imported: 0 added, 1 already here, 1 skipped (another game is kept under its key)."
        );
        assert_eq!(
            imported(Lang::Nl, 1, 0, 3),
            "Geïmporteerd: 1 toegevoegd, 0 al aanwezig, 3 overgeslagen (er staan al andere partijen onder hun sleutels)."
        );
    }
}
