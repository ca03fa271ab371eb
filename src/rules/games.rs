//! The registry of games: the type of each [`GameId`](super::GameId)'s positions, one line
//! per game. Code that serves every game dispatches through [`with_game!`] rather than
//! matching on the ids, so that a new game is registered here and nowhere else.

/// Evaluates `$body` for the game `$game` (a [`GameId`](super::GameId)), with the type
/// alias `$G` naming that game's position type: `with_game!(game, G => serve::<G>())`
/// runs generic code on the game chosen at run time. Each caller compiles its body once
/// per game, so a game that lacks a trait the caller needs fails to compile there.
macro_rules! with_game {
    ($game:expr, $G:ident => $body:expr) => {
        $crate::rules::with_game!(@each $game, $G => $body;
            Breakthru => breakthru::Position,
            Breakthrough => breakthrough::AnyPosition,
            Breakthrough9x5 => breakthrough9x5::Position,
        )
    };
    (@each $game:expr, $G:ident => $body:expr; $($id:ident => $($path:ident)::+,)+) => {
        match $game {
            $($crate::rules::GameId::$id => {
                type $G = $crate::rules::$($path)::+;
                $body
            })+
        }
    };
}

pub(crate) use with_game;

#[cfg(test)]
mod tests {
    use crate::core::Notation;
    use crate::rules::GameId;

    /// Whether the type registered for `game` reads `text` as a position.
    fn reads(game: GameId, text: &str) -> bool {
        with_game!(game, G => G::from_text(text).is_ok())
    }

    #[test]
    fn each_game_is_registered_with_its_own_positions() {
        let starts = [
            "11/3SSSSS3/11/1S2EEE2S1/1S1E3E1S1/1S1E1F1E1S1/1S1E3E1S1/1S2EEE2S1/11/3SSSSS3/11 g -",
            "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w",
            "B(BB)1BB/1B1B1/2B2/1B3/2W1W/W4/1W1W1/1(WW)2W/5 b",
        ];
        for (i, game) in GameId::ALL.into_iter().enumerate() {
            for (j, text) in starts.iter().enumerate() {
                assert_eq!(reads(game, text), i == j, "{game} reads {text}");
            }
        }
    }
}
