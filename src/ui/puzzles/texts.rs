//! What the Puzzles page says, in English and Dutch (formal "u").

use super::{Solving, Stage};
use crate::puzzle::{Kind, Theme};
use crate::ui::i18n::{messages, pick, Lang};

/// A theme's name for people.
pub fn theme(lang: Lang, theme: Theme) -> String {
    let (en, nl) = match theme {
        Theme::Kind(Kind::Win(1)) => ("Win in 1", "Winst in 1"),
        Theme::Kind(Kind::Win(n)) => {
            return pick(lang, format!("Win in {n}"), format!("Winst in {n}"))
        }
        Theme::Kind(Kind::Defence) => ("Defence", "Verdediging"),
        Theme::Kind(Kind::Advantage) => ("Advantage", "Voordeel"),
        Theme::Sacrifice => ("Sacrifice", "Offer"),
        Theme::Wing => ("Breakthrough on a wing", "Doorbraak op een vleugel"),
        Theme::FlagshipEscape => ("Flagship escape", "Vlaggenschip ontsnapt"),
        Theme::FlagshipCapture => ("Flagship capture", "Vlaggenschip geslagen"),
        Theme::ExplosionChain => ("Explosion chain", "Kettingexplosie"),
    };
    pick(lang, en.into(), nl.into())
}

/// The task: find the best turn for `side`; `mid_turn`: its second move is due, as Play
/// says it.
pub fn task(lang: Lang, side: &str, mid_turn: bool) -> String {
    let task = pick(
        lang,
        format!("Find the best turn for {side}."),
        format!("Vind de beste beurt voor {side}."),
    );
    second_move_due(lang, task, mid_turn)
}

/// `text` (a sentence), saying that the turn's second move is due if it is.
fn second_move_due(lang: Lang, mut text: String, mid_turn: bool) -> String {
    if mid_turn {
        text.pop();
        text.push_str(match lang {
            Lang::En => ": move 2 of 2.",
            Lang::Nl => ": zet 2 van 2.",
        });
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
    pick(
        lang,
        format!("Right! {opponent} replied {reply}. Your turn again."),
        format!("Goed! {opponent} antwoordde {reply}. U bent weer aan zet."),
    )
}

/// A wrong turn; `refutation` is the opponent's answer to it, once found.
pub fn wrong(lang: Lang, opponent: &str, refutation: Option<&[String]>) -> String {
    match refutation {
        Some(line) => pick(
            lang,
            format!(
                "Not the best turn: {opponent} answers {} (arrows). Retry, or see the solution.",
                line.join(" ")
            ),
            format!(
                "Niet de beste beurt: {opponent} antwoordt {} (pijlen). Probeer opnieuw of bekijk de oplossing.",
                line.join(" ")
            ),
        ),
        None => pick(
            lang,
            "Not the best turn. Retry, or see the solution.".into(),
            "Niet de beste beurt. Probeer opnieuw of bekijk de oplossing.".into(),
        ),
    }
}

/// The right turn shown as arrows; `mid_turn`: its second move is due.
pub fn solution(lang: Lang, turn: &[String], mid_turn: bool) -> String {
    let turn = turn.join(" ");
    let solution = pick(
        lang,
        format!("The solution: {turn} (arrows). Play it to go on."),
        format!("De oplossing: {turn} (pijlen). Speel die om verder te gaan."),
    );
    second_move_due(lang, solution, mid_turn)
}

/// The puzzle solved; `rating` is the new rating if this try was rated.
pub fn solved(lang: Lang, rating: Option<(i32, i32)>) -> String {
    match rating {
        Some((rating, change)) => pick(
            lang,
            format!("Solved! Your puzzle rating: {rating} ({change:+})."),
            format!("Opgelost! Uw puzzelrating: {rating} ({change:+})."),
        ),
        None => pick(lang, "Solved!".into(), "Opgelost!".into()),
    }
}

/// The player's rating line.
pub fn rating_line(lang: Lang, rating: i32, streak: u32, played: usize) -> String {
    pick(
        lang,
        format!("Puzzle rating {rating} · streak {streak} · {played} played"),
        format!("Puzzelrating {rating} · reeks {streak} · {played} gespeeld"),
    )
}

/// A puzzle's own rating and id.
pub fn about(lang: Lang, rating: u32, id: &str) -> String {
    pick(
        lang,
        format!("Puzzle {id}, rated {rating}"),
        format!("Puzzel {id}, rating {rating}"),
    )
}

/// A set that could not be read (the parser's words).
pub fn bad_set(lang: Lang, detail: &str) -> String {
    pick(
        lang,
        format!("These puzzles could not be read: {detail}"),
        format!("Deze puzzels konden niet worden gelezen: {detail}"),
    )
}

/// A puzzle link that could not be opened.
pub fn bad_link(lang: Lang, detail: &str) -> String {
    pick(
        lang,
        format!("This puzzle link could not be opened: {detail}. Nothing was lost."),
        format!("Deze puzzellink kon niet worden geopend: {detail}. Er is niets verloren."),
    )
}

/// Saved puzzle ratings that could not be read; `kept` is the key they were moved to.
pub fn unreadable(lang: Lang, reason: &str, kept: Option<&str>) -> String {
    let (kept_en, kept_nl) = messages::kept_under(kept);
    pick(
        lang,
        format!("Your puzzle ratings could not be read ({reason}); they start again.{kept_en}"),
        format!(
            "Uw puzzelratings konden niet worden gelezen ({reason}); ze beginnen opnieuw.{kept_nl}"
        ),
    )
}
