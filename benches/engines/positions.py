"""What the benches/engines scripts share: a position replayed by `yote`.

Imported by the other scripts here (run from their own folder, which Python
puts first on the import path).
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


def squares(pos, letter):
    """The squares of the pieces shown as `letter` (`W` or `B`) on the board."""
    ranks = len(pos["board"])
    return [f"{'abcdef'[f]}{ranks - r}"
            for r, row in enumerate(pos["board"])
            for f, piece in enumerate(row) if piece == letter]
