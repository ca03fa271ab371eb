//! The evaluation bar: Light's winning chances (Gold's or White's) in the position shown,
//! from the latest search of the game (or the review's score of an earlier position), as a
//! bar across the top of the board and words; once the game is over, its result.

use crate::ui::ai_client::texts::wins_in;
use crate::ui::ai_client::use_ai;
use crate::ui::ai_client::Evaluation;
use crate::ui::game::outlook::SeatScore;
use crate::ui::game::{Seat, Session};
use crate::ui::i18n::{use_lang, Bilingual, Text};
use leptos::prelude::*;

/// What the bar says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// The game is over there: its winner (`None` for a draw).
    Over(Option<Seat>),
    /// A score of the position shown.
    Scored(SeatScore),
    /// No score of the position shown yet: the last one of the game keeps the bar's width.
    Evaluating(SeatScore),
}

impl Reading {
    /// Light's share of the bar, in percent.
    pub fn light_percent(self) -> u8 {
        match self {
            Reading::Over(Some(Seat::Light)) => 100,
            Reading::Over(Some(Seat::Dark)) => 0,
            Reading::Over(None) => 50,
            Reading::Scored(score) | Reading::Evaluating(score) => score.chances(Seat::Light),
        }
    }
}

/// The bar's reading of the position after `shown` actions (`None`: the live one): the
/// result where the game ends, the review's score of an earlier position, and of the live
/// one the latest search's (or the review's).
pub fn reading(
    session: &Session,
    evaluation: Option<&Evaluation>,
    shown: Option<usize>,
) -> Option<Reading> {
    let table = session.table();
    let ply = shown.unwrap_or(table.plies());
    if ply == table.plies() && table.is_over() {
        return Some(Reading::Over(table.winner()));
    }
    let reviewed = session.review().light_score(ply);
    if shown.is_some() {
        return reviewed.map(Reading::Scored);
    }
    let game = evaluation.filter(|e| e.is_in(session));
    let live = game.filter(|e| e.is_of(session)).map(|e| e.score);
    match (live.or(reviewed), game) {
        (Some(score), _) => Some(Reading::Scored(score)),
        (None, Some(stale)) => Some(Reading::Evaluating(stale.score)),
        (None, None) => None,
    }
}

/// The bar, while the setting is on and the position shown has a reading.
#[component]
pub fn EvaluationBar(
    session: RwSignal<Session>,
    viewing: RwSignal<Option<usize>>,
    on: Signal<bool>,
) -> impl IntoView {
    let ai = use_ai();
    let lang = use_lang();
    let words = move |reading: Reading| {
        let lang = lang.get();
        session.with(|s| {
            let name = |seat| s.table().seat_name(seat, lang);
            match reading {
                Reading::Over(Some(seat)) => Bilingual {
                    en: format!("{} won", name(seat)),
                    nl: format!("{} heeft gewonnen", name(seat)),
                }
                .get(lang),
                Reading::Over(None) => Text::Draw.get(lang).to_string(),
                Reading::Scored(score) => match score.winner() {
                    Some((seat, moves)) => wins_in(lang, name(seat), moves),
                    None => {
                        let (light, percent) = (name(Seat::Light), reading.light_percent());
                        Bilingual {
                            en: format!("{light}'s winning chances: {percent}%"),
                            nl: format!("Winkans van {light}: {percent}%"),
                        }
                        .get(lang)
                    }
                },
                Reading::Evaluating(_) => Text::Evaluating.get(lang).to_string(),
            }
        })
    };
    let shown = move || {
        if !on.get() {
            return None;
        }
        let shown = viewing.get();
        session.with(|s| ai.evaluation.with(|e| reading(s, e.as_ref(), shown)))
    };
    move || {
        shown().map(|reading| {
            let (percent, label) = (reading.light_percent(), words(reading));
            view! {
                <div class="evaluation" data-testid="evaluation-bar">
                    <div class="evaluation-bar" role="meter" aria-valuemin="0" aria-valuemax="100"
                        aria-valuenow=percent aria-label=label.clone()>
                        <div class="evaluation-light" style:width=format!("{percent}%")></div>
                    </div>
                    <span class="evaluation-text" aria-hidden="true">{label}</span>
                </div>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Score;
    use crate::ui::ai_client::evaluation::Position;
    use crate::ui::game::Player;
    use crate::ui::games;

    const START: &str = "BBBBB/BBBBB/5/WWWWW/WWWWW w";

    fn session(moves: &[&str]) -> Session {
        let table = games::open("breakthrough".parse().unwrap(), START, moves).unwrap();
        Session::new(table, [Player::Human, Player::Human])
    }

    fn evaluation(moves: &[&str], score: Score) -> Evaluation {
        let actions = moves.iter().map(|m| m.to_string()).collect();
        Evaluation {
            position: Position::new("breakthrough".parse().unwrap(), START.into(), actions),
            score: SeatScore::new(Seat::Light, score),
            line: Vec::new(),
        }
    }

    #[test]
    fn the_bar_reads_only_the_position_shown() {
        let live = session(&["a2-a3"]);
        let proof = Score::Proven {
            wins: false,
            plies: Some(9),
        };
        let of_live = evaluation(&["a2-a3"], proof);
        assert_eq!(
            reading(&live, Some(&of_live), None),
            Some(Reading::Scored(of_live.score))
        );
        // A score of the position before: its width stays, its count is not said.
        let stale = evaluation(&[], proof);
        assert_eq!(
            reading(&live, Some(&stale), None),
            Some(Reading::Evaluating(stale.score))
        );
        assert_eq!(reading(&live, None, None), None);
        // Browsing an earlier position shows only the review's score of it.
        assert_eq!(reading(&live, Some(&of_live), Some(0)), None);
    }

    #[test]
    fn a_finished_game_shows_its_result() {
        let over = session(&["b2-b3", "e4-e3", "b3xa4", "e3xd2", "a4xb5"]);
        let claim = evaluation(&["b2-b3"], Score::Eval(300));
        let reading = reading(&over, Some(&claim), None);
        assert_eq!(reading, Some(Reading::Over(Some(Seat::Light))));
        assert_eq!(reading.map(Reading::light_percent), Some(100));
    }
}
