//! What the app says of the AI and its worker, in English and Dutch, made from the facts
//! in its state.

use super::client::EngineFailure;
use super::ledger::Progress;
use super::state::{Bench, EngineStatus};
use crate::ui::game::outlook::{Outlook, SeatScore};
use crate::ui::game::Seat;
use crate::ui::i18n::{Bilingual, Explain, Lang, Text};

/// "White wins in 13 moves" ("Wit wint in 13 zetten"), or "wins by force" when the length
/// is not known.
pub fn wins_in(lang: Lang, name: &str, moves: Option<u32>) -> String {
    match moves {
        None => Bilingual {
            en: format!("{name} wins by force"),
            nl: format!("{name} wint geforceerd"),
        },
        Some(1) => Bilingual {
            en: format!("{name} wins in 1 move"),
            nl: format!("{name} wint in 1 zet"),
        },
        Some(n) => Bilingual {
            en: format!("{name} wins in {n} moves"),
            nl: format!("{name} wint in {n} zetten"),
        },
    }
    .get(lang)
}

/// A score in words, from the view of the side it favours: "White wins in 3 moves",
/// "+4.70 for Silver", "0.00".
pub fn score(lang: Lang, score: SeatScore, name: impl Fn(Seat) -> &'static str) -> String {
    if let Some((seat, moves)) = score.winner() {
        return wins_in(lang, name(seat), moves);
    }
    match score.lead() {
        Some((seat, hundredths)) if hundredths > 0 => {
            let points = format!("+{}.{:02}", hundredths / 100, hundredths % 100);
            Bilingual {
                en: format!("{points} for {}", name(seat)),
                nl: format!("{points} voor {}", name(seat)),
            }
            .get(lang)
        }
        _ => "0.00".into(),
    }
}

/// The line under the board while the AI thinks, its score from `mover`'s search.
pub fn thinking(
    lang: Lang,
    progress: Option<&Progress>,
    mover: Seat,
    name: impl Fn(Seat) -> &'static str,
) -> String {
    let Some(progress) = progress.filter(|p| p.depth > 0 || !p.line.is_empty()) else {
        return Text::Thinking.get(lang).to_string();
    };
    let depth = progress.depth;
    let said = score(lang, SeatScore::new(mover, progress.score), name);
    let line = progress.line.join(" ");
    Bilingual {
        en: format!("The AI is thinking: depth {depth}, {said}, line {line}"),
        nl: format!("De computer denkt na: diepte {depth}, {said}, variant {line}"),
    }
    .get(lang)
}

/// The AI's evaluation of the live position in words: who is ahead and the score, or who
/// wins in how many moves.
pub fn evaluation(
    lang: Lang,
    evaluation: SeatScore,
    name: impl Fn(Seat) -> &'static str,
) -> String {
    let words = match evaluation.outlook() {
        Outlook::Even => Bilingual {
            en: "the game is about even".into(),
            nl: "de stand is ongeveer gelijk".into(),
        },
        Outlook::Better(seat) => Bilingual {
            en: format!("{} is better", name(seat)),
            nl: format!("{} staat beter", name(seat)),
        },
        Outlook::Winning(seat) => Bilingual {
            en: format!("{} is winning", name(seat)),
            nl: format!("{} staat gewonnen", name(seat)),
        },
        Outlook::Wins(..) => {
            let words = score(lang, evaluation, name);
            return Bilingual {
                en: format!("The AI's evaluation: {words}."),
                nl: format!("Beoordeling van de computer: {words}."),
            }
            .get(lang);
        }
    }
    .get(lang);
    let said = score(lang, evaluation, name);
    Bilingual {
        en: format!("The AI's evaluation: {words} ({said})."),
        nl: format!("Beoordeling van de computer: {words} ({said})."),
    }
    .get(lang)
}

/// The worker's state.
pub fn status(lang: Lang, status: &EngineStatus) -> String {
    match status {
        EngineStatus::Loading => Text::EngineLoading.get(lang).to_string(),
        EngineStatus::Ready {
            version,
            error: None,
        } => Bilingual {
            en: format!("Engine ready (v{version})"),
            nl: format!("Computer klaar (v{version})"),
        }
        .get(lang),
        EngineStatus::Ready {
            error: Some(message),
            ..
        } => Bilingual {
            en: format!("Engine error: {message}"),
            nl: format!("Fout van de computer: {message}"),
        }
        .get(lang),
        EngineStatus::Restarting(None) => Text::EngineRestarting.get(lang).to_string(),
        EngineStatus::Restarting(Some(failure)) => {
            let detail = failure.explain(lang);
            Bilingual {
                en: format!("Engine restarting ({detail})…"),
                nl: format!("Computer start opnieuw ({detail})…"),
            }
            .get(lang)
        }
        EngineStatus::Stopped(failure) => stopped(lang, failure),
    }
}

/// The worker stopped or could not start, and the app gave up restarting it.
pub fn stopped(lang: Lang, failure: &EngineFailure) -> String {
    let detail = failure.explain(lang);
    Bilingual {
        en: format!("The AI stopped working ({detail}). Your game is kept: try again, or play both sides yourself."),
        nl: format!("De computer werkt niet meer ({detail}). Uw spel blijft bewaard: probeer het opnieuw, of speel zelf beide kanten."),
    }
    .get(lang)
}

/// The AI's answer could not be used.
pub fn ai_refused(lang: Lang, detail: &str) -> String {
    Bilingual {
        en: format!("The AI's answer was refused: {detail}"),
        nl: format!("Het antwoord van de computer is geweigerd: {detail}"),
    }
    .get(lang)
}

/// The speed measure.
pub fn bench(lang: Lang, bench: &Bench) -> String {
    match bench {
        Bench::Measuring => Text::Measuring.get(lang).to_string(),
        Bench::Failed(failure) => stopped(lang, failure),
        Bench::Measured(result) => {
            let (nps, nodes) = (result.nps(), result.nodes);
            let ms = result.elapsed_ms().round() as u64;
            Bilingual { en: format!("AI speed in this browser: {nps} nodes/s ({nodes} nodes in {ms} ms)"), nl: format!(
                    "Snelheid van de computer in deze browser: {nps} knopen/s ({nodes} knopen in {ms} ms)"
                ) }.get(lang)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Score;

    fn name(seat: Seat) -> &'static str {
        match seat {
            Seat::Light => "Gold",
            Seat::Dark => "Silver",
        }
    }

    #[test]
    fn a_score_names_its_side_the_same_way_while_thinking_and_after() {
        // Silver's search says +4.70: Silver is ahead, whoever's view it came in.
        let silver = SeatScore::new(Seat::Dark, Score::Eval(470));
        let progress = Progress {
            depth: 9,
            score: Score::Eval(470),
            line: vec!["e4-e3".into()],
        };
        let thinking = thinking(Lang::En, Some(&progress), Seat::Dark, name);
        assert_eq!(
            thinking,
            "The AI is thinking: depth 9, +4.70 for Silver, line e4-e3"
        );
        let after = evaluation(Lang::En, silver.seen_by(Seat::Light), name);
        assert_eq!(
            after,
            "The AI's evaluation: Silver is winning (+4.70 for Silver)."
        );
        let dutch = evaluation(Lang::Nl, silver, name);
        assert_eq!(
            dutch,
            "Beoordeling van de computer: Silver staat gewonnen (+4.70 voor Silver)."
        );
    }

    #[test]
    fn proofs_say_the_winner_and_moves_in_both_languages() {
        let proof = SeatScore::new(
            Seat::Light,
            Score::Proven {
                wins: false,
                plies: Some(5),
            },
        );
        assert_eq!(score(Lang::En, proof, name), "Silver wins in 3 moves");
        assert_eq!(wins_in(Lang::En, "Black", Some(1)), "Black wins in 1 move");
        assert_eq!(wins_in(Lang::Nl, "Zwart", Some(1)), "Zwart wint in 1 zet");
        assert_eq!(wins_in(Lang::Nl, "Goud", None), "Goud wint geforceerd");
        let even = SeatScore::new(Seat::Light, Score::Eval(0));
        assert_eq!(score(Lang::En, even, name), "0.00");
    }
}
