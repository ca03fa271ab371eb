"""Times the live proof the app's worker runs on a solved board's positions off its table:
`engine solve` with the worker's 2 s and its table size (bot/breakthrough.rs SOLVER_MIB),
on every position of random games on the table's board (uniform random moves, either side
first) that is not over and not in the table. With `perfect`, the games are the app's
against perfect play: the side that wins from the start plays the table's move, else the
live proof's, else (not counted) a proof of up to ORACLE_SECONDS, and only the other side
moves at random; a game ends where none of them finds the winner a move.

Usage: python3 tests/tools/solve_times.py ENGINE TABLE GAMES SEED [SECONDS] [perfect]

Prints one line per position (`<position> <ms> <result line>`) and then the share proven
with a length, proven without one, and unknown, with the time's quantiles."""
import random
import subprocess
import sys
import time

from past_table import read_table
from reference import format_position, game_over, legal_moves, move_text, play, start_position

SOLVER_MIB = 16
# The proof that finds the winner's move where the live one did not, in `perfect` games.
ORACLE_SECONDS = 120
ORACLE_MIB = 2048


def game_positions(rng, side, ranks, files):
    pos = start_position(ranks, files)
    pos.side = side
    positions = []
    while not game_over(pos):
        positions.append(format_position(pos))
        pos = play(pos, rng.choice(legal_moves(pos)))
    return positions


def perfect_game(rng, side, ranks, files, winner, best_of):
    """The positions of a game where `winner` plays `best_of(position)` (a move's text, or
    None: the game ends) and the other side at random."""
    pos = start_position(ranks, files)
    pos.side = side
    while not game_over(pos):
        text = format_position(pos)
        yield text
        moves = legal_moves(pos)
        if pos.side != winner:
            pos = play(pos, rng.choice(moves))
            continue
        chosen = [m for m in moves if move_text(m) == best_of(text)]
        if not chosen:
            return
        pos = play(pos, chosen[0])


def solve(engine, position, seconds, mib=SOLVER_MIB, *flags):
    began = time.monotonic()
    out = subprocess.run([engine, '--game', 'breakthrough', 'solve', *position.split(),
                          '--seconds', str(seconds), '--mib', str(mib), *flags],
                         capture_output=True, text=True, check=True).stdout
    return (time.monotonic() - began) * 1000, out.strip().splitlines()[-1]


def quantile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main(engine, table_path, games, seed, seconds=2.0, mode='random'):
    ranks, files, _, entries = read_table(table_path)
    rng = random.Random(seed)
    seen, times, kinds = set(), [], {'length': 0, 'no length': 0, 'unknown': 0}
    proven = {}

    def best_of(position):
        if position in entries:
            return entries[position][2]
        if position not in proven:
            result = solve(engine, position, ORACLE_SECONDS, ORACLE_MIB, '--win-loss')[1].split()
            proven[position] = result[3] if result[1] == 'win' else None
        return proven[position]

    for game in range(games):
        side, other = 'wb'[game % 2], 'bw'[game % 2]
        start = start_position(ranks, files)
        start.side = side
        winner = side if entries[format_position(start)][0] == 'win' else other
        positions = (perfect_game(rng, side, ranks, files, winner, best_of) if mode == 'perfect'
                     else game_positions(rng, side, ranks, files))
        for position in positions:
            if position in entries or position in seen:
                continue
            seen.add(position)
            ms, result = solve(engine, position, seconds)
            if result.startswith('result win'):
                proven[position] = result.split()[3]
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
    main(a[1], a[2], int(a[3]), int(a[4]), *(float(x) for x in a[5:6]), *a[6:7])
