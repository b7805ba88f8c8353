#!/usr/bin/env python3
"""Could this engine lay traps for an older one? Read from a recorded game.

    benches/engines/traps.py YOTE OLD NAME GAME FROM TO STEP > traps.jsonl

For every STEP-th ply from FROM to TO of GAME (a `yote match --record`
file, standard rules) where NAME (a substring of the player's SPEC as the
record names it) is to move, the ply after when it is not:
- YOTE's best move and score S, `analyze --time 300`;
- every legal move scored by YOTE at 60 ms (the search after it), those
  within 20 of S kept, the six best (and the best move);
- for each, OLD's reply (`OLD analyze --time 200`: the move the adapter
  would play in a match) and YOTE's score at 300 ms after it: its gain over S.

A move that is nearly as good as the best, after which OLD's reply loses
material, is a trap the engine could choose. Prints a JSON line a position:
the ply, S, the best move and its gain, and the three largest gains with
the move, OLD's reply and the move's own score.
"""
import json
import subprocess
import sys
import tomllib

from positions import position


def analyze(yote, moves, ms, threads=True):
    """`analyze --json` of the position after `moves`, on one thread (an
    older yote without `--threads` searches on one anyway)."""
    flags = ["--threads", "1"] if threads else []
    out = subprocess.run([yote, "analyze", "--json", *flags, "--time", str(ms), "--", *moves],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def score_after(yote, moves, ms):
    """The score of the player to move after `moves`: YOTE's at `ms`, or,
    where the game is over (a repetition in a shuffle), 0 for a draw and a
    whole game's worth (10000) for a result."""
    pos = position(yote, moves)
    outcome = pos["outcome"]
    if outcome is None:
        return analyze(yote, moves, ms)["score"]
    if outcome["result"] == "draw":
        return 0
    return 10000 if outcome["result"] == pos["to_move"] else -10000


def main():
    yote, old, name, path = sys.argv[1:5]
    first, last, step = (int(a) for a in sys.argv[5:8])
    with open(path, "rb") as f:
        game = tomllib.load(f)
    moves = game["moves"]
    ours = "white" if name in game["players"]["white"] else "black"
    for ply in range(first, min(last, len(moves)), step):
        if position(yote, moves[:ply])["to_move"] != ours:
            ply += 1
        before = moves[:ply]
        base = analyze(yote, before, 300)
        best, score = base["best"], base["score"]
        near = sorted(((-score_after(yote, before + [m], 60), m)
                       for m in position(yote, before)["legal_moves"]), reverse=True)
        near = [(v, m) for v, m in near if v >= score - 20][:6]
        if best not in [m for _, m in near]:
            near.append((score, best))
        gains = []
        for own, move in near:
            if position(yote, before + [move])["outcome"] is not None:
                continue  # ends the game (a repetition): no reply to lay a trap for
            reply = analyze(old, before + [move], 200, threads=False)["best"]
            if reply is None:
                continue
            after = score_after(yote, before + [move, reply], 300)
            gains.append((after - score, move, reply, own))
        gains.sort(reverse=True)
        print(json.dumps({
            "ply": ply, "score": score, "best": best,
            "best_gain": next((g for g, m, _, _ in gains if m == best), None),
            "largest": gains[:3],
        }), flush=True)


main()
