"""Times the worker's live proof where the AI first needs it on a solved board: two plies
past the table's lines. From a start, the winner plays the table's move and the loser every
move, to the table's depth; then the winner's table move and each reply of the loser. Those
positions (the winner to move, not listed, not over) are sampled and proved as
`engine solve` with the worker's 2 s and table size, and with `--win-loss` alone.

Usage: python3 tests/tools/past_table.py ENGINE TABLE SIDE SAMPLE SEED

Prints one line per position (`<position> <nodes> <ms> <result line>`, the win-or-loss proof's
nodes and time, then the full solve's result) and the shares: proved within a phone's 2 s
(PHONE_NODES), within 2 s here, with the length within 2 s, and unknown."""
import random
import subprocess
import sys

from reference import format_position, game_over, legal_moves, move_text, play, start_position

SOLVER_MIB = 16
SECONDS = 2
# What a phone's worker proves in 2 s: about 4 times slower than this machine's 1 M nodes a
# second, at wasm's 87% (docs/solver.md, "Beyond the table").
PHONE_NODES = 430_000


def past_the_lines(entries, start, depth):
    """The positions two plies past the table's lines from `start`, in walk order."""
    found, seen = [], set()

    def walk(pos, ply):
        text = format_position(pos)
        if game_over(pos) or text in seen:
            return
        seen.add(text)
        entry = entries.get(text)
        if ply > depth + 1:
            if entry is None:
                found.append(text)
        elif entry is None:
            if ply == depth + 1:  # the table's winning move led here
                for move in legal_moves(pos):
                    walk(play(pos, move), ply + 1)
        elif entry[0] == 'win':
            best = [m for m in legal_moves(pos) if move_text(m) == entry[2]]
            walk(play(pos, best[0]), ply + 1)
        else:
            for move in legal_moves(pos):
                walk(play(pos, move), ply + 1)

    walk(start, 0)
    return found


def solve(engine, position, seconds, *flags):
    """`engine solve` with the worker's table size: the win-or-loss proof's (nodes, ms), if it
    finished, and the result line."""
    out = subprocess.run([engine, '--game', 'breakthrough', 'solve', *position.split(),
                          '--seconds', str(seconds), '--mib', str(SOLVER_MIB), *flags],
                         capture_output=True, text=True, check=True).stdout.splitlines()
    proven = [line.split() for line in out if line.startswith('info proven')]
    return (int(proven[0][4]), int(proven[0][6])) if proven else None, out[-1]


def read_table(table_path):
    """The table's ranks, files, depth, and entries by position text."""
    with open(table_path) as table:
        lines = table.read().splitlines()
    # The header names the board and the depth: `# Breakthrough 6x5 solved: ...; depth 8`.
    ranks, files = map(int, lines[0].split()[2].split('x'))
    depth = int(lines[0].split()[-1])
    entries = {' '.join(line.split()[:2]): line.split()[2:] for line in lines
               if not line.startswith('#')}
    return ranks, files, depth, entries


def main(engine, table_path, side, sample, seed):
    ranks, files, depth, entries = read_table(table_path)
    start = start_position(ranks, files)
    start.side = side
    # The walk takes the winner's table move at `depth`, so that ply must be the winner's.
    if (entries[format_position(start)][0] == 'win') != (depth % 2 == 0):
        sys.exit(f"past_table.py: ply {depth}, the table's last, is not the winner's from {side}")
    positions = past_the_lines(entries, start, depth)
    chosen = random.Random(seed).sample(positions, min(sample, len(positions)))
    phone = here = length = 0
    for position in chosen:
        proof, _ = solve(engine, position, SECONDS, '--win-loss')
        result = solve(engine, position, SECONDS)[1]
        nodes, ms = proof or ('-', '-')
        phone += proof is not None and proof[0] <= PHONE_NODES
        here += proof is not None
        length += 'unknown' not in result and result.split()[2] != '?'
        print(f'{position} {nodes} {ms} {result}', flush=True)
    n = len(chosen)
    print(f'# {len(positions)} positions two plies past the lines, {n} sampled: proved within '
          f'a phone\'s 2 s {phone} ({100 * phone / n:.1f}%), within 2 s here {here} '
          f'({100 * here / n:.1f}%), with the length {length} ({100 * length / n:.1f}%), '
          f'unknown {n - here} ({100 * (n - here) / n:.1f}%)')


if __name__ == '__main__':
    a = sys.argv
    main(a[1], a[2], a[3], int(a[4]), int(a[5]))
