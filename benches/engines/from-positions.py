#!/usr/bin/env python3
"""Two engines play from given start positions, each twice with colours swapped.

    benches/engines/from-positions.py --a CMD --b CMD --positions FILE
        [--nodes N] [--max-plies P] [--jobs J] [--yote YOTE] [--set KEY=VALUE ...]
        [--record FILE]

FILE holds a start position a line, as moves from the start (what
lead-positions.py prints). Both engines speak the engine protocol
(docs/scripting.md) and search N positions a move (`go nodes N`), so the
games do not depend on the machine's load; a game still going P plies after
its start counts as a draw. YOTE (default: `yote` on the PATH) replays the
moves to tell legal moves and the end. Prints A's score and, for positions
where a side is ahead, how often the side ahead won when A had it and when B
had it: the conversion of a lead, for a change to the evaluation or search.
With --record, every game is also written to FILE, one JSON object a line
(start, moves played, who A was, who was ahead, the winner), to look at the
leads that were not converted.
"""
import argparse
import json
import math
import shlex
import subprocess
from concurrent.futures import ThreadPoolExecutor

from positions import material, position


class Engine:
    def __init__(self, command, sets):
        self.process = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, bufsize=1)
        self.ask("yote 1", "ready")
        if sets:
            self.ask("rules " + " ".join(sets), "ok")

    def ask(self, line, answer):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        while True:
            reply = self.process.stdout.readline()
            if not reply or reply.startswith("error"):
                raise RuntimeError(f"{line!r}: {reply or 'the engine died'}")
            if reply.startswith(answer):
                return reply.split()

    def best(self, moves, nodes):
        self.ask("position " + " ".join(moves), "ok")
        return self.ask(f"go nodes {nodes}", "best")[1]

    def close(self):
        try:
            self.process.stdin.write("quit\n")
            self.process.stdin.flush()
            self.process.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()


def replayed(args, moves):
    return position(args.yote, moves, [word for s in args.set for word in ("--set", s)])


def play(args, start, a_is_white):
    a = "white" if a_is_white else "black"
    count = material(replayed(args, start))
    ahead = None if abs(count["white"] - count["black"]) < 2 else max(count, key=count.get)
    engines = {a: Engine(args.a, args.set),
               ("black" if a_is_white else "white"): Engine(args.b, args.set)}
    moves = list(start)
    try:
        pos = replayed(args, moves)
        for _ in range(args.max_plies):
            if pos["outcome"] is not None:
                break
            move = engines[pos["to_move"]].best(moves, args.nodes)
            if move not in pos["legal_moves"]:
                raise RuntimeError(f"illegal move {move}")
            moves.append(move)
            pos = replayed(args, moves)
    finally:
        for engine in engines.values():
            engine.close()
    winner = (pos["outcome"] or {}).get("result")
    points = 1.0 if winner == a else 0.5 if winner in (None, "draw") else 0.0
    return {"a": a, "ahead": ahead, "winner": winner, "points": points,
            "plies": len(moves) - len(start), "material": material(pos),
            "start": start, "moves": moves[len(start):]}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--a", required=True)
    parser.add_argument("--b", required=True)
    parser.add_argument("--positions", required=True)
    parser.add_argument("--nodes", type=int, default=50000)
    parser.add_argument("--max-plies", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--yote", default="yote")
    parser.add_argument("--set", action="append", default=[])
    parser.add_argument("--record")
    args = parser.parse_args()
    with open(args.positions) as f:
        starts = [line.split() for line in f if line.strip()]
    with ThreadPoolExecutor(args.jobs) as pool:
        games = list(pool.map(lambda job: play(args, *job),
                              [(s, white) for s in starts for white in (True, False)]))
    if args.record:
        with open(args.record, "w") as f:
            for g in games:
                f.write(json.dumps(g) + "\n")
    n = len(games)
    score = sum(g["points"] for g in games) / n
    wins = sum(g["points"] == 1 for g in games)
    losses = sum(g["points"] == 0 for g in games)
    elo = -400 * math.log10(1 / score - 1) if 0 < score < 1 else math.copysign(math.inf, score - 0.5)
    print(f"A: {wins} wins, {n - wins - losses} draws, {losses} losses in {n} games: "
          f"{100 * score:.1f}%, Elo {elo:+.0f}")
    for who, holds in (("A", True), ("B", False)):
        led = [g for g in games if g["ahead"] and (g["ahead"] == g["a"]) == holds]
        won = sum(g["winner"] == g["ahead"] for g in led)
        print(f"{who} ahead: won {won} of {len(led)}")


main()
