//! Every tuning constant of the Breakthru evaluation, in centi-escorts.
//!
//! Fitted to the results of 600 self-play games at depth 3 (about 10,000 positions) by
//! `engine tune`, which prints a new set from the current one; a new set is kept only if
//! it wins a paired `engine match` against the old build.

/// Value of one of Gold's escorts.
pub const ESCORT: i32 = 100;
/// Value of one of Silver's ships (Silver has more and needs fewer).
pub const SHIP: i32 = 75;
/// Per step the flagship stands closer to the nearest edge than the centre (distance 5).
pub const FLAGSHIP_EDGE_STEP: i32 = 31;
/// Per free square the flagship can reach (the fit found it worth nothing beside the other terms).
pub const FLAGSHIP_MOBILITY: i32 = 0;
/// For the open lines from the flagship to the edge when Silver must answer them (one, two,
/// three or more). One line alone is bad for Gold: Silver blocks it and the flagship stands exposed.
pub const OPEN_LINES: [i32; 4] = [0, -89, 760, 2_577];
/// Per square the flagship can reach from which a line to the edge is open (escape in two turns).
pub const ESCAPE_SQUARE: i32 = 41;
/// Per escort standing diagonally next to the flagship, where no ship can capture from.
pub const DIAGONAL_GUARD: i32 = 38;
/// Per (ship, square) pair where a ship can reach a capturing square next to the flagship in one move.
pub const CAPTURE_THREAT: i32 = 34;
/// Per ship within two squares (king distance) of the flagship.
pub const SHIP_PRESSURE: i32 = 40;
/// Per legal motion-move of each side, a rough measure of freedom.
pub const MOBILITY: i32 = 2;
/// The side to move may act first.
pub const TEMPO: i32 = 47;
/// Static score when the side to move can win with its very next action (the search proves it).
pub const WIN_NEXT: i32 = 5_000;
