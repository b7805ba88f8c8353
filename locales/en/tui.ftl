# The terminal game's screens.

## The setup screen

setup-title = Yoté: a new game
setup-more-above = ↑ { $count ->
    [one] 1 more line
   *[other] { $count } more lines
} above
setup-more-below = ↓ { $count ->
    [one] 1 more line
   *[other] { $count } more lines
} below
setup-more-start = ({ $key } starts the game)
setup-second-piece = Second piece from the hand:
setup-off = Off
setup-on = On
setup-optional-rules = Optional rules
setup-rules-standard = as in the standard game
setup-rules-changed = { $count ->
    [one] 1 changed: { $names }
   *[other] { $count } changed: { $names }
}
setup-rules-show = { $key } shows them
setup-rules-hide = { $key } folds them
setup-players = Players
setup-coach = Coach
setup-coach-explain = a word after a move that leaves a piece to be jumped or misses a capture or a win
setup-language = Language
setup-start = [ Start the game ]
setup-new-to-yote = New to Yoté?
setup-puzzles = Puzzles
setup-presets = Presets:
setup-human = Human
setup-computer = Computer: { $level }
setup-computer-name = { $level } computer
setup-hint-selected = typing replaces it
setup-hint-editing = { $key } when done
setup-hint-name = { $who } who, { $edit } name
setup-preset-chosen = Preset: { $name }.
setup-name-too-long = A name has at most { $max } characters: '{ $char }' was not added.
setup-cannot-start = Cannot start: { $why }
setup-cannot-start-yet = Cannot start yet: { $why }
setup-largest = { $label }: { $value } is the largest allowed.
setup-smallest = { $label }: { $value } is the smallest allowed.
setup-problem = { $label }: { $why }.
setup-rules-clash = these rules do not hold together
setup-too-many-pieces = at most { $max } on a { $rows }×{ $columns } board, not { $pieces }
setup-win-too-high = must be fewer than the pieces per player ({ $pieces })
setup-draw-too-high = must be at most the pieces per player ({ $pieces })
setup-not-allowed = not allowed with the other rules
option-second-piece-explain = Where the second piece of a capture comes from.
option-multi-jump = Multi-jump
option-multi-jump-explain = The capturing piece may jump again, same move.
option-mandatory-capture = Mandatory capture
option-mandatory-capture-explain = If any capture is possible, you must capture.
option-bonus-move = Bonus move after a capture
option-bonus-move-explain = A capturing move earns one more move.
option-jump-own = Jump over own pieces
option-jump-own-explain = Jump over your own piece; nothing is removed.
option-win-at = Win when opponent has at most
option-win-at-explain = You win when the opponent has this many or fewer.
option-draw-at = Draw when both have at most
option-draw-at-explain = Draw when both have this many pieces or fewer.
option-no-legal-move = A player with no legal move
option-no-legal-move-explain = Loses, or the game ends and more pieces wins.
option-repetition = Draw on repetition
option-repetition-explain = Draw when a position occurs this many times.
option-rows = Rows
option-rows-explain = Rows of the board, 2 to 8 (1, 2, ... upwards).
option-columns = Columns
option-columns-explain = Columns, 2 to 8 (a, b, ... from the left).
option-pieces = Pieces per player
option-pieces-explain = Pieces each player starts with in hand.
option-first-player = First player
option-first-player-explain = Who moves first.
value-on = on
value-off = off
value-pieces = { $count ->
    [one] 1 piece
   *[other] { $count } pieces
}
value-loses = loses
value-most-pieces-wins = most pieces wins
value-times = { $count } times

## The game screen: title, board, rules line, prompts, game over

title-over = game over after move { $number }
title-move = move { $number }
board-title = Board
board-looking-back = Board: looking back
rules-heading = Rules:
rules-more = i: all rules
rule-board = { $rows }×{ $columns } board
rule-pieces-each = { $count ->
    [one] 1 piece each
   *[other] { $count } pieces each
}
rule-second-from-board = Second piece from the board
rule-jump-own = Jumps over own pieces
rule-win-all = Win by taking every piece
rule-win-at = Win at { $count } or fewer left
rule-draw-at = Draw when both have { $count } or fewer
rule-most-pieces = No move: more pieces wins
rule-no-repetition = No draw by repetition
rule-repetition = Draw on the { NUMBER($count, type: "ordinal") ->
    [one] { $count }st
    [two] { $count }nd
    [few] { $count }rd
   *[other] { $count }th
} repetition
rule-first = { $side ->
    [white] White
   *[other] Black
} moves first
over-title = Game over: { $who }
prompt-looking-back = Looking back { $what }. { $look } step through the moves; { $back } returns to the game.
prompt-after-move = after move { $number }, { $name }'s { $move }
prompt-at-start = at the start
prompt-game-over = Game over. { $result }
prompt-bonus = { $name }, bonus move
prompt-must-capture = { $who }: a capture is compulsory. Select a marked piece «» ({ $count ->
    [one] 1 piece
   *[other] { $count } pieces
} can capture).
prompt-drop-or-select = { $who }: drop a piece on an empty square, or select one of your pieces.
prompt-select = { $who }: select one of your pieces.
prompt-steps = + steps
prompt-captures = * captures ({ $count } possible, taking !{ $squares }!)
prompt-move-piece = { $who }: move the piece on { $square }: { $parts }.
prompt-repeats = = repeats a position for the { NUMBER($count, type: "ordinal") ->
    [one] { $count }st
    [two] { $count }nd
    [few] { $count }rd
   *[other] { $count }th
} time: a draw.
prompt-esc-cancels = { $key } cancels.
prompt-jump-again-stop = { $who }: jump again to * (taking !{ $squares }!), or { $key } to stop here.
prompt-jump-again-must = { $who }: jump again to * (taking !{ $squares }!) (the chain must go on).
prompt-marked-piece = a marked piece >{ $squares }<
prompt-hand-choice = { $key } for { $name }'s hand
prompt-choose-second = choose the second piece:
prompt-choose-second-n = second piece { $n } of { $total }: choose
prompt-remove = { $who }: { $which } { $choices }.
prompt-either = { $first } or { $second }
prompt-back = { $key } takes back the last one.

## What was played, on the status line

play-refused = Refused: { $why }
play-took-back-second = Took back the last second piece chosen.
play-cancelled = Cancelled.
play-threats-shown = Threats shown: ! a piece of yours can be taken, × one you can take.
play-threats-hidden = Threat marks hidden.
play-jumps-to = { $name } jumps to { $square }, capturing { $squares }.
play-bonus = { $text } Bonus move: { $name } moves again.
play-dropped = { $name } dropped a piece on { $square }.
play-moved = { $name } moved { $move }.
play-own-jump = { $name } jumped over their own piece: { $move }.
play-captured = { $name } played { $move }: captured { $jumped }, { $second }.
play-no-second = no second piece
play-removed = removed { $squares }
play-from-hand = { $count ->
    [one] 1 piece
   *[other] { $count } pieces
} from { $name }'s hand
play-took-back = Took back { $moves }.
play-took-back-end = Took back the end of the game.
play-the-end = the end of the game
play-again = Played { $moves } again.
play-back = Back to the game.
list-and = { $first } and { $last }

## The side panels

hand-in = In hand:
hand-lost = Lost:
hand-to-move = ▶ to move
hand-take = H or click: take from hand
moves-title = Moves
moves-looking-back = Moves: looking back

## The rules screen (i)

rules-board = Board: { $rows } rows × { $columns } columns. { $pieces } pieces each, all in hand at the start.
rules-first = { $side ->
    [white] White
   *[other] Black
} moves first.
rules-turn = A turn: drop a piece, step one square, or jump an enemy piece to capture it.
rules-directions = Steps and jumps go up, down, left or right only: never diagonally.
rules-second-piece = Second piece:
rules-second-piece-always = After every capture you remove a second enemy piece.
rules-jumps = Multi-jump: { $multi }.  Mandatory capture: { $mandatory }.
rules-bonus = Bonus move after a capture: { $bonus }.  Jump over own pieces: { $own }.
rules-win = You win when your opponent has { $count } or fewer pieces (board + hand).
rules-draw = Draw when both players have { $count } or fewer pieces.
rules-no-move-loses = A player with no legal move loses.
rules-no-move-count = No legal move ends the game: more pieces wins, equal counts draw.
rules-no-repetition = Repeating a position never draws.
rules-repetition = Draw when the same position occurs { $count } times.
rules-close = Press any key to close.

## Keys: the key bar's words and the help's lines

key-help-presets-standard-hand-boxed-edition = presets: Standard, Hand, Boxed edition
key-help-move-the-cursor = move the cursor
key-help-look-at-earlier-moves-or-click-one = look at earlier moves (or click one)
key-bar-quit-at-once = quit at once
key-help-quit-at-once = quit at once
key-bar-suspend = suspend
key-help-suspend-fg-resumes = suspend (fg resumes)
key-bar-help = help
key-help-this-help = this help
key-bar-rules = rules
key-help-the-rules-in-words = the rules in words
key-bar-line = line
key-help-choose-a-line = choose a line
key-bar-change = change
key-help-change-the-value-human-or-a-level = change the value (Human or a level)
key-bar-edit = edit
key-help-edit-a-name-change-a-value = edit a name, change a value
key-bar-presets = presets
key-bar-start = start
key-help-start-the-game = start the game
key-bar-open = open
key-help-open-a-saved-game-asks-which = open a saved game (asks which)
key-bar-quit = quit
key-help-quit = quit
key-bar-resume = resume
key-help-resume-the-unfinished-game-offered = resume the unfinished game offered
key-bar-discard = discard
key-help-discard-it-asks-first = discard it (asks first)
key-bar-done = done
key-help-done-keep-what-is-typed = done: keep what is typed (a name, a time control)
key-bar-delete = delete
key-bar-clear = clear
key-bar-delete-game = delete
key-help-delete-the-game-chosen = delete the game chosen in the list (asks first)
key-bar-choose = choose
key-help-drop-select-move-choose-or-click = drop, select, move, choose; or click
key-bar-undo = undo
key-help-undo-a-whole-move = undo a whole move
key-bar-redo = redo
key-help-redo-a-whole-move = redo a whole move
key-bar-hint = hint
key-help-hint-the-move-suggested = hint: the move suggested
key-bar-threats = threats
key-help-show-or-hide-the-threat-marks = show or hide the threat marks (! ×)
key-bar-draw = draw
key-help-offer-a-draw = offer a draw
key-bar-resign = resign
key-help-resign = resign
key-bar-save = save
key-help-save-to-a-file = save to a file
key-bar-look-back = look back
key-bar-cursor = cursor
key-bar-cancel = cancel
key-help-cancel-the-move-pause-the-computer = cancel the move; pause the computer
key-bar-take-back = take back
key-help-take-back-the-last-choice = take back the last choice
key-bar-from-hand = from hand
key-help-second-piece-from-the-hand-or-click = second piece from the hand (or click)
key-bar-stop = stop
key-help-stop-a-chain-of-jumps = stop a chain of jumps
key-bar-pause = pause
key-help-pause-resume-the-computer = pause / resume the computer
key-bar-restart = restart
key-help-a-new-game-same-rules-and-players = a new game, same rules and players
key-bar-replay = replay
key-help-replay-the-game-move-by-move = replay the game move by move
key-bar-rematch = rematch
key-help-rematch-same-rules-colours-swapped = rematch: same rules, colours swapped
key-bar-setup = setup
key-help-back-to-the-setup-screen = back to the setup screen
key-help-take-back-the-last-move = take back the last move
key-help-replay-the-game-play-on-from-any-move = replay the game; play on from any move
key-help-save-the-game-to-a-file = save the game to a file
key-bar-new = new
key-bar-earlier-later = earlier/later
key-help-an-earlier-a-later-position = an earlier / a later position
key-bar-back-to-the-game = back to the game
key-help-back-to-the-game = back to the game
key-bar-step = step
key-help-one-move-back-forward = one move back / forward
key-bar-start-end = start/end
key-help-to-the-start-to-the-last-move = to the start / to the last move
key-bar-play-on-from-here = play on from here
key-help-play-on-from-here-as-a-new-game = play on from here, as a new game
key-bar-back = back
key-help-back-to-where-the-replay-was-opened = back to where the replay was opened
key-bar-confirm = confirm
key-help-save-or-open-the-file-named = save or open the file named
key-help-cancel = cancel
key-help-choose-a-saved-or-archived-game-open = choose a saved or archived game (open)
key-bar-yes = yes
key-help-yes-overwrite-the-file-when-asked = yes (overwrite the file, when asked)
key-bar-no = no
key-help-no-keep-the-file-when-asked = no (keep the file, when asked)
key-bar-scroll = scroll
key-help-scroll = scroll
key-bar-close-or-any-key = close (or any key)
key-help-close-any-other-key-too = close (any other key too)
key-context-always = Everywhere
key-context-anywhere = On every screen
key-context-setup = Setup screen
key-context-name = Typing on the setup screen
key-context-game = Playing
key-context-over = Game over
key-context-looking = Looking back at earlier moves
key-context-replay = Replay
key-context-prompt = File name prompt
key-context-dialog = Questions (confirm, draw offer, overwrite)
key-context-popup = Help and rules pop-ups
key-bar-more = more

## Pop-ups: help, rules, questions, draw offer

popup-help = Help: every key
popup-rules = The rules of this game
popup-confirm = Please confirm
popup-draw-offer = Draw offer
draw-offered = { $name } offers a draw.
draw-answer = { $name }: accept ({ $yes }) or decline ({ $no })?
help-marks-1 = Marks: [ ] cursor  { "{" } { "}" } selected  ( ) last move
help-marks-2 = + step  * capture  !●! it takes  = draws (repeats)
help-marks-3 = «○» must capture  >●< second piece  × taken
help-autosave = Every change is autosaved; the next start offers to resume an unfinished game.
confirm-resign = { $name } resigns the game?
confirm-restart = Start this game again from the beginning?
confirm-quit = Quit the game?
confirm-discard = Discard the unfinished game? It cannot be resumed afterwards.
confirm-undo = Take back while the clocks run? The clocks go back with the moves.
confirm-peer-undo = { $name } asks to take the game back to move { $number }. Agree?
confirm-save-elsewhere = { $no }, then { $save }, saves it elsewhere.
key-help-delete-before-under-the-cursor = delete before / under the cursor
key-help-move-in-the-line = move in the line
key-bar-settings = settings
key-help-settings-theme-characters-names-level = settings: theme, characters, names, level, engine
key-bar-move = move
key-help-save-the-settings-and-use-them = save the settings (and use them)
key-help-back-to-the-setup-screen-unsaved = back to the setup screen, unsaved
key-help-change-the-value-move-in-a-line = change the value; move in a line
key-help-to-the-start-end-of-a-line = to the start / end of a line
key-help-clear-a-line = clear a line
key-context-settings = Settings
key-context-connect = Playing someone on another computer
key-help-connect-line = choose host, join or resume, or a line
key-help-connect-go = host, join or resume, or the next line
key-help-connect-back = stop waiting or calling; back to the setup screen
key-bar-learn = learn
key-help-learn-to-play-the-lessons = learn to play: the lessons
key-bar-try = try
key-help-open-a-lesson-try-the-move-typed = open a lesson, try the move typed, go on after a right one
key-help-choose-a-lesson-or-a-task = choose a lesson, or a task of the lesson
key-help-move-the-cursor-choose-a-lesson = move the cursor on the board, choose a lesson
key-help-the-first-step-of-a-right-move = the hint: the first step of a right move
key-help-back-to-the-lessons-or-the-setup-screen = back to the lessons, or to the setup screen
key-bar-coach = coach
key-help-the-coach-on-or-off = the coach on or off: a word after a risky move
coach-on = The coach is on: it speaks up after a move that leaves a piece to be jumped, or misses a capture or a win.
coach-off = The coach is off.
coach-missed-win = Coach: { $win } won at once (marked).
coach-missed-capture = Coach: { $there } captured (marked).
coach-missed-forced-win = Coach: { $win } won by force, the engine sees (marked).
coach-left-jumpable = Coach: now { $by } jumps your piece on { $piece }.
key-context-learn = Lessons and puzzles
key-bar-puzzles = puzzles
key-help-puzzles-made-by-the-engine = puzzles made by the engine, rated

## The computer opponent and hints

computer-hint-why = Hint: { $move }, marked ~ ~: { $why }. { $key } plays it.
hint-why-wins = it wins in { $count ->
    [one] one move
   *[other] { $count } moves
}
hint-why-stops-loss = it stops a loss next move
hint-why-material = it wins { $count ->
    [one] a piece
   *[other] { $count } pieces
}
hint-why-saves = it saves { $count ->
    [one] a piece under attack
   *[other] { $count } pieces under attack
}
hint-why-holds-out = the game is lost: this holds out longest
hint-why-quiet = a quiet move
computer-no-move = The computer found no move to play.
computer-paused-stopped = Paused: the computer stopped thinking. { $key } lets it play on.
computer-hint-stopped = No hint: stopped.
computer-is-paused-undo = { $name } is paused: { $pause } lets it play on, { $undo } takes moves back.
computer-wait = Wait: { $name } is thinking ({ $undo } takes moves back, { $cancel } pauses).
computer-declines-draw = { $name } declines the draw: the computer plays on.
computer-none = There is no computer player in this game.
computer-paused-waits = Paused: the computer waits. { $key } lets it play on.
computer-plays-on = The computer plays on.
computer-hint-over = The game is over: no hint.
computer-hint-person = Hints are for a person to move.
computer-hint-looking = Looking for a hint… ({ $key } stops)
computer-depth = depth { $depth }
computer-status-paused = { $name } ({ $level }) is paused: { $key } lets it play on.
computer-status-thinking = { $name } is thinking ({ $level }{ $depth })…
computer-status-hint = Looking for a hint ({ $level }{ $depth })… { $key } stops.
machine-engine = Engine
engine-named = Engine: { $name }
setup-engine-where = To play an external engine, set engine = "CMD" in the preferences file (see docs/configuration.md).
engine-not-set = No engine is set (engine = "CMD" in the preferences)
engine-failed = { $name } failed ({ $why })
engine-handed-over = { $why }: you play { $side } now.

## The replay screen

replay-title = Yoté replay
replay-title-move = { $move } (of { $total })
replay-title-start = the start (of { $total })
replay-board = Board (replay)
replay-at-start = Already at the start.
replay-at-end = Already at the last move.
replay-over-here = the game is over here: step back to play on from an earlier move
replay-end = End of the game. { $who }: { $why }.
replay-start = The start: no moves yet ({ $count } in the game). { $key } steps forward.
replay-move-of = Move { $number } of { $total }
replay-played = played { $move }.

## Notes of the app: resumed, replay, rematch, a terminal too small

app-resumed = Resumed the unfinished game: { $count ->
    [one] 1 move
   *[other] { $count } moves
}. Every move is autosaved.
app-replay = Replay: { $step } step, { $jump } jump, { $play_on } plays on from here, { $close } returns.
app-redo-later = { $key } redoes the { $count } moves that followed.
app-play-on = Playing on from move { $number } as a new game.
app-rematch = Rematch: same rules, colours swapped.
app-draw-declined = { $name } declined the draw.
app-new-game = A new game with the same rules and players.
app-enlarge = Please enlarge the terminal.
app-needed = Needed { $width }×{ $height }, now { $now_width }×{ $now_height }.
app-keys-ignored = Keys are ignored until then.
app-keys-ignored-count = { $count ->
    [one] 1 key
   *[other] { $count } keys
} ignored until then.

## The offer to resume an unfinished game

resume-unreadable = The autosave could not be read (it is kept): { $message }
resume-moves = { $count ->
    [one] 1 move
   *[other] { $count } moves
} played
resume-resume = resume it
resume-discard = discard it
resume-or-new = or set up a new game below
resume-title = An unfinished game was kept

## The file dialogs, the autosave's notes, opening and saving, the settings screen

file-save-title = Save the game
file-open-title = Open a saved game
file-name = File name:
file-folder = (a name without a folder is in { $folder })
file-overwrite-ask = { $path } already exists. Overwrite it?
file-overwrite = overwrite
file-keep-it = keep it
file-save = save
file-open = open
file-cancel = cancel
file-clear = clear
file-not-overwritten = Not overwritten: choose another name.
file-type-a-name = Type a file name first.
file-no-games = No saved or archived games in the data folder yet.
file-games = Saved and archived games ({ $count }), { $keys } to choose:
file-games-some = Saved and archived games ({ $shown } of { $count }, go past the last for more), { $keys } to choose:
file-reading = Reading the saved and archived games…
file-does-not-read = { $file } does not read
file-delete = delete
file-delete-ask = Delete { $path }? It cannot be brought back.
file-delete-archived-ask = { $path } is a finished game in the archive. Delete it?
file-delete-archived-sure = Really delete the archived game { $path } for good?
file-deleted = Deleted { $path }.
file-not-deleted = Not deleted: { $why }
file-not-deleted-kept = Not deleted: the game is kept.
file-choose-to-delete = Choose a game in the list first to delete it.
file-autosave-not-deleted = An autosave is not deleted from here: it is the live copy of a game.
file-game = { $white } vs { $black } · { $count ->
    [one] 1 move
   *[other] { $count } moves
} · { $result }
file-unfinished = unfinished
file-drawn = drawn
file-won = { $name } won

saves-no-data-folder = no data folder was found (YOTE_DATA_DIR sets one)
saves-other-game-running = Another game is running on this data folder: this one autosaves to { $path }.
saves-all-slots-taken = { $count ->
    [one] another game is running
   *[other] { $count } other games are running
} on { $folder }
saves-not-autosaved = This game is not autosaved: { $why }.
saves-not-saved = This game is not saved: { $why }.
saves-autosave-off = Autosave is off: { $why }; { $key } saves the game.
saves-earlier-not-kept = the earlier autosave could not be kept: { $why }
saves-archived = The finished game is kept as archive/{ $name }.
saves-not-archived = The finished game could not be archived: { $why }.
saves-works-again = Autosave works again: the game is saved.
saves-kept-unreadable = Kept the unreadable autosave as { $path }.
saves-kept-earlier = Kept the earlier game as { $path }.
saves-cannot-autosave = Cannot autosave: { $why }.
saves-state-off = ⚠ autosave off
saves-state-failing = ⚠ not saved
saves-exists = { $path } already exists
saves-not-a-file-retype = { $path } is { $what }, not a file: type another name
saves-file-in-the-way = { $path } is a file, not a folder
saves-no-such-folder = the folder { $folder } does not exist
saves-no-permission = no permission to write in { $folder }
saves-disk-full = the disk of { $folder } is full
saves-read-only = { $folder } is on a read-only disk
saves-is-a-folder = { $path } is a folder
saves-cannot-save = cannot save to { $path }: { $error }

app-opened = Opened { $file }. { $what }
app-opened-finished = A finished game: { $step } step through it, { $play_on } plays on from a move.
app-opened-unfinished = { $count ->
    [one] 1 move played
   *[other] { $count } moves played
}. { $key } replays them.
app-saved-to = Saved to { $path }.
app-not-saved = Not saved: { $why }.
app-discarded = The unfinished game was discarded.
app-cannot-discard = Cannot discard it: { $why }
app-cannot-replay = Cannot replay: { $why }
app-cannot-resume = Cannot resume: { $why }
app-prefs-saved = Saved to { $path }; in use now.
app-not-remembered = Names and rules not remembered: { $why }
app-no-game-to-save = there is no game to save

settings-title = Yoté · Settings
settings-theme = Theme
settings-glyphs = Characters
settings-white-name = White's name
settings-black-name = Black's name
settings-level = Computer level
settings-rules-file = Default rules file
settings-theme-auto = auto
settings-theme-dark = dark
settings-theme-light = light
settings-theme-high-contrast = high contrast
settings-theme-basic = basic (16 colours)
settings-theme-monochrome = monochrome
settings-glyphs-auto = auto (from the locale)
settings-glyphs-unicode = Unicode
settings-glyphs-ascii = ASCII
settings-level-unset = not set (default: { $level })
settings-no-config = no config folder
settings-file = File: { $file }
settings-rules-file-note = A rules file is relative to the config folder; ~/ is the home folder.
settings-engine = Engine command
settings-engine-time = Engine time (ms)
settings-engine-unset = none (no engine to play)
settings-engine-time-unset = not set (default: { $ms })
settings-engine-note = The engine: a program, then its arguments (no shell); empty for none. Its time a move: { $min } to { $max } ms.
settings-unreadable = Not saved: the file does not read ({ $problem }); fix or remove it first.
settings-no-folder = Not saved: no config folder is known.
players-versus = vs

## Below the minimum size: the way out.
app-small-quit = Press q or Ctrl-C to quit.

## The settings screen, for theme = "auto": what it chose, and why.
theme-auto-chose = auto ({ $theme })
theme-auto-why = Auto chose { $theme }: { $why }.
theme-why-no-color = NO_COLOR is set
theme-why-true-colour = your terminal says it has true colour
theme-why-256-colours = your terminal says it has 256 colours
theme-why-not-true-colour = your terminal did not say it has true colour

## The threats on the board, on the status line (both fit 80 columns
## together). $second is how many second pieces the longest capture takes.
threats-can-take = × { $name } can take { $count } (+{ $second } of their choice)
threats-in-danger = ! { $name } can lose { $count } next move
threats-hand-exposed = , hand too

# The review screen (src/tui/review/).
key-bar-review = review
key-help-review-every-move-with-the-engine = review every move with the engine (Esc stops it)
key-bar-marks = marked moves
key-help-previous-next-marked-move-review = the previous / next move marked ?! ? ?? (review)
review-tui-title = Yoté review
review-tui-board = Board (review)
review-tui-summary = Summary
review-tui-summary-waits = The summary comes with the review.
review-tui-summary-none = Not reviewed.
review-tui-graph = Evaluation, pieces (White above, Black below)
review-tui-running = Reviewing: { $done } of { $total } positions · { $key } stops
review-tui-stopped = Review stopped.
review-tui-stopped-again = Review stopped. { $key } starts it again.
review-tui-not-ready = The review is not ready yet.
review-tui-no-more-marks = No more marked moves that way.
review-tui-ready = Reviewed. { $marks } jumps to the marked moves; { $play_on } plays on from any move.

setup-clock = Clock (min + s a move)
setup-clock-custom = custom…
setup-clock-custom-hint = { $key } types it
setup-clock-typing = Type minutes + seconds added a move: 5+3, or 0.5+0 (decimal minutes); for odds, White's then Black's: 5+3/3+2. { $key } when done.
setup-clock-custom-first = type the custom time control on the Clock line first, or choose another
clock-paused = Paused: the board is hidden while the clocks stand. { $key } plays on.
clock-paused-line = Paused: the board is hidden while the clocks stand, until both computers are connected.
clock-paused-note = The clocks are paused ({ $key } plays on)
clock-running = The clocks run again
clock-flag-fell = { $name }'s flag fell
clock-no-take-back = The flag fell: the game stands as it ended, nothing is taken back

## Playing someone on another computer, from the setup screen.
setup-network = Play someone on another computer ›
connect-title = Play someone on another computer
connect-rules = Rules: { $rules }
connect-host = Host a game: you play White as { $name }; the other player joins with a code
connect-join = Join a game: type the code and the address the host gives (you are { $name })
connect-starting = Starting to listen…
connect-code = Join code
connect-address = Address
connect-addresses = The other player can reach this computer at:
connect-tell = Tell the other player: yote join { $code } { $address }
connect-join-example = A code looks like 7-ocean-violet; an address is HOST or HOST:PORT, e.g. 192.168.1.20:9683
connect-no-address = type the host's address (HOST or HOST:PORT)
connect-calling = Calling { $address }…
connect-cannot-host = Cannot host the game: { $why }
connect-keys-choose = { $choose } { $go } choose · { $back } back
connect-keys-hosting = { $back } stop waiting
connect-clock = On the clock: { $clock } (the joiner plays on it too)
connect-clock-none = No clock
connect-clock-unset = The setup screen's custom clock has no time typed: the game is hosted without a clock
connect-clock-host-decides = The host's clock is the game's: this screen's { $clock } is not used when joining
connect-resume = Resume the game with { $name } ({ $moves }), with a new code
net-clock-paused = The clocks are paused.
net-on-clock = On the clock: { $clock }.
net-clock-no-pause = Across two computers the clocks stop only while the line is down.
net-calling-in = Waiting for { $name } to come back: calling again in { $seconds } s (attempt { $attempt })…
net-gave-up = { $name } cannot be called again: { $why }. The game is kept.
