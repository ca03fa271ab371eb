//! The words of Learn that carry values: a lesson's texts in the language of the moment,
//! the status line and the stars. Fixed words are in the catalogue (`Text`).

use super::learning::{Learning, Stage};
use crate::lesson::{Words, MAX_STARS};
use crate::ui::i18n::{Bilingual, Lang, Text};

/// A course's text in `lang`.
pub fn words(lang: Lang, words: &Words) -> &str {
    Bilingual {
        en: words.en.as_str(),
        nl: words.nl.as_str(),
    }
    .get(lang)
}

/// The status line for the step as it stands.
pub fn standing(lang: Lang, learning: &Learning) -> String {
    let step = learning.step();
    match learning.stage() {
        Stage::Reading | Stage::Replying => words(lang, &step.goal).to_string(),
        Stage::Playing if learning.mid_turn() => format!(
            "{} {}",
            words(lang, &step.goal),
            Text::LessonSecondMove.get(lang)
        ),
        Stage::Playing => words(lang, &step.goal).to_string(),
        Stage::Wrong => step
            .wrong
            .as_ref()
            .map_or(String::new(), |w| words(lang, w).to_string()),
        Stage::Done => step.done.as_ref().map_or_else(
            || Text::LessonStepDone.get(lang).to_string(),
            |w| words(lang, w).to_string(),
        ),
    }
}

/// The opponent's reply to an accepted turn, and the goal again.
pub fn replied(lang: Lang, learning: &Learning, reply: &[String]) -> String {
    let opponent = learning
        .session()
        .table()
        .seat_name(learning.player().other(), lang);
    let reply = reply.join(" ");
    let goal = words(lang, learning.goal());
    Bilingual {
        en: format!("{opponent} answers {reply}. {goal}"),
        nl: format!("{opponent} antwoordt {reply}. {goal}"),
    }
    .get(lang)
}

/// Stars as drawn: filled for those earned, hollow for the rest.
pub fn stars_drawn(stars: u8) -> String {
    let earned = usize::from(stars.min(MAX_STARS));
    "★".repeat(earned) + &"☆".repeat(usize::from(MAX_STARS) - earned)
}

/// The stars of a lesson for screen readers.
pub fn stars_label(lang: Lang, stars: u8) -> String {
    Bilingual {
        en: format!("{stars} of {MAX_STARS} stars"),
        nl: format!("{stars} van {MAX_STARS} sterren"),
    }
    .get(lang)
}

/// Which step of how many.
pub fn step_of(lang: Lang, (step, steps): (usize, usize)) -> String {
    Bilingual {
        en: format!("Step {step} of {steps}"),
        nl: format!("Stap {step} van {steps}"),
    }
    .get(lang)
}

/// The lesson finished, with its stars.
pub fn lesson_done(lang: Lang, stars: u8) -> String {
    let drawn = stars_drawn(stars);
    Bilingual {
        en: format!("Lesson done: {drawn}. Fewer tries give more stars."),
        nl: format!("Les klaar: {drawn}. Minder pogingen geven meer sterren."),
    }
    .get(lang)
}

/// A turn of the player's mistakes that a search found good enough.
pub fn good_enough(lang: Lang, lost: u8) -> String {
    Bilingual {
        en: format!("Good enough: it gives away {lost} points of winning chances at most, where the turn played gave away more."),
        nl: format!("Goed genoeg: deze beurt geeft hooguit {lost} punten winkans weg, de gespeelde beurt meer."),
    }
    .get(lang)
}

/// A turn of the player's mistakes that a search refuted, and the opponent's answer.
pub fn refuted(lang: Lang, learning: &Learning, answer: &[String], lost: Option<u8>) -> String {
    let opponent = learning
        .session()
        .table()
        .seat_name(learning.player().other(), lang);
    let answer = answer.join(" ");
    let lost_en = lost.map_or(String::new(), |n| {
        format!(" It gives away {n} points of winning chances.")
    });
    let lost_nl = lost.map_or(String::new(), |n| {
        format!(" Deze beurt geeft {n} punten winkans weg.")
    });
    Bilingual {
        en: format!("Not better: {opponent} answers {answer} (arrows).{lost_en} Retry, or Show me."),
        nl: format!("Niet beter: {opponent} antwoordt {answer} (pijlen).{lost_nl} Probeer opnieuw, of Laat zien."),
    }
    .get(lang)
}
