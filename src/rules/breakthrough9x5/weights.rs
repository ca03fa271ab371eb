//! Every tuning constant of the 9x5 evaluation, in hundredths of a stone, in the order of
//! [`super::eval::FEATURES`]; `engine --game breakthrough9x5 tune` fits a new set.

/// Weight of each evaluation feature (White's count minus Black's).
pub const WEIGHTS: [i32; super::eval::FEATURE_COUNT] = [
    100, // STONE: a stone (a pair is two)
    2,   // ADVANCE_1: a stone one rank forward from its first rank
    8,   // ADVANCE_2
    50,  // ADVANCE_3: on the first wall
    63,  // ADVANCE_4
    46,  // ADVANCE_5
    27,  // ADVANCE_6
    54,  // ADVANCE_7: on the second wall, one step from winning
    29,  // PAIR: a square holding two stones
    14,  // TEMPO: the side to move
];
