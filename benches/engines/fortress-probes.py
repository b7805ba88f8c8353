#!/usr/bin/env python3
"""The probes of `examples/fortress.rs` from `yote match --record` games.

    benches/engines/fortress-probes.py YOTE NAME "SQUARES" GAME... [--set KEY=VALUE ...]

For every ply from 200 on of each GAME where NAME (a substring of the
player's SPEC as the record names it) has six pieces against four, both
hands empty, and the four all stand on SQUARES (the example's --squares),
prints the game, the ply and the probe: the four's squares, `/`, the six's,
and who moves (`attacker`: NAME). The --set flags must be the match's, so
that YOTE replays the games under its rules.
"""
import sys
import tomllib

from positions import position, squares


def main():
    args = sys.argv[1:]
    sets = args[args.index("--set"):] if "--set" in args else []
    yote, name, allowed, *games = args[:len(args) - len(sets)]
    allowed = set(allowed.split())
    for path in games:
        with open(path, "rb") as f:
            game = tomllib.load(f)
        ours = "white" if name in game["players"]["white"] else "black"
        theirs = "black" if ours == "white" else "white"
        for ply in range(200, len(game["moves"]) + 1):
            pos = position(yote, game["moves"][:ply], sets)
            if pos["hand"]["white"] or pos["hand"]["black"]:
                continue
            four, six = squares(pos, theirs[0].upper()), squares(pos, ours[0].upper())
            if len(four) == 4 and len(six) == 6 and set(four) <= allowed:
                mover = "attacker" if pos["to_move"] == ours else "defender"
                print(f"{path} {ply} {' '.join(four)} / {' '.join(six)} {mover}")


main()
