//! Perft of the data set in tests/data/breakthru/perft.txt, and a node-by-node check against a naive generator.

mod common;

use breakthru::core::perft::perft;
use breakthru::rules::breakthru::Position;
use common::reference::Board;
use common::{legal, perft_data};

/// Counts above this are skipped unless PERFT_MAX_LEAVES raises it (`engine perft` runs them fast).
const DEFAULT_MAX_LEAVES: u64 = 50_000_000;

#[test]
fn rules_md_counts_are_in_the_data() {
    let data = perft_data();
    assert_eq!(data[0].1[..2], [60, 3144]);
    assert!(data[0].0.ends_with(" g -"));
    assert_eq!(data[1].1[..2], [72, 5016]);
    assert!(data[1].0.ends_with(" s -"));
}

#[test]
fn perft_matches_the_data() {
    let max_leaves = std::env::var("PERFT_MAX_LEAVES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(DEFAULT_MAX_LEAVES);
    for (bfn, counts) in perft_data() {
        let mut position = Position::from_bfn(&bfn).unwrap();
        for (depth, &expected) in (1..).zip(&counts) {
            if expected <= max_leaves {
                assert_eq!(perft(&mut position, depth), expected, "{bfn} depth {depth}");
            }
        }
    }
}

/// Every node of the depth-2 tree below each data position has the same legal actions
/// as the naive reference generator, and reaches the same positions.
#[test]
fn generator_agrees_with_reference_two_plies_deep() {
    fn walk(position: &Position, board: &Board, depth: u32) {
        let actions = legal(position);
        assert_eq!(actions, board.legal_actions(), "{position}");
        if depth == 0 {
            return;
        }
        for text in actions {
            let next = position.clone().play(text.parse().unwrap()).unwrap();
            let next_board = board.after(&text);
            assert_eq!(
                Board::from_bfn(&next.to_bfn()),
                next_board,
                "{position} then {text}"
            );
            walk(&next, &next_board, depth - 1);
        }
    }
    for (bfn, _) in perft_data() {
        walk(
            &Position::from_bfn(&bfn).unwrap(),
            &Board::from_bfn(&bfn),
            2,
        );
    }
}

#[test]
fn reference_perft_agrees_on_the_data() {
    for (bfn, counts) in perft_data() {
        assert_eq!(Board::from_bfn(&bfn).perft(2), counts[1], "{bfn}");
    }
}

/// Breakthrough (docs/rules.md section 2): the data set in tests/data/breakthrough/perft.txt, run
/// through [`AnyPosition`] (so on every word width), the same counts on the widest words, and
/// a node-by-node check against the naive generator in tests/common/troyka.rs.
mod breakthrough {
    use super::common::legal_texts;
    use super::common::troyka::Board;
    use breakthru::core::perft::{divide, perft};
    use breakthru::core::{Game, Notation};
    use breakthru::rules::breakthrough::{AnyPosition, Position, SizeVisitor};

    /// Perft run by [`SizeVisitor`] on the position's own width.
    struct Perft(u32);

    impl SizeVisitor for Perft {
        type Output = u64;

        fn visit<const W: usize>(self, mut position: Position<W>) -> u64 {
            perft(&mut position, self.0)
        }
    }

    /// Counts above this are skipped unless PERFT_MAX_LEAVES raises it.
    const DEFAULT_MAX_LEAVES: u64 = 200_000_000;
    /// Counts up to this are also taken on the widest words and by the naive generator.
    const CROSS_CHECK_LEAVES: u64 = 200_000;

    struct Line {
        text: String,
        /// (depth, leaves).
        counts: Vec<(u32, u64)>,
    }

    /// perft.txt: `<placement> <side>; D1 N1; D2 N2; ...`, `#` starting a comment line.
    fn data() -> Vec<Line> {
        parse(include_str!("data/breakthrough/perft.txt"))
    }

    /// perft-deep.txt: the larger counts, in the same format.
    fn deep_data() -> Vec<Line> {
        parse(include_str!("data/breakthrough/perft-deep.txt"))
    }

    fn parse(text: &str) -> Vec<Line> {
        text.lines()
            .map(str::trim)
            .filter(|line| !line.starts_with('#') && !line.is_empty())
            .map(|line| {
                let mut fields = line.split(';').map(str::trim);
                let text = fields.next().unwrap().to_string();
                let counts = fields
                    .filter(|field| !field.is_empty())
                    .map(|field| {
                        let (depth, leaves) = field
                            .split_once(' ')
                            .unwrap_or_else(|| panic!("'<depth> <leaves>' in {line}"));
                        (depth.parse().unwrap(), leaves.trim().parse().unwrap())
                    })
                    .collect();
                Line { text, counts }
            })
            .collect()
    }

    fn max_leaves() -> u64 {
        std::env::var("PERFT_MAX_LEAVES")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(DEFAULT_MAX_LEAVES)
    }

    #[test]
    fn rules_md_counts_are_in_the_data() {
        let start = "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w";
        let line = data()
            .into_iter()
            .find(|line| line.text == start)
            .expect("the 8x8 start is in the data");
        for expected in [(1, 22), (2, 484), (3, 11_132), (4, 256_036), (5, 6_182_818)] {
            assert!(line.counts.contains(&expected), "{expected:?}");
        }
        let deep = deep_data()
            .into_iter()
            .find(|line| line.text == start)
            .expect("the 8x8 start is in the deep data");
        assert!(deep.counts.contains(&(6, 149_264_638)));
    }

    /// The data covers every word width and both sides to move.
    #[test]
    fn data_covers_every_width_and_side() {
        let positions: Vec<AnyPosition> = data()
            .iter()
            .map(|line| AnyPosition::from_text(&line.text).unwrap())
            .collect();
        assert!(positions.iter().any(|p| matches!(p, AnyPosition::One(_))));
        assert!(positions.iter().any(|p| matches!(p, AnyPosition::Two(_))));
        assert!(positions.iter().any(|p| matches!(p, AnyPosition::Four(_))));
        for side in [b'w', b'b'] {
            assert!(data()
                .iter()
                .any(|line| line.text.as_bytes().last() == Some(&side)));
        }
    }

    /// Both data files up to the leaf limit: the 8x8 start to depth 6 (149,264,638) takes well
    /// under a second here; `PERFT_MAX_LEAVES=4000000000` adds depth 7 (about 6 s).
    #[test]
    fn perft_matches_the_data() {
        let max_leaves = max_leaves();
        for line in data().into_iter().chain(deep_data()) {
            let mut position = AnyPosition::from_text(&line.text).unwrap();
            assert_eq!(position.to_text(), line.text, "the data is canonical");
            let squares = position.size().squares();
            let narrowest = match position {
                AnyPosition::One(_) => squares <= 64,
                AnyPosition::Two(_) => (65..=128).contains(&squares),
                AnyPosition::Four(_) => squares > 128,
            };
            assert!(narrowest, "{} on too many words", line.text);
            for &(depth, expected) in &line.counts {
                if expected <= max_leaves {
                    assert_eq!(
                        perft(&mut position, depth),
                        expected,
                        "{} depth {depth}",
                        line.text
                    );
                }
            }
        }
    }

    /// Perft and its split by first move through `Position<W>`, if the board fits `W` words.
    fn divide_at<const W: usize>(text: &str, depth: u32) -> Option<Vec<(String, u64)>> {
        let mut position = Position::<W>::from_text(text).ok()?;
        let mut split: Vec<(String, u64)> = divide(&mut position, depth)
            .into_iter()
            .map(|(mv, leaves)| (mv.to_string(), leaves))
            .collect();
        split.sort();
        Some(split)
    }

    /// The word layout does not matter: the widest words (`Position<4>`) and every narrower
    /// width the board fits give the same split, and the data's count.
    #[test]
    fn widest_words_agree_with_the_narrow_ones() {
        let mut checked = [0; 3];
        for line in data() {
            let Some(&(depth, expected)) = line
                .counts
                .iter()
                .filter(|&&(_, leaves)| leaves <= CROSS_CHECK_LEAVES)
                .max()
            else {
                continue;
            };
            let wide = divide_at::<4>(&line.text, depth).expect("every board fits four words");
            assert_eq!(
                wide.iter().map(|(_, n)| n).sum::<u64>(),
                expected,
                "{}",
                line.text
            );
            let any = AnyPosition::from_text(&line.text).unwrap();
            assert_eq!(any.visit(Perft(depth)), expected, "{} visited", line.text);
            for (width, narrow) in [
                (0, divide_at::<1>(&line.text, depth)),
                (1, divide_at::<2>(&line.text, depth)),
            ] {
                if let Some(narrow) = narrow {
                    assert_eq!(narrow, wide, "{} on {} words", line.text, 1 << width);
                    checked[width] += 1;
                }
            }
            checked[2] += 1;
        }
        assert!(
            checked.iter().all(|&n| n >= 2),
            "positions compared: {checked:?}"
        );
    }

    /// The word width is refused when the board does not fit it.
    #[test]
    fn narrow_words_refuse_large_boards() {
        let nine = "8B/9/9/9/9/9/9/W8/9 w";
        assert!(Position::<1>::from_text(nine).is_err());
        assert!(Position::<2>::from_text(nine).is_ok());
        let big = "B15/16/16/16/16/16/16/16/16/16/15W w";
        assert!(Position::<2>::from_text(big).is_err());
        assert!(Position::<4>::from_text(big).is_ok());
    }

    /// Every node two plies below each data position has the moves of the naive generator
    /// and reaches the same positions.
    #[test]
    fn generator_agrees_with_reference_two_plies_deep() {
        fn walk(position: &AnyPosition, board: &Board, depth: u32) {
            let moves = legal_texts(position);
            assert_eq!(moves, board.legal_moves(), "{position}");
            let outcome = position.outcome().map(|o| match o {
                breakthru::core::Outcome::Win(side) => side.letter(),
                breakthru::core::Outcome::Draw => '=',
            });
            assert_eq!(outcome, board.outcome(), "{position}");
            if depth == 0 {
                return;
            }
            for text in moves {
                let mut next = position.clone();
                next.make(position.parse_action(&text).unwrap());
                let next_board = board.after(&text);
                assert_eq!(
                    next.to_text(),
                    next_board.to_text(),
                    "{position} then {text}"
                );
                walk(&next, &next_board, depth - 1);
            }
        }
        for line in data() {
            let board = Board::from_text(&line.text);
            assert_eq!(board.to_text(), line.text);
            walk(&AnyPosition::from_text(&line.text).unwrap(), &board, 2);
        }
    }

    #[test]
    fn reference_perft_agrees_on_the_data() {
        for line in data() {
            let board = Board::from_text(&line.text);
            for &(depth, expected) in &line.counts {
                if expected <= CROSS_CHECK_LEAVES / 10 {
                    assert_eq!(board.perft(depth), expected, "{} depth {depth}", line.text);
                }
            }
        }
    }
}

/// Freeling's 9x5 game (docs/rules.md section 3): the data set in
/// tests/data/breakthrough9x5/perft.txt, counted by the naive reference.py.
mod breakthrough9x5 {
    use breakthru::core::perft::perft;
    use breakthru::rules::breakthrough9x5::Position;

    /// Each line: a position and its counts from depth 1.
    fn data() -> Vec<(String, Vec<u64>)> {
        include_str!("data/breakthrough9x5/perft.txt")
            .lines()
            .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
            .map(|line| {
                let mut fields = line.split("; ");
                let position = fields.next().unwrap().to_string();
                let counts = fields
                    .enumerate()
                    .map(|(i, field)| {
                        let (depth, count) = field.split_once(' ').unwrap();
                        assert_eq!(depth.parse::<usize>().unwrap(), i + 1, "{line}");
                        count.parse().unwrap()
                    })
                    .collect();
                (position, counts)
            })
            .collect()
    }

    #[test]
    fn rules_md_counts_are_in_the_data() {
        let data = data();
        let start = data
            .iter()
            .find(|(p, _)| *p == Position::start().to_text())
            .unwrap();
        assert_eq!(start.1[..3], [25, 625, 14_925]);
    }

    #[test]
    fn perft_matches_the_data() {
        for (text, counts) in data() {
            let mut position = Position::from_text(&text).unwrap();
            for (depth, &expected) in (1..).zip(&counts) {
                assert_eq!(
                    perft(&mut position, depth),
                    expected,
                    "{text} depth {depth}"
                );
            }
        }
    }
}
