//! A score as people and the app's parts read it: an evaluation in centi-units or a proven
//! result, always from the side to move's view at the position it scores. Its text
//! (`+0.85`, `win in 3`, `loss in ?`) is written and read here only.

use super::tuning::{WIN, WIN_BOUND};
use std::fmt;
use std::str::FromStr;

/// A score of a position for the side to move there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// The search's evaluation, in hundredths of a point (`+` is good for the side to move).
    Eval(i32),
    /// A proven result: whether the side to move wins, and the plies to the end with best
    /// play, if known.
    Proven {
        /// Whether the side to move wins.
        wins: bool,
        /// Plies (single actions) to the end, if the proof found the length.
        plies: Option<u32>,
    },
}

impl Score {
    /// The score of a search's value: a win or loss `n` plies away is proven.
    pub fn of_search(value: i32) -> Score {
        match value {
            v if v > WIN_BOUND => Score::Proven {
                wins: true,
                plies: u32::try_from(WIN - v).ok(),
            },
            v if v < -WIN_BOUND => Score::Proven {
                wins: false,
                plies: u32::try_from(WIN + v).ok(),
            },
            v => Score::Eval(v),
        }
    }

    /// The same score from the other side's view.
    pub fn flipped(self) -> Score {
        match self {
            Score::Eval(value) => Score::Eval(-value),
            Score::Proven { wins, plies } => Score::Proven { wins: !wins, plies },
        }
    }

    /// The same proven result `played` plies later along its best line (an evaluation is
    /// the line's, so it stands); the view is unchanged.
    pub fn later_by(self, played: u32) -> Score {
        match self {
            Score::Proven { wins, plies } => Score::Proven {
                wins,
                plies: plies.map(|n| n.saturating_sub(played)),
            },
            eval => eval,
        }
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Score::Eval(value) => {
                let sign = if value < 0 { "-" } else { "+" };
                let abs = value.unsigned_abs();
                write!(f, "{sign}{}.{:02}", abs / 100, abs % 100)
            }
            Score::Proven { wins, plies } => {
                let word = if wins { "win" } else { "loss" };
                match plies {
                    Some(n) => write!(f, "{word} in {n}"),
                    None => write!(f, "{word} in ?"),
                }
            }
        }
    }
}

/// A score's text that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreError(pub String);

impl fmt::Display for ScoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} is not a score", self.0)
    }
}

impl std::error::Error for ScoreError {}

impl serde::Serialize for Score {
    /// As its text, as saves and links of earlier releases wrote scores.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Score {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Score, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

impl FromStr for Score {
    type Err = ScoreError;

    /// Reads `+0.85`, `-1.2`, `3`, `win in 5` or `loss in ?` without floating point.
    fn from_str(text: &str) -> Result<Score, ScoreError> {
        let error = || ScoreError(text.chars().take(20).collect());
        let proof = |rest: &str, wins| match rest {
            "?" => Ok(Score::Proven { wins, plies: None }),
            n => n
                .parse()
                .map(|n| Score::Proven {
                    wins,
                    plies: Some(n),
                })
                .map_err(|_| error()),
        };
        if let Some(rest) = text.strip_prefix("win in ") {
            return proof(rest, true);
        }
        if let Some(rest) = text.strip_prefix("loss in ") {
            return proof(rest, false);
        }
        hundredths(text).map(Score::Eval).ok_or_else(error)
    }
}

/// Hundredths of a point in `+0.85`, `-1.2` or `12` (`None` if it is not one).
fn hundredths(text: &str) -> Option<i32> {
    let (negative, digits) = match text.as_bytes().first()? {
        b'-' => (true, &text[1..]),
        b'+' => (false, &text[1..]),
        _ => (false, text),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || fraction.len() > 2 || !all_digits(whole) || !all_digits(fraction) {
        return None;
    }
    let fraction = format!("{fraction:0<2}");
    let value = whole.parse::<i32>().ok()?.checked_mul(100)? + fraction.parse::<i32>().ok()?;
    Some(if negative { -value } else { value })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_values_become_scores() {
        assert_eq!(Score::of_search(85), Score::Eval(85));
        assert_eq!(
            Score::of_search(WIN - 3),
            Score::Proven {
                wins: true,
                plies: Some(3)
            }
        );
        assert_eq!(
            Score::of_search(-(WIN - 2)),
            Score::Proven {
                wins: false,
                plies: Some(2)
            }
        );
    }

    #[test]
    fn the_text_round_trips() {
        for text in ["+0.85", "-1.20", "+0.00", "-0.05", "win in 3", "loss in ?"] {
            let score: Score = text.parse().unwrap();
            assert_eq!(score.to_string(), text);
        }
        assert_eq!("12".parse(), Ok(Score::Eval(1200)));
        assert_eq!("-1.2".parse(), Ok(Score::Eval(-120)));
        for bad in [
            "",
            "+",
            "1.234",
            "win in x",
            "+0.-5",
            "nonsense",
            "9999999999",
        ] {
            assert!(bad.parse::<Score>().is_err(), "{bad}");
        }
    }

    #[test]
    fn views_flip_and_proofs_shorten() {
        let win = Score::Proven {
            wins: true,
            plies: Some(5),
        };
        assert_eq!(win.flipped().to_string(), "loss in 5");
        assert_eq!(Score::Eval(85).flipped(), Score::Eval(-85));
        assert_eq!(win.later_by(2).to_string(), "win in 3");
        assert_eq!(Score::Eval(85).later_by(2), Score::Eval(85));
    }
}
