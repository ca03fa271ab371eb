"""Labels positions of `engine --game breakthrough match --records` games with our own
engine's search score (`go nodes NODES`), for `engine --game breakthrough tune --records
<output> --patterns OUT`.

Usage: python3 search_scores.py ENGINE RECORDS NODES EVERY PART PARTS > scored.txt
Scores every EVERY-th position past the four-ply opening (the first one varies by game);
PART of PARTS: run PARTS copies, one per core, and join their outputs.

Prints each record as `<start> moves <actions> scores <p0> <p1> ...`, p_k White's winning
chance in thousandths after k actions (1 / (1 + 10^(-cp/400)), 1000 or 0 for a win or loss
found), '-' where not scored."""
import subprocess
import sys

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


def mover_chance(info):
    score = info.split(' score ')[1]
    if score.startswith('win'):
        return 1.0
    if score.startswith('loss'):
        return 0.0
    cp = float(score.split()[0]) * 100
    return 1 / (1 + 10 ** (-cp / 400))


def main(engine_path, path, nodes, every, part, parts):
    engine = subprocess.Popen([engine_path, '--game', 'breakthrough'], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    records = [l.strip() for l in open(path) if ' moves ' in l and not l.startswith('game')]
    for n, record in enumerate(records):
        if n % parts != part:
            continue
        start, actions = record.split(' moves ')
        actions = actions.split()
        side0 = start.split()[1]
        scores = []
        for k in range(len(actions)):
            if k < OPENING or (k + n) % every:
                scores.append('-')
                continue
            p = mover_chance(search(engine, start, actions[:k], nodes))
            white_to_move = (side0 == 'w') == (k % 2 == 0)
            scores.append(str(round(1000 * (p if white_to_move else 1 - p))))
        print(f'{record} scores {" ".join(scores)}', flush=True)
    engine.stdin.close()


if __name__ == '__main__':
    a = sys.argv
    main(a[1], a[2], int(a[3]), int(a[4]), int(a[5]), int(a[6]))
