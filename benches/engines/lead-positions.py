#!/usr/bin/env python3
"""Start positions where one side is ahead, taken from `yote match --record` games.

    benches/engines/lead-positions.py YOTE PLY DIR... [--set KEY=VALUE ...] > positions.txt

Prints, one a line as moves from the start, the position after PLY plies of
every game in the folders (under the standard rules and the --set flags,
which must be the match's) that went on 10 plies or more
past it, where a side has two pieces or more than the other (on the board
and in hand); a position seen before (the same board and side to move) is
left out. The
lines are what benches/engines/from-positions.py plays from.
"""
import glob
import os
import sys
import tomllib

from positions import material, position


def main():
    yote, ply, rest = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    first_set = rest.index("--set") if "--set" in rest else len(rest)
    folders, sets = rest[:first_set], rest[first_set:]
    seen = set()
    for folder in folders:
        for path in sorted(glob.glob(os.path.join(folder, "game-*.toml"))):
            with open(path, "rb") as f:
                game = tomllib.load(f)["moves"]
            if len(game) < ply + 10:
                continue
            moves = game[:ply]
            pos = position(yote, moves, sets)
            count = material(pos)
            key = (tuple(pos["board"]), pos["to_move"])
            if abs(count["white"] - count["black"]) >= 2 and pos["outcome"] is None \
                    and key not in seen:
                seen.add(key)
                print(" ".join(moves))


main()
