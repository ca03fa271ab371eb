"""Times the worker's live proof after the winner's mistake on a solved board's lines: for
each start and each of the winner's first four turns, PER_TURN positions the table lists as
won on its lines (the winner's table move, the loser's every move), each with a random move
other than the table's that leaves the game running, proved as `engine solve --win-loss`
with the worker's table size.

Usage: python3 tests/tools/mistakes.py ENGINE TABLE PER_TURN SEED [SECONDS]

Prints one line per position (`<position> <nodes or -> <ms> <result line>`) and, per turn,
how many proved within a phone's 2 s (PHONE_NODES), within 2 s here, within SECONDS, and
how many mistakes gave the win away."""
import random
import sys

from past_table import PHONE_NODES, read_table, solve
from reference import format_position, game_over, legal_moves, move_text, play, start_position


def lines_by_ply(entries, start, depth):
    """The positions on the table's lines from `start`, by ply, to `depth`."""
    plies, seen, layer = [], set(), [start]
    for _ in range(depth + 1):
        plies.append(layer)
        following = []
        for pos in layer:
            entry = entries.get(format_position(pos))
            if entry is None or game_over(pos):
                continue
            moves = legal_moves(pos)
            if entry[0] == 'win':
                moves = [m for m in moves if move_text(m) == entry[2]]
            for move in moves:
                child = play(pos, move)
                if format_position(child) not in seen:
                    seen.add(format_position(child))
                    following.append(child)
        layer = following
    return plies


def main(engine, table_path, per_turn, seed, seconds=4.0):
    ranks, files, depth, entries = read_table(table_path)
    rng = random.Random(seed)
    counts = {}
    for side in 'wb':
        start = start_position(ranks, files)
        start.side = side
        plies = lines_by_ply(entries, start, depth)
        winner_first = entries[format_position(start)][0] == 'win'
        for turn in range(4):
            ply = 2 * turn + (0 if winner_first else 1)
            won = [p for p in plies[ply] if entries.get(format_position(p), ['loss'])[0] == 'win']
            for pos in rng.sample(won, min(per_turn, len(won))):
                best = entries[format_position(pos)][2]
                others = [m for m in legal_moves(pos) if move_text(m) != best
                          and not game_over(play(pos, m))]
                if not others:
                    continue
                after = format_position(play(pos, rng.choice(others)))
                proof, result = solve(engine, after, seconds, '--win-loss')
                nodes, ms = proof or ('-', '-')
                c = counts.setdefault(turn + 1, [0, 0, 0, 0, 0])
                c[0] += 1
                c[1] += proof is not None and proof[0] <= PHONE_NODES
                c[2] += proof is not None and proof[1] <= 2000
                c[3] += proof is not None
                c[4] += result.startswith('result win')
                print(f'{after} {nodes} {ms} {result}', flush=True)
    for turn, (n, phone, here, within, away) in sorted(counts.items()):
        print(f"# the winner's turn {turn}: {n} mistakes; proved within a phone's 2 s {phone}, "
              f'within 2 s here {here}, within {seconds:g} s {within}; the win given away {away}')


if __name__ == '__main__':
    a = sys.argv
    main(a[1], a[2], int(a[3]), int(a[4]), *(float(x) for x in a[5:6]))
