"""Labels every position of `engine --game breakthrough match --records` games with
Fairy-Stockfish's judgement, for `engine --game breakthrough tune --records <output>`.

Usage: python3 fsf_scores.py RECORDS DEPTH PART PARTS > scored.txt
(PART of PARTS: run PARTS copies, PART = 0 .. PARTS-1, one per core, and join their outputs.)

Prints each record as `<start> moves <actions> scores <p0> <p1> ...`, where p_k is White's
winning chance in thousandths after k actions, from FSF's `go depth DEPTH` score (cp, mover's
view) through 1 / (1 + 10^(-cp/400)); '-' where FSF reports a mate (not a quiet position)."""
import subprocess, sys

def fsf_fen(text):
    placement, side = text.split()
    return placement.replace('W', 'P').replace('B', 'p') + f' {side} - - 0 1'

def main(path, depth, part, parts):
    engine = subprocess.Popen(['/usr/games/fairy-stockfish'], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    def send(line):
        engine.stdin.write(line + '\n')
    def until(prefix):
        last_score = None
        for line in engine.stdout:
            if line.startswith('info') and ' score ' in line:
                words = line.split()
                i = words.index('score')
                last_score = (words[i + 1], int(words[i + 2]))
            if line.startswith(prefix):
                return last_score
    send('uci'); until('uciok')
    send('setoption name UCI_Variant value breakthrough')
    send('setoption name Hash value 64')
    send('isready'); until('readyok')
    records = [l.strip() for l in open(path) if ' moves ' in l and not l.startswith('game')]
    for n, record in enumerate(records):
        if n % parts != part:
            continue
        start, actions = record.split(' moves ')
        actions = actions.split()
        side0 = start.split()[1]
        scores = []
        for k in range(len(actions)):  # the final position is over: no label needed
            uci = [a.replace('-', '').replace('x', '') for a in actions[:k]]
            send('position fen ' + fsf_fen(start) + (' moves ' + ' '.join(uci) if uci else ''))
            send(f'go depth {depth}')
            kind, value = until('bestmove')
            white_to_move = (side0 == 'w') == (k % 2 == 0)
            if kind == 'mate':
                scores.append('-')
                continue
            cp = value if white_to_move else -value
            scores.append(str(round(1000 / (1 + 10 ** (-cp / 400)))))
        print(f'{record} scores {" ".join(scores)}', flush=True)
    send('quit')

if __name__ == '__main__':
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]))
