//! The review's texts with values in them, in English and Dutch.

use super::review::Judgement;
use crate::ui::i18n::{Bilingual, Lang, Text};

/// A judgement's word: "blunder".
pub fn judgement(lang: Lang, judgement: Judgement) -> &'static str {
    match judgement {
        Judgement::Inaccuracy => Text::Inaccuracy,
        Judgement::Mistake => Text::Mistake,
        Judgement::Blunder => Text::Blunder,
    }
    .get(lang)
}

/// A review under way: "Reviewing: 12 of 41 positions".
pub fn progress(lang: Lang, done: usize, total: usize) -> String {
    Bilingual {
        en: format!("Reviewing: {done} of {total} positions"),
        nl: format!("Analyse: {done} van {total} standen"),
    }
    .get(lang)
}

/// A finished review: "Reviewed 41 positions in 10.3 s."
pub fn done(lang: Lang, positions: usize, elapsed_ms: f64) -> String {
    // Tenths of a second, written without float formatting (smaller download).
    let tenths = (elapsed_ms / 100.0).round() as u64;
    let seconds = format!("{}.{}", tenths / 10, tenths % 10);
    Bilingual {
        en: format!("Reviewed {positions} positions in {seconds} s."),
        nl: format!(
            "{positions} standen geanalyseerd in {} s.",
            seconds.replace('.', ",")
        ),
    }
    .get(lang)
}

/// A judged turn: "Blunder (??): White's winning chances fell from 64% to 20%. Better was
/// d2-d1."
pub fn judged(
    lang: Lang,
    judged: Judgement,
    side: &str,
    chances: (u8, u8),
    better: &[String],
) -> String {
    let (before, after) = chances;
    let word = match judged {
        Judgement::Inaccuracy => Text::InaccuracyTitle,
        Judgement::Mistake => Text::MistakeTitle,
        Judgement::Blunder => Text::BlunderTitle,
    }
    .get(lang);
    let (symbol, better) = (judged.symbol(), better.join(" "));
    Bilingual {
        en: format!("{word} ({symbol}): {side}'s winning chances fell from {before}% to {after}%. Better was {better}."),
        nl: format!("{word} ({symbol}): de winkans van {side} zakte van {before}% naar {after}%. Beter was {better}."),
    }
    .get(lang)
}

/// A point of the evaluation graph: "After turn 5: White 64%" ("Start: ..." for the start),
/// given what it says of the position (`score`: "White 64%", "White wins in 3 moves").
pub fn graph_point(lang: Lang, turn: usize, score: &str) -> String {
    match turn {
        0 => Bilingual {
            en: format!("Start: {score}"),
            nl: format!("Begin: {score}"),
        },
        _ => Bilingual {
            en: format!("After turn {turn}: {score}"),
            nl: format!("Na beurt {turn}: {score}"),
        },
    }
    .get(lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn review_texts_read_well_in_both_languages() {
        let better = ["d2-d1".to_string()];
        assert_eq!(
            judged(Lang::En, Judgement::Blunder, "White", (64, 20), &better),
            "Blunder (??): White's winning chances fell from 64% to 20%. Better was d2-d1."
        );
        assert!(
            judged(Lang::Nl, Judgement::Mistake, "Wit", (50, 30), &better).starts_with("Fout (?)")
        );
        assert_eq!(
            done(Lang::Nl, 41, 10_340.0),
            "41 standen geanalyseerd in 10,3 s."
        );
        assert_eq!(graph_point(Lang::En, 0, "Gold 50%"), "Start: Gold 50%");
        assert_eq!(
            graph_point(Lang::Nl, 3, "Wit wint in 2 zetten"),
            "Na beurt 3: Wit wint in 2 zetten"
        );
    }
}
