//! Endgame tables: every position of a few pieces on the board and none in
//! hand, solved exactly by retrograde analysis under the game's rules.
//!
//! Why: a lead of four pieces against two is nearly always a forced win
//! (under "win at no pieces", 98% of the positions with the four to move),
//! but the win can take 81 plies of exact play, which no search reaches; the
//! search alone shuffles such leads to the move cap. With the tables the search knows, at every node of such an
//! ending, whether it is won, lost or drawn and in how many plies.
//!
//! A class is a count of pieces for each side, `(x, y)` with `x >= y`
//! (White `x`, Black `y`); a position with more Black pieces is looked up
//! with the colours swapped (the rules treat both alike; only the first
//! player differs, and that is past). Inside a class the only moves are
//! steps and own-piece jumps (with both hands empty there are no drops, and
//! a capture leaves the class), and each is undone by a move of the same
//! kind: so the class is solved backwards from its ends, level by level,
//! each position's value the shortest win or longest loss (plies to the end).
//! Captures lead to smaller classes, solved first.
//!
//! The repetition draw is not part of a table: a win it gives never repeats
//! a position of its own line, and the search uses it only where no earlier
//! position of the game could come back within that many plies.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use yote_engine::{Bitboard, Color, GameResult, MoveGen, Outcome, Position, Rules};

/// The most pieces on the board, both sides together, of an ending solved.
pub const MAX_PIECES: u32 = 6;

/// The largest class solved, in positions for each side to move (four
/// against two on the standard board is 11.9 million: a few seconds and
/// 48 MB).
pub const MAX_CLASS: u64 = 12_000_000;

/// Above this many pieces in all (board and hands, both sides), a game is
/// too far from an ending for its tables to be worth building yet.
pub const BUILD_AT_MOST: u32 = 10;

/// Classes this small (in positions, both sides to move, all classes
/// together) are built at once by the search that wants them; larger ones
/// on a thread of their own, while the search goes on without them.
const BUILD_AT_ONCE: u64 = 2_000_000;

/// The tables for a game of these rules with `white` and `black` pieces
/// (board and hand): those of the process, shared by every search, built
/// once (a search asking again gets the same, finished or not). The small
/// classes are built at once; the others on a thread of their own when
/// `background` (a process that lives long enough to use them: not a
/// one-second `analyze`). `None` when the game is too far from an ending
/// or no class fits.
pub fn for_game(rules: &Rules, white: u32, black: u32, background: bool) -> Option<Arc<Tables>> {
    static SHARED: Mutex<Option<Arc<Tables>>> = Mutex::new(None);
    if white + black > BUILD_AT_MOST {
        return None;
    }
    let mut shared = SHARED.lock().unwrap_or_else(PoisonError::into_inner);
    let tables = match shared.as_ref() {
        Some(tables) if tables.covers(rules, white, black) => Arc::clone(tables),
        _ => {
            let tables = Arc::new(Tables::wanted(rules, white, black));
            if tables.classes.is_empty() {
                return None;
            }
            tables.build_up_to(BUILD_AT_ONCE);
            *shared = Some(Arc::clone(&tables));
            tables
        }
    };
    if background && !tables.building.swap(true, Ordering::Relaxed) {
        let builder = Arc::clone(&tables);
        let started = std::thread::Builder::new()
            .name("endgame tables".into())
            .spawn(move || builder.build_up_to(u64::MAX));
        if started.is_err() {
            tables.building.store(false, Ordering::Relaxed);
        }
    }
    Some(tables)
}

/// What a table knows of a position, for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Known {
    /// A forced win this many plies away.
    Win(u32),
    /// A forced loss this many plies away, at the longest.
    Loss(u32),
    /// Neither side can force a result.
    Draw,
}

/// Where a move leads, seen from the class it starts in.
enum Leads {
    /// A step or own jump to a position of the class with a move.
    Inside,
    /// Out of the class, or to its end, worth this to the mover.
    Out(Known),
    /// To a class not built.
    Unknown,
}

/// How a class's positions end, for one side to move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Census {
    pub wins: u64,
    pub losses: u64,
    pub draws: u64,
    pub longest_win: u32,
}

/// A value as stored: 0 a draw (or not yet known, while solving),
/// `d + 1` a win in `d` plies, `-(d + 1)` a loss in `d` plies.
type Value = i16;

fn stored(known: Known) -> Value {
    match known {
        Known::Win(d) => d as Value + 1,
        Known::Loss(d) => -(d as Value) - 1,
        Known::Draw => 0,
    }
}

fn known(v: Value) -> Known {
    match v {
        0 => Known::Draw,
        v if v > 0 => Known::Win(v as u32 - 1),
        v => Known::Loss((-v) as u32 - 1),
    }
}

/// The value of a game ended `plies` from a position, for `mover`, the
/// player to move there.
fn ending(outcome: &Outcome, mover: Color, plies: u32) -> Known {
    match outcome.result {
        GameResult::Win(c) if c == mover => Known::Win(plies),
        GameResult::Win(_) => Known::Loss(plies),
        GameResult::Draw => Known::Draw,
    }
}

/// A child's value as its parent sees it: one ply further, and the other
/// way round unless the same player moves again (a bonus move).
fn through(child: Known, same_side: bool) -> Known {
    match (child, same_side) {
        (Known::Draw, _) => Known::Draw,
        (Known::Win(d), true) | (Known::Loss(d), false) => Known::Win(d + 1),
        (Known::Win(d), false) | (Known::Loss(d), true) => Known::Loss(d + 1),
    }
}

/// The board's squares numbered 0.. for ranking sets of them.
#[derive(Debug)]
struct Geometry {
    bits: Vec<Bitboard>,
    compact: [u8; 64],
    binom: Vec<Vec<u64>>,
}

impl Geometry {
    fn new(board: Bitboard) -> Geometry {
        let bits: Vec<Bitboard> = (0..64)
            .map(|i| 1u64 << i)
            .filter(|b| board & b != 0)
            .collect();
        let mut compact = [0; 64];
        for (i, b) in bits.iter().enumerate() {
            compact[b.trailing_zeros() as usize] = i as u8;
        }
        let n = bits.len();
        let mut binom = vec![vec![0u64; n + 1]; n + 1];
        for i in 0..=n {
            binom[i][0] = 1;
            for k in 1..=i {
                binom[i][k] = binom[i - 1][k - 1] + if k < i { binom[i - 1][k] } else { 0 };
            }
        }
        Geometry {
            bits,
            compact,
            binom,
        }
    }

    fn choose(&self, k: u32) -> u64 {
        let n = self.bits.len();
        if k as usize > n {
            0
        } else {
            self.binom[n][k as usize]
        }
    }

    /// The colex rank of a set of squares among the sets of its size.
    #[inline]
    fn rank(&self, set: Bitboard) -> u64 {
        let mut rest = set;
        let mut r = 0;
        let mut j = 1;
        while rest != 0 {
            let c = self.compact[rest.trailing_zeros() as usize] as usize;
            if j <= c {
                r += self.binom[c][j];
            }
            j += 1;
            rest &= rest - 1;
        }
        r
    }

    /// Every set of `k` squares, in rank order.
    fn subsets(&self, k: u32) -> Vec<Bitboard> {
        let n = self.bits.len() as u32;
        if k == 0 {
            return vec![0];
        }
        let mut out = Vec::new();
        let mut x: u64 = (1u64 << k) - 1;
        while x < (1u64 << n) {
            let mut set = 0;
            let mut rest = x;
            while rest != 0 {
                set |= self.bits[rest.trailing_zeros() as usize];
                rest &= rest - 1;
            }
            out.push(set);
            // The next number with as many bits set (Gosper's hack).
            let low = x & x.wrapping_neg();
            let ripple = x + low;
            x = (((ripple ^ x) >> 2) / low) | ripple;
        }
        out
    }
}

/// The tables of one set of rules: the classes asked for, each filled in
/// once solved (a search may look them up while later ones are built).
#[derive(Debug)]
pub struct Tables {
    rules: Rules,
    geo: Geometry,
    classes: HashMap<(u32, u32), OnceLock<Vec<Value>>>,
    /// The most pieces on the board of a class asked for.
    max_pieces: u32,
    /// A thread builds (or has built) every class.
    building: AtomicBool,
}

impl Tables {
    /// The tables the endings of a game with `white` and `black` pieces
    /// (board and hand) can reach, not yet built: those the search builds
    /// ([`MAX_PIECES`], [`MAX_CLASS`]).
    pub fn wanted(rules: &Rules, white: u32, black: u32) -> Tables {
        Tables::wanted_within(rules, white, black, MAX_PIECES, MAX_CLASS)
    }

    /// The same up to `max_pieces` on the board and classes of any size up
    /// to `max_class` positions a side: for an analysis that can spend the
    /// time and memory (eight pieces, four against four, take 20 minutes
    /// and 16 GB while building; `examples/endgame.rs`).
    pub fn wanted_within(
        rules: &Rules,
        white: u32,
        black: u32,
        max_pieces: u32,
        max_class: u64,
    ) -> Tables {
        let geo = Geometry::new(rules.board_mask());
        let floor = u32::from(rules.win_when_opponent_has_at_most);
        let mut classes = HashMap::new();
        for x in 1..=white.max(black) {
            for y in 1..=x {
                let fits = (x <= white && y <= black) || (x <= black && y <= white);
                if fits
                    && x + y <= max_pieces
                    && y > floor
                    && geo.choose(x) * geo.choose(y) <= max_class
                {
                    classes.insert((x, y), OnceLock::new());
                }
            }
        }
        Tables {
            rules: rules.clone(),
            geo,
            classes,
            max_pieces,
            building: AtomicBool::new(false),
        }
    }

    /// Whether these tables cover every class a game with these pieces
    /// could want.
    pub fn covers(&self, rules: &Rules, white: u32, black: u32) -> bool {
        *rules == self.rules
            && Tables::wanted(rules, white, black)
                .classes
                .keys()
                .all(|k| self.classes.contains_key(k))
    }

    /// Solves every class asked for, the smaller first (a capture leads to a
    /// smaller class).
    pub fn build(&self) {
        self.build_up_to(u64::MAX);
    }

    /// Solves the classes asked for of at most `positions` positions (both
    /// sides to move) not yet solved, the smaller first.
    fn build_up_to(&self, positions: u64) {
        let mut order: Vec<(u32, u32)> = self.classes.keys().copied().collect();
        order.sort_by_key(|&(x, y)| (x + y, x));
        for (x, y) in order {
            let cell = &self.classes[&(x, y)];
            if cell.get().is_some() || 2 * self.geo.choose(x) * self.geo.choose(y) > positions {
                continue;
            }
            if let Some(values) = self.solve(x, y) {
                let _ = cell.set(values);
            }
        }
    }

    /// For each class built, with White to move and with Black to move: how
    /// many positions the player to move wins, loses and draws, and the
    /// longest win.
    pub fn census(&self) -> Vec<((u32, u32), [Census; 2])> {
        let mut out: Vec<_> = self
            .classes
            .iter()
            .filter_map(|(&(x, y), cell)| {
                let values = cell.get()?;
                let firsts = self.geo.subsets(x);
                let seconds = self.geo.subsets(y);
                let size = firsts.len() * seconds.len();
                let mut census = [Census::default(); 2];
                for (side, c) in census.iter_mut().enumerate() {
                    for (a, &first) in firsts.iter().enumerate() {
                        for (b, &second) in seconds.iter().enumerate() {
                            if first & second != 0 {
                                continue;
                            }
                            match known(values[side * size + a * seconds.len() + b]) {
                                Known::Win(d) => {
                                    c.wins += 1;
                                    c.longest_win = c.longest_win.max(d);
                                }
                                Known::Loss(_) => c.losses += 1,
                                Known::Draw => c.draws += 1,
                            }
                        }
                    }
                }
                Some(((x, y), census))
            })
            .collect();
        out.sort_by_key(|(k, _)| *k);
        out
    }

    /// What the tables know of `pos`, if its class is built: both hands
    /// must be empty.
    #[inline]
    pub fn probe(&self, pos: &Position) -> Option<Known> {
        if pos.hand(Color::White) != 0 || pos.hand(Color::Black) != 0 {
            return None;
        }
        let (white, black) = (pos.pieces(Color::White), pos.pieces(Color::Black));
        let (x, y) = (white.count_ones(), black.count_ones());
        if x + y > self.max_pieces {
            return None;
        }
        let (first, second, side) = if x >= y {
            (white, black, pos.to_move())
        } else {
            (black, white, pos.to_move().other())
        };
        let key = (x.max(y), x.min(y));
        let values = self.classes.get(&key)?.get()?;
        Some(known(values[self.index(key, first, second, side)]))
    }

    #[inline]
    fn index(&self, (x, y): (u32, u32), first: Bitboard, second: Bitboard, side: Color) -> usize {
        let size = self.geo.choose(x) * self.geo.choose(y);
        let rank = self.geo.rank(first) * self.geo.choose(y) + self.geo.rank(second);
        (side.index() as u64 * size + rank) as usize
    }

    /// What a move (a capture or not) to `child` is worth to the player who
    /// made it.
    fn leaving(&self, movegen: &MoveGen, mover: Color, capture: bool, child: &Position) -> Leads {
        let ends = movegen
            .material_outcome(child)
            .or_else(|| movegen.stuck_outcome(child));
        if let Some(outcome) = ends {
            return Leads::Out(ending(&outcome, mover, 1));
        }
        if !capture {
            return Leads::Inside;
        }
        let same_side = child.to_move() == mover;
        match self.probe(child) {
            Some(k) => Leads::Out(through(k, same_side)),
            None => Leads::Unknown,
        }
    }

    /// Solves class `(x, y)` (White `x` pieces, Black `y`), `None` if a
    /// class its captures lead to is not built.
    #[allow(clippy::too_many_lines, clippy::many_single_char_names)]
    fn solve(&self, x: u32, y: u32) -> Option<Vec<Value>> {
        let movegen = MoveGen::new(&self.rules);
        // The moves undone: any step or own jump, whatever a capture
        // elsewhere would force (checked on the position it came from).
        let backwards = MoveGen::new(&Rules {
            mandatory_capture: false,
            ..self.rules.clone()
        });
        let firsts = self.geo.subsets(x);
        let seconds = self.geo.subsets(y);
        let size = firsts.len() * seconds.len();
        // The counts alone decide the few-pieces draw.
        let sample = Position::from_parts([0, 0], [x as u8, y as u8], Color::White);
        if movegen.material_outcome(&sample).is_some() {
            // The few-pieces draw ends every game of this class at once.
            return Some(vec![0; 2 * size]);
        }
        let total = 2 * size;
        let mut values: Vec<Value> = vec![0; total];
        // Moves inside the class not yet known to win for the opponent.
        let mut open_moves = vec![0u8; total];
        // Never a loss: a move leaving the class draws or wins.
        let mut escapes = vec![false; total];
        // The longest loss among the moves known so far, in plies.
        let mut longest = vec![0u16; total];
        // No move here: the moves into it are judged as they are made, not
        // from here backwards.
        let mut ended = vec![false; total];
        // The level a win already waits at: one found later at the same
        // level or after is not queued again.
        let mut won_at = vec![u16::MAX; total];
        let mut levels: Vec<Vec<(u32, Value)>> = Vec::new();
        let schedule = |levels: &mut Vec<Vec<(u32, Value)>>, i: usize, k: Known| {
            let d = match k {
                Known::Win(d) | Known::Loss(d) => d as usize,
                Known::Draw => return,
            };
            if levels.len() <= d {
                levels.resize_with(d + 1, Vec::new);
            }
            levels[d].push((i as u32, stored(k)));
        };
        let mut moves = Vec::new();
        for side in [Color::White, Color::Black] {
            for (a, &first) in firsts.iter().enumerate() {
                for (b, &second) in seconds.iter().enumerate() {
                    if first & second != 0 {
                        continue;
                    }
                    let i = side.index() * size + a * seconds.len() + b;
                    let pos = Position::from_parts([first, second], [0, 0], side);
                    movegen.moves_into(&pos, &mut moves);
                    if let Some(outcome) = movegen.stuck_outcome(&pos) {
                        ended[i] = true;
                        escapes[i] = true;
                        schedule(&mut levels, i, ending(&outcome, side, 0));
                        continue;
                    }
                    let mut best_win: Option<u32> = None;
                    for mv in &moves {
                        let child = movegen.play(&pos, mv);
                        match self.leaving(&movegen, side, mv.is_capture(), &child) {
                            Leads::Inside => open_moves[i] += 1,
                            Leads::Unknown => return None,
                            Leads::Out(Known::Win(d)) => {
                                best_win = Some(best_win.map_or(d, |w| w.min(d)));
                            }
                            Leads::Out(Known::Loss(d)) => longest[i] = longest[i].max(d as u16),
                            Leads::Out(Known::Draw) => escapes[i] = true,
                        }
                    }
                    if let Some(d) = best_win {
                        escapes[i] = true;
                        won_at[i] = d as u16;
                        schedule(&mut levels, i, Known::Win(d));
                    } else if open_moves[i] == 0 && !escapes[i] {
                        schedule(&mut levels, i, Known::Loss(u32::from(longest[i])));
                    }
                }
            }
        }
        // Level by level: a position first reached at level d is won or lost
        // in d plies, the shortest win and the longest loss.
        let mut d = 0;
        while d < levels.len() {
            let level = std::mem::take(&mut levels[d]);
            for (i, v) in level {
                let i = i as usize;
                if values[i] != 0 {
                    continue;
                }
                values[i] = v;
                if ended[i] {
                    continue;
                }
                let (side, rank) = (i / size, i % size);
                let (first, second) = (firsts[rank / seconds.len()], seconds[rank % seconds.len()]);
                // The player who moved into this position, and the positions
                // it came from: its pieces one step or own jump back.
                let mover = if side == 0 {
                    Color::Black
                } else {
                    Color::White
                };
                let here = Position::from_parts([first, second], [0, 0], mover);
                moves.clear();
                backwards.moves_into(&here, &mut moves);
                for mv in moves.iter().filter(|m| !m.is_capture()) {
                    let moved = backwards.play(&here, mv);
                    let before = Position::from_parts(
                        [moved.pieces(Color::White), moved.pieces(Color::Black)],
                        [0, 0],
                        mover,
                    );
                    if self.rules.mandatory_capture && movegen.can_capture(&before) {
                        continue;
                    }
                    let p = self.index(
                        (x, y),
                        before.pieces(Color::White),
                        before.pieces(Color::Black),
                        mover,
                    );
                    if values[p] != 0 {
                        continue;
                    }
                    match known(v) {
                        Known::Loss(l) if l + 1 < u32::from(won_at[p]) => {
                            won_at[p] = (l + 1) as u16;
                            schedule(&mut levels, p, Known::Win(l + 1));
                        }
                        Known::Loss(_) => {}
                        Known::Win(w) => {
                            open_moves[p] -= 1;
                            longest[p] = longest[p].max(w as u16 + 1);
                            if open_moves[p] == 0 && !escapes[p] {
                                schedule(&mut levels, p, Known::Loss(u32::from(longest[p])));
                            }
                        }
                        Known::Draw => {}
                    }
                }
            }
            d += 1;
        }
        Some(values)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yote_engine::SecondPiece;

    /// Every position of the classes, solved the plain way: pass after pass
    /// over all of them, a value taken from the children known after the
    /// last pass, until nothing changes. Keys: (White, Black, side).
    fn plain(rules: &Rules, classes: &[(u32, u32)]) -> HashMap<(u64, u64, usize), Known> {
        let movegen = MoveGen::new(rules);
        let geo = Geometry::new(rules.board_mask());
        let mut all = Vec::new();
        for &(x, y) in classes {
            for (a, b) in [(x, y), (y, x)] {
                for &w in &geo.subsets(a) {
                    for &bl in &geo.subsets(b) {
                        if w & bl == 0 {
                            all.push((w, bl, 0));
                            all.push((w, bl, 1));
                        }
                    }
                }
            }
        }
        let mut values: HashMap<(u64, u64, usize), Known> = HashMap::new();
        let color = |s: usize| if s == 0 { Color::White } else { Color::Black };
        for pass in 0u32.. {
            let mut next = values.clone();
            for &(w, b, s) in &all {
                let pos = Position::from_parts([w, b], [0, 0], color(s));
                let mut best: Option<Known> = None;
                let mut open = false;
                let mut moves = Vec::new();
                movegen.moves_into(&pos, &mut moves);
                if moves.is_empty() {
                    next.insert((w, b, s), Known::Loss(0));
                    continue;
                }
                for mv in &moves {
                    let child = movegen.play(&pos, mv);
                    let ends = movegen
                        .material_outcome(&child)
                        .or_else(|| movegen.stuck_outcome(&child));
                    let seen = match ends.map(|o| o.result) {
                        Some(GameResult::Win(c)) if c == pos.to_move() => Some(Known::Win(1)),
                        Some(GameResult::Win(_)) => Some(Known::Loss(1)),
                        Some(GameResult::Draw) => None,
                        None => {
                            let key = (
                                child.pieces(Color::White),
                                child.pieces(Color::Black),
                                child.to_move().index(),
                            );
                            values
                                .get(&key)
                                .map(|&k| through(k, child.to_move() == pos.to_move()))
                        }
                    };
                    match seen {
                        Some(k @ Known::Win(_)) => {
                            best = Some(match best {
                                Some(Known::Win(e)) => Known::Win(e.min(plies(k))),
                                _ => k,
                            });
                        }
                        Some(k @ Known::Loss(d)) => {
                            if !matches!(best, Some(Known::Win(_))) {
                                best = Some(match best {
                                    Some(Known::Loss(e)) => Known::Loss(e.max(d)),
                                    _ => k,
                                });
                            }
                        }
                        _ => open = true,
                    }
                }
                match best {
                    Some(k @ Known::Win(_)) => {
                        next.insert((w, b, s), k);
                    }
                    Some(k @ Known::Loss(_)) if !open => {
                        next.insert((w, b, s), k);
                    }
                    _ => {}
                }
            }
            if next == values {
                let _ = pass;
                return values;
            }
            values = next;
        }
        unreachable!()
    }

    fn plies(k: Known) -> u32 {
        match k {
            Known::Win(d) | Known::Loss(d) => d,
            Known::Draw => 0,
        }
    }

    fn agree(rules: &Rules, white: u32, black: u32) {
        let tables = Tables::wanted(rules, white, black);
        tables.build();
        let classes: Vec<(u32, u32)> = tables.classes.keys().copied().collect();
        assert!(!classes.is_empty());
        let plain = plain(rules, &classes);
        let mut counted = [0usize; 3];
        for &(x, y) in &classes {
            assert!(
                tables.classes[&(x, y)].get().is_some(),
                "class {x}v{y} built"
            );
            let geo = &tables.geo;
            for (a, b) in [(x, y), (y, x)] {
                for &w in &geo.subsets(a) {
                    for &bl in &geo.subsets(b) {
                        for s in [Color::White, Color::Black] {
                            if w & bl != 0 {
                                continue;
                            }
                            let pos = Position::from_parts([w, bl], [0, 0], s);
                            let table = tables.probe(&pos).expect("in a built class");
                            let want = plain
                                .get(&(w, bl, s.index()))
                                .copied()
                                .unwrap_or(Known::Draw);
                            assert_eq!(table, want, "{x}v{y} {w:#x} {bl:#x} {s:?}");
                            counted[match want {
                                Known::Win(_) => 0,
                                Known::Loss(_) => 1,
                                Known::Draw => 2,
                            }] += 1;
                        }
                    }
                }
            }
        }
        // Each kind of result is there, so the comparison means something.
        assert!(counted.iter().all(|&n| n > 0), "{counted:?}");
    }

    #[test]
    fn tables_agree_with_a_plain_solve_under_capture_all() {
        let rules = Rules {
            rows: 3,
            columns: 4,
            pieces_per_player: 3,
            win_when_opponent_has_at_most: 0,
            ..Rules::default()
        };
        agree(&rules, 3, 2);
    }

    #[test]
    fn tables_agree_with_a_plain_solve_with_bonus_moves_and_forced_captures() {
        let rules = Rules {
            rows: 3,
            columns: 4,
            pieces_per_player: 3,
            win_when_opponent_has_at_most: 0,
            bonus_move_after_capture: true,
            mandatory_capture: true,
            jump_own_pieces: true,
            multi_jump: true,
            second_piece: SecondPiece::BoardOrHand,
            ..Rules::default()
        };
        agree(&rules, 3, 2);
    }

    #[test]
    fn an_analysis_may_build_more_pieces_than_the_search() {
        let rules = Rules {
            rows: 3,
            columns: 4,
            pieces_per_player: 4,
            ..Rules::default()
        };
        let four_against_four = Position::from_parts([0b1111, 0b1111 << 8], [0, 0], Color::White);
        assert!(!Tables::wanted(&rules, 4, 4).classes.contains_key(&(4, 4)));
        let tables = Tables::wanted_within(&rules, 4, 4, 8, u64::MAX);
        assert!(tables.classes.contains_key(&(4, 4)));
        assert_eq!(tables.probe(&four_against_four), None, "not built yet");
        tables.build();
        let census = tables.census();
        let (_, [white, _]) = census
            .iter()
            .find(|(c, _)| *c == (4, 4))
            .expect("4v4 built");
        assert!(white.wins > 0 && white.draws > 0, "{white:?}");
        assert!(tables.probe(&four_against_four).is_some());
    }

    #[test]
    fn a_game_far_from_an_ending_wants_no_tables() {
        let rules = Rules::default();
        assert!(for_game(&rules, 12, 12, false).is_none());
        assert!(
            Tables::wanted(&rules, 6, 6)
                .classes
                .keys()
                .all(|&(x, y)| x + y <= MAX_PIECES)
        );
        // Standard rules: one piece left has lost, so no class has one.
        assert!(
            Tables::wanted(&rules, 4, 4)
                .classes
                .keys()
                .all(|&(_, y)| y >= 2)
        );
    }
}
