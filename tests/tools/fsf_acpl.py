"""How well the first player of a match played, move by move, as Fairy-Stockfish judges it:
for every game of an `engine --game breakthrough match <ours> uci:... --records` file, asks
Fairy-Stockfish (`go depth DEPTH`) for its score of every position, and counts each of our
moves' loss (its score before the move less its score after, clamped to 0..1000).

Usage: python3 tests/tools/fsf_acpl.py RECORDS DEPTH > losses.txt

The summary line gives the mean loss over the moves played while the game was still open
(Fairy-Stockfish's score within ±300 before the move) with twice its standard error, and how
many of those moves lost 150 or more. Twelve games give about 300 such moves and a mean
known to ±6, a finer reading of one build's play than its twelve results."""
import sys

from fsf import MATE, Engine, recorded_games

OPEN = 300
BIG = 150


def summary(losses):
    count = len(losses)
    if count < 2:
        return f'open moves {count}'
    mean = sum(losses) / count
    variance = sum((loss - mean) ** 2 for loss in losses) / (count - 1)
    big = sum(loss >= BIG for loss in losses)
    return f'open moves {count} mean loss {mean:.1f} ± {2 * (variance / count) ** 0.5:.1f}, {big} of {BIG} or more'


def main(path, depth):
    engine = Engine()
    open_losses = []
    for game, ours_first, _, start, moves in recorded_games(path):
        scores = [engine.judge(start, moves[:k], depth)[0] for k in range(len(moves) + 1)]
        for k in range(0 if ours_first else 1, len(moves), 2):
            before, after = scores[k], scores[k + 1]
            if before is None or after is None or abs(before) >= MATE:
                continue
            loss = max(0, min(1000, before + after))
            print(f'game {game} ply {k} played {moves[k]} before {before} loss {loss}', flush=True)
            if abs(before) <= OPEN:
                open_losses.append(loss)
    print(summary(open_losses))
    engine.send('quit')


if __name__ == '__main__':
    main(sys.argv[1], int(sys.argv[2]))
