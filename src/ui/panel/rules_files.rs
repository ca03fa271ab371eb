//! The rules pages' text, kept out of the first load: each game's rules in
//! `public/rules/<game>.<lang>.html` and the tools every game shares (keys, hints, review)
//! in `public/rules/app.<lang>.html`, fetched when the page opens. They are fragments of
//! plain HTML: headings, paragraphs and lists, with no attributes (a test keeps them so).

use crate::rules::GameId;
use crate::ui::i18n::Lang;

/// The files of `game`'s rules page in `lang`, in page order, relative to the app.
pub fn files(game: GameId, lang: Lang) -> [String; 2] {
    let lang = lang.code();
    [
        format!("rules/{}.{lang}.html", game.name()),
        format!("rules/app.{lang}.html"),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(file: &str) -> String {
        let path = format!("{}/public/{file}", env!("CARGO_MANIFEST_DIR"));
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    /// The file's tags in order; panics on anything but the plain tags of a rules page.
    fn tags(text: &str) -> Vec<&str> {
        const PLAIN: [&str; 8] = ["h3", "/h3", "p", "/p", "ul", "/ul", "li", "/li"];
        let tags: Vec<&str> = text
            .split('<')
            .skip(1)
            .map(|rest| rest.split('>').next().unwrap_or_default())
            .collect();
        for tag in &tags {
            assert!(PLAIN.contains(tag), "<{tag}> in a rules file");
        }
        tags
    }

    #[test]
    fn every_game_has_its_rules_in_both_languages_alike() {
        for game in GameId::ALL {
            let english = files(game, Lang::En).map(|file| read(&file));
            let dutch = files(game, Lang::Nl).map(|file| read(&file));
            for (en, nl) in english.iter().zip(&dutch) {
                assert!(en.contains("<h3>"), "{game:?} has rules");
                assert_eq!(tags(en), tags(nl), "{game:?}: the same structure");
                assert_ne!(en, nl, "{game:?} is translated");
            }
        }
    }

    #[test]
    #[should_panic(expected = "<script> in a rules file")]
    fn only_plain_tags_are_allowed() {
        tags("<p>x</p><script>");
    }
}
