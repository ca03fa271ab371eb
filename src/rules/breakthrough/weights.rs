//! Every tuning constant of the Breakthrough evaluation, in centi-pieces, in the order of
//! [`super::eval::FEATURES`]; `engine --game breakthrough tune` fits a new set.

/// Weight of each evaluation feature (White's count minus Black's).
pub const WEIGHTS: [i32; super::eval::FEATURE_COUNT] = [
    100,  // PIECE: a piece
    3,    // ADVANCE: per unit of advance (64 units at the far rank, growing with its square)
    26,   // HOME: a piece still on its home rank, guarding it
    -7,   // DEFENDED: a piece that a friendly piece could recapture on
    -58,  // HANGING: a piece the enemy can capture and no friend could recapture
    11,   // RUNNER: a piece two steps or fewer from the far rank that no enemy attacks
    -48,  // EDGE: a piece on the first or last file (it attacks one square only)
    3,    // PHALANX: a piece with a friendly piece beside it on its rank
    45,   // ATTACKED: a piece the enemy attacks, defended or not
    -4,   // MOBILITY: a legal move
    3,    // GUARD_ZONE: a piece on its first two ranks
    -137, // OUTNUMBERED: a piece two enemies attack and one friend defends
    -1,   // HOLE: a square before the home rank that no home-rank piece guards
    352,  // THREAT: the side not to move has an uncapturable piece with a safe step to the brink
    23,   // TEMPO: the side to move
];

/// Static score when the side to move wins with its next move (the search proves it).
pub const WIN_NEXT: i32 = 5_000;

/// Static score, less the moves still needed, when a race to the far rank is decided (a
/// piece no enemy can stop, and the other side cannot arrive first).
pub const RACE_WON: i32 = 4_000;
