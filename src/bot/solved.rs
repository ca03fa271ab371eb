//! Perfect play on a solved board: the answer of its table of proven positions
//! (`public/solved/`, written by `engine solve --table`), else of a live proof.

use super::playable::Playable;
use crate::ai::solve::{Budget, Verdict};

/// A line of a solved table: `<position> win|loss <plies or ?> <best action>`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Entry<'a> {
    /// Whether the side to move wins.
    pub wins: bool,
    /// The game's length in plies with best play, if known.
    pub plies: Option<u32>,
    /// The best action's text.
    pub best: &'a str,
}

/// The entry of the position whose text is `position` in the table `table`.
pub fn look_up<'a>(table: &'a str, position: &str) -> Option<Entry<'a>> {
    table.lines().find_map(|line| {
        let mut words = line.strip_prefix(position)?.strip_prefix(' ')?.split(' ');
        let wins = match words.next()? {
            "win" => true,
            "loss" => false,
            _ => return None,
        };
        let plies = words.next()?.parse().ok();
        let best = words.next()?;
        Some(Entry { wins, plies, best })
    })
}

/// The proven result of `position` (a game not over) and the action to play: from `table`
/// (the text of its board's table, if loaded), else from a live proof within `budget`.
pub fn perfect<G: Playable>(
    position: &G,
    table: Option<&str>,
    budget: &Budget,
) -> Option<Verdict<G::Action>> {
    let entry = table.and_then(|table| look_up(table, &position.to_text()));
    let listed = entry.and_then(|entry| {
        let best = position.parse_action(entry.best).ok()?;
        position.is_legal(best).then_some(Verdict {
            wins: entry.wins,
            plies: entry.plies,
            best: Some(best),
        })
    });
    listed
        .or_else(|| position.prove(budget))
        .filter(|verdict| verdict.best.is_some())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::StopFlag;
    use crate::core::{Game, Notation, Outcome};
    use crate::rules::breakthrough::AnyPosition;

    const TABLE: &str = include_str!("../../public/solved/breakthrough-5x5.txt");

    fn budget<'a>(stop: &'a StopFlag, clock: &'a dyn crate::ai::Clock) -> Budget<'a> {
        Budget {
            clock,
            deadline_ms: 60_000.0,
            stop,
        }
    }

    #[test]
    fn the_table_has_both_starts_and_reads_unknown_lengths() {
        let start = AnyPosition::from_text("BBBBB/BBBBB/5/WWWWW/WWWWW w").unwrap();
        assert_eq!(start.solved_table(), Some("breakthrough-5x5.txt"));
        let entry = look_up(TABLE, &start.to_text()).unwrap();
        assert!(!entry.wins);
        assert!(start.is_legal(start.parse_action(entry.best).unwrap()));
        let black = look_up(TABLE, "BBBBB/BBBBB/5/WWWWW/WWWWW b").unwrap();
        assert!(!black.wins);
        let five_by_six = AnyPosition::from_text("BBBBBB/BBBBBB/6/WWWWWW/WWWWWW b").unwrap();
        assert_eq!(five_by_six.solved_table(), Some("breakthrough-5x6.txt"));
        let six_by_five = AnyPosition::from_text("BBBBB/BBBBB/5/5/WWWWW/WWWWW w").unwrap();
        assert_eq!(six_by_five.solved_table(), Some("breakthrough-6x5.txt"));
        let line = "1BBBB/BBBBB/1W3/1WWWW/WWWWW w win 15 b3xa4\nX w loss ? a2-a3";
        assert_eq!(
            look_up(line, "1BBBB/BBBBB/1W3/1WWWW/WWWWW w"),
            Some(Entry {
                wins: true,
                plies: Some(15),
                best: "b3xa4"
            })
        );
        assert_eq!(look_up(line, "X w").map(|e| e.plies), Some(None));
        assert_eq!(look_up(line, "X"), None, "a whole position, not a prefix");
        assert_eq!(look_up(line, "1BBBB/BBBBB/1W3/1WWWW/WWWWW b"), None);
    }

    #[test]
    fn only_solved_boards_are_proven_live() {
        let stop = StopFlag::new();
        let clock = || 0.0;
        let six = AnyPosition::from_text("BBBBBB/BBBBBB/6/6/WWWWWW/WWWWWW w").unwrap();
        assert_eq!(six.solved_table(), None);
        assert_eq!(perfect(&six, Some(TABLE), &budget(&stop, &clock)), None);
    }

    #[test]
    fn a_live_proof_wins_quickest_and_defends_longest() {
        let stop = StopFlag::new();
        let clock = || 0.0;
        // Small endings, none of them in the table: won and lost for the side to move.
        let mut results = Vec::new();
        for text in [
            "BB1BB/5/2W2/5/W4 w",
            "2B2/5/1W3/5/4W b",
            "1B3/5/2W2/3B1/W4 b",
        ] {
            let position = AnyPosition::from_text(text).unwrap();
            assert_eq!(look_up(TABLE, text), None);
            let verdict = perfect(&position, Some(TABLE), &budget(&stop, &clock)).unwrap();
            let mut after = position.clone();
            after.make(verdict.best.unwrap());
            let exact = crate::ai::solve::plain::exact(&mut position.clone(), 12);
            let plies = verdict.plies.unwrap();
            assert_eq!(
                exact,
                Some(if verdict.wins {
                    crate::core::Proof::Win(plies)
                } else {
                    crate::core::Proof::Loss(plies)
                }),
                "{text}"
            );
            // The best action keeps the length: one ply shorter after it.
            let rest = match after.outcome() {
                Some(Outcome::Win(_)) => Some(0),
                _ => crate::ai::solve::plain::exact(&mut after, 12).map(|p| match p {
                    crate::core::Proof::Win(n) | crate::core::Proof::Loss(n) => n,
                }),
            };
            assert_eq!(rest, Some(plies - 1), "{text}");
            results.push(verdict.wins);
        }
        assert!(
            results.contains(&true) && results.contains(&false),
            "{results:?}"
        );
    }
}
