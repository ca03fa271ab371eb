#!/usr/bin/env python3
"""Naive reference implementation of Breakthrough (docs/rules.md section 2) for perft.

Deliberately simple: a position is a list of rows of one-character cells,
every move makes a fresh copy of the board, and "is the game over?" is
answered by scanning the whole board. No bitboards, no incremental state.

Usage:
    python3 tests/tools/reference.py '<placement> <side>' <depth>      prints perft(depth)
    python3 tests/tools/reference.py '<placement> <side>' <depth> -v   also per-move split

Position text: `<placement> <side>`. The placement lists ranks from R down
to 1 separated by `/`; each rank lists files from a: `W` white piece, `B`
black piece, a decimal number 1..16 for a run of empty squares. Side `w`/`b`.

Perft: perft(pos, 0) = 1; for d > 0, perft(pos, d) = 0 if the game is over
in pos, else the sum over legal moves m of perft(pos after m, d - 1).
"""

import sys

WHITE, BLACK, EMPTY = "W", "B", "."


class Position:
    """rows[0] is rank 1, rows[R-1] is rank R; rows[r][f], f = 0 is file a."""

    def __init__(self, rows, side):
        self.rows = rows  # list of lists of "W" / "B" / "."
        self.side = side  # "w" or "b"

    @property
    def ranks(self):
        return len(self.rows)

    @property
    def files(self):
        return len(self.rows[0])


def parse(text):
    """Parse `<placement> <side>`; raise ValueError for anything malformed."""
    parts = text.split()
    if len(parts) != 2:
        raise ValueError("expected '<placement> <side>'")
    placement, side = parts
    if side not in ("w", "b"):
        raise ValueError("side must be w or b")
    rank_texts = placement.split("/")
    rows_top_down = []
    for rank_text in rank_texts:
        row = []
        i = 0
        while i < len(rank_text):
            ch = rank_text[i]
            if ch in (WHITE, BLACK):
                row.append(ch)
                i += 1
            elif ch.isdigit():
                j = i
                while j < len(rank_text) and rank_text[j].isdigit():
                    j += 1
                digits = rank_text[i:j]
                if digits.startswith("0"):
                    raise ValueError("bad empty-run number " + digits)
                n = int(digits)
                if not 1 <= n <= 16:
                    raise ValueError("empty run out of range: " + digits)
                row.extend([EMPTY] * n)
                i = j
            else:
                raise ValueError("bad character " + repr(ch))
        rows_top_down.append(row)
    nranks = len(rows_top_down)
    nfiles = len(rows_top_down[0])
    if not 5 <= nranks <= 16:
        raise ValueError("number of ranks must be 5..16")
    if not 5 <= nfiles <= 16:
        raise ValueError("number of files must be 5..16")
    for row in rows_top_down:
        if len(row) != nfiles:
            raise ValueError("ranks of different lengths")
    rows = list(reversed(rows_top_down))  # rows[0] = rank 1
    pos = Position(rows, side)
    if white_has_won(pos) and black_has_won(pos):
        raise ValueError("both sides have won")
    return pos


def format_position(pos):
    out = []
    for row in reversed(pos.rows):
        s = ""
        run = 0
        for cell in row:
            if cell == EMPTY:
                run += 1
            else:
                if run:
                    s += str(run)
                    run = 0
                s += cell
        if run:
            s += str(run)
        out.append(s)
    return "/".join(out) + " " + pos.side


def count(pos, piece):
    return sum(row.count(piece) for row in pos.rows)


def white_has_won(pos):
    # A white piece on rank R, or Black has no pieces left.
    return WHITE in pos.rows[pos.ranks - 1] or count(pos, BLACK) == 0


def black_has_won(pos):
    # A black piece on rank 1, or White has no pieces left.
    return BLACK in pos.rows[0] or count(pos, WHITE) == 0


def game_over(pos):
    # A side with no legal move also loses, but such a position has no
    # moves, so perft gives 0 for it without a special case.
    return white_has_won(pos) or black_has_won(pos)


def legal_moves(pos):
    """List of ((r, f), (r2, f2), is_capture). Empty if the game is over."""
    if game_over(pos):
        return []
    me = WHITE if pos.side == "w" else BLACK
    enemy = BLACK if pos.side == "w" else WHITE
    forward = 1 if pos.side == "w" else -1
    moves = []
    for r in range(pos.ranks):
        for f in range(pos.files):
            if pos.rows[r][f] != me:
                continue
            r2 = r + forward
            if not 0 <= r2 < pos.ranks:
                continue
            # straight forward: only onto an empty square
            if pos.rows[r2][f] == EMPTY:
                moves.append(((r, f), (r2, f), False))
            # diagonally forward: onto an empty square, or capture an enemy
            for f2 in (f - 1, f + 1):
                if not 0 <= f2 < pos.files:
                    continue
                target = pos.rows[r2][f2]
                if target == EMPTY:
                    moves.append(((r, f), (r2, f2), False))
                elif target == enemy:
                    moves.append(((r, f), (r2, f2), True))
    return moves


def play(pos, move):
    """A new position: the move made, the other side to move."""
    (r, f), (r2, f2), _ = move
    rows = [list(row) for row in pos.rows]
    rows[r2][f2] = rows[r][f]
    rows[r][f] = EMPTY
    return Position(rows, "b" if pos.side == "w" else "w")


def move_text(move):
    (r, f), (r2, f2), capture = move
    sq = lambda rr, ff: "abcdefghijklmnop"[ff] + str(rr + 1)
    return sq(r, f) + ("x" if capture else "-") + sq(r2, f2)


def perft(pos, depth):
    if depth == 0:
        return 1
    moves = legal_moves(pos)  # [] when the game is over
    if depth == 1:
        # Each child counts 1 at depth 0 whether finished or not.
        return len(moves)
    return sum(perft(play(pos, m), depth - 1) for m in moves)


def divide(pos, depth):
    """[(move text, perft of the child at depth-1)] for each legal move."""
    return [(move_text(m), perft(play(pos, m), depth - 1)) for m in legal_moves(pos)]


def start_position(ranks, files):
    rows = [[EMPTY] * files for _ in range(ranks)]
    for f in range(files):
        rows[0][f] = rows[1][f] = WHITE
        rows[ranks - 1][f] = rows[ranks - 2][f] = BLACK
    return Position(rows, "w")


def main(argv):
    if len(argv) < 3:
        print(__doc__)
        return 2
    pos = parse(argv[1])
    depth = int(argv[2])
    if "-v" in argv[3:] and depth >= 1:
        total = 0
        for text, n in divide(pos, depth):
            print(text + ": " + str(n))
            total += n
        print(total)
    else:
        print(perft(pos, depth))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
