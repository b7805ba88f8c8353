#!/usr/bin/env python3
"""The score of a player over a folder of `yote match --record` games.

    benches/engines/records-score.py [--sprt ELO0,ELO1] DIR... NAME

Several DIRs are counted together (runs of the same players on other seeds).
NAME is a substring of the player's SPEC as the records name it (=NAME: the
whole SPEC, for two players whose specs contain one another). Counts
NAME's wins, draws (a game saved without a result, stopped at the ply limit,
counts as a draw, as `match` scores it) and losses, and prints the score
with its 95% Wilson interval and the Elo difference, as `match` computes
them: for a match stopped before its --games, from the games it finished.

With --sprt it also prints the log-likelihood ratio of `match --sprt` for
NAME (pentanomial, as src/cli/sprt.rs computes it: games 2k-1 and 2k of a
folder are the pair on one opening; a pair with a game missing is left
out), for an SPRT stopped before it decided.
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


def score_of(elo_diff):
    return 1 / (1 + 10 ** (-elo_diff / 400))


def llr(pairs, elo0, elo1, prior=0.25):
    """The pentanomial LLR of `pairs[k]` pairs scoring k quarters a game."""
    counts = [c + prior for c in pairs]
    n = sum(counts)
    mean = sum(c * k / 4 for k, c in enumerate(counts)) / n
    var = sum(c * (k / 4 - mean) ** 2 for k, c in enumerate(counts)) / n
    s0, s1 = score_of(elo0), score_of(elo1)
    return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var)


def game_points(game, name):
    """NAME's points in one game (a game without a result is a draw)."""
    winner = game.get("result", {}).get("winner", "draw")
    players = game["players"]
    if name.startswith("="):
        side = "white" if players["white"] == name[1:] else "black"
    else:
        side = "white" if name in players["white"] else "black"
    return 0.5 if winner == "draw" else (1.0 if winner == side else 0.0)


def main():
    args = sys.argv[1:]
    sprt = None
    if args[:1] == ["--sprt"]:
        try:
            sprt = tuple(float(x) for x in args[1].split(","))
            assert len(sprt) == 2 and sprt[0] < sprt[1]
        except (IndexError, ValueError, AssertionError):
            sys.exit("--sprt wants ELO0,ELO1 with ELO0 < ELO1, e.g. --sprt 0,20")
        args = args[2:]
    if len(args) < 2:
        sys.exit("usage: records-score.py [--sprt ELO0,ELO1] DIR... NAME")
    *folders, name = args
    paths = [p for d in folders for p in sorted(glob.glob(os.path.join(d, "game-*.toml")))]
    if not paths:
        sys.exit("no game-*.toml in " + ", ".join(folders))
    wins = draws = losses = 0
    points = {}
    for path in paths:
        with open(path, "rb") as f:
            game = tomllib.load(f)
        got = game_points(game, name)
        if got == 0.5:
            draws += 1
        elif got == 1.0:
            wins += 1
        else:
            losses += 1
        # Games 2k-1 and 2k of a folder are the pair on one opening.
        number = int(os.path.basename(path)[len("game-"):-len(".toml")])
        points.setdefault((os.path.dirname(path), (number + 1) // 2), []).append(got)
    n = wins + draws + losses
    p = (wins + draws / 2) / n
    lo, hi = wilson(p, n)
    def fmt(q):
        """The Elo of score q as `match` prints it: what rounds to zero is 0."""
        e = elo(q)
        if e is None:
            return "+inf" if q > 0.5 else "-inf"
        return "0" if abs(e) < 0.5 else "%+.0f" % e
    print(f"{name}: {n} games, {wins} wins, {draws} draws, {losses} losses: "
          f"{100 * p:.1f}% ({100 * lo:.1f}% to {100 * hi:.1f}%), "
          f"Elo {fmt(p)} ({fmt(lo)} to {fmt(hi)})")
    if sprt:
        pairs = [0] * 5
        for got in points.values():
            if len(got) == 2:
                pairs[int(round(sum(got) * 2))] += 1
        bound = math.log(0.95 / 0.05)
        print(f"SPRT Elo {sprt[0]:g} against {sprt[1]:g}: {sum(pairs)} whole pairs, "
              f"llr {llr(pairs, *sprt):.2f} (bounds {-bound:.2f} to {bound:.2f})")


main()
