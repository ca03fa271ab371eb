//! Every tuning constant of the Breakthru evaluation, in centi-escorts.

/// Value of one of Gold's escorts.
pub const ESCORT: i32 = 100;
/// Value of one of Silver's ships (Silver has more and needs fewer).
pub const SHIP: i32 = 65;
/// Per step the flagship stands closer to the nearest edge than the centre (distance 5).
pub const FLAGSHIP_EDGE_STEP: i32 = 12;
/// Per free square the flagship can reach.
pub const FLAGSHIP_MOBILITY: i32 = 3;
/// Per open line from the flagship to the edge when Silver must answer it (one, two, three or more lines).
pub const OPEN_LINES: [i32; 4] = [0, 180, 900, 3_000];
/// Per square the flagship can reach from which a line to the edge is open (escape in two turns).
pub const ESCAPE_SQUARE: i32 = 45;
/// Per escort standing diagonally next to the flagship, where no ship can capture from.
pub const DIAGONAL_GUARD: i32 = 18;
/// Per (ship, square) pair where a ship can reach a capturing square next to the flagship in one move.
pub const CAPTURE_THREAT: i32 = 40;
/// Per ship within two squares (king distance) of the flagship.
pub const SHIP_PRESSURE: i32 = 8;
/// Per legal motion-move of each side, a rough measure of freedom.
pub const MOBILITY: i32 = 1;
/// The side to move may act first.
pub const TEMPO: i32 = 10;
/// Static score when the side to move can win with its very next action (the search proves it).
pub const WIN_NEXT: i32 = 5_000;
