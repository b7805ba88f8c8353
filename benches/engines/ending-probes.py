#!/usr/bin/env python3
"""The probes of `examples/endgame.rs --probes` from `yote match --record` games.

    benches/engines/ending-probes.py YOTE WHITE BLACK GAME... [--set KEY=VALUE ...] > probes.txt

For every ply of each GAME where White has WHITE pieces on the board and
Black BLACK, both hands empty, prints the probe on standard output (White's
squares, `/`, Black's, and who moves) and the same line after the game and
the ply on standard error, to find it again. The --set flags must be the
match's, so that YOTE replays the games under its rules.
"""
import sys
import tomllib

from positions import material, position, squares


def first_with_at_most(yote, moves, sets, pieces):
    """The first ply with `pieces` or fewer in all (none ever comes back)."""
    lo, hi = 0, len(moves)
    while lo < hi:
        mid = (lo + hi) // 2
        count = material(position(yote, moves[:mid], sets))
        if count["white"] + count["black"] <= pieces:
            hi = mid
        else:
            lo = mid + 1
    return lo


def main():
    args = sys.argv[1:]
    sets = args[args.index("--set"):] if "--set" in args else []
    yote, white, black, *games = args[:len(args) - len(sets)]
    want = (int(white), int(black))
    for path in games:
        with open(path, "rb") as f:
            moves = tomllib.load(f)["moves"]
        for ply in range(first_with_at_most(yote, moves, sets, sum(want)), len(moves) + 1):
            pos = position(yote, moves[:ply], sets)
            if pos["hand"]["white"] or pos["hand"]["black"]:
                continue
            w, b = squares(pos, "W"), squares(pos, "B")
            if (len(w), len(b)) != want:
                if len(w) + len(b) < sum(want):
                    break
                continue
            probe = f"{' '.join(w)} / {' '.join(b)} {pos['to_move']}"
            print(probe)
            print(f"{path} {ply} {probe}", file=sys.stderr)


main()
