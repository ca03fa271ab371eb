"""Finds where our engine lost its games against Fairy-Stockfish: for every game of an
`engine --game breakthrough match <ours> uci:... --records` file that the first player (ours)
lost, asks Fairy-Stockfish (`go depth DEPTH`) for its score before each of our moves, and
marks the moves after which that score fell by more than DROP centipawns.

Usage: python3 tests/tools/fsf_blunders.py RECORDS DEPTH [DROP] > blunders.txt

Each marked line gives the ply, our move, Fairy-Stockfish's choice and its scores (our
view) before our move and before our next one; replay the position with `engine` to see
how deep our search must go to avoid the move."""
import sys

from fsf import MATE, Engine, recorded_games


def lost_games(path):
    for game, ours_first, score, start, moves in recorded_games(path):
        if score == '0':
            yield game, ours_first, start, moves


def main(path, depth, drop):
    engine = Engine()
    for game, ours_first, start, moves in lost_games(path):
        ours = [k for k in range(len(moves)) if (k % 2 == 0) == ours_first]
        judged = [(k, *engine.judge(start, moves[:k], depth)) for k in ours]
        print(f'game {game} (ours {"first" if ours_first else "second"})')
        for (k, score, best), after in zip(judged, judged[1:] + [None]):
            next_score = after[1] if after else None
            fell = next_score is not None and score - next_score > drop and score > -MATE
            mark = '  <<<' if fell else ''
            print(f'  ply {k} played {moves[k]} fsf {best} before {score} next {next_score}{mark}')
        sys.stdout.flush()
    engine.send('quit')


if __name__ == '__main__':
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 150)
