#!/usr/bin/env python3
"""CPU time of builds that must search alike, and a check that they do.

    benches/engines/search-cpu.py [--rounds R] [--nodes N] BIN...

Runs `BIN engine --threads 1` with `go nodes N` (default 2 000 000) on the
five early middle-game positions of docs/benchmarks.md, R rounds (default 5),
the builds one after the other in each round, and prints each build's CPU
time (user and system, of the engine process) over the five, round by round,
then its median. Prefix `taskset -c 1` to keep every run on one core.

A search at a fixed count of positions on one thread is deterministic, so a
change meant only to make the search faster (the same positions in the same
order) must print the same `info` and `best` lines: before timing, every
build is run under seven rule sets at 400 000 positions on two positions,
and any difference from the first build is printed and ends the run.
"""
import os
import re
import statistics
import subprocess
import sys

POSITIONS = [
    "@a1 @f1 @a5 @f5 @b2 @c1 b2-b1 @d1 b1-b2 @a3",
    "@c3 @d3 @c2 @d2 @b4 @e4 @b2 @e2",
    "@c3 @c4 @d2 @d5 @b3 @b4 @e3 @e4 @a1 @f5",
    "@b2 @e4 @c2 @d4 @b3 @e3 @c4 @d2 @a5 @f1 @b5 @e1",
    "@c3 @d4 @b2 @e5 @d2 @c5 @e2 @b5 c3-c4 @a3",
]

RULE_SETS = [
    "",
    "mandatory_capture=true",
    "multi_jump=true second_piece=board_or_hand",
    "jump_own_pieces=true bonus_move_after_capture=true",
    "second_piece=hand_if_board_empty multi_jump=true mandatory_capture=true",
    "rows=6 columns=6 pieces_per_player=10",
    "win_when_opponent_has_at_most=0 repetition_draw=0",
]


def run(binary, rules, moves, nodes):
    """The engine's lines for one search, without their clock fields.

    The engine stops searching at the end of its input, so the input stays
    open until the `best` line has come."""
    script = f"yote 1\nrules {rules}\nposition {moves}\ngo nodes {nodes}\n"
    engine = subprocess.Popen(
        [binary, "engine", "--threads", "1"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    engine.stdin.write(script)
    engine.stdin.flush()
    lines = []
    for line in engine.stdout:
        lines.append(re.sub(r" (time|nps) \d+", "", line.rstrip("\n")))
        if line.startswith("best"):
            break
    engine.stdin.close()
    engine.stdout.read()
    if engine.wait() != 0:
        sys.exit(f"{binary} engine ended with status {engine.returncode}")
    if not lines or not lines[-1].startswith("best"):
        sys.exit(f"{binary} engine ended without a best line: rules '{rules}', {moves}")
    return lines


def cpu_of(binary, moves, nodes):
    """The CPU seconds of one search (the engine process, reaped by run)."""
    before = os.times()
    run(binary, "", moves, nodes)
    after = os.times()
    return (after.children_user - before.children_user) + (
        after.children_system - before.children_system
    )


def main(args):
    rounds, nodes = 5, 2_000_000
    while args and args[0].startswith("--"):
        flag, value, args = args[0], args[1], args[2:]
        if flag == "--rounds":
            rounds = int(value)
        elif flag == "--nodes":
            nodes = int(value)
        else:
            sys.exit(f"unknown flag {flag}")
    if not args:
        sys.exit(__doc__)
    first = args[0]
    for rules in RULE_SETS:
        for moves in (POSITIONS[1], POSITIONS[4]):
            expected = run(first, rules, moves, 400_000)
            for other in args[1:]:
                if run(other, rules, moves, 400_000) != expected:
                    sys.exit(f"{other} searches otherwise than {first}: rules '{rules}', {moves}")
    print(f"the same search: {len(RULE_SETS)} rule sets, 2 positions, 400000 positions each")
    times = {b: [] for b in args}
    for r in range(rounds):
        for b in args:
            total = sum(cpu_of(b, moves, nodes) for moves in POSITIONS)
            times[b].append(total)
            print(f"round {r + 1}: {b} {total:.2f} s", flush=True)
    for b in args:
        print(f"{b}: median {statistics.median(times[b]):.3f} s over {rounds} rounds "
              f"(min {min(times[b]):.2f}, max {max(times[b]):.2f})")


if __name__ == "__main__":
    main(sys.argv[1:])
