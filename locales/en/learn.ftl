# The lessons and puzzles: why a try missed, the lessons file refused, the
# commands' words, and every lesson's texts (ids from src/learn/lessons.toml).

## Why a try missed its goal, made from the position (`words::learn`).

learn-miss-not-a-drop = That is not a drop: put a piece from your hand on an empty square.
learn-miss-not-a-step = That is not a step: move one of your pieces to the square next to it.
learn-miss-no-capture = That captures nothing: { $there } jumps a piece.
learn-miss-too-few = That takes { $taken ->
    [one] one piece
   *[other] { $taken } pieces
}, and the task asks for { $needed }: { $there } takes them.
learn-miss-jumpable = After that, { $by } jumps your piece on { $piece }.
learn-miss-no-win = The engine finds no forced win after that: { $win } wins.
learn-miss-worse = { $best } is better, by { $by } of a piece.
learn-miss-no-draw = The game goes on: that is no draw.
learn-miss-not-listed = Not that one: look at { $there }.

## A lessons or puzzles file refused: where, and what.

learn-file-refused-key = { $file }, line { $line }, { $key }: { $problem }
learn-file-refused-line = { $file }, line { $line }: { $problem }
learn-file-refused = { $file }: { $problem }
learn-file-unread = { $file } cannot be read: { $error }
learn-file-not-text = { $file } is not text (UTF-8)
learn-file-unknown-goal = '{ $found }' is not a goal (drop, step, capture, take, safe, win, best, draw, list)
learn-file-goal-number = the goal '{ $goal }' lacks its number (n), its depth or its moves, or one is out of range
learn-file-move = '{ $token }': { $error }
learn-file-duplicate = the id '{ $id }' is written twice

## `yote learn`

cli-from = Start from this position (docs/rules.md §5.1) instead of the start, e.g. '6/6/2w3/1b4/6 w 11 11 2'.
cli-learn = The lessons: open them, print them as JSON, or check them.
cli-learn-json = Print every lesson and its tasks as JSON.
cli-learn-check = Verify every task with the engine; exit 1 naming the first that fails.
cli-learn-file = Read the lessons from FILE instead of the shipped ones.
learn-check-ok = { $count } tasks checked: each has a move that meets its goal and one that does not.
learn-check-over = task { $task }: the game is already over in its position
learn-check-unsolvable = task { $task }: no legal move meets its goal
learn-check-hint = task { $task }: its hint { $hint } does not meet its goal
learn-check-no-wrong = task { $task }: every legal move meets its goal, so nothing is learnt
learn-screen-soon = The lessons screen opens from the terminal game.
