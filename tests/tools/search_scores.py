"""Labels positions of `engine --game breakthrough match --records` games with our own
engine's search score (`go nodes NODES`), for `engine --game breakthrough tune --records
<output> --patterns OUT`.

Usage: python3 tests/tools/search_scores.py ENGINE RECORDS NODES EVERY PART PARTS > scored.txt
Scores every EVERY-th position past the four-ply opening (the first one varies by game);
PART of PARTS: run PARTS copies, one per core, and join their outputs.

Prints each record as `<start> moves <actions> scores <p0> <p1> ...`, p_k White's winning
chance in thousandths after k actions (1 / (1 + 10^(-cp/400)), 1000 or 0 for a win or loss
found), '-' where not scored."""
import subprocess
import sys

from scored_records import cp_chance, print_scored

OPENING = 4


def search(engine, start, actions, nodes):
    engine.stdin.write(f"position fen {start} moves {' '.join(actions)}\ngo nodes {nodes}\n")
    engine.stdin.flush()
    last = None
    while True:
        line = engine.stdout.readline()
        if not line:
            raise RuntimeError('the engine stopped')
        if line.startswith('info'):
            last = line
        elif line.startswith('bestmove'):
            return last


def info_chance(info):
    """The side to move's winning chance from 0 to 1 by the score of an `info` line."""
    score = info.split(' score ')[1]
    if score.startswith('win'):
        return 1.0
    if score.startswith('loss'):
        return 0.0
    return cp_chance(float(score.split()[0]) * 100)


def main(engine_path, path, nodes, every, part, parts):
    engine = subprocess.Popen([engine_path, '--game', 'breakthrough'], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)

    def chance(n, start, actions):
        k = len(actions)
        if k < OPENING or (k + n) % every:
            return None
        return info_chance(search(engine, start, actions, nodes))

    print_scored(path, part, parts, chance)
    engine.stdin.close()


if __name__ == '__main__':
    a = sys.argv
    main(a[1], a[2], int(a[3]), int(a[4]), int(a[5]), int(a[6]))
