//! The text of a puzzle set: a header line `puzzles 1 <game>`, `#` comment lines, and one
//! puzzle a line, five fields separated by tabs: `id rating themes position solution`
//! (docs/puzzles.md). Every line is checked against the game's rules as it is read.

use super::id::{puzzle_id, ID_LENGTH};
use super::theme::{Kind, Theme};
use super::turns::play_turn;
use crate::core::{Notation, Outcome};
use crate::rules::{with_game, GameId};
use std::fmt;

/// The version of the format, in the header.
const VERSION: &str = "1";
/// Most turns in a solution: five of the player's and four replies.
const MAX_TURNS: usize = 9;
/// The ratings a puzzle may have.
const RATINGS: std::ops::RangeInclusive<u32> = 400..=3200;

/// One puzzle of a set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Its id, derived from its game, position and solution.
    pub id: String,
    /// Its Glicko-2 rating.
    pub rating: u32,
    /// Its kind first, then its motifs.
    pub themes: Vec<Theme>,
    /// The position, as the game writes it; the side to move is the player.
    pub position: String,
    /// The turns of the line, each its actions' texts: the player's at even indexes.
    pub solution: Vec<Vec<String>>,
}

/// What is wrong with a line of a set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// The first line is not `puzzles 1 <game>`.
    Header,
    /// Not five tab-separated fields (this many).
    Fields(usize),
    /// The id is not the one its content gives (that one).
    Id(String),
    /// The same id twice in a set.
    Duplicate,
    /// The rating is not a whole number in 400..=3200.
    Rating(String),
    /// A theme this version does not know.
    Theme(String),
    /// Not exactly one kind among the themes (`winN`, `defence`, `advantage`).
    Kind,
    /// The position cannot be read, is over, or is in the middle of a turn.
    Position(String),
    /// The solution is empty, too long or ends on a reply, or turn `n` (from 1) cannot be
    /// played; or a win puzzle's last turn does not win.
    Solution(String),
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::Header => write!(f, "the first line must be `puzzles {VERSION} <game>`"),
            PuzzleError::Fields(1) => write!(f, "1 field instead of 5 separated by tabs"),
            PuzzleError::Fields(n) => write!(f, "{n} fields instead of 5 separated by tabs"),
            PuzzleError::Id(expected) => {
                write!(f, "the id does not match its content ({expected})")
            }
            PuzzleError::Duplicate => f.write_str("the id is already in the set"),
            PuzzleError::Rating(text) => write!(f, "rating '{text}' is not in 400..=3200"),
            PuzzleError::Theme(text) => write!(f, "unknown theme '{text}'"),
            PuzzleError::Kind => f.write_str("needs exactly one of winN, defence, advantage"),
            PuzzleError::Position(why) => write!(f, "position: {why}"),
            PuzzleError::Solution(why) => write!(f, "solution: {why}"),
        }
    }
}

/// A refused line of a set: where, which puzzle, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// The line, from 1.
    pub line: usize,
    /// The puzzle's id as written, if the line has one.
    pub id: Option<String>,
    /// What is wrong.
    pub error: PuzzleError,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.id {
            Some(id) => write!(f, "line {}, puzzle {id}: {}", self.line, self.error),
            None => write!(f, "line {}: {}", self.line, self.error),
        }
    }
}

impl std::error::Error for FormatError {}

/// A set of puzzles of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleSet {
    /// The game.
    pub game: GameId,
    /// The comment lines after the header, without their `#` and the spaces around them.
    pub comments: Vec<String>,
    /// The puzzles, in file order.
    pub puzzles: Vec<Puzzle>,
}

impl Puzzle {
    /// A puzzle of `game`, its id derived from its content.
    pub fn new(
        game: GameId,
        rating: u32,
        themes: Vec<Theme>,
        position: String,
        solution: Vec<Vec<String>>,
    ) -> Puzzle {
        let mut puzzle = Puzzle {
            id: String::new(),
            rating,
            themes,
            position,
            solution,
        };
        puzzle.id = puzzle_id(game.name(), &puzzle.position, &puzzle.solution_text());
        puzzle
    }

    /// Its kind (the parser makes sure there is one).
    pub fn kind(&self) -> Option<Kind> {
        self.themes.iter().find_map(|theme| theme.kind())
    }

    /// The solution as written: turns separated by spaces, a turn's actions by `+`.
    pub fn solution_text(&self) -> String {
        let turns: Vec<String> = self.solution.iter().map(|t| t.join("+")).collect();
        turns.join(" ")
    }

    /// The puzzle's line in a set.
    pub fn line(&self) -> String {
        let themes: Vec<String> = self.themes.iter().map(Theme::to_string).collect();
        let themes = if themes.is_empty() {
            "-".to_string()
        } else {
            themes.join(",")
        };
        let (id, rating, position) = (&self.id, self.rating, &self.position);
        format!(
            "{id}\t{rating}\t{themes}\t{position}\t{}",
            self.solution_text()
        )
    }

    /// Reads the fields of a puzzle line of `game` and checks them against its rules.
    fn parse(game: GameId, line: &str) -> Result<Puzzle, PuzzleError> {
        let fields: Vec<&str> = line.split('\t').collect();
        let [id, rating, themes, position, solution] = fields[..] else {
            return Err(PuzzleError::Fields(fields.len()));
        };
        let rating = rating
            .parse()
            .ok()
            .filter(|r| RATINGS.contains(r))
            .ok_or_else(|| PuzzleError::Rating(rating.to_string()))?;
        let themes = match themes {
            "-" => Vec::new(),
            _ => themes
                .split(',')
                .map(|t| t.parse().map_err(|_| PuzzleError::Theme(t.to_string())))
                .collect::<Result<_, _>>()?,
        };
        let solution = solution
            .split(' ')
            .map(|turn| turn.split('+').map(str::to_string).collect())
            .collect();
        let puzzle = Puzzle::new(game, rating, themes, position.to_string(), solution);
        if puzzle.id != id || id.len() != ID_LENGTH {
            return Err(PuzzleError::Id(puzzle.id));
        }
        if puzzle.themes.iter().filter_map(|t| t.kind()).count() != 1 {
            return Err(PuzzleError::Kind);
        }
        with_game!(game, G => puzzle.check::<G>())?;
        Ok(puzzle)
    }

    /// Checks the position and the solution against the rules of `G`.
    fn check<G: Notation>(&self) -> Result<(), PuzzleError> {
        let start =
            G::from_text(&self.position).map_err(|e| PuzzleError::Position(e.to_string()))?;
        if start.outcome().is_some() {
            return Err(PuzzleError::Position("the game is over".to_string()));
        }
        // Repetitions are judged at turn starts only, where a turn has several actions.
        if G::TURN_ACTIONS > 1 && start.repetition_key().is_none() {
            return Err(PuzzleError::Position("a turn is half played".to_string()));
        }
        let turns = self.solution.len();
        if turns > MAX_TURNS || turns.is_multiple_of(2) {
            let why = format!("{turns} turns: must be odd, at most {MAX_TURNS}");
            return Err(PuzzleError::Solution(why));
        }
        let player = start.side_to_move();
        let mut position = start;
        for (n, turn) in self.solution.iter().enumerate() {
            if position.outcome().is_some() {
                return Err(PuzzleError::Solution(format!(
                    "turn {}: the game is over",
                    n + 1
                )));
            }
            let texts: Vec<&str> = turn.iter().map(String::as_str).collect();
            position = play_turn(&position, &texts)
                .map_err(|e| PuzzleError::Solution(format!("turn {}: {e}", n + 1)))?;
        }
        let player_turns = turns.div_ceil(2);
        if self.kind() == Some(Kind::Win(player_turns as u8))
            && position.outcome() != Some(Outcome::Win(player))
        {
            return Err(PuzzleError::Solution(
                "the last turn does not win".to_string(),
            ));
        }
        Ok(())
    }
}

impl PuzzleSet {
    /// Reads a set, refusing the first bad line with its number and puzzle id.
    pub fn parse(text: &str) -> Result<PuzzleSet, FormatError> {
        let mut lines = text.lines().enumerate();
        let header = lines
            .next()
            .map(|(_, line)| line.split(' ').collect::<Vec<_>>());
        let game = match header.as_deref() {
            Some(["puzzles", VERSION, game]) => game.parse::<GameId>().ok(),
            _ => None,
        };
        let game = game.ok_or(FormatError {
            line: 1,
            id: None,
            error: PuzzleError::Header,
        })?;
        let mut set = PuzzleSet {
            game,
            comments: Vec::new(),
            puzzles: Vec::new(),
        };
        let mut ids = std::collections::HashSet::new();
        for (index, line) in lines {
            if let Some(comment) = line.strip_prefix('#') {
                set.comments.push(comment.trim().to_string());
                continue;
            }
            let refuse = |error| FormatError {
                line: index + 1,
                id: line.split('\t').next().map(str::to_string),
                error,
            };
            let puzzle = Puzzle::parse(game, line).map_err(refuse)?;
            if !ids.insert(puzzle.id.clone()) {
                return Err(refuse(PuzzleError::Duplicate));
            }
            set.puzzles.push(puzzle);
        }
        Ok(set)
    }

    /// The set as text, which [`PuzzleSet::parse`] reads back.
    pub fn to_text(&self) -> String {
        let mut text = format!("puzzles {VERSION} {}\n", self.game);
        for comment in &self.comments {
            text += &format!("# {comment}\n");
        }
        for puzzle in &self.puzzles {
            text += &puzzle.line();
            text.push('\n');
        }
        text
    }

    /// The puzzle with this id.
    pub fn find(&self, id: &str) -> Option<&Puzzle> {
        self.puzzles.iter().find(|p| p.id == id)
    }
}
