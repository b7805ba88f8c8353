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

cli-from = Start from this position (docs/rules.md, section 5.1) instead of the start, e.g. '6/6/2w3/1b4/6 w 11 11 2'.
cli-learn = The lessons: open them, print them as JSON, or check them.
cli-learn-json = Print every lesson and its tasks as JSON.
cli-learn-check = Verify every task with the engine; exit 1 naming the first that fails.
cli-learn-file = Read the lessons from FILE instead of the shipped ones.
learn-check-ok = { $count } tasks checked: each has a move that meets its goal and one that does not.
learn-check-over = task { $task }: the game is already over in its position
learn-check-unsolvable = task { $task }: no legal move meets its goal
learn-check-hint = task { $task }: its hint { $hint } does not meet its goal
learn-check-no-wrong = task { $task }: every legal move meets its goal, so nothing is learnt

## `yote puzzles`

cli-puzzles = The puzzles: open them, make a puzzle file, print or check one.
cli-puzzles-json = Print the puzzles (the shipped ones, or FILE's) as JSON.
cli-puzzles-check = Re-verify every puzzle of FILE with the engine; exit 1 naming the first that fails.
cli-puzzles-file = The puzzle file for --json.
cli-generate = Make a puzzle file from games the engine plays against itself.
cli-generate-count = How many puzzles.
cli-generate-seed = The seed: the same seed makes the same puzzles.
cli-generate-output = The file to write (atomically).
puzzles-generated = { $count } puzzles written to { $file } in { $seconds } s ({ $per_minute } a minute).
puzzles-check-ok = { $count } puzzles verified: each first move is still the best by its margin.
puzzles-check-not-best = puzzle { $id }: the engine's best move is now { $best }
puzzles-check-margin = puzzle { $id }: the first move is best by { $found }, and the file says { $said }

## The lessons screen.

learn-title = Learn to play
learn-lesson-tasks = { $count ->
    [one] One task
   *[other] { $count } tasks
}; stars { $stars }. Enter opens the lesson.
learn-task-of = { $lesson }: task { $number } of { $count }
learn-your-move = Your move:
learn-right = Right! { $stars }  Enter: on to the next.
learn-hint = Hint: start from { $square }.
learn-not-kept = The progress was not kept: { $why }
learn-set-aside = The lessons' progress file was broken; it was kept as { $file } and a fresh one started.

## The puzzles screen.

puzzles-title = Puzzles: rating { $rating }, streak { $streak } (best { $best })
puzzles-none = No puzzles to show.
puzzles-find = { $side } to move: find the move that wins (puzzle { $id }, rated { $rating }).
puzzles-wrong = { $tried } is not it: { $best } was the move.
puzzles-go-on = Right, and the reply is on the board: go on.
puzzles-solved = Solved!
puzzles-next = Enter: the next puzzle.

## The lessons' texts: a title and an introduction for each lesson, what
## each task asks and why its answer is right.

lesson-drop-title = Drop a piece
lesson-drop-intro = Each player starts with all their pieces in hand. A turn can put one of them on any empty square.
task-drop-centre-goal = Drop a piece on the centre square, b2.
task-drop-centre-why = A piece in the centre reaches more squares than one on the edge.
task-drop-safe-goal = Drop a piece where Black's piece on a1 cannot jump it.
task-drop-safe-why = A piece can only be jumped from the square next to it, into an empty square just beyond.
lesson-step-title = Step
lesson-step-intro = A turn can also move one of your pieces one square up, down, left or right, to an empty square. Never diagonally.
task-step-any-goal = Step your piece on b2 to a square next to it.
task-step-any-why = One square, in a straight line: that is a step.
task-step-away-goal = Black's a1 can jump your b1 into c1. Step b1 out of danger.
task-step-away-why = Away from a1, the piece has nothing next to it that could jump it.
lesson-capture-title = Jump and capture
lesson-capture-intro = A piece next to an enemy piece can jump over it into the empty square just beyond: the enemy piece is captured.
task-capture-one-goal = Capture Black's piece on a2.
task-capture-one-why = a1 jumps a2 and lands on the empty a3.
task-capture-open-goal = Find the one capture: the other jumps land on squares that are taken.
task-capture-open-why = Only c3 has an empty square behind it, b3. A capture also takes a second piece: the next lesson explains.
lesson-second-title = The second piece
lesson-second-intro = After every capture you also take a second enemy piece from the board, any one you like.
task-second-two-goal = Capture, and take two of Black's pieces in one move.
task-second-two-why = The jump takes b2, and the second piece is d4: Black is down two.
task-second-choose-goal = Capture, and choose the second piece so that Black cannot jump back.
task-second-choose-why = Your piece lands on b3, where a3 could jump it: take a3 as the second piece.
lesson-hand-title = Second piece from the hand
lesson-hand-intro = This lesson switches on the option "Second piece from the hand": the second piece may also come from the enemy's hand.
task-hand-take-goal = Black has no other piece on the board: capture, and take the second one from Black's hand.
task-hand-take-why = Under this option a hand is not safe: a1xa3/h takes a piece from it.
task-hand-or-board-goal = From the board or from the hand: which second piece is best?
task-hand-or-board-why = a3 would jump your piece on b3; taking it from the board is worth more than one from the hand.
lesson-won-title = Winning
lesson-won-intro = You win as soon as your opponent has one piece or none left, on the board and in hand together.
task-won-capture-goal = Black has three pieces left. Win in one move.
task-won-capture-why = The jump and the second piece take two: Black has only one left.
lesson-drawn-title = Draws
lesson-drawn-intro = A game is drawn when the same position comes for the third time, and, with the option on, when both players are down to a few pieces.
task-drawn-few-goal = Here the game is drawn when both have three pieces or fewer. Draw it now.
task-drawn-few-why = After the capture you have three and Black two: both are at the threshold.
lesson-safe-title = Safe squares
lesson-safe-intro = Before you move, look at what your opponent can jump afterwards. Leave no piece next to an enemy with an empty square behind it.
task-safe-drop-goal = Drop a piece where Black's b2 cannot jump it.
task-safe-drop-why = Next to b2, a piece is safe only where the square beyond it is off the board (a2, b1); away from b2, anywhere.
task-safe-block-goal = Black's b2 threatens your c2. Save it.
task-safe-block-why = Step away, capture first, or fill d2, the square the jump needs.
lesson-double-title = A double threat
lesson-double-intro = A move that threatens two pieces at once: your opponent can save only one of them.
task-double-drop-goal = Drop one piece that threatens both of Black's pieces.
task-double-drop-why = From b2 you can jump b3 or c2 next, and b2 itself cannot be jumped.
lesson-mandatory-title = Mandatory capture
lesson-mandatory-intro = With the option "Mandatory capture", a player who can capture must capture. Drops and steps are refused then.
task-mandatory-safe-goal = You must capture. Choose the capture that leaves none of your pieces to be jumped.
task-mandatory-safe-why = On d3 nothing is next to your piece; on b3, a3 and b4 could both jump it.
lesson-multi-title = Multi-jump
lesson-multi-intro = With the option "Multi-jump", after a capture the same piece may jump again, and again, in the same move.
task-multi-two-goal = Capture two pieces in one move.
task-multi-two-why = a1 jumps a2 to a3, then b3 to c3: one move, two pieces.
task-multi-three-goal = Capture three pieces in one move.
task-multi-three-why = a3, c3, then c1: each jump lands where the next begins.
lesson-bonus-title = Bonus move
lesson-bonus-intro = With the option "Bonus move", a move that captures is followed by one more move of the same player.
task-bonus-twice-goal = Win in two moves: capture, then capture again with the bonus move.
task-bonus-twice-why = Take d4 as the second piece and keep b3 for the bonus jump: a3 jumps it to c3.
lesson-own-title = Jumping own pieces
lesson-own-intro = With the option "Jump over own pieces", a piece may jump over one of yours; nothing is captured.
task-own-escape-goal = Black's a1 threatens your b1, and c1 is no refuge. Save b1.
task-own-escape-why = b1 jumps over your b2 to b3, where nothing can reach it.
lesson-stuck-title = No legal move
lesson-stuck-intro = A player with no legal move on their turn loses (a rules option can give the win to the one with more pieces instead).
task-stuck-close-goal = Leave Black without a legal move.
task-stuck-close-why = With d4 taken, Black's pieces can neither step nor jump: Black loses.
lesson-first-title = Your first game
lesson-first-intro = The standard game: a 5×6 board, twelve pieces each. You play Black here.
task-first-capture-goal = White's c3 stands next to your d3. Find the best move.
task-first-capture-why = d3 jumps c3 to b3 and takes c2 as well: two pieces ahead.
learn-on-board = Play on the board (arrows, Enter, a click; H: the hand, s: stop) or type the move (@b2, b1-b2, a1xa3/c3).
learn-checking = The engine is checking the task…
learn-coached-game = Play a first game, coached
learn-coached-game-about = Against the computer at the easy level, with the coach on: after each of your moves it says when a piece was left to be jumped, or a capture or a win was missed, and marks the better move.
