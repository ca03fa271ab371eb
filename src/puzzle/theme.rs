//! The themes a puzzle may carry, by their names in the puzzle files.

use std::fmt;
use std::str::FromStr;

/// What a puzzle asks: each puzzle has exactly one kind.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// Win in this many of the player's turns, proved.
    Win(u8),
    /// The only turn that avoids a proved loss.
    Defence,
    /// The only turn that keeps a large advantage, by a deep search (no proof).
    Advantage,
}

/// A theme: the puzzle's kind, or a motif the miner could tell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Theme {
    /// The kind of the puzzle.
    Kind(Kind),
    /// The player's first turn captures nothing and the opponent's reply captures.
    Sacrifice,
    /// The winning piece reaches the far rank on one of the two outer files of a side.
    Wing,
    /// Breakthru: Gold wins by moving the flagship to the edge.
    FlagshipEscape,
    /// Breakthru: Silver wins by capturing the flagship.
    FlagshipCapture,
    /// Breakthrough 9x5: a player's move sets off two or more explosions.
    ExplosionChain,
}

/// Longest proved win a puzzle may ask for, in the player's turns.
pub const MAX_WIN_TURNS: u8 = 5;

impl Theme {
    /// The kind, if this theme is one.
    pub fn kind(self) -> Option<Kind> {
        match self {
            Theme::Kind(kind) => Some(kind),
            _ => None,
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Theme::Kind(Kind::Win(n)) => write!(f, "win{n}"),
            Theme::Kind(Kind::Defence) => f.write_str("defence"),
            Theme::Kind(Kind::Advantage) => f.write_str("advantage"),
            Theme::Sacrifice => f.write_str("sacrifice"),
            Theme::Wing => f.write_str("wing"),
            Theme::FlagshipEscape => f.write_str("flagship-escape"),
            Theme::FlagshipCapture => f.write_str("flagship-capture"),
            Theme::ExplosionChain => f.write_str("explosion-chain"),
        }
    }
}

impl FromStr for Theme {
    type Err = ();

    fn from_str(text: &str) -> Result<Theme, ()> {
        Ok(match text {
            "defence" => Theme::Kind(Kind::Defence),
            "advantage" => Theme::Kind(Kind::Advantage),
            "sacrifice" => Theme::Sacrifice,
            "wing" => Theme::Wing,
            "flagship-escape" => Theme::FlagshipEscape,
            "flagship-capture" => Theme::FlagshipCapture,
            "explosion-chain" => Theme::ExplosionChain,
            _ => {
                let n: u8 = text
                    .strip_prefix("win")
                    .ok_or(())?
                    .parse()
                    .map_err(|_| ())?;
                if !(1..=MAX_WIN_TURNS).contains(&n) || text.len() != 4 {
                    return Err(());
                }
                Theme::Kind(Kind::Win(n))
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back() {
        let all = [
            Theme::Kind(Kind::Win(1)),
            Theme::Kind(Kind::Win(5)),
            Theme::Kind(Kind::Defence),
            Theme::Kind(Kind::Advantage),
            Theme::Sacrifice,
            Theme::Wing,
            Theme::FlagshipEscape,
            Theme::FlagshipCapture,
            Theme::ExplosionChain,
        ];
        for theme in all {
            assert_eq!(theme.to_string().parse(), Ok(theme));
        }
        for bad in ["win0", "win6", "win01", "win", "Wing", ""] {
            assert_eq!(bad.parse::<Theme>(), Err(()), "{bad}");
        }
    }
}
