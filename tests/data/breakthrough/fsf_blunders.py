"""Finds where our engine lost its games against Fairy-Stockfish: for every game of an
`engine --game breakthrough match <ours> uci:... --records` file that the first player (ours)
lost, asks Fairy-Stockfish (`go depth DEPTH`) for its score before each of our moves, and
marks the moves after which that score fell by more than DROP centipawns.

Usage: python3 fsf_blunders.py RECORDS DEPTH [DROP] > blunders.txt

Each marked line gives the ply, our move, Fairy-Stockfish's choice and its scores (our
view) before our move and before our next one; replay the position with `engine` to see
how deep our search must go to avoid the move."""
import re, subprocess, sys

from fsf_scores import fsf_fen

MATE = 10_000


class Engine:
    def __init__(self):
        self.process = subprocess.Popen(['/usr/games/fairy-stockfish'], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send('uci'); self.until('uciok')
        self.send('setoption name UCI_Variant value breakthrough')
        self.send('setoption name Hash value 64')
        self.send('isready'); self.until('readyok')

    def send(self, line):
        self.process.stdin.write(line + '\n')

    def until(self, prefix):
        score = None
        for line in self.process.stdout:
            words = line.split()
            if words[:1] == ['info'] and 'score' in words:
                kind, value = words[words.index('score') + 1:words.index('score') + 3]
                score = int(value) if kind == 'cp' else (MATE if int(value) > 0 else -MATE)
            if line.startswith(prefix):
                return score, words[1] if len(words) > 1 else None

    def judge(self, start, moves, depth):
        """Score for the side to move and best move after `moves` from `start`."""
        uci = ' '.join(m.replace('-', '').replace('x', '') for m in moves)
        self.send('position fen ' + fsf_fen(start) + (' moves ' + uci if uci else ''))
        self.send(f'go depth {depth}')
        return self.until('bestmove')


def recorded_games(path):
    """Every game of a `--records` file: its number, whether ours moved first, our score
    ('1', '0' or '0.5'), the start and the moves."""
    lines = open(path).read().split('\n')
    for i, head in enumerate(lines):
        found = re.match(r'game (\d+) \S+ moving (first|second): (\S+) ', head)
        if found:
            start, moves = lines[i + 1].split(' moves ')
            yield found.group(1), found.group(2) == 'first', found.group(3), start, moves.split()


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
