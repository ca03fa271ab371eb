"""Times the live proof the app's worker runs on a solved board's positions off its table:
`engine solve` with the worker's 2 s and its table size (bot/breakthrough.rs SOLVER_MIB),
on every position of random 5x5 games (uniform random moves, either side first) that is
not over and not in the table.

Usage: python3 solve_times.py ENGINE TABLE GAMES SEED [SECONDS]

Prints one line per position (`<position> <ms> <result line>`) and then the share proven
with a length, proven without one, and unknown, with the time's quantiles."""
import random
import subprocess
import sys
import time

from reference import format_position, game_over, legal_moves, play, start_position

SOLVER_MIB = 16


def game_positions(rng, side):
    pos = start_position(5, 5)
    pos.side = side
    positions = []
    while not game_over(pos):
        positions.append(format_position(pos))
        pos = play(pos, rng.choice(legal_moves(pos)))
    return positions


def solve(engine, position, seconds):
    began = time.monotonic()
    out = subprocess.run([engine, '--game', 'breakthrough', 'solve', *position.split(),
                          '--seconds', str(seconds), '--mib', str(SOLVER_MIB)],
                         capture_output=True, text=True, check=True).stdout
    return (time.monotonic() - began) * 1000, out.strip().splitlines()[-1]


def quantile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main(engine, table_path, games, seed, seconds=2.0):
    with open(table_path) as table:
        listed = {' '.join(line.split()[:2]) for line in table if not line.startswith('#')}
    rng = random.Random(seed)
    seen, times, kinds = set(), [], {'length': 0, 'no length': 0, 'unknown': 0}
    for game in range(games):
        for position in game_positions(rng, 'wb'[game % 2]):
            if position in listed or position in seen:
                continue
            seen.add(position)
            ms, result = solve(engine, position, seconds)
            kind = 'unknown' if 'unknown' in result else 'no length' if ' ? ' in result else 'length'
            kinds[kind] += 1
            times.append(ms)
            print(f'{position} {ms:.0f} {result}', flush=True)
    total = len(times)
    shares = ', '.join(f'{k} {v} ({100 * v / total:.1f}%)' for k, v in kinds.items())
    print(f'# {total} positions: {shares}')
    print('# ms: median {:.0f}, 90% {:.0f}, 99% {:.0f}, most {:.0f}'.format(
        quantile(times, 0.5), quantile(times, 0.9), quantile(times, 0.99), max(times)))


if __name__ == '__main__':
    a = sys.argv
    main(a[1], a[2], int(a[3]), int(a[4]), *(float(x) for x in a[5:6]))
