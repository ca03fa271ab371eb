//! Every tuning constant of the 9x5 evaluation, in hundredths of a stone, in the order of
//! [`super::eval::FEATURES`]; `engine --game breakthrough9x5 tune` fits a new set.

/// Weight of each evaluation feature (White's count minus Black's).
pub const WEIGHTS: [i32; super::eval::FEATURE_COUNT] = [
    100, // STONE: a stone (a pair is two)
    -10, // ADVANCE_1: a stone one rank forward from its first rank
    -2,  // ADVANCE_2
    20,  // ADVANCE_3: on the first wall
    34,  // ADVANCE_4
    22,  // ADVANCE_5
    17,  // ADVANCE_6
    28,  // ADVANCE_7: on the second wall, one step from winning
    16,  // PAIR: a square holding two stones
    8,   // TEMPO: the side to move
];
