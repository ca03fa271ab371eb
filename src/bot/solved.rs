//! Perfect play on a solved board: the answer of its table of proven positions
//! (`public/solved/`, written by `engine solve --table`), else of a live proof.

use super::playable::Playable;
use crate::ai::solve::{Budget, Verdict};
use crate::core::Replay;
use std::any::Any;

/// What live proofs keep from one request to the next: the solver of the board proved last,
/// whose tables answer at once every position a proof covered (the AI's next turns after
/// any reply, and the bar's and the hints' positions on the way).
#[derive(Default)]
pub struct Proofs {
    /// The board whose positions the solver's tables hold (its table's file: the same
    /// pieces on another board have the same hash), and the solver.
    kept: Option<(&'static str, Box<dyn Any>)>,
}

impl Proofs {
    /// The solver kept for `board`, or a new one from `new` in place of another board's.
    pub fn solver<S: Any>(&mut self, board: &'static str, new: impl FnOnce() -> S) -> &mut S {
        if !matches!(&self.kept, Some((kept, solver)) if *kept == board && solver.is::<S>()) {
            // Drop the old tables before the new ones are allocated.
            self.kept = None;
        }
        let (_, solver) = self.kept.get_or_insert_with(|| (board, Box::new(new())));
        solver.downcast_mut().expect("the solver kept is an S")
    }
}

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
/// (the text of its board's table, if loaded), else from a live proof within `budget` that
/// starts from what `proofs` kept.
pub fn perfect<G: Playable>(
    position: &G,
    table: Option<&str>,
    proofs: &mut Proofs,
    budget: &Budget,
) -> Option<Verdict<G::Action>> {
    table
        .and_then(|table| listed(table, position))
        .or_else(|| position.prove(proofs, budget))
        .filter(|verdict| verdict.best.is_some())
}

/// The entry of `position` in `table`, if it lists one with a legal best action.
fn listed<G: Playable>(table: &str, position: &G) -> Option<Verdict<G::Action>> {
    let entry = look_up(table, &position.to_text())?;
    let best = position.parse_action(entry.best).ok()?;
    position.is_legal(best).then_some(Verdict {
        wins: entry.wins,
        plies: entry.plies,
        best: Some(best),
    })
}

/// The loss of the side to move in `replay` when its last action was the winning one
/// `table` lists for the position before (a whole turn: the games with tables have one
/// action a turn): one ply shorter than that win where its length is known, and no action.
/// It says who wins just past a table, where a live proof may not.
pub fn lost_to_table_move<G: Playable>(
    table: &str,
    replay: &Replay<G>,
) -> Option<Verdict<G::Action>> {
    let (&last, earlier) = replay.actions().split_last()?;
    let before = replay.position_at(earlier.len());
    let won = listed(table, &before).filter(|won| won.wins && won.best == Some(last))?;
    Some(Verdict {
        wins: false,
        plies: won.plies.map(|plies| plies - 1),
        best: None,
    })
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
        assert_eq!(
            perfect(
                &six,
                Some(TABLE),
                &mut Proofs::default(),
                &budget(&stop, &clock)
            ),
            None
        );
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
            let verdict = perfect(
                &position,
                Some(TABLE),
                &mut Proofs::default(),
                &budget(&stop, &clock),
            )
            .unwrap();
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

    #[test]
    fn the_table_s_winning_move_leaves_the_other_side_lost() {
        let line = "1BBBB/BBBBB/1W3/1WWWW/WWWWW w win 15 b3xa4";
        let played = |text| {
            Replay::<AnyPosition>::from_texts("1BBBB/BBBBB/1W3/1WWWW/WWWWW w", [text]).unwrap()
        };
        let lost = lost_to_table_move(line, &played("b3xa4")).unwrap();
        assert_eq!((lost.wins, lost.plies, lost.best), (false, Some(14), None));
        assert_eq!(lost_to_table_move(line, &played("b3xc4")), None);
        let unknown = line.replace("win 15", "win ?");
        let lost = lost_to_table_move(&unknown, &played("b3xa4")).unwrap();
        assert_eq!(lost.plies, None);
        let losing = line.replace("win 15", "loss 14");
        assert_eq!(lost_to_table_move(&losing, &played("b3xa4")), None);
    }

    #[test]
    fn proofs_keep_the_solver_of_the_board_proved_last() {
        let mut proofs = Proofs::default();
        *proofs.solver("a.txt", || 1u32) += 1;
        assert_eq!(*proofs.solver("a.txt", || 0u32), 2);
        // The same pieces on another board have the same hash: its own tables.
        assert_eq!(*proofs.solver("b.txt", || 7u32), 7);
        assert_eq!(
            *proofs.solver("b.txt", || 0u64),
            0,
            "another kind of solver"
        );
    }

    #[test]
    fn a_kept_solver_answers_at_once_every_reply_its_proof_covered() {
        let stop = StopFlag::new();
        let clock = || 0.0;
        // Off the table's lines: White's a2-b3, then Black's d4-e3 (some 37,000 nodes).
        let text = "BBBBB/BBB1B/1W2B/1WWWW/WWWWW w";
        assert_eq!(look_up(TABLE, text), None);
        let position = AnyPosition::from_text(text).unwrap();
        let mut proofs = Proofs::default();
        let verdict = perfect(&position, None, &mut proofs, &budget(&stop, &clock)).unwrap();
        assert!(verdict.wins);
        let mut after = position.clone();
        after.make(verdict.best.unwrap());
        let mut replies = Vec::new();
        after.legal_actions(&mut replies);
        // A budget spent before it starts: df-pn gives up at its first look at the clock.
        let spent = Budget {
            clock: &clock,
            deadline_ms: 0.0,
            stop: &stop,
        };
        let mut fresh_gave_up = 0;
        for reply in replies {
            let mut next = after.clone();
            next.make(reply);
            if next.outcome().is_some() {
                continue;
            }
            let kept = perfect(&next, None, &mut proofs, &spent);
            assert_eq!(kept.map(|v| v.wins), Some(true), "{}", next.to_text());
            let fresh = perfect(&next, None, &mut Proofs::default(), &spent);
            fresh_gave_up += usize::from(fresh.is_none());
        }
        assert!(fresh_gave_up > 0, "every reply proves fresh at once");
    }
}
