//! What the board shows of the game: pieces (with the AI's last turn sliding in), legal
//! moves, and the marks of the selection and the last turn. Plain Rust.

use crate::ui::board::pieces::{animate_arrivals, drawn};
use crate::ui::board::{Cell, Choice, DrawnPiece, LegalMoves};
use crate::ui::game::browsing::turn_ending_at;
use crate::ui::game::review::{judged_turn_ending_at, TurnReview};
use crate::ui::game::{Player, Session, Table};

/// The plies of the last turn played (empty at the start).
fn last_turn(session: &Session) -> std::ops::Range<usize> {
    let table = session.table();
    turn_ending_at(table, table.plies())
}

/// The (from, to) squares of the actions of plies `turn`.
fn moves_of(session: &Session, turn: std::ops::Range<usize>) -> Vec<(Cell, Cell)> {
    turn.flat_map(|ply| session.table().moved(ply)).collect()
}

/// The squares of the turn that led to the position shown (`viewing`, or the live one).
pub fn last_turn_cells(session: &Session, viewing: Option<usize>) -> Vec<Cell> {
    let ply = viewing.unwrap_or(session.table().plies());
    moves_of(session, turn_ending_at(session.table(), ply))
        .into_iter()
        .flat_map(|(from, to)| [from, to])
        .collect()
}

/// What the board shows of the live position besides the game itself.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LiveView<'a> {
    /// What a person has chosen on the board so far.
    pub choice: Option<&'a Choice>,
    /// The step of the last action being animated, if any (see [`crate::ui::game::Frame`]).
    pub frame: Option<usize>,
}

/// Whether the last action played was the AI's.
fn last_by_ai(session: &Session) -> bool {
    let turn = last_turn(session);
    !turn.is_empty()
        && matches!(
            session.player(session.table().seat_at(turn.start)),
            Player::Ai(_)
        )
}

/// The pieces to draw after `viewing` plies (the live position if `None`); the AI's
/// last turn slides in when `animate` is on. In the live position, an action being chosen
/// or a step of the last action's animation is shown instead.
pub fn pieces(
    session: &Session,
    viewing: Option<usize>,
    live: LiveView,
    flipped: bool,
    animate: bool,
) -> Vec<DrawnPiece> {
    let table = session.table();
    let geometry = table.geometry();
    if viewing.is_none() {
        if let Some(choice) = live.choice.filter(|c| c.is_exploding()) {
            return drawn(geometry, &table.preview(choice.squares()), flipped);
        }
        let last = table.plies().checked_sub(1);
        let step = live
            .frame
            .zip(last)
            .and_then(|(k, last)| table.frames(last).get(k).cloned());
        if let Some(step) = step {
            let mut pieces = drawn(geometry, &step.tokens, flipped);
            animate_arrivals(&mut pieces, &step.moves, geometry, flipped);
            return pieces;
        }
    }
    let ply = viewing.unwrap_or(table.plies());
    let mut pieces = drawn(geometry, &table.tokens_at(ply), flipped);
    if viewing.is_none() && animate && last_by_ai(session) {
        animate_arrivals(
            &mut pieces,
            &moves_of(session, last_turn(session)),
            geometry,
            flipped,
        );
    }
    pieces
}

/// The steps of the last action to animate one after another: from the first for the AI's
/// action, from its first explosion for a person's (who moved the piece by hand). Empty
/// when the action is a single step, or at the start.
pub fn frames_to_play(session: &Session) -> std::ops::Range<usize> {
    let table = session.table();
    let Some(last) = table.plies().checked_sub(1) else {
        return 0..0;
    };
    let steps = table.frames(last).len();
    if steps < 2 {
        return 0..0;
    }
    let first = if last_by_ai(session) { 0 } else { 1 };
    first..steps
}

/// The (from, to) squares of the turn `actions` played from the position after `ply`
/// actions of `table` (a hint's or a review's arrows); the actions from the first that
/// cannot be played are left out.
pub fn turn_arrows(table: &dyn Table, ply: usize, actions: &[String]) -> Vec<(Cell, Cell)> {
    let mut after = table.rewound(ply);
    let mut arrows = Vec::new();
    for text in actions {
        if after.play(text).is_err() {
            break;
        }
        arrows.extend(after.moved(after.plies() - 1));
    }
    arrows
}

/// The arrows on the board: a hint's turn in the live position, or else the better turn a
/// review found instead of the judged turn that led to the position shown.
pub fn arrows(
    session: &Session,
    hint: Option<&[String]>,
    viewing: Option<usize>,
) -> Vec<(Cell, Cell)> {
    let table = session.table();
    if let Some(hint) = hint.filter(|_| viewing.is_none()) {
        return turn_arrows(table, table.plies(), hint);
    }
    let shown = viewing.unwrap_or(table.plies());
    match judged_turn_ending_at(table, session.review(), shown) {
        Some(TurnReview {
            plies,
            better: Some(better),
            ..
        }) => turn_arrows(table, plies.start, &better),
        _ => Vec::new(),
    }
}

/// The moves a person may make on the board now (none while browsing or for the AI).
pub fn legal_moves(session: &Session, browsing: bool) -> LegalMoves {
    if session.human_to_move() && !browsing {
        LegalMoves::new(session.table().legal())
    } else {
        LegalMoves::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::Level;
    use crate::rules::breakthru::Position;
    use crate::ui::games;

    #[test]
    fn the_ais_last_turn_slides_in_and_is_marked() {
        let start = Position::standard().to_bfn();
        let table = games::open(
            "breakthru".parse().unwrap(),
            &start,
            &["e4-e3", "g4-g3", "d2-d1"],
        );
        let session = Session::new(table.unwrap(), [Player::Human, Player::Ai(Level::Club)]);
        assert_eq!(
            last_turn_cells(&session, None).len(),
            2,
            "Silver's unfinished turn: d2-d1"
        );
        let drawn = pieces(&session, None, LiveView::default(), false, true);
        assert_eq!(
            drawn.iter().filter(|p| p.arriving_from.is_some()).count(),
            1
        );
        assert!(frames_to_play(&session).is_empty(), "one step per action");
        let (e4, e3) = (Cell::new(4, 3), Cell::new(4, 2));
        let hint = ["g2-g1".to_string(), "nonsense".to_string()];
        assert_eq!(turn_arrows(session.table(), 3, &hint).len(), 1);
        assert!(!turn_arrows(session.table(), 3, &hint).contains(&(e4, e3)));
        let from_start = ["e4-e3".to_string()];
        assert_eq!(turn_arrows(session.table(), 0, &from_start), [(e4, e3)]);
        assert!(pieces(&session, Some(0), LiveView::default(), false, true)
            .iter()
            .all(|p| p.arriving_from.is_none()));
        assert!(
            legal_moves(&session, false).movable().is_empty(),
            "the AI is to move"
        );
    }
}
