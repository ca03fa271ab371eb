//! One conformance suite for every game (as OpenSpiel runs one over all its games): random
//! games in which, at every position, the legal actions are exactly the candidates that
//! `is_legal` accepts, `count_legal_actions` agrees, make/unmake (and the search's pass)
//! restore the position and its hash, the incremental hash equals the recomputed one, the
//! position text and every action's text round-trip through [`Notation`], the game is over
//! exactly when there is no legal action, and [`Replay::from_texts`] replays the game's texts
//! to the same end. The suite is written once, over [`Subject`]; each game says how to
//! recompute its hash and which illegal candidates to try.
//!
//! Breakthru runs from its standard position; Breakthrough (Troyka) from the start of boards
//! of many sizes and word widths with either side first, and from random placements.

mod common;

use breakthru::core::{Game, Notation, Outcome};
use breakthru::rules::breakthrough::{self as troyka, AnyPosition, Cell, Size};
use breakthru::rules::breakthrough9x5 as freeling;
use breakthru::rules::breakthru::{self as bt, Square};
use common::conformance::{random_games, Plan, Subject};
use common::reference::Board;
use common::troyka::Board as TroykaBoard;
use common::Rng;

// ---- Breakthru ----

impl Subject for bt::Position {
    fn recomputed_hash(&self) -> u64 {
        self.compute_hash()
    }

    /// Random geometric actions: rook lines and diagonal steps anywhere on the board.
    fn candidates(&self, rng: &mut Rng, out: &mut Vec<bt::Action>) {
        const PROBES: usize = 64;
        out.clear();
        while out.len() < PROBES {
            let from = Square::from_index(rng.below(Square::COUNT)).unwrap();
            let candidate = if rng.below(4) == 0 {
                let (df, dr) = [(1, 1), (1, -1), (-1, 1), (-1, -1)][rng.below(4)];
                from.offset(df, dr)
                    .and_then(|to| bt::Action::capture(from, to))
            } else {
                let to = Square::from_index(rng.below(Square::COUNT)).unwrap();
                bt::Action::motion(from, to)
            };
            out.extend(candidate);
        }
    }

    /// The search's null move exists only at a turn start, and is taken back exactly.
    fn check_specific(&self) {
        let mut position = self.clone();
        match position.pass() {
            None => assert!(!self.is_turn_start(), "no pass at the turn start {self}"),
            Some(undo) => {
                assert!(
                    self.is_turn_start(),
                    "a pass in the middle of a turn {self}"
                );
                assert_eq!(position.side(), self.side().opponent());
                position.unpass(undo);
                assert_eq!(&position, self, "unpass");
            }
        }
    }
}

#[test]
fn breakthru_random_games_conform() {
    let plan = Plan {
        games: 2_000,
        max_plies: 300,
        deep_every: 20,
    };
    let mut rng = Rng::new(0x00C0_FFEE);
    let (games, tally) = random_games(&plan, &mut rng, |_, _| bt::Position::standard());
    assert!(tally.decisive > 0, "random games never ended: {tally:?}");
    for replay in games {
        // The game's own record, with its repetition rule, sees the same game.
        let mut record = bt::Record::new(replay.start().clone());
        for &action in replay.actions() {
            record.play(action).unwrap();
        }
        assert_eq!(record.position(), replay.position());
        assert_eq!(record.ending().map(|e| e.outcome), replay.outcome());
        let text = record.to_text();
        assert_eq!(bt::Record::from_text(&text).as_ref(), Ok(&record), "{text}");
    }
}

#[test]
fn breakthru_random_games_agree_with_reference() {
    let mut rng = Rng::new(42);
    for _ in 0..100 {
        let mut position = bt::Position::standard();
        for _ in 0..300 {
            let bfn = position.to_bfn();
            let expected = Board::from_bfn(&bfn).legal_actions();
            assert_eq!(common::legal(&position), expected, "{bfn}");
            if expected.is_empty() {
                break;
            }
            let choice = &expected[rng.below(expected.len())];
            position = position.play(choice.parse().unwrap()).unwrap();
        }
    }
}

#[test]
fn breakthru_game_trait_sees_the_same_game() {
    let mut position = bt::Position::standard();
    assert_eq!(Game::repetition_key(&position), Some(position.hash()));
    let undo = Game::make(&mut position, common::action("e4-e3"));
    assert_eq!(Game::repetition_key(&position), None);
    Game::unmake(&mut position, common::action("e4-e3"), undo);
    assert_eq!(position, bt::Position::standard());
}

// ---- Breakthrough ----

/// Every (from, to, capture) with `to` in the 3x3 block around `from` (off the board too, up
/// to the 16x16 names), from every piece of the side to move and from a few enemy pieces,
/// and a few random far jumps.
fn troyka_candidates<const W: usize>(
    position: &troyka::Position<W>,
    rng: &mut Rng,
    out: &mut Vec<troyka::Move>,
) {
    const ENEMY_PIECES: usize = 4;
    out.clear();
    let enemies: Vec<Cell> = position.cells_of(position.side().opponent()).collect();
    let some_enemies =
        (0..ENEMY_PIECES.min(enemies.len())).map(|_| enemies[rng.below(enemies.len())]);
    for from in position.cells_of(position.side()).chain(some_enemies) {
        for rank in from.rank().saturating_sub(1)..=from.rank() + 1 {
            for file in from.file().saturating_sub(1)..=from.file() + 1 {
                if let Some(to) = Cell::new(file, rank) {
                    out.push(troyka::Move::new(from, to, false));
                    out.push(troyka::Move::new(from, to, true));
                }
            }
        }
    }
    let random_cell = |rng: &mut Rng| Cell::new(rng.below(16), rng.below(16)).unwrap();
    for _ in 0..8 {
        let (from, to) = (random_cell(rng), random_cell(rng));
        out.push(troyka::Move::new(from, to, rng.below(2) == 0));
    }
}

impl<const W: usize> Subject for troyka::Position<W> {
    fn recomputed_hash(&self) -> u64 {
        troyka::Position::recomputed_hash(self)
    }

    fn candidates(&self, rng: &mut Rng, out: &mut Vec<troyka::Move>) {
        troyka_candidates(self, rng, out);
    }

    fn check_specific(&self) {
        check_troyka_position(self);
    }
}

impl Subject for AnyPosition {
    fn recomputed_hash(&self) -> u64 {
        match self {
            AnyPosition::One(p) => p.recomputed_hash(),
            AnyPosition::Two(p) => p.recomputed_hash(),
            AnyPosition::Four(p) => p.recomputed_hash(),
        }
    }

    fn candidates(&self, rng: &mut Rng, out: &mut Vec<troyka::Move>) {
        match self {
            AnyPosition::One(p) => troyka_candidates(p, rng, out),
            AnyPosition::Two(p) => troyka_candidates(p, rng, out),
            AnyPosition::Four(p) => troyka_candidates(p, rng, out),
        }
    }

    fn check_specific(&self) {
        let narrowest = match self {
            AnyPosition::One(p) => check_troyka_position(p) <= 64,
            AnyPosition::Two(p) => (65..=128).contains(&check_troyka_position(p)),
            AnyPosition::Four(p) => check_troyka_position(p) > 128,
        };
        assert!(narrowest, "{self} is not on the fewest words");
        assert_eq!(self.to_text(), self.to_string());
    }
}

/// Breakthrough's own checks: the outcome follows from the pieces (a piece on the far rank, or
/// no enemy left), the game is never drawn, and a side that has not lost always has a move.
/// Returns the board's number of squares.
fn check_troyka_position<const W: usize>(position: &troyka::Position<W>) -> usize {
    use troyka::Side::{Black, White};
    let size = position.size();
    let on_rank = |side, rank| position.cells_of(side).any(|c| c.rank() == rank);
    let won = |side: troyka::Side| {
        let far = if side == White { size.ranks() - 1 } else { 0 };
        on_rank(side, far) || position.count(side.opponent()) == 0
    };
    assert!(!(won(White) && won(Black)), "{position}");
    let expected = [White, Black].into_iter().find(|&side| won(side));
    assert_eq!(position.outcome(), expected.map(Outcome::Win), "{position}");
    assert!(position
        .cells_of(White)
        .chain(position.cells_of(Black))
        .all(|c| size.contains(c)));
    size.squares()
}

/// The boards the suite plays on: the brief's sizes, and each edge of the word widths.
const SIZES: [(usize, usize); 13] = [
    (5, 5),
    (6, 9),
    (8, 8), // 64 squares: the widest one-word board
    (11, 7),
    (16, 16), // 256: four words, full
    (5, 16),
    (16, 5),
    (13, 5),  // 65: the smallest two-word board
    (8, 16),  // 128: the widest two-word board
    (10, 13), // 130: four words
    (7, 7),
    (9, 9),
    (12, 14),
];

#[test]
fn breakthrough_random_games_conform_on_every_size() {
    let plan = Plan {
        games: SIZES.len() * 2 * 50,
        max_plies: 5_000,
        deep_every: 3,
    };
    let mut rng = Rng::new(0x7120_2000);
    let (games, tally) = random_games(&plan, &mut rng, |game, _| {
        let (ranks, files) = SIZES[game / 2 % SIZES.len()];
        let first = [troyka::Side::White, troyka::Side::Black][game % 2];
        AnyPosition::start(Size::new(ranks, files).unwrap(), first)
    });
    assert_eq!(
        tally.decisive, tally.games,
        "Breakthrough has no draws: {tally:?}"
    );
    for replay in &games {
        assert!(replay.actions().len() < plan.max_plies);
        // A win is by the side that just moved.
        let last_mover = replay.position().side_to_move().opponent();
        assert_eq!(replay.outcome(), Some(Outcome::Win(last_mover)));
    }
    eprintln!("{tally:?}");
}

/// Random placements: any pieces anywhere, either side to move; positions where one side has
/// already won included.
fn random_placement(rng: &mut Rng) -> AnyPosition {
    loop {
        let (ranks, files) = (5 + rng.below(12), 5 + rng.below(12));
        let density = 1 + rng.below(6);
        // Mostly each side in the two thirds of the board nearer its home (long games with
        // the armies interlocked), sometimes anywhere (games often over at once).
        let anywhere = rng.below(4) == 0;
        let cells = (0..ranks)
            .map(|rank| {
                let white_may = anywhere || rank * 3 < ranks * 2;
                let black_may = anywhere || rank * 3 >= ranks;
                (0..files)
                    .map(|_| match rng.below(12) {
                        n if n < density && white_may => 'W',
                        n if n >= density && n < 2 * density && black_may => 'B',
                        _ => '.',
                    })
                    .collect()
            })
            .collect();
        let board = TroykaBoard {
            cells,
            side: ['w', 'b'][rng.below(2)],
        };
        let text = board.to_text();
        match AnyPosition::from_text(&text) {
            Ok(position) => {
                assert!(!board.both_won(), "{text}");
                return position;
            }
            Err(troyka::PositionError::BothWon) => assert!(board.both_won(), "{text}"),
            Err(error) => panic!("{text}: {error}"),
        }
    }
}

#[test]
fn breakthrough_random_placements_conform() {
    let plan = Plan {
        games: 600,
        max_plies: 5_000,
        deep_every: 1,
    };
    let mut rng = Rng::new(0xB0A2D);
    let (_, tally) = random_games(&plan, &mut rng, |_, rng| random_placement(rng));
    assert_eq!(tally.decisive, tally.games, "{tally:?}");
    eprintln!("{tally:?}");
}

/// The suite on the widest words directly, where the board would fit fewer.
#[test]
fn breakthrough_on_wide_words_conforms() {
    let plan = Plan {
        games: 200,
        max_plies: 5_000,
        deep_every: 1,
    };
    let mut rng = Rng::new(4);
    let texts: Vec<String> = [(5, 5), (8, 8), (6, 9), (11, 7)]
        .into_iter()
        .flat_map(|(ranks, files)| {
            let size = Size::new(ranks, files).unwrap();
            [troyka::Side::White, troyka::Side::Black]
                .map(|first| AnyPosition::start(size, first).to_string())
        })
        .collect();
    let (games, _) = random_games(&plan, &mut rng, |game, _| {
        troyka::Position::<4>::from_text(&texts[game % texts.len()]).unwrap()
    });
    // The same game on the narrowest words passes through the same positions.
    for replay in games.iter().take(40) {
        let mut narrow = AnyPosition::from_text(&replay.start().to_text()).unwrap();
        for &mv in replay.actions() {
            assert!(narrow.is_legal(mv));
            narrow.make(mv);
        }
        assert_eq!(narrow.to_text(), replay.position().to_text());
        assert_eq!(narrow.hash(), replay.position().hash());
    }
}

/// Random games agree move by move with the naive generator of tests/common/troyka.rs.
#[test]
fn breakthrough_random_games_agree_with_reference() {
    let mut rng = Rng::new(2000);
    for game in 0..300 {
        let mut position = if game % 3 == 0 {
            random_placement(&mut rng)
        } else {
            let (ranks, files) = SIZES[game % SIZES.len()];
            let first = [troyka::Side::White, troyka::Side::Black][game / 3 % 2];
            AnyPosition::start(Size::new(ranks, files).unwrap(), first)
        };
        let mut board = TroykaBoard::from_text(&position.to_text());
        loop {
            assert_eq!(position.to_text(), board.to_text());
            let expected = board.legal_moves();
            assert_eq!(common::legal_texts(&position), expected, "{position}");
            let winner = position.outcome().map(|o| match o {
                Outcome::Win(side) => side.letter(),
                Outcome::Draw => '=',
            });
            assert_eq!(winner, board.outcome(), "{position}");
            if expected.is_empty() {
                break;
            }
            let choice = &expected[rng.below(expected.len())];
            position.make(position.parse_action(choice).unwrap());
            board = board.after(choice);
        }
    }
}

// ---- Breakthrough 9x5 (Freeling) ----

impl Subject for freeling::Position {
    fn recomputed_hash(&self) -> u64 {
        freeling::Position::recomputed_hash(self)
    }

    /// Random moves, some with random explosions, and the pass.
    fn candidates(&self, rng: &mut Rng, out: &mut Vec<freeling::Action>) {
        let square =
            |rng: &mut Rng| freeling::Square::new(rng.below(5) as u8, rng.below(9) as u8).unwrap();
        out.clear();
        out.push(freeling::Action::PASS);
        for _ in 0..8 {
            let (from, to) = (square(rng), square(rng));
            let order: Vec<freeling::Square> = (0..rng.below(3)).map(|_| square(rng)).collect();
            out.push(freeling::Action::slide(from, to, &order));
        }
    }

    /// The outcome follows from the stones, and a game that is on always has the pass.
    fn check_specific(&self) {
        use freeling::Side::{Black, White};
        let expected = if self.reached_far_rank(White) || self.count(Black) == 0 {
            Some(Outcome::Win(White))
        } else if self.reached_far_rank(Black) || self.count(White) == 0 {
            Some(Outcome::Win(Black))
        } else {
            None
        };
        assert_eq!(self.outcome(), expected, "{}", self.to_text());
        assert!(self.count(White) <= 10 && self.count(Black) <= 10);
    }
}

#[test]
fn breakthrough9x5_random_games_conform() {
    let plan = Plan {
        games: 100,
        max_plies: 400,
        deep_every: 5,
    };
    let mut rng = Rng::new(0x0f4e_e119);
    let (games, tally) = random_games(&plan, &mut rng, |_, _| freeling::Position::start());
    let longest = games
        .iter()
        .flat_map(|g| g.actions().iter().map(|a| a.explosions().count()))
        .max()
        .unwrap_or(0);
    assert!(
        longest < freeling::MAX_EXPLOSIONS,
        "chains of {longest} explosions"
    );
    assert!(tally.decisive > 0, "{tally:?}");
    eprintln!("{tally:?}, longest chain {longest}");
}
