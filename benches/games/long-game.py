#!/usr/bin/env python3
"""Writes a long saved game to standard output, for the review's memory and
speed figures (docs/benchmarks.md): three pieces a side dropped, then each
side shuffles one piece back and forth, under rules without a repetition
draw, until PLIES plies (at most 89 998: the game is drawn at 90 000).

    benches/games/long-game.py 3000 > /tmp/long-3000.toml
"""

import sys

plies = int(sys.argv[1])
moves = ["@a1", "@f1", "@a3", "@f3", "@a5", "@f5"]
shuffle = ["a1-b1", "f1-e1", "b1-a1", "e1-f1"]
while len(moves) < plies:
    moves.append(shuffle[(len(moves) - 6) % 4])
moves = moves[:plies]
print("format = 1")
print("moves = [")
for i in range(0, len(moves), 10):
    print("    " + ", ".join(f'"{m}"' for m in moves[i : i + 10]) + ",")
print("]")
print(
    """
[players]
white = "White"
black = "Black"

[rules]
rows = 5
columns = 6
pieces_per_player = 12
first_player = "white"
second_piece = "board"
mandatory_capture = false
multi_jump = false
bonus_move_after_capture = false
jump_own_pieces = false
win_when_opponent_has_at_most = 1
draw_when_both_have_at_most = 0
no_legal_move = "loses"
repetition_draw = 0"""
)
