"""Labels every position of `engine --game breakthrough match --records` games with
Fairy-Stockfish's judgement, for `engine --game breakthrough tune --records <output>`.

Usage: python3 tests/tools/fsf_scores.py RECORDS DEPTH PART PARTS > scored.txt
(PART of PARTS: run PARTS copies, PART = 0 .. PARTS-1, one per core, and join their outputs.)

Prints each record as `<start> moves <actions> scores <p0> <p1> ...`, where p_k is White's
winning chance in thousandths after k actions, from FSF's `go depth DEPTH` score (cp, mover's
view) through 1 / (1 + 10^(-cp/400)); '-' where FSF reports a mate (not a quiet position)."""
import sys

from fsf import MATE, Engine
from scored_records import cp_chance, print_scored


def main(path, depth, part, parts):
    engine = Engine()

    def mover_chance(_n, start, actions):
        cp, _ = engine.judge(start, actions, depth)
        return None if abs(cp) == MATE else cp_chance(cp)

    print_scored(path, part, parts, mover_chance)
    engine.send('quit')


if __name__ == '__main__':
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]))
