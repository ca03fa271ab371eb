// Games the end-to-end tests and measurements open by link.

// A finished 40-turn 8x8 game between the AI's casual and beginner levels (`engine --game
// breakthrough match casual beginner --games 30 --seed 1 --records`, game 12): Black wins.
const START = 'BBBBBBBB/B1BBBBB1/1B5B/8/8/2W4W/WW1WWWW1/WWWWWWWW_w';
const MOVES = 'd2-d3 h6-g5 a2-a3 a7-a6 h3-g4 a6-b5 a3-b4 b5-a4 d1-c2 a8-b7 d3-c4 d7-c6 c3-d4 b6-b5 '
  + 'b2-c3 b5xc4 d4-e5 e7-d6 e5xd6 c7xd6 f2-g3 a4-a3 e2-d3 c6-d5 b4-b5 d6-c5 d3xc4 d5xc4 a1-b2 '
  + 'a3xb2 c1xb2 f7-g6 b2-b3 c5-d4 b5-a6 d4xc3 g1-f2 c3-b2 b3xc4 b2-c1';
/** Its link. */
export const FORTY_TURNS = `#game=breakthrough&fen=${START}&moves=${MOVES.replaceAll(' ', '_')}`;

