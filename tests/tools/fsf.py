"""What the Fairy-Stockfish scripts share: the engine driven over UCI, the position text it
reads, and the games of an `engine --game breakthrough match ... --records` file.

Usage: a module, imported by fsf_acpl.py, fsf_blunders.py and fsf_scores.py (run those)."""
import re, subprocess


def fsf_fen(text):
    """Fairy-Stockfish's FEN of our position text (`W`/`B` pieces become pawns)."""
    placement, side = text.split()
    return placement.replace('W', 'P').replace('B', 'p') + f' {side} - - 0 1'


# The score `Engine.judge` gives a found win (positive) or loss (negative).
MATE = 10_000


class Engine:
    """Fairy-Stockfish playing the variant `breakthrough`, asked one position at a time."""

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
