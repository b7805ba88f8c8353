#!/usr/bin/env python3
"""The engine protocol (docs/scripting.md) around an older yote's `analyze`.

    yote match --white hard --black "engine:benches/engines/analyze-adapter.py OLD_YOTE [--depth N]"

Every `go` runs `OLD_YOTE analyze --json --set KEY=VALUE... MOVES --time MS`
(or `--depth N`) with a fresh table, as `analyze` does, and answers with its
move. With `--depth N` every `go` searches N plies whatever it asks: at 3,
c464a01's Medium (a full-width search to 3 plies, which no table changes).
`go nodes N` is taken only with `--depth N` (which it then searches), so that
a match with `--engine-nodes` plays the other engine at a fixed count of
positions and this one at a fixed depth: both the same on any machine.
For matches against versions that predate `yote engine` (c464a01).
"""

import json
import subprocess
import sys


def main():
    yote = sys.argv[1]
    fixed = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--depth" else None
    sets = []
    moves = []
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        command, rest = words[0], words[1:]
        if command == "yote":
            say("ready yote 1 name analyze-adapter " + yote)
        elif command == "rules":
            sets = rest
            moves = []
            say("ok")
        elif command == "position":
            moves = rest
            say("ok")
        elif command == "go" and len(rest) == 2 and rest[0] in ("time", "depth", "nodes"):
            if rest[0] == "nodes" and not fixed:
                say("error go nodes needs --depth N")
                continue
            limit = ["--time", rest[1]] if rest[0] == "time" else ["--depth", rest[1]]
            if fixed:
                limit = ["--depth", fixed]
            args = [yote, "analyze", "--json"]
            for s in sets:
                args += ["--set", s]
            args += limit + ["--"] + moves
            done = subprocess.run(args, capture_output=True, text=True)
            if done.returncode != 0:
                say("error " + " ".join(done.stderr.split()))
                continue
            r = json.loads(done.stdout)
            extra = "" if r["win_in"] is None else " win_in %d" % r["win_in"]
            say("best %s score %d depth %d%s" % (r["best"], r["score"], r["depth"], extra))
        elif command == "stop":
            pass
        elif command == "quit":
            return
        else:
            say("error not understood: " + command)


def say(text):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
