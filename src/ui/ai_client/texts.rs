//! What the app says of the AI and its worker, in English and Dutch.

use super::client::EngineFailure;
use crate::ui::game::outlook::{wins_in, Outlook};
use crate::ui::game::Seat;
use crate::ui::i18n::{pick, Explain, Lang, Text};

/// The line under the board while the AI thinks.
pub fn thinking(lang: Lang, depth: u32, score: &str, line: &[String]) -> String {
    if depth == 0 {
        return Text::Thinking.get(lang).to_string();
    }
    let line = line.join(" ");
    pick(
        lang,
        format!("The AI is thinking: depth {depth}, score {score}, line {line}"),
        format!("De computer denkt na: diepte {depth}, stand {score}, variant {line}"),
    )
}

/// The AI's last evaluation in words, for the game's sides: a proven result says who wins
/// in how many moves, other scores are given from Light's side.
pub fn outlook(
    lang: Lang,
    outlook: Outlook,
    score: &str,
    name: impl Fn(Seat) -> &'static str,
) -> String {
    let words = match (outlook, lang) {
        (Outlook::Even, Lang::En) => "the game is about even".to_string(),
        (Outlook::Even, Lang::Nl) => "de stand is ongeveer gelijk".to_string(),
        (Outlook::Better(seat), Lang::En) => format!("{} is better", name(seat)),
        (Outlook::Better(seat), Lang::Nl) => format!("{} staat beter", name(seat)),
        (Outlook::Winning(seat), Lang::En) => format!("{} is winning", name(seat)),
        (Outlook::Winning(seat), Lang::Nl) => format!("{} staat gewonnen", name(seat)),
        (Outlook::Wins(seat, moves), _) => {
            let words = wins_in(lang, name(seat), moves);
            return pick(
                lang,
                format!("The AI's last evaluation: {words}."),
                format!("Laatste beoordeling van de computer: {words}."),
            );
        }
    };
    pick(
        lang,
        format!(
            "The AI's last evaluation: {words} ({score} for {}).",
            name(Seat::Light)
        ),
        format!(
            "Laatste beoordeling van de computer: {words} ({score} voor {}).",
            name(Seat::Light)
        ),
    )
}

/// The worker answered its ping.
pub fn engine_ready(lang: Lang, version: &str) -> String {
    pick(
        lang,
        format!("Engine ready (v{version})"),
        format!("Computer klaar (v{version})"),
    )
}

/// The worker failed or reported an error.
pub fn engine_error(lang: Lang, message: &str) -> String {
    pick(
        lang,
        format!("Engine error: {message}"),
        format!("Fout van de computer: {message}"),
    )
}

/// The worker stopped or could not start, and the app gave up restarting it.
pub fn engine_stopped(lang: Lang, failure: &EngineFailure) -> String {
    let detail = failure.explain(lang);
    pick(
        lang,
        format!("The AI stopped working ({detail}). Your game is kept: try again, or play both sides yourself."),
        format!("De computer werkt niet meer ({detail}). Uw spel blijft bewaard: probeer het opnieuw, of speel zelf beide kanten."),
    )
}

/// The worker failed and a fresh one is starting.
pub fn engine_restarting(lang: Lang, failure: &EngineFailure) -> String {
    let detail = failure.explain(lang);
    pick(
        lang,
        format!("Engine restarting ({detail})…"),
        format!("Computer start opnieuw ({detail})…"),
    )
}

/// The AI's answer could not be used.
pub fn ai_refused(lang: Lang, detail: &str) -> String {
    pick(
        lang,
        format!("The AI's answer was refused: {detail}"),
        format!("Het antwoord van de computer is geweigerd: {detail}"),
    )
}

/// The benchmark's result.
pub fn bench_result(lang: Lang, nps: u64, nodes: u64, ms: f64) -> String {
    let ms = ms.round() as u64;
    pick(
        lang,
        format!("AI speed in this browser: {nps} nodes/s ({nodes} nodes in {ms} ms)"),
        format!(
            "Snelheid van de computer in deze browser: {nps} knopen/s ({nodes} knopen in {ms} ms)"
        ),
    )
}
