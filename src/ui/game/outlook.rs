//! The AI's last evaluation in words, from the first-named side's point of view ("Gold is
//! better", "White wins in 3 moves"). Plain Rust; the score text ("+0.85", "win in 5", in
//! plies; "win in ?" where a proof did not find the length) is read without any
//! floating-point parsing.

use super::table::Seat;
use crate::ui::i18n::{pick, Lang};

/// How the game looks to the AI, for the side `for_seat`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outlook {
    /// Within half a point either way.
    Even,
    /// `Seat` is ahead by half a point to two points.
    Better(Seat),
    /// `Seat` is ahead by more than two points.
    Winning(Seat),
    /// `Seat` wins by force, in so many of its moves if known.
    Wins(Seat, Option<u32>),
}

/// A proven score (`win in 5`, `loss in ?`): whether the side it is given for wins, and
/// the winner's moves to the end if known.
fn proof(score: &str) -> Option<(bool, Option<u32>)> {
    let (wins, plies) = match score.strip_prefix("win in ") {
        Some(plies) => (true, plies),
        None => (false, score.strip_prefix("loss in ")?),
    };
    // The winner moves every other ply and plays the last: its moves are half the plies,
    // rounded up. (In Breakthru, where a turn may move two ships, a bound.)
    Some((wins, plies.parse::<u32>().ok().map(|n| n.div_ceil(2))))
}

/// The winner and its moves to the end (if known), when Light's score is proven.
pub fn proven(light_score: &str) -> Option<(Seat, Option<u32>)> {
    let (wins, moves) = proof(light_score)?;
    Some((if wins { Seat::Light } else { Seat::Dark }, moves))
}

/// "White wins in 13 moves" ("Wit wint in 13 zetten"), or "wins by force" when the length
/// is not known.
pub fn wins_in(lang: Lang, name: &str, moves: Option<u32>) -> String {
    match (moves, lang) {
        (None, Lang::En) => format!("{name} wins by force"),
        (None, Lang::Nl) => format!("{name} wint geforceerd"),
        (Some(1), _) => pick(
            lang,
            format!("{name} wins in 1 move"),
            format!("{name} wint in 1 zet"),
        ),
        (Some(n), _) => pick(
            lang,
            format!("{name} wins in {n} moves"),
            format!("{name} wint in {n} zetten"),
        ),
    }
}

/// A finished game on the evaluation bar: Light's share (all, none or half) and the result
/// in words ("White won", "Draw"), given the winner's name (`None` for a draw).
pub fn result(lang: Lang, winner: Option<(Seat, &str)>) -> (u8, String) {
    match winner {
        Some((seat, name)) => (
            if seat == Seat::Light { 100 } else { 0 },
            pick(
                lang,
                format!("{name} won"),
                format!("{name} heeft gewonnen"),
            ),
        ),
        None => (50, pick(lang, "Draw".into(), "Remise".into())),
    }
}

/// Hundredths of a point in a score such as `+0.85` or `-1.2` (`None` if it is not one).
fn hundredths(text: &str) -> Option<i64> {
    let (negative, digits) = match text.as_bytes().first()? {
        b'-' => (true, &text[1..]),
        b'+' => (false, &text[1..]),
        _ => (false, text),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let fraction = format!("{fraction:0<2}");
    let value = whole.parse::<i64>().ok()? * 100 + fraction.get(..2)?.parse::<i64>().ok()?;
    Some(if negative { -value } else { value })
}

/// `score`, given from `mover`'s side, written from Light's side (Gold, White).
pub fn for_light(score: &str, mover: Seat) -> String {
    if mover == Seat::Light {
        return score.to_string();
    }
    if let Some(rest) = score.strip_prefix("win in") {
        return format!("loss in{rest}");
    }
    if let Some(rest) = score.strip_prefix("loss in") {
        return format!("win in{rest}");
    }
    match score.as_bytes().first() {
        Some(b'-') => format!("+{}", &score[1..]),
        Some(b'+') => format!("-{}", &score[1..]),
        _ => score.to_string(),
    }
}

/// Light's winning chances in percent, from a score written from Light's side: the
/// logistic curve `1 / (1 + 10^(-score / 4))` (score in points), the curve `engine tune`
/// fits the evaluation's weights to, so a score predicts the result of self-play games;
/// a proven win or loss is 100 or 0.
pub fn light_chances(score: &str) -> Option<u8> {
    if score.starts_with("win in") {
        return Some(100);
    }
    if score.starts_with("loss in") {
        return Some(0);
    }
    let points = hundredths(score)? as f64 / 100.0;
    let chances = 1.0 / (1.0 + (-points * std::f64::consts::LN_10 / 4.0).exp());
    Some((chances * 100.0).round() as u8)
}

impl Outlook {
    /// The outlook of a score the AI of `mover` gave (`+` is good for `mover`).
    pub fn of(score: &str, mover: Seat) -> Option<Outlook> {
        if let Some((wins, moves)) = proof(score) {
            return Some(Outlook::Wins(
                if wins { mover } else { mover.other() },
                moves,
            ));
        }
        let value = hundredths(score)?;
        let ahead = if value >= 0 { mover } else { mover.other() };
        Some(match value.abs() {
            0..50 => Outlook::Even,
            50..=200 => Outlook::Better(ahead),
            _ => Outlook::Winning(ahead),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_read_from_the_movers_side_in_words() {
        assert_eq!(
            Outlook::of("+0.85", Seat::Dark),
            Some(Outlook::Better(Seat::Dark))
        );
        assert_eq!(
            Outlook::of("-0.85", Seat::Dark),
            Some(Outlook::Better(Seat::Light))
        );
        assert_eq!(Outlook::of("+0.3", Seat::Light), Some(Outlook::Even));
        assert_eq!(
            Outlook::of("-3.10", Seat::Light),
            Some(Outlook::Winning(Seat::Dark))
        );
        assert_eq!(
            Outlook::of("win in 3", Seat::Dark),
            Some(Outlook::Wins(Seat::Dark, Some(2)))
        );
        assert_eq!(
            Outlook::of("loss in 4", Seat::Dark),
            Some(Outlook::Wins(Seat::Light, Some(2)))
        );
        assert_eq!(
            Outlook::of("loss in ?", Seat::Light),
            Some(Outlook::Wins(Seat::Dark, None))
        );
        assert_eq!(Outlook::of("nonsense", Seat::Dark), None);
        assert_eq!(hundredths("12"), Some(1200));
        assert_eq!(for_light("+0.85", Seat::Dark), "-0.85");
        assert_eq!(for_light("win in 3", Seat::Dark), "loss in 3");
        assert_eq!(for_light("-1.00", Seat::Light), "-1.00");
    }

    #[test]
    fn proofs_count_the_winners_moves_in_both_languages() {
        // 5x5 Breakthrough from the start: the side to move loses in 26 plies, the other
        // side makes 13 moves; after the first move it wins in 25 plies, still 13 moves.
        assert_eq!(proven("loss in 26"), Some((Seat::Dark, Some(13))));
        assert_eq!(proven("win in 25"), Some((Seat::Light, Some(13))));
        assert_eq!(proven("win in 1"), Some((Seat::Light, Some(1))));
        assert_eq!(proven("win in ?"), Some((Seat::Light, None)));
        assert_eq!(proven("+0.85"), None);
        assert_eq!(
            proven(&for_light("win in 5", Seat::Dark)),
            Some((Seat::Dark, Some(3)))
        );
        assert_eq!(
            wins_in(Lang::En, "White", Some(13)),
            "White wins in 13 moves"
        );
        assert_eq!(wins_in(Lang::En, "Black", Some(1)), "Black wins in 1 move");
    }

    #[test]
    fn a_finished_game_fills_the_bar_for_its_winner() {
        let white = Some((Seat::Light, "White"));
        assert_eq!(result(Lang::En, white), (100, "White won".to_string()));
        let black = Some((Seat::Dark, "Zwart"));
        assert_eq!(
            result(Lang::Nl, black),
            (0, "Zwart heeft gewonnen".to_string())
        );
        assert_eq!(result(Lang::En, None), (50, "Draw".to_string()));
        assert_eq!(wins_in(Lang::Nl, "Wit", Some(13)), "Wit wint in 13 zetten");
        assert_eq!(wins_in(Lang::Nl, "Zwart", Some(1)), "Zwart wint in 1 zet");
        assert_eq!(wins_in(Lang::En, "Gold", None), "Gold wins by force");
        assert_eq!(wins_in(Lang::Nl, "Goud", None), "Goud wint geforceerd");
    }

    #[test]
    fn chances_follow_the_fitted_logistic_curve() {
        assert_eq!(light_chances("+0.00"), Some(50));
        assert_eq!(light_chances("+4.00"), Some(91), "four points: ten to one");
        assert_eq!(light_chances("-4.00"), Some(9));
        assert_eq!(light_chances("+1.00"), Some(64));
        assert_eq!(light_chances("win in 5"), Some(100));
        assert_eq!(light_chances("loss in 2"), Some(0));
        assert_eq!(light_chances("?"), None);
        let rising: Vec<u8> = ["-2", "-1", "+0", "+1", "+2"]
            .iter()
            .filter_map(|s| light_chances(s))
            .collect();
        assert!(rising.windows(2).all(|w| w[0] < w[1]), "{rising:?}");
    }
}
