"""What the scripts that score recorded games share (`fsf_scores.py`, `search_scores.py`):
the records of an `engine --game breakthrough match --records` file, and the same records
printed again with ` scores <p0> <p1> ...` for `engine --game breakthrough tune --records`,
and the curve that turns a score in centipawns into winning chances.

Usage: a module, imported by fsf_scores.py and search_scores.py (run those)."""


def cp_chance(cp):
    """The winning chance from 0 to 1 of a score of `cp` centipawns, 1 / (1 + 10^(-cp/400))."""
    return 1 / (1 + 10 ** (-cp / 400))


def print_scored(path, part, parts, mover_chance):
    """Prints every record `n` of the file at `path` with n % parts == part, followed by
    ` scores ...`: for the position after k actions, White's winning chance in thousandths,
    from `mover_chance(n, start, actions[:k])`, the side to move's chance from 0 to 1, or
    None for no label ('-'). The final position is over and gets no label."""
    records = [l.strip() for l in open(path) if ' moves ' in l and not l.startswith('game')]
    for n, record in enumerate(records):
        if n % parts != part:
            continue
        start, actions = record.split(' moves ')
        actions = actions.split()
        white_first = start.split()[1] == 'w'
        scores = []
        for k in range(len(actions)):
            chance = mover_chance(n, start, actions[:k])
            if chance is None:
                scores.append('-')
                continue
            white_to_move = white_first == (k % 2 == 0)
            scores.append(str(round(1000 * (chance if white_to_move else 1 - chance))))
        print(f'{record} scores {" ".join(scores)}', flush=True)
