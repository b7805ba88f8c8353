#!/usr/bin/env python3
"""The conversion stand-in's check (docs/benchmarks.md) over `yote match --record` games.

    benches/engines/conversion.py YOTE DIR NAME [--set KEY=VALUE ...]

For every game in DIR: who is two pieces or more ahead (on the board and in
hand) after ply 200, and whether the game was still going at ply 300. A
conversion failure is a game where NAME (a substring of the player's SPEC as
the record names it) was two or more ahead at ply 200 and the game had not
ended by ply 300. The --set flags must be the match's, so that YOTE replays
the games under its rules. Prints one line per such game and a summary.
"""
import glob
import os
import sys
import tomllib

from positions import material, position


def main():
    yote, folder, name = sys.argv[1:4]
    sets = sys.argv[4:]
    ahead = failures = ours_ahead = 0
    games = sorted(glob.glob(os.path.join(folder, "game-*.toml")))
    for path in games:
        with open(path, "rb") as f:
            game = tomllib.load(f)
        moves = game["moves"]
        players = game["players"]
        if len(moves) < 200:
            continue
        count = material(position(yote, moves[:200], sets))
        for side, other in (("white", "black"), ("black", "white")):
            if count[side] - count[other] >= 2:
                ahead += 1
                if name in players[side]:
                    ours_ahead += 1
                    # Moves after ply 300, or a game stopped there unfinished.
                    going = len(moves) > 300 or (len(moves) == 300 and "result" not in game)
                    if going:
                        failures += 1
                        print(f"{os.path.basename(path)}: {players[side]} ({side}) "
                              f"{count[side]} against {count[other]} at ply 200, "
                              f"{len(moves)} plies, result {game.get('result', {}).get('winner')}")
    print(f"{len(games)} games; {ahead} with a side two or more ahead at ply 200, "
          f"{ours_ahead} of them {name}; {failures} of those still going at ply 300")


main()
