//! The AI's last evaluation in words, from the first-named side's point of view ("Gold is
//! better"). Plain Rust; the score text ("+0.85", "win in 3") is read without any
//! floating-point parsing.

use super::table::Seat;

/// How the game looks to the AI, for the side `for_seat`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outlook {
    /// Within half a point either way.
    Even,
    /// `Seat` is ahead by half a point to two points.
    Better(Seat),
    /// `Seat` is ahead by more than two points.
    Winning(Seat),
    /// `Seat` wins by force.
    Wins(Seat),
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
        if score.starts_with("win in") {
            return Some(Outlook::Wins(mover));
        }
        if score.starts_with("loss in") {
            return Some(Outlook::Wins(mover.other()));
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
            Some(Outlook::Wins(Seat::Dark))
        );
        assert_eq!(
            Outlook::of("loss in 4", Seat::Dark),
            Some(Outlook::Wins(Seat::Light))
        );
        assert_eq!(Outlook::of("nonsense", Seat::Dark), None);
        assert_eq!(hundredths("12"), Some(1200));
        assert_eq!(for_light("+0.85", Seat::Dark), "-0.85");
        assert_eq!(for_light("win in 3", Seat::Dark), "loss in 3");
        assert_eq!(for_light("-1.00", Seat::Light), "-1.00");
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
