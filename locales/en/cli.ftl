# The command line: --help of every command and argument, the text the
# commands print for people, and their error messages.

## --help: the program and its global options

cli-about = Yoté, the West African capture game, in the terminal
cli-rules = Rules file to play under (default: the built-in standard rules; several apply in order).
cli-set = Override one rule, e.g. --set second_piece=board-or-hand (repeatable).
cli-set-long = Override one rule, e.g. --set second_piece=board-or-hand (repeatable; --set wins over --rules).
cli-set-keys = The keys of rules.toml:
cli-set-checked = Checked together: pieces_per_player at most rows × columns / 2, win_when_opponent_has_at_most below pieces_per_player, draw_when_both_have_at_most at most pieces_per_player.
cli-load = Open a saved game where it stopped.
cli-clock = Play on a clock: MINUTES+SECONDS, the minutes each player has, then the seconds added after each move (5+3; 0.1+0 is six seconds; 5+3d a delay; 5+3/3+3 White's and Black's).
cli-lang = Language of the game and its messages: en, es or cs (default: from LC_ALL, LC_MESSAGES or LANG).
cli-help = Print help
cli-version = Print version
cli-help-command = Print this message or the help of the given command
cli-help-command-name = The command whose help to print
cli-possible-values = [possible values: { $values }]
cli-default = [default: { $value }]
cli-heading-usage = Usage:
cli-heading-commands = Commands
cli-heading-arguments = Arguments
cli-heading-options = Options

## --help: the commands

cli-position = Replay moves from the start and print the position.
cli-position-moves = Moves in notation, e.g. @c3 @d3 c3-c4.
cli-position-game = Print the position of this saved game instead (it has its own rules).
cli-position-json = Print one JSON object instead of the board.
cli-position-svg = Write an SVG diagram of the position to FILE ('-': standard output) instead of printing it.
cli-perft = Count move sequences of each depth up to DEPTH.
cli-perft-depth = How many moves deep to count, 1 to 20.
cli-moves-first = Moves to play first, in notation.
cli-bench = Measure the engine: perft speed and random playouts per second.
cli-bench-depth = Perft depth to time from the start position, 1 to 7.
cli-bench-games = Random games to play to the end, 1 to 100 000 000.
cli-analyze = Search the position after MOVES and print the computer's move.
cli-analyze-depth = Search exactly N plies (the same answer every time).
cli-analyze-time = Search for MS milliseconds (default 1000).
cli-json = Print one JSON object.
cli-match = Play games between two computer players and print the score.
cli-match-white = The first player (White in the first game): easy, medium, hard, random, depth:N, time:MS or engine:CMD.
cli-match-black = The second player (Black in the first game).
cli-match-games = How many games.
cli-match-openings = Random plies played from the start before each pair of games.
cli-match-seed = Seed of the openings and of the players' random choices.
cli-match-jobs = Games played at once (each on a thread of its own).
cli-match-memory = The most memory, in MiB, that the players' tables take together over all the games played at once (two tables a game, at most 16 MiB each).
cli-match-json = Print the summary as one JSON object.
cli-review = Judge every move of a saved game against the best move the computer finds.
cli-review-file = The saved game to review.
cli-review-depth = Search every position exactly to depth N, 2 to 64 (default { $default_depth }; the same answer every time).
cli-review-time = Search every position for MS milliseconds instead of to a fixed depth.
cli-review-jobs = Positions searched at once, each on a thread of its own, 1 to 64 (default: the cores).
cli-review-write = Keep the review in the file (a [review] table), so that the game opens with it ready.
cli-completions = Print a shell completion script (bash, zsh, fish, elvish, powershell).
cli-completions-shell = The shell to complete for.
cli-man = Print the man page (roff), e.g. yote man | man -l -

## What the commands print

# `yote position`: one line per player under the board.
position-side = { $side } in hand { $hand }, on board { $board }, lost { $lost }
position-move = move { $number }
position-moves-played = { $count ->
    [one] 1 move played
   *[other] { $count } moves played
}
position-to-move = { $side ->
    [white] White
   *[other] Black
} to move, { $count ->
    [one] 1 legal move
   *[other] { $count } legal moves
}
position-over-win = game over: { $side ->
    [white] White
   *[other] Black
} wins ({ $reason })
position-over-draw = game over: draw ({ $reason })
# `yote perft` and `yote bench`.
perft-line = depth { $depth }: { $nodes }
bench-perft = perft { $depth }: { $nodes } in { $secs } s ({ $rate } M/s)
bench-playouts = playouts: { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $moves } moves in { $secs } s ({ $rate } games/s, { $move_rate } M moves/s)
# `yote analyze`.
analyze-best = best move { $move }
analyze-score = score { $verdict }
analyze-line = line { $line }
analyze-depth = depth { $depth }, { $nodes } positions in { $secs } s
analyze-wins-in = { $side ->
    [white] White
   *[other] Black
} wins in { $plies ->
    [one] 1 ply
   *[other] { $plies } plies
}
analyze-loses-in = { $side ->
    [white] White
   *[other] Black
} loses in { $plies ->
    [one] 1 ply
   *[other] { $plies } plies
}
analyze-pieces-for = { $score } pieces for { $side ->
    [white] White
   *[other] Black
}
# `yote match`.
match-heading = { $white } against { $black }: { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $openings }-ply openings, seed { $seed }
match-tally = { $player }: { $wins } wins, { $draws } draws, { $losses } losses
match-score = score { $score }% (95% interval { $low }% to { $high }%)
match-elo = Elo difference { $elo } (95% interval { $low } to { $high })
match-progress = games
# `yote review`.
review-progress = positions
review-heading = { $white } (White) against { $black } (Black): { $moves }, reviewed at { $budget }
review-too-large = { $file }: the review would make the file larger than 1 MiB, the most a saved game may be; it is not written
review-part = Only the first { $plies } of the game's { $total } plies are reviewed: a review at { $budget } takes no more.
review-part-not-written = { $file }: a review at this budget takes only the first { $plies } of the game's { $total } plies, and the file keeps a review of every move; it is not written (a shallower --depth takes more)
review-too-deep = a review at { $budget } would take too long for even one move: the deepest is depth { $deepest }
review-too-long = a review at { $budget } would take too long for even one move: at most { $most } ms a position

## Error messages

cli-error-not-utf8 = error: an argument is not valid UTF-8 text
cli-error-arg-not-utf8 = error: argument { $number } '{ $arg }' is not valid UTF-8 text
cli-error-value-not-utf8 = error: argument { $number } '{ $arg }' (the value of { $flag }) is not valid UTF-8 text
cli-error-file-not-utf8 = { $file }, line { $line }: not UTF-8 text
cli-error-load-with-command = --load opens a game in the terminal: it cannot be used with a command (for `position`, use --game FILE)
cli-error-rules-with-game = a saved game carries its own rules: { $flag } cannot be used with --rules or --set
cli-error-clock-with-command = --clock is for a game in the terminal: it cannot be used with a command
cli-error-clock-with-game = a saved game carries its own clocks: --clock cannot be used with --load
cli-error-man = cannot write the man page: { $error }
cli-error-generated-not-utf8 = the generated text is not UTF-8
cli-error-terminal = terminal: { $error }
cli-error-no-terminal = the game needs a terminal to play in, and there is none here. Without one, run a command instead: yote position, yote analyze, yote match, yote perft (yote --help lists them all)

## clap's usage errors: the argument, value or command as typed

cli-clap-error = error: { $message }
cli-clap-tip = tip: { $tip }
cli-clap-try-help = For more information, try '{ $help }'.
cli-clap-unknown-argument = unexpected argument '{ $arg }' found
cli-clap-unknown-command = unrecognized subcommand '{ $command }'
cli-clap-value-required = a value is required for '{ $arg }' but none was supplied
cli-clap-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-clap-unexpected-value = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
cli-clap-missing-arguments = the following required arguments were not provided:
cli-clap-used-twice = the argument '{ $arg }' cannot be used multiple times
cli-clap-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
cli-clap-conflict-list = the argument '{ $arg }' cannot be used with:
cli-clap-similar-command = { $count ->
    [one] a similar subcommand exists
   *[other] some similar subcommands exist
}: { $names }
cli-clap-similar-argument = { $count ->
    [one] a similar argument exists
   *[other] some similar arguments exist
}: { $names }
cli-clap-similar-value = { $count ->
    [one] a similar value exists
   *[other] some similar values exist
}: { $names }
cli-clap-pass-as-value = to pass '{ $arg }' as a value, use '{ $instead }'
cli-clap-exists = '{ $found }' exists
cli-value-whole = { $value } is not a whole number from { $min } to { $max }
cli-value-whole-empty = no number given: a whole number from { $min } to { $max } is needed
cli-match-not-a-player = '{ $spec }' is not a player: use easy, medium, hard, random, depth:N, time:MS or engine:CMD
cli-match-bad-depth = '{ $spec }': the depth must be a whole number from 1 to { $max }
cli-match-bad-time = '{ $spec }': the time must be a whole number of milliseconds from 1 to { $max }

# Output and input that could not be used (harden)
cli-error-stdout = cannot write the output: { $error }

## The engine protocol (`yote engine`) and engines in `yote match`

cli-engine = Speak the engine protocol on standard input and output (see docs/scripting.md).
engine-error-too-long = the line is longer than { $max } bytes
engine-error-not-utf8 = the line is not UTF-8 text
engine-error-searching = a search is running: send stop first
engine-error-unknown = '{ $command }' is not a command: use yote, rules, position, go, stop or quit
engine-error-version = this engine speaks protocol version { $version }: send 'yote { $version }'
engine-error-go = use go depth N, go time MS or go nodes N
engine-error-depth = the depth must be from 1 to { $max }
cli-match-engine-time = Milliseconds per move for engine:CMD players (sent as go time MS).
cli-match-record = Save every game in this folder, as saved games (game-0001.toml, …) that yote --load and yote review read.
cli-match-engine-nodes = Engine players search this many positions a move (sent as go nodes N) instead of --engine-time, which then bounds their wait.
cli-match-max-plies = A game still going after this many plies is stopped and scored a draw (at most 1000, the default).
cli-match-record-folder = cannot make the folder { $folder } for the games: { $error }
match-engine-lost = game { $game }: { $player } loses it: { $why }
match-engine-start = it could not be started ({ $error })
match-engine-died = it ended or closed its output
match-engine-hung = no answer within { $ms } ms
match-engine-illegal = it answered '{ $answer }', which is not a legal move here
match-engine-refused = it refused a line: { $answer }
match-engine-unexpected = it answered '{ $answer }' to { $asked ->
    [greeting] the greeting
    [rules] the rules
    [position] the position
    [go] go
   *[stop] stop
}
match-engine-flooded = it wrote more than { $mib } MiB that nobody asked for
match-engine-no-start = { $player } could not be started ({ $error }): no game is played
engine-error-twice = '{ $key }' is given twice
engine-error-time = the time must be from 1 to { $max } milliseconds
engine-error-nodes = the positions must be from 1 to { $max }
cli-match-sprt = A sequential test (SPRT, 5% errors) of the first player's Elo advantage: ELO0 against ELO1, stopping when one is accepted; --games is the cap.
cli-match-bad-sprt = '{ $value }' is not a test: use ELO0,ELO1 with ELO0 below ELO1, e.g. 0,20
match-sprt = SPRT Elo { $elo0 } against { $elo1 }: llr { $llr } (bounds { $low } to { $high }), { $verdict }
match-sprt-h0 = H0 accepted
match-sprt-h1 = H1 accepted
match-sprt-open = no decision within the games
cli-analyze-threads = Search threads (default: 1 with --depth, the deterministic search; every core with --time).
cli-match-threads = Search threads of each hard or time:MS player (default: the cores shared among the --jobs; the other players use one).
cli-engine-threads = Search threads for go (default: 1 for go depth alone, every core otherwise).
cli-engine-without = Search without these parts of the selective search (comma-separated), to measure what each is worth in games: null-move, reductions, futility, conversion.
cli-svg-no-folder = the folder { $folder } does not exist
cli-svg-folder-takes-no-file = no file can be written in { $folder } (the system makes no new file there)

## The caption of `yote position --svg`.

diagram-turn = move { $number }, { $side } to move
diagram-over = { $moves }: { $result } ({ $reason })
diagram-hands = in hand: { $white } { $white_hand }, { $black } { $black_hand }

## yote host and yote join: a game across two computers.

cli-host = Play someone on another computer: show a join code and wait for them.
cli-host-port = The port to listen on (0: any free one, said when listening).
cli-host-bind = The address to listen on (default: every address of this computer).
cli-host-resume = Go on with the game kept from the last yote host, with a new code.
cli-host-black = Play Black (the host plays White otherwise).
cli-host-clock = Host the game on a clock, the other player's too: MINUTES+SECONDS as --clock takes it (5+3). On the full screen only.
cli-join = Join a game another computer hosts, with its join code.
cli-join-code = The join code the host shows, e.g. 7-ocean-violet.
cli-join-address = The host's address: HOST or HOST:PORT.
cli-net-name = Your name, as the other player sees it.
cli-net-lines = Play in lines, even in a terminal (the full-screen game otherwise).
net-code = Join code: { $code } (about { $bits } bits; tell it to the other player, and no one else)
net-listening = Listening on { $address }. The other player types: yote join { $code } ADDRESS:{ $port }
net-kept-replaced = { $count ->
    [one] A game across two computers of 1 move was kept
   *[other] A game across two computers of { $count } moves was kept
}; this new game replaces it (yote host --resume goes on with a kept game).
net-nothing-to-resume = there is no game of yote host kept to resume
net-cannot-listen = cannot listen on { $address }: { $error }
net-bad-address = '{ $address }' is not an address to join: { $error }
net-no-address = no address found
net-join-failed = could not join the game: { $why }
net-resuming = The game goes on ({ $moves }).
net-clock-with-resume = --clock cannot be given with --resume: the game kept goes on with its own clock
net-clock-lines = --clock plays on the full screen only: leave out --lines (or the clock)
net-clock-in-lines = This game is on a clock ({ $clock }); the lines show none: the clocks run on { $name }'s screen, and a flag that falls ends the game here too.
net-waiting = Waiting for the other player…
net-waiting-back = Waiting for { $name } to come back…
net-connected = { $name } is here. You play { $color }.
net-your-move = Your move ({ $color }). Type a move, or undo, draw, resign, board, quit, help.
net-their-move = { $name } to move.
net-moved = { $name } played { $token }.
net-offer-undo = { $name } asks to take the game back to move { $number }. Answer yes or no.
net-offer-draw = { $name } offers a draw. Answer yes or no.
net-offered = Offer sent; waiting for { $name }'s answer.
net-declined = { $name } said no.
net-agreed = { $name } agreed.
net-no-offer = There is no offer to answer.
net-cannot-undo = You have no move to take back.
net-not-your-move = It is { $name }'s move.
net-bad-move = '{ $token }' is not a move here: { $why }
net-away = { $name } is away; you can play when they are back.
net-help = Type a move in notation (@c3, c3-c4, c3xc5); undo or draw: offer it; resign; yes or no: answer an offer; board: show the board; quit: leave (the game is kept).
net-quit = You left. The game is kept: yote host --resume, or yote join with the code, goes on with it.
net-kept = The game is kept: yote host --resume, or yote join with the code, goes on with it.
net-game-over = Game over: { $result } ({ $reason }).
net-archived = The game is kept in { $path }
net-not-kept = the game could not be kept: { $error }
net-records-differ = The two records of the game differ ({ $why }); the game stops here, each side keeps its own.
net-refused = Refused from { $name }: { $why }. The game goes on.
net-lost = The line to { $name } is lost: { $why }.
net-calling-again = Calling { $name } again…
net-wrong-code = Someone tried a wrong code ({ $left } tries left before the code changes).
net-new-code = Three wrong codes: the join code is now { $code }
net-busy = A second caller ({ $address }) was turned away: a game is on.
net-attempt-failed = An attempt to join failed: { $why }. Still waiting.
net-word-undo = undo
net-word-draw = draw
net-word-resign = resign
net-word-yes = yes
net-word-no = no
net-word-quit = quit
net-word-help = help
net-word-board = board
