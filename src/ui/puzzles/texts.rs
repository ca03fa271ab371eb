//! What the Puzzles page says, in English and Dutch (formal "u").

use super::{Solving, Stage};
use crate::puzzle::{Kind, Theme};
use crate::ui::i18n::{messages, Bilingual, Lang};

/// A theme's name for people.
pub fn theme(lang: Lang, theme: Theme) -> String {
    let (en, nl) = match theme {
        Theme::Kind(Kind::Win(1)) => ("Win in 1", "Winst in 1"),
        Theme::Kind(Kind::Win(n)) => {
            return Bilingual {
                en: format!("Win in {n}"),
                nl: format!("Winst in {n}"),
            }
            .get(lang)
        }
        Theme::Kind(Kind::Defence) => ("Defence", "Verdediging"),
        Theme::Kind(Kind::Advantage) => ("Advantage", "Voordeel"),
        Theme::Sacrifice => ("Sacrifice", "Offer"),
        Theme::Wing => ("Breakthrough on a wing", "Doorbraak op een vleugel"),
        Theme::FlagshipEscape => ("Flagship escape", "Vlaggenschip ontsnapt"),
        Theme::FlagshipCapture => ("Flagship capture", "Vlaggenschip geslagen"),
        Theme::ExplosionChain => ("Explosion chain", "Kettingexplosie"),
    };
    Bilingual { en, nl }.get(lang).into()
}

/// The task: find the best turn for `side`; `mid_turn`: its second move is due, as Play
/// says it.
pub fn task(lang: Lang, side: &str, mid_turn: bool) -> String {
    let task = Bilingual {
        en: format!("Find the best turn for {side}."),
        nl: format!("Vind de beste beurt voor {side}."),
    }
    .get(lang);
    second_move_due(lang, task, mid_turn)
}

/// `text` (a sentence), saying that the turn's second move is due if it is.
fn second_move_due(lang: Lang, mut text: String, mid_turn: bool) -> String {
    if mid_turn {
        text.pop();
        let second = Bilingual {
            en: ": move 2 of 2.",
            nl: ": zet 2 van 2.",
        };
        text.push_str(second.get(lang));
    }
    text
}

/// What the status line says of a puzzle as it stands, when its page opens on it again.
pub fn standing(lang: Lang, solving: &Solving) -> String {
    let name = |seat| solving.seat_name(seat, lang);
    match solving.stage() {
        Stage::Solved => solved(lang, None),
        Stage::Wrong => wrong(lang, name(solving.opponent()), None),
        Stage::Playing | Stage::Replying => match solving.solution_turn() {
            Some(turn) => solution(lang, turn, solving.mid_turn()),
            None => task(lang, name(solving.player()), solving.mid_turn()),
        },
    }
}

/// A right turn, and the opponent's reply `reply` (its actions).
pub fn right(lang: Lang, opponent: &str, reply: &[String]) -> String {
    let reply = reply.join(" ");
    Bilingual {
        en: format!("Right! {opponent} replied {reply}. Your turn again."),
        nl: format!("Goed! {opponent} antwoordde {reply}. U bent weer aan zet."),
    }
    .get(lang)
}

/// A wrong turn; `refutation` is the opponent's answer to it, once found.
pub fn wrong(lang: Lang, opponent: &str, refutation: Option<&[String]>) -> String {
    match refutation {
        Some(line) => Bilingual { en: format!(
                "Not the best turn: {opponent} answers {} (arrows). Retry, or see the solution.",
                line.join(" ")
            ), nl: format!(
                "Niet de beste beurt: {opponent} antwoordt {} (pijlen). Probeer opnieuw of bekijk de oplossing.",
                line.join(" ")
            ) }.get(lang),
        None => Bilingual {
            en: "Not the best turn. Retry, or see the solution.",
            nl: "Niet de beste beurt. Probeer opnieuw of bekijk de oplossing.",
        }
        .get(lang)
        .into(),
    }
}

/// The right turn shown as arrows; `mid_turn`: its second move is due.
pub fn solution(lang: Lang, turn: &[String], mid_turn: bool) -> String {
    let turn = turn.join(" ");
    let solution = Bilingual {
        en: format!("The solution: {turn} (arrows). Play it to go on."),
        nl: format!("De oplossing: {turn} (pijlen). Speel die om verder te gaan."),
    }
    .get(lang);
    second_move_due(lang, solution, mid_turn)
}

/// The puzzle solved; `rating` is the new rating if this try was rated.
pub fn solved(lang: Lang, rating: Option<(i32, i32)>) -> String {
    match rating {
        Some((rating, change)) => Bilingual {
            en: format!("Solved! Your puzzle rating: {rating} ({change:+})."),
            nl: format!("Opgelost! Uw puzzelrating: {rating} ({change:+})."),
        }
        .get(lang),
        None => Bilingual {
            en: "Solved!",
            nl: "Opgelost!",
        }
        .get(lang)
        .into(),
    }
}

/// The player's rating line.
pub fn rating_line(lang: Lang, rating: i32, streak: u32, played: usize) -> String {
    Bilingual {
        en: format!("Puzzle rating {rating} · streak {streak} · {played} played"),
        nl: format!("Puzzelrating {rating} · reeks {streak} · {played} gespeeld"),
    }
    .get(lang)
}

/// A puzzle's own rating and id.
pub fn about(lang: Lang, rating: u32, id: &str) -> String {
    Bilingual {
        en: format!("Puzzle {id}, rated {rating}"),
        nl: format!("Puzzel {id}, rating {rating}"),
    }
    .get(lang)
}

/// A set that could not be read (the parser's words).
pub fn bad_set(lang: Lang, detail: &str) -> String {
    Bilingual {
        en: format!("These puzzles could not be read: {detail}"),
        nl: format!("Deze puzzels konden niet worden gelezen: {detail}"),
    }
    .get(lang)
}

/// A puzzle link that could not be opened.
pub fn bad_link(lang: Lang, detail: &str) -> String {
    Bilingual {
        en: format!("This puzzle link could not be opened: {detail}. Nothing was lost."),
        nl: format!("Deze puzzellink kon niet worden geopend: {detail}. Er is niets verloren."),
    }
    .get(lang)
}

/// Saved puzzle ratings that could not be read; `kept` is the key they were moved to.
pub fn unreadable(lang: Lang, reason: &str, kept: Option<&str>) -> String {
    let (kept_en, kept_nl) = messages::kept_under(kept);
    Bilingual {
        en: format!("Your puzzle ratings could not be read ({reason}); they start again.{kept_en}"),
        nl: format!(
            "Uw puzzelratings konden niet worden gelezen ({reason}); ze beginnen opnieuw.{kept_nl}"
        ),
    }
    .get(lang)
}
