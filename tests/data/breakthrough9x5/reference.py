#!/usr/bin/env python3
"""A naive, independent reference for Freeling's 9x5 Breakthrough (docs/rules.md section 3):
perft counts for tests/data/breakthrough9x5/perft.txt.

    python3 reference.py '<placement> <side>' DEPTH   -> prints perft(1..DEPTH)
    python3 reference.py random SEED PLIES             -> a position after random plies

A board is a dict {(file, rank): (side, stones)}; side 'W' or 'B'; files 0..4, ranks 0..8.
"""
import random
import sys

WALLS = (2, 6)
FORWARD = {'W': 1, 'B': -1}
FAR = {'W': 8, 'B': 0}


def other(side):
    return 'B' if side == 'W' else 'W'


def capacity(square):
    return 1 if square[0] in (0, 4) else 2


def parse(text):
    placement, side = text.split(' ')
    board = {}
    for row, rank_text in enumerate(placement.split('/')):
        rank, file, i = 8 - row, 0, 0
        while i < len(rank_text):
            c = rank_text[i]
            if c.isdigit():
                file += int(c)
                i += 1
            elif c == '(':
                j = rank_text.index(')', i)
                board[(file, rank)] = (rank_text[i + 1], j - i - 1)
                file += 1
                i = j + 1
            else:
                board[(file, rank)] = (c, 1)
                file += 1
                i += 1
    return board, side


def write(board, side):
    ranks = []
    for rank in range(8, -1, -1):
        text, empty = '', 0
        for file in range(5):
            stack = board.get((file, rank))
            if stack is None:
                empty += 1
                continue
            if empty:
                text, empty = text + str(empty), 0
            text += stack[0] if stack[1] == 1 else '(' + stack[0] * stack[1] + ')'
        ranks.append(text + (str(empty) if empty else ''))
    return '/'.join(ranks) + ' ' + side.lower()


def won(board, side):
    return any(s == side and sq[1] == FAR[side] for sq, (s, _) in board.items())


def over(board):
    for side in 'WB':
        if won(board, side) or not any(s == side for s, _ in board.values()):
            return True
    return False


def destinations(board, side, start):
    found = []
    for df, ahead in ((-1, 1), (1, 1), (-1, -1), (1, -1)):
        forward = ahead > 0
        if forward and start[1] in WALLS:
            continue
        f, r = start
        while True:
            f, r = f + df, r + ahead * FORWARD[side]
            if not (0 <= f < 5 and 0 <= r < 9):
                break
            stack = board.get((f, r))
            if stack and stack[0] != side:
                break
            found.append((f, r))
            if stack or (forward and r in WALLS):
                break
    return found


def explode(board, side, square):
    board = dict(board)
    f, r = square
    targets = [(f, r + FORWARD[side]), (f - 1, r), (f + 1, r)]
    targets = [t for t in targets if 0 <= t[0] < 5 and 0 <= t[1] < 9]
    board[square] = (side, board[square][1] - len(targets))
    if board[square][1] <= 0:
        del board[square]
    for t in targets:
        stack = board.get(t)
        if stack and stack[0] != side:
            if t[1] != FAR[side]:
                board[t] = (side, 1)
        elif stack:
            board[t] = (side, stack[1] + 1)
        else:
            board[t] = (side, 1)
    return board


def results(board, side):
    """Every board the explosions can leave, in any order."""
    if won(board, side):
        return [board]
    full = sorted(sq for sq, (s, n) in board.items() if s == side and n > capacity(sq))
    if not full:
        return [board]
    return [end for sq in full for end in results(explode(board, side, sq), side)]


def children(board, side):
    if over(board):
        return []
    found = []
    for start, (s, n) in list(board.items()):
        if s != side:
            continue
        for to in destinations(board, side, start):
            moved = dict(board)
            del moved[start]
            joined = moved.get(to, (side, 0))[1]
            moved[to] = (side, joined + n)
            distinct = {}
            for end in results(moved, side):
                distinct[tuple(sorted(end.items()))] = end
            found.extend(distinct.values())
    found.append(dict(board))  # pass
    return found


def perft(board, side, depth):
    if depth == 0:
        return 1
    return sum(perft(child, other(side), depth - 1) for child in children(board, side))


def main():
    if sys.argv[1] == 'random':
        rng = random.Random(int(sys.argv[2]))
        board, side = parse('BBBBB/BBBBB/5/5/5/5/5/WWWWW/WWWWW w')
        side = 'W'
        for _ in range(int(sys.argv[3])):
            moves = [c for c in children(board, side)][:-1] or children(board, side)
            if not moves:
                break
            board, side = rng.choice(moves), other(side)
        print(write(board, side))
        return
    board, side = parse(sys.argv[1])
    side = side.upper()
    print(' '.join(str(perft(board, side, d)) for d in range(1, int(sys.argv[2]) + 1)))


if __name__ == '__main__':
    main()
