"""Labels every position of `engine --game breakthrough match --records` games with
Fairy-Stockfish's judgement, for `engine --game breakthrough tune --records <output>`.

Usage: python3 fsf_scores.py RECORDS DEPTH PART PARTS > scored.txt
(PART of PARTS: run PARTS copies, PART = 0 .. PARTS-1, one per core, and join their outputs.)

Prints each record as `<start> moves <actions> scores <p0> <p1> ...`, where p_k is White's
winning chance in thousandths after k actions, from FSF's `go depth DEPTH` score (cp, mover's
view) through 1 / (1 + 10^(-cp/400)); '-' where FSF reports a mate (not a quiet position)."""
import sys

from fsf import MATE, Engine


def main(path, depth, part, parts):
    engine = Engine()
    records = [l.strip() for l in open(path) if ' moves ' in l and not l.startswith('game')]
    for n, record in enumerate(records):
        if n % parts != part:
            continue
        start, actions = record.split(' moves ')
        actions = actions.split()
        side0 = start.split()[1]
        scores = []
        for k in range(len(actions)):  # the final position is over: no label needed
            cp, _ = engine.judge(start, actions[:k], depth)
            if abs(cp) == MATE:
                scores.append('-')
                continue
            white_to_move = (side0 == 'w') == (k % 2 == 0)
            cp = cp if white_to_move else -cp
            scores.append(str(round(1000 / (1 + 10 ** (-cp / 400)))))
        print(f'{record} scores {" ".join(scores)}', flush=True)
    engine.send('quit')


if __name__ == '__main__':
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]))
