//! A second, deliberately simple implementation of docs/rules.md, kept in the
//! tests to check the engine against. It shares no code with the engine:
//! the board is a 2-D array, moves are their canonical tokens, chains are
//! found by plain recursion, second removals are tried one at a time exactly
//! as §3 words them, and every position ever reached is kept in a list.
//! Slow and obvious on purpose.

#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};

/// Where the second piece of a capture may come from (§2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Second {
    Board,
    BoardOrHand,
    HandIfBoardEmpty,
}

/// Every option of §1–3, read from `key = value` pairs like `--set`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opts {
    pub rows: usize,
    pub cols: usize,
    pub pieces: u32,
    /// 0 = white, 1 = black.
    pub first: usize,
    pub second: Second,
    pub mandatory: bool,
    pub multi: bool,
    pub bonus: bool,
    pub own_jumps: bool,
    pub win_at_most: u32,
    pub draw_at_most: u32,
    pub most_pieces_wins: bool,
    pub repetition: u32,
}

impl Default for Opts {
    /// The standard game of §1.
    fn default() -> Opts {
        Opts {
            rows: 5,
            cols: 6,
            pieces: 12,
            first: 0,
            second: Second::Board,
            mandatory: false,
            multi: false,
            bonus: false,
            own_jumps: false,
            win_at_most: 1,
            draw_at_most: 0,
            most_pieces_wins: false,
            repetition: 3,
        }
    }
}

impl Opts {
    /// The standard options with each `(key, value)` applied; values are
    /// written as on the command line (`true`, `7`, `board-or-hand`).
    pub fn from_pairs(pairs: &[(String, String)]) -> Opts {
        let mut o = Opts::default();
        for (key, value) in pairs {
            let num = || value.parse::<u32>().expect("a number");
            let flag = || value == "true";
            match key.as_str() {
                "rows" => o.rows = num() as usize,
                "columns" => o.cols = num() as usize,
                "pieces_per_player" => o.pieces = num(),
                "first_player" => o.first = usize::from(value == "black"),
                "second_piece" => {
                    o.second = match value.as_str() {
                        "board" => Second::Board,
                        "board-or-hand" => Second::BoardOrHand,
                        "hand-if-board-empty" => Second::HandIfBoardEmpty,
                        other => panic!("bad second_piece {other}"),
                    }
                }
                "mandatory_capture" => o.mandatory = flag(),
                "multi_jump" => o.multi = flag(),
                "bonus_move_after_capture" => o.bonus = flag(),
                "jump_own_pieces" => o.own_jumps = flag(),
                "win_when_opponent_has_at_most" => o.win_at_most = num(),
                "draw_when_both_have_at_most" => o.draw_at_most = num(),
                "no_legal_move" => o.most_pieces_wins = value == "most-pieces-wins",
                "repetition_draw" => o.repetition = num(),
                other => panic!("unknown key {other}"),
            }
        }
        o
    }
}

/// Empty, or the index of the player whose piece stands there.
pub type Cell = Option<usize>;

/// Board, hands and the player to move: what repetition compares (§4).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pos {
    /// `board[row][col]`, row 0 at the bottom.
    pub board: Vec<Vec<Cell>>,
    pub hand: [u32; 2],
    pub to_move: usize,
}

impl Pos {
    /// Pieces on the board plus in hand.
    pub fn total(&self, player: usize) -> u32 {
        let on_board = self
            .board
            .iter()
            .flatten()
            .filter(|c| **c == Some(player))
            .count() as u32;
        on_board + self.hand[player]
    }

    /// The board as `position --json` prints it (docs/scripting.md): top row
    /// first, `W`, `B`, `.`.
    pub fn rows_text(&self) -> Vec<String> {
        self.board
            .iter()
            .rev()
            .map(|row| {
                row.iter()
                    .map(|c| match c {
                        None => '.',
                        Some(0) => 'W',
                        Some(_) => 'B',
                    })
                    .collect()
            })
            .collect()
    }
}

/// The end of a game: the winner's index, or `None` for a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct End {
    pub winner: Option<usize>,
}

/// A legal move: what the board looks like after it (before the turn
/// passes) and whether it captured.
#[derive(Clone, Debug)]
pub struct After {
    pub pos: Pos,
    pub captured: bool,
}

/// The name of a square, `a1` at the bottom left.
pub fn name(row: usize, col: usize) -> String {
    format!("{}{}", (b'a' + col as u8) as char, row + 1)
}

const DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

/// A game under the reference rules.
#[derive(Clone, Debug)]
pub struct RefGame {
    pub opts: Opts,
    pub pos: Pos,
    /// Every position so far, the start and the current one included.
    pub history: Vec<Pos>,
    pub end: Option<End>,
    /// The moves of `pos`, worked out once per position: the comparison,
    /// the move played and the no-legal-move rule all read them, and
    /// working them out is where the long reference check spends its time.
    moves: BTreeMap<String, After>,
}

impl RefGame {
    pub fn new(opts: Opts) -> RefGame {
        let pos = Pos {
            board: vec![vec![None; opts.cols]; opts.rows],
            hand: [opts.pieces, opts.pieces],
            to_move: opts.first,
        };
        let mut game = RefGame {
            opts,
            history: vec![pos.clone()],
            pos,
            end: None,
            moves: BTreeMap::new(),
        };
        game.moves = game.moves_of(&game.pos);
        game
    }

    /// The square `(r, c)` moved `k` times in `dir`, if still on the board.
    fn step_from(&self, r: usize, c: usize, dir: (i32, i32), k: i32) -> Option<(usize, usize)> {
        let nr = r as i32 + dir.0 * k;
        let nc = c as i32 + dir.1 * k;
        let inside = nr >= 0 && nc >= 0 && nr < self.opts.rows as i32 && nc < self.opts.cols as i32;
        inside.then_some((nr as usize, nc as usize))
    }

    /// Every legal move of `pos` as token → result, ignoring whether the
    /// game is over.
    pub fn moves_of(&self, pos: &Pos) -> BTreeMap<String, After> {
        let me = pos.to_move;
        let mut captures = BTreeMap::new();
        for r in 0..self.opts.rows {
            for c in 0..self.opts.cols {
                if pos.board[r][c] == Some(me) {
                    let mut board = pos.board.clone();
                    board[r][c] = None;
                    self.chains(pos, &board, r, c, name(r, c), 0, &mut captures);
                }
            }
        }
        if self.opts.mandatory && !captures.is_empty() {
            return captures;
        }
        let mut all = captures;
        for r in 0..self.opts.rows {
            for c in 0..self.opts.cols {
                if pos.board[r][c].is_none() && pos.hand[me] > 0 {
                    let mut next = pos.clone();
                    next.board[r][c] = Some(me);
                    next.hand[me] -= 1;
                    all.insert(
                        format!("@{}", name(r, c)),
                        After {
                            pos: next,
                            captured: false,
                        },
                    );
                }
                if pos.board[r][c] != Some(me) {
                    continue;
                }
                for dir in DIRS {
                    if let Some((tr, tc)) = self.step_from(r, c, dir, 1)
                        && pos.board[tr][tc].is_none()
                    {
                        let mut next = pos.clone();
                        next.board[r][c] = None;
                        next.board[tr][tc] = Some(me);
                        let token = format!("{}-{}", name(r, c), name(tr, tc));
                        all.insert(
                            token,
                            After {
                                pos: next,
                                captured: false,
                            },
                        );
                    }
                    if !self.opts.own_jumps {
                        continue;
                    }
                    let over = self.step_from(r, c, dir, 1);
                    let land = self.step_from(r, c, dir, 2);
                    if let (Some((or, oc)), Some((lr, lc))) = (over, land)
                        && pos.board[or][oc] == Some(me)
                        && pos.board[lr][lc].is_none()
                    {
                        let mut next = pos.clone();
                        next.board[r][c] = None;
                        next.board[lr][lc] = Some(me);
                        let token = format!("{}-{}", name(r, c), name(lr, lc));
                        all.insert(
                            token,
                            After {
                                pos: next,
                                captured: false,
                            },
                        );
                    }
                }
            }
        }
        all
    }

    /// The capture chains of the piece that stands (in the mover's mind) on
    /// `(r, c)`, having jumped `jumps` pieces so far along `path`. `board`
    /// is the board with that piece lifted off.
    #[allow(clippy::too_many_arguments)]
    fn chains(
        &self,
        pos: &Pos,
        board: &[Vec<Cell>],
        r: usize,
        c: usize,
        path: String,
        jumps: u32,
        out: &mut BTreeMap<String, After>,
    ) {
        let me = pos.to_move;
        let mut can_go_on = false;
        if jumps == 0 || self.opts.multi {
            for dir in DIRS {
                let over = self.step_from(r, c, dir, 1);
                let land = self.step_from(r, c, dir, 2);
                if let (Some((or, oc)), Some((lr, lc))) = (over, land)
                    && board[or][oc] == Some(1 - me)
                    && board[lr][lc].is_none()
                {
                    can_go_on = true;
                    let mut next = board.to_vec();
                    next[or][oc] = None;
                    let longer = format!("{path}x{}", name(lr, lc));
                    self.chains(pos, &next, lr, lc, longer, jumps + 1, out);
                }
            }
        }
        let may_stop = jumps > 0 && !(self.opts.mandatory && self.opts.multi && can_go_on);
        if may_stop {
            let mut landed = board.to_vec();
            landed[r][c] = Some(me);
            self.removals(pos, landed, path, jumps, out);
        }
    }

    /// Every way to make `k` second removals one after another, each under
    /// the `second_piece` rule as the earlier ones left board and hand.
    // The reference reads as the rules do, not as the engine would: owned
    // values, copied where the rules branch.
    #[allow(clippy::needless_pass_by_value)]
    fn removals(
        &self,
        pos: &Pos,
        board: Vec<Vec<Cell>>,
        path: String,
        k: u32,
        out: &mut BTreeMap<String, After>,
    ) {
        let me = pos.to_move;
        let them = 1 - me;
        // A state: the board squares taken so far (sorted names) and how
        // many from the hand. Sets merge the orders that give the same result.
        let mut states: BTreeSet<(BTreeSet<(usize, usize)>, u32)> = BTreeSet::new();
        states.insert((BTreeSet::new(), 0));
        for _ in 0..k {
            let mut next_states = BTreeSet::new();
            for (taken, from_hand) in &states {
                let mut on_board = Vec::new();
                for (r, row) in board.iter().enumerate() {
                    for (c, cell) in row.iter().enumerate() {
                        if *cell == Some(them) && !taken.contains(&(r, c)) {
                            on_board.push((r, c));
                        }
                    }
                }
                let hand_left = pos.hand[them] - from_hand;
                let board_ok = true;
                let hand_ok = match self.opts.second {
                    Second::Board => false,
                    Second::BoardOrHand => hand_left > 0,
                    Second::HandIfBoardEmpty => hand_left > 0 && on_board.is_empty(),
                };
                let mut any = false;
                if board_ok {
                    for sq in &on_board {
                        let mut t = taken.clone();
                        t.insert(*sq);
                        next_states.insert((t, *from_hand));
                        any = true;
                    }
                }
                if hand_ok {
                    next_states.insert((taken.clone(), from_hand + 1));
                    any = true;
                }
                if !any {
                    // Nothing left to take: the removals stop here.
                    next_states.insert((taken.clone(), *from_hand));
                }
            }
            states = next_states;
        }
        for (taken, from_hand) in states {
            let mut names: Vec<String> = taken.iter().map(|&(r, c)| name(r, c)).collect();
            names.sort();
            let mut token = path.clone();
            for n in &names {
                token.push('/');
                token.push_str(n);
            }
            for _ in 0..from_hand {
                token.push_str("/h");
            }
            let mut next = pos.clone();
            next.board.clone_from(&board);
            for &(r, c) in &taken {
                next.board[r][c] = None;
            }
            next.hand[them] -= from_hand;
            out.insert(
                token,
                After {
                    pos: next,
                    captured: true,
                },
            );
        }
    }

    /// The legal moves now, sorted tokens; none once the game is over.
    pub fn legal(&self) -> Vec<String> {
        if self.end.is_some() {
            return Vec::new();
        }
        self.moves.keys().cloned().collect()
    }

    /// Plays a legal token (canonical); panics on anything else.
    pub fn play(&mut self, token: &str) {
        assert!(self.end.is_none(), "reference: game over, {token} refused");
        let after = self
            .moves
            .remove(token)
            .unwrap_or_else(|| panic!("reference: {token} is not legal"));
        let mover = self.pos.to_move;
        let mut next = after.pos;
        // §4 step 2.
        next.to_move = if after.captured && self.opts.bonus {
            mover
        } else {
            1 - mover
        };
        self.pos = next;
        self.history.push(self.pos.clone());
        self.moves = self.moves_of(&self.pos);
        self.end = self.judge(mover);
    }

    /// §4 steps 3 to 6 after a move by `mover`.
    fn judge(&self, mover: usize) -> Option<End> {
        let o = &self.opts;
        let opponent = 1 - mover;
        if self.pos.total(opponent) <= o.win_at_most {
            return Some(End {
                winner: Some(mover),
            });
        }
        if o.draw_at_most > 0
            && self.pos.total(0) <= o.draw_at_most
            && self.pos.total(1) <= o.draw_at_most
        {
            return Some(End { winner: None });
        }
        if o.repetition > 0 {
            let seen = self.history.iter().filter(|p| **p == self.pos).count() as u32;
            if seen >= o.repetition {
                return Some(End { winner: None });
            }
        }
        if self.moves.is_empty() {
            if !o.most_pieces_wins {
                return Some(End {
                    winner: Some(1 - self.pos.to_move),
                });
            }
            let (w, b) = (self.pos.total(0), self.pos.total(1));
            return Some(End {
                winner: match w.cmp(&b) {
                    std::cmp::Ordering::Greater => Some(0),
                    std::cmp::Ordering::Less => Some(1),
                    std::cmp::Ordering::Equal => None,
                },
            });
        }
        None
    }

    /// The number of move sequences of exactly `depth` moves.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|m| {
                let mut g = self.clone();
                g.play(m);
                g.perft(depth - 1)
            })
            .sum()
    }
}

/// Random options within every key's valid range (§1–3), as `--set` pairs.
/// Small boards, few pieces and the standard values are favoured, since
/// that is where the end-of-game rules and the rare cases live.
pub fn random_pairs(rng: &mut impl rand::Rng) -> Vec<(String, String)> {
    let mut pairs: Vec<(String, String)> = Vec::new();
    let mut set = |k: &str, v: String| pairs.push((k.to_string(), v));
    let (rows, cols) = match rng.random_range(0..10) {
        0..=2 => (5, 6),
        3 => (8, 8),
        4 => (rng.random_range(2..=3), rng.random_range(2..=4)),
        _ => (rng.random_range(2..=8), rng.random_range(2..=8)),
    };
    set("rows", rows.to_string());
    set("columns", cols.to_string());
    let max = rows * cols / 2;
    let pieces: u32 = match rng.random_range(0..10) {
        0..=2 => rng.random_range(1..=max.min(4)),
        3..=4 => max,
        5..=6 => 12.min(max),
        _ => rng.random_range(1..=max),
    };
    set("pieces_per_player", pieces.to_string());
    set(
        "first_player",
        ["white", "black"][rng.random_range(0..2)].to_string(),
    );
    let second = ["board", "board-or-hand", "hand-if-board-empty"][rng.random_range(0..3)];
    set("second_piece", second.to_string());
    for key in [
        "mandatory_capture",
        "multi_jump",
        "bonus_move_after_capture",
        "jump_own_pieces",
    ] {
        set(key, rng.random_bool(0.5).to_string());
    }
    let win = match rng.random_range(0..10) {
        0..=3 => 1.min(pieces - 1),
        4..=6 => 0,
        _ => rng.random_range(0..pieces),
    };
    set("win_when_opponent_has_at_most", win.to_string());
    let draw = match rng.random_range(0..10) {
        0..=4 => 0,
        5..=6 => 3.min(pieces),
        _ => rng.random_range(0..=pieces),
    };
    set("draw_when_both_have_at_most", draw.to_string());
    let stuck = ["loses", "most-pieces-wins"][rng.random_range(0..2)];
    set("no_legal_move", stuck.to_string());
    let repetition = match rng.random_range(0..10) {
        0..=2 => 3,
        3..=5 => 0,
        _ => rng.random_range(2..=10),
    };
    set("repetition_draw", repetition.to_string());
    pairs
}
