#!/usr/bin/env python3
"""The score of a player over a folder of `yote match --record` games.

    benches/engines/records-score.py DIR... NAME

Several DIRs are counted together (runs of the same players on other seeds).
NAME is a substring of the player's SPEC as the records name it (=NAME: the
whole SPEC, for two players whose specs contain one another). Counts
NAME's wins, draws (a game saved without a result, stopped at the ply limit,
counts as a draw, as `match` scores it) and losses, and prints the score
with its 95% Wilson interval and the Elo difference, as `match` computes
them: for a match stopped before its --games, from the games it finished.
"""
import glob
import math
import os
import sys
import tomllib


def wilson(p, n, z=1.959964):
    z2 = z * z
    centre = p + z2 / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    d = 1 + z2 / n
    return max(0.0, (centre - spread) / d), min(1.0, (centre + spread) / d)


def elo(p):
    if p <= 1e-9 or p >= 1 - 1e-9:
        return None
    return -400 * math.log10(1 / p - 1)


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: records-score.py DIR... NAME")
    *folders, name = sys.argv[1:]
    paths = [p for d in folders for p in sorted(glob.glob(os.path.join(d, "game-*.toml")))]
    if not paths:
        sys.exit("no game-*.toml in " + ", ".join(folders))
    wins = draws = losses = 0
    for path in paths:
        with open(path, "rb") as f:
            game = tomllib.load(f)
        winner = game.get("result", {}).get("winner", "draw")
        players = game["players"]
        if name.startswith("="):
            side = "white" if players["white"] == name[1:] else "black"
        else:
            side = "white" if name in players["white"] else "black"
        if winner == "draw":
            draws += 1
        elif winner == side:
            wins += 1
        else:
            losses += 1
    n = wins + draws + losses
    p = (wins + draws / 2) / n
    lo, hi = wilson(p, n)
    fmt = lambda e: "inf" if e is None else "%+.0f" % e
    print(f"{name}: {n} games, {wins} wins, {draws} draws, {losses} losses: "
          f"{100 * p:.1f}% ({100 * lo:.1f}% to {100 * hi:.1f}%), "
          f"Elo {fmt(elo(p))} ({fmt(elo(lo))} to {fmt(elo(hi))})")


main()
