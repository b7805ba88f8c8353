"""What the benches/engines scripts share: a position replayed by `yote`.

Imported by conversion.py, lead-positions.py and from-positions.py (run from
their own folder, which Python puts first on the import path).
"""
import json
import subprocess


def position(yote, moves, sets=()):
    """The position after `moves` from the start, as `yote position --json`
    gives it, under the standard rules and the `--set KEY=VALUE` flags
    `sets` (the words, `--set` included)."""
    out = subprocess.run([yote, "position", "--json", *sets, *moves],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def material(pos):
    """Each side's pieces, on the board and in hand."""
    count = {side: pos["hand"][side] for side in ("white", "black")}
    for row in pos["board"]:
        count["white"] += row.count("W")
        count["black"] += row.count("B")
    return count
