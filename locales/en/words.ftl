# The words for the engine's data: the players' colours, refusals of moves,
# and how a game ended.

color-white = White
color-black = Black

## Moves that are not notation, and where a refused move stands in a list,
## on the command line and in files (`yote::words`).

malformed-empty = empty move
malformed-spaces = a move has no spaces
malformed-missing-square = a square is missing
malformed-not-a-square = '{ $text }' is not a square
malformed-removal-without-capture = only a capture (with 'x') removes a second piece
move-replay = { $at } '{ $token }': { $error }

## Why a move is refused: one table (`yote::words::refusals`) for the
## command line, files and the terminal game. $name is a side: a player's
## name in the game, a colour's name ("White") on the command line; every
## sentence takes any name as it is. The command line adds the rules key
## behind a refusal, "(multi_jump = false)", itself.

refusal-off-board = { $square } is off the { $rows }×{ $columns } board
refusal-game-over-why = the game is over ({ $reason })
refusal-empty-hand = { $name } has no pieces left in hand
refusal-occupied = { $square } is not empty
refusal-not-own-piece = there is no piece of { $name }'s on { $square }
refusal-removed-not-enemy = there is no piece of { $name }'s on { $square } to take
refusal-not-step-or-jump = { $from } to { $to }: a piece steps one square or jumps two, up, down, left or right, never diagonally
refusal-jump-over-empty = there is no piece on { $square } to jump over
refusal-capture-written-as-jump = { $square } holds an enemy piece: a capture is written with 'x' ({ $from }x{ $to })
refusal-own-jumps-off = in this game a piece cannot jump over its own pieces
refusal-single-jump-only = in this game a piece jumps only once a move
refusal-not-a-jump = { $from } to { $to } is not a jump: a jump goes two squares up, down, left or right
refusal-no-enemy-jumped = { $square } holds no enemy piece
refusal-removed-twice = the piece on { $square } is already chosen
refusal-removed-jumped = the piece on { $square } was jumped: the second piece must be another one
refusal-chain-must-go-on = the piece on { $square } can jump again, and capturing is compulsory
refusal-hand-not-allowed = in this game the second piece comes from the board, not the hand
refusal-hand-has-too-few = { $name } has { $count ->
    [one] 1 piece
   *[other] { $count } pieces
} in hand
refusal-no-second-piece = this capture takes no second piece: { $name } has no other piece to take
refusal-too-many-second = this capture takes { $count ->
    [one] 1 second piece
   *[other] { $count } second pieces
}
refusal-board-first = the second piece comes from the board while { $name } has pieces there
refusal-hand-only = { $name } has no other piece on the board: the second piece comes from the hand
refusal-more-second-or-hand = { $count ->
    [one] 1 more second piece
   *[other] { $count } more second pieces
} must be taken, from the board or from { $name }'s hand
refusal-more-second = { $count ->
    [one] 1 more second piece
   *[other] { $count } more second pieces
} must be taken from the board
refusal-capture-mandatory = a capture is possible, and capturing is compulsory
refusal-not-legal = { $move } is not a legal move here

## The terminal game's own refusals of a choice on the board
## (`tui::words`); "the game is over" also for `yote analyze`.

refusal-unreachable = { $move } cannot be chosen from here: press Esc and start again
refusal-no-move = the piece on { $square } has no legal move
refusal-nothing-to-take = there is no second piece to take now
refusal-no-chain = there is no chain of jumps to stop
refusal-must-jump-on = the piece on { $square } must jump again
refusal-game-over = the game is over
refusal-nothing-to-undo = there is no move to take back
refusal-nothing-to-redo = there is no move to redo

## How a game ended: who won, and why.

result-wins = { $name } wins
result-draw = Draw
reason-no-pieces-left = { $name } has no pieces left
reason-pieces-left = { $name } has only { $count ->
    [one] 1 piece
   *[other] { $count } pieces
} left
reason-few-pieces = both players have { $count } or fewer pieces
reason-repetition = the same position occurred { $count } times
reason-no-move = { $name } has no legal move
reason-no-move-more = { $name } has no legal move; { $leader } has more pieces, { $more } to { $fewer }
reason-no-move-equal = { $name } has no legal move; both have { $count } pieces
reason-agreed = the players agreed to a draw
reason-resigned = { $name } resigned
reason-out-of-time = { $name } lost on time
reason-out-of-time-no-win = { $name } ran out of time, but { $other } could not have won
reason-move-limit = the game reached { $count } moves

## Rule options and levels, wherever they are named.

second-piece-board = Standard
second-piece-board-or-hand = Second piece from the hand
second-piece-hand-if-board-empty = Boxed edition
second-piece-board-explain = The second piece must come from the board; pieces in hand are safe.
second-piece-board-or-hand-explain = The second piece may come from the board or from the opponent's hand.
second-piece-hand-if-board-empty-explain = The second piece comes from the board, or from the hand when the board has none.
level-easy = Easy
level-medium = Medium
level-hard = Hard

## The rules file and --set: what a value must be, and where it was

value-string = the string { $text }
value-number = the number { $number }
value-date = the date { $date }
value-list = a list
value-table = a table
takes-whole-or-off = 0 (off) or a whole number from { $min } to { $max }
takes-whole = a whole number from { $min } to { $max }
takes-flag = true or false
takes-choice = one of { $choices }
rules-must-be = { $key } must be { $what } (found { $found })
rules-found = found { $found }
rules-unknown-key = unknown key '{ $found }' (the keys are: { $keys })
rules-missing-key = missing key '{ $key }'
rules-not-a-value = '{ $key }' is a table ([{ $key }] or { $key }.…): a rules file holds only KEY = VALUE lines (the keys are: { $keys })
rules-too-many-pieces = { $key } must be a whole number from 1 to { $max } on a { $rows }×{ $columns } board (found { $found })
rules-win-not-below = { $key } must be a whole number from 0 to { $max } (pieces_per_player − 1), found { $found }
rules-draw-above = { $key } must be a whole number from 0 to { $max } (pieces_per_player), found { $found }
rules-not-toml = not valid TOML: { $message }
toml-control-character = column { $column } holds { $kind ->
        [nul] a NUL byte (U+0000)
       *[other] the control character { $code }
    }, which TOML allows nowhere
rules-not-assignment = expected KEY=VALUE
rules-control-character = a --set value is one line of text: it cannot hold a line break or other control character
place-file-line = { $file }, line { $line }
place-line = line { $line }
rules-option-help = { $key }: { $what } (default { $default })

## The rules in one line (replay title, resume offer, saved games):
## "5×6, 12 pieces each, Standard, multi-jump"

summary-board = { $rows }×{ $columns }
summary-pieces = { $count ->
    [one] 1 piece each
   *[other] { $count } pieces each
}
summary-first-player = { $side ->
    [white] White
   *[other] Black
} moves first
summary-mandatory-capture = mandatory capture
summary-multi-jump = multi-jump
summary-bonus-move = bonus move after capture
summary-jump-own-pieces = jumps over own pieces
summary-capture-all = capture all pieces to win
summary-win-at-most = win when the opponent has { $count } or fewer
summary-draw-at-most = draw when both have { $count } or fewer
summary-no-move-most-pieces = no legal move: most pieces wins
summary-no-repetition-draw = no repetition draw
summary-repetition-draw = draw on { $count }-fold repetition

## Files not read or not written (saved games, rules files, the
## preferences): what a path is, sizes

file-not-utf8 = not UTF-8 text
file-not-a-file = { $what }, not a regular file
file-too-large = the file is larger than { $max } ({ $size })
file-size-mib = { $count } MiB
file-size-kib = { $count } KiB
file-size-bytes = { $count ->
    [one] 1 byte
   *[other] { $count } bytes
}
file-kind-folder = a folder
file-kind-named-pipe = a named pipe (FIFO)
file-kind-char-device = a character device
file-kind-block-device = a block device
file-kind-socket = a socket
file-kind-other = a special file
file-exists = { $file } already exists
file-cannot-save = cannot save to { $file }: { $error }

# Where the finished game the autosave held went before the next game replaced it.
saves-finished-archived = The last finished game is archived now, as archive/{ $name }.
saves-finished-kept-aside = The last finished game could not be archived: it is kept in the data folder as { $name }.
# Why a listed game was not deleted (nothing was).
delete-archived = { $path } is an archived game: it is deleted only as one
delete-autosave = { $path } is an autosave: it is not deleted
delete-not-archived = { $path } is not in the archive
delete-changed = { $path } no longer holds the game listed: it is not deleted

## Saved games that do not load: the keys and values as the file writes
## them

saved-newer-format = made by a newer yote: format { $found }, this one reads format { $format }
saved-format-not-whole = format must be a whole number (found { $found })
saved-format-too-old = format must be { $format } (found { $found })
file-unknown-key = unknown key '{ $key }' (the keys are: { $keys })
file-unknown-key-in = unknown key '{ $key }' (the keys of [{ $table }] are: { $keys })
file-not-a-table = { $key } must be a table, [{ $key }] (found { $found })
saved-name-too-long = { $key } is longer than { $max ->
    [one] 1 character
   *[other] { $max } characters
}
saved-not-a-name = { $key } must be a name in quotes (found { $found })
saved-not-a-computer = { $key } must be "easy", "medium", "hard" or "engine" (found { $found })
saved-not-a-move-list = moves must be a list of moves in notation, e.g. ["@c3", "@d3"] (found { $found })
saved-move-not-text = move { $number }: a move must be in quotes, e.g. "@c3" (found { $found })
saved-not-a-word = { $key } must be a word in quotes (found { $found })
saved-not-a-winner = result.winner must be one of "white", "black", "draw" (found { $found })
saved-not-an-ending = result.by must be one of "rules", "agreement", "resignation", "time" (found { $found })
saved-in-rules = in [rules]: { $problem }
saved-no-result = the moves end the game ({ $ended }), but the file has no [result]
saved-claimed = the file says { $claim }, but the moves end with { $ended }
saved-goes-on = the file says { $claim }, but after its moves the game goes on
saved-agreement-not-draw = a game ended by agreement is a draw: result.winner must be "draw"
saved-resignation-draw = a resignation is not a draw: result.winner must be "white" or "black"
saved-reason = the file gives the reason "{ $said }", but the moves end with { $ended }
saved-record = the record says { $record }, but the moves end with { $ended }
saved-claim-wins = { $name } wins { $by ->
    [rules] by the rules
    [time] on time
    [agreement] by agreement
   *[other] by resignation
}
saved-claim-draw = a draw { $by ->
    [rules] by the rules
    [time] on time
    [agreement] by agreement
   *[other] by resignation
}
saved-ended-wins = { $name } wins ({ $reason })
saved-ended-draw = a draw ({ $reason })
saved-clock-dropped = { $key } could not be read: the game goes on without clocks

## The preferences file: its keys, values and key names as written

prefs-bad-name = { $key }: a name is one line of text, not empty or only spaces
prefs-not-a-command = { $key } must name a program, then its arguments (found an empty command)
prefs-no-engine = { $key } is "engine", but no engine command is set (engine = "CMD")
prefs-person-plays = { $problem }; a person plays that side
prefs-not-text = { $key } must be text in quotes (found { $found })
prefs-key-problem = { $key }: { $problem }
prefs-defaults-used = { $problem }; the default preferences are used
prefs-rules-file-refused = the preferences' rules_file: { $problem }; the standard rules are used
prefs-left-as-it-is = the preferences file is left as it is ({ $problem })
prefs-keys-unknown-table = unknown key table '{ $table }' (the tables are: { $tables }); ignored
prefs-keys-unknown-action = unknown action (the actions here are: { $actions })
prefs-keys-not-a-key = '{ $word }' is not a key (a character, or Enter, Esc, Backspace, Tab, Space, Up, Down, Left, Right, Home, End, PgUp, PgDn, Delete, Insert, F1-F12, each maybe after Ctrl-)
prefs-keys-reserved = { $key } is kept for quitting or suspending
prefs-keys-types-itself = { $key } types itself here (a name or file name is typed): bind a key that types nothing (Enter, Esc, an arrow, F1-F12, Ctrl- and a letter...)
prefs-keys-arrives-as = { $key } arrives as { $sent }: the terminal sends the two alike, so { $key } would never work; bind another key
prefs-keys-none-given = no key given (write one or more keys, separated by spaces)
prefs-keys-clash = { $key } would be both '{ $first }' and '{ $second }'
prefs-keys-anywhere-clash = keys.anywhere clashes with { $table }: { $problem }
prefs-keys-defaults-used = { $problem }; the default keys of { $table } are used
prefs-keys-defaults-used-both = { $problem }; the default keys of keys.anywhere and { $table } are used
prefs-note-more = { $note } (+{ $count } more on the settings screen)
prefs-more-problems = { $count ->
    [one] +1 more problem, not listed
   *[other] +{ $count } more problems, not listed
}

## How moves are counted, on every screen and in every text: in pairs, as
## the move list numbers them (a bonus move is in the pair of the move that
## earned it). $side is a colour's name or a player's.

move-number = move { $number }, { $side }
moves-played = { $count ->
    [one] 1 move
   *[other] { $count } moves
}

## A game's review, for `yote review` and the terminal game's review
## screen (`yote::words::review`). Losses are in pieces ($loss: "0.62");
## a forced result is counted in the player's own moves, as the hints
## count a win; $number is a move's place, as move-number says it.

review-budget-depth = depth { $depth }
review-budget-time = { $ms } ms a position
review-best = the best move
review-as-good = as good as { $best }, the move found
review-lost = { $mark ->
    [inaccuracy] inaccuracy: { $lost }
    [mistake] mistake: { $lost }
    [blunder] blunder: { $lost }
   *[none] { $lost }
}, better { $best } (expected: { $line })
review-lost-pieces = { $loss } pieces lost
review-lost-forced = then the opponent wins by force in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
review-lost-win = missed a win in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
review-threat-allowed = after it, { $from } could jump { $over } to { $to }
review-threat-missed = { $from } could jump { $over } to { $to }
review-missed-win = ; missed a win in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
review-forced-loss = ; then the opponent wins by force in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
review-counts = { $inaccuracies } ?!  { $mistakes } ?  { $blunders } ??
review-average-loss = average loss { $loss } pieces
review-missed = missed a win in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} at { $number }

## The position notation (docs/rules.md §5.1): why a line is not a position.

setup-refused = position '{ $text }': { $error }
setup-fields = a position is five fields separated by spaces (the board, the player to move, White's hand, Black's hand, the plies played); this line has { $found }
setup-rows = the board has { $rows } rows, the position { $found }
setup-row-too-long = row { $row } runs off the board: { $found } squares, and the board has { $columns } columns
setup-row-too-short = row { $row } has only { $found } squares, and the board has { $columns } columns
setup-bad-square = row { $row }: '{ $found }' is neither w, b nor a count of empty squares from 1 to 8
setup-split-run = row { $row }: two counts of empty squares side by side (write them as one)
setup-bad-to-move = '{ $found }' is not a player to move (w or b)
setup-not-a-number = { $field }: '{ $found }' is not a whole number
setup-too-many = { $name } has { $found } pieces, board and hand together, and the rules give each player { $most }
setup-ply-too-large = { $found } plies played is beyond the longest game ({ $most })
setup-field-board = the board
setup-field-to-move = the player to move
setup-field-white-hand = White's hand
setup-field-black-hand = Black's hand
setup-field-ply = the plies played
## A game across two computers: join codes, failures, refusals.

net-code-empty = no join code given
net-code-shape = that is not a join code: a number and two words, e.g. 7-ocean-violet
net-code-number = the join code's number runs from 1 to { $max }
net-code-word = '{ $word }' is not a word of join codes
net-rule-unset = not set
net-why-rule = { $key } is { $mine } here and { $theirs } there
net-why-rules = the two sides play under other rules: { $list }
net-why-wrong-code = the code is not this game's
net-why-version = the other side speaks protocol version { $theirs }, this one { $ours }
net-why-busy = the host is already playing with someone
net-why-not-yote = the other side does not speak the yote protocol
net-why-frame-large = a frame of { $bytes } bytes was announced (at most { $max })
net-why-frame-empty = an empty frame
net-why-too-long = the game is too long to send in one frame
net-why-timeout = the handshake took more than { $seconds } seconds
net-why-closed = the line closed
net-lost-left = the other player left
net-lost-silent = nothing heard for { $seconds } seconds
net-lost-tampered = a frame was changed on the way
net-lost-out-of-order = frames came out of order
net-refused-replayed = a frame sent a second time (a replay)
net-refused-too-frequent = too many messages: the rest are read slowly
net-refused-not-a-message = a sealed frame that holds no message
net-refusal-game-over = a message after the end of the game
net-refusal-not-their-turn = a move out of turn
net-refusal-wrong-ply = a move numbered { $ply } when the game has { $expected } moves
net-refusal-move = the move '{ $token }': { $why }
net-refusal-no-offer = an answer to no offer
net-refusal-unexpected = a second greeting
net-refusal-records = the two records of the game differ
net-refusal-no-clock = a flag in a game without a clock, or naming no side
clock-refused = { $text } is no time control: { $why }; write MINUTES+SECONDS, minutes then seconds added each move, e.g. 5+3 or 0.5+0 (5+3d for a delay, 5+3/3+3 for White's and Black's)
clock-fault-form = it needs minutes, a +, then seconds
clock-fault-not-a-number = not a number
clock-fault-negative = below zero
clock-fault-no-time = no time and no increment
clock-fault-too-long = more than { $hours } hours
