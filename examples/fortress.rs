//! Looks for fortresses in six pieces against four, both hands empty, on the
//! standard board (6 × 5): positions where the four can keep the six from
//! ever capturing. The measure behind the conversion stand-in of docs/benchmarks.md: a lead
//! of two that no search converts.
//!
//! ```text
//! cargo run --release --example fortress -- [--squares "a1 b1 …"] \
//!     [--probe "a1 a5 f1 f5 / c1 d1 c5 d5 a3 f3 attacker"]...
//! ```
//!
//! It solves a game made easier for the side ahead (the *attacker*) than the
//! real one: the attacker moves as in the game and wins as soon as it can
//! jump a piece; the side behind (the *defender*) may only step onto its
//! squares (by default the twelve corners and edge squares beside them;
//! `--squares` names others), or jump one of the six where the four left
//! cannot jump back at once (four against four: the lead is gone), and
//! loses when it can do neither. A position the defender *holds* in this
//! game, the attacker cannot convert in the real one without giving its
//! lead back, under any repetition rule that does not end the game: the
//! defender keeps to the same moves, the attacker never jumps a piece (the
//! only way to take one, the second removal coming after a capture), and the
//! defender always has a move. A position the attacker wins here proves
//! nothing of the real game, where the defender may leave its squares.
//!
//! The solution is a retrograde analysis over every position of the four on
//! their squares (495 ways on the twelve) and the six on the other 26
//! (230 230 ways), each side to move, one ply at a time, so that each win's
//! count of plies is the shortest. It does not use the engine: the geometry
//! is a few lines, and the engine's own endgame tables stop at six pieces.

use std::time::Instant;

const FILES: usize = 6;
const RANKS: usize = 5;
const SQUARES: usize = FILES * RANKS;
const DEFENDERS: usize = 4;
const ATTACKERS: usize = 6;
/// Squares left for the attackers once the defenders are placed.
const FREE: usize = SQUARES - DEFENDERS;

/// The defenders' squares unless `--squares` names others: the corners and
/// the edge squares beside them, where a piece cannot be jumped while its
/// corner is held (a corner never can be).
const FORTRESS: &str = "a1 b1 a2 f1 e1 f2 a5 b5 a4 f5 e5 f4";

fn square(name: &str) -> Option<usize> {
    let b = name.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let file = b[0].checked_sub(b'a')? as usize;
    let rank = b[1].checked_sub(b'1')? as usize;
    (file < FILES && rank < RANKS).then_some(rank * FILES + file)
}

fn name(s: usize) -> String {
    format!("{}{}", char::from(b'a' + (s % FILES) as u8), s / FILES + 1)
}

fn squares(names: &str) -> Result<u32, String> {
    names.split_whitespace().try_fold(0u32, |m, n| {
        square(n)
            .map(|s| m | 1 << s)
            .ok_or(format!("not a square: {n}"))
    })
}

/// The square one step from `s` in direction `d` (0 up, 1 down, 2 left,
/// 3 right), if on the board.
fn step(s: usize, d: usize) -> Option<usize> {
    let (file, rank) = (s % FILES, s / FILES);
    match d {
        0 if rank + 1 < RANKS => Some(s + FILES),
        1 if rank > 0 => Some(s - FILES),
        2 if file > 0 => Some(s - 1),
        3 if file + 1 < FILES => Some(s + 1),
        _ => None,
    }
}

struct Geometry {
    /// Per square, its neighbours and, for each, the square beyond it.
    lines: Vec<Vec<(usize, Option<usize>)>>,
    fortress: u32,
    binomial: [[u64; ATTACKERS + 1]; SQUARES + 1],
    /// Every placement of the defenders on the fortress squares, and the
    /// squares it leaves, in order.
    defenders: Vec<u32>,
    free: Vec<[usize; FREE]>,
    /// A placement's number, by the placement's bits among the fortress
    /// squares (`fortress_bit`).
    defender_index: Vec<usize>,
    fortress_bit: [u32; SQUARES],
}

impl Geometry {
    fn new(fortress: u32) -> Geometry {
        let lines = (0..SQUARES)
            .map(|s| {
                (0..4)
                    .filter_map(|d| step(s, d).map(|t| (t, step(t, d))))
                    .collect()
            })
            .collect();
        let mut binomial = [[0u64; ATTACKERS + 1]; SQUARES + 1];
        for n in 0..=SQUARES {
            binomial[n][0] = 1;
            for k in 1..=ATTACKERS.min(n) {
                binomial[n][k] =
                    binomial[n - 1][k - 1] + if k < n { binomial[n - 1][k] } else { 0 };
            }
        }
        let mut fortress_bit = [0u32; SQUARES];
        for (i, s) in bits(fortress).enumerate() {
            fortress_bit[s] = 1 << i;
        }
        let mut defenders = Vec::new();
        let mut defender_index = vec![usize::MAX; 1 << fortress.count_ones()];
        for pattern in 0u32..1 << fortress.count_ones() {
            if pattern.count_ones() as usize == DEFENDERS {
                defender_index[pattern as usize] = defenders.len();
                defenders.push(
                    bits(fortress)
                        .filter(|&s| fortress_bit[s] & pattern != 0)
                        .fold(0, |m, s| m | 1 << s),
                );
            }
        }
        // (Not a zip of the array with the squares: rustc 1.95 at
        // opt-level 3 did not finish compiling that in minutes.)
        let free = defenders
            .iter()
            .map(|&d| {
                let mut free = [0; FREE];
                for (n, s) in (0..SQUARES).filter(|s| d & 1 << s == 0).enumerate() {
                    free[n] = s;
                }
                free
            })
            .collect();
        Geometry {
            lines,
            fortress,
            binomial,
            defenders,
            free,
            defender_index,
            fortress_bit,
        }
    }

    fn per_placement(&self) -> usize {
        self.binomial[FREE][ATTACKERS] as usize
    }

    fn positions(&self) -> usize {
        self.defenders.len() * self.per_placement()
    }

    /// The number of a position: its defenders' placement, then the
    /// attackers' squares counted among the squares the defenders leave
    /// (the combinatorial number system, in colex order).
    fn index(&self, defenders: u32, attackers: u32) -> usize {
        let pattern = bits(defenders).fold(0, |p, s| p | self.fortress_bit[s]);
        let d = self.defender_index[pattern as usize];
        let mut rank = 0u64;
        let mut rest = attackers;
        let mut k = 1;
        while rest != 0 {
            let s = rest.trailing_zeros();
            let below = defenders & ((1u32 << s) - 1);
            let c = s as usize - below.count_ones() as usize;
            rank += self.binomial[c][k];
            k += 1;
            rest &= rest - 1;
        }
        d * self.per_placement() + rank as usize
    }

    fn position(&self, index: usize) -> (u32, u32) {
        let placement = index / self.per_placement();
        let defenders = self.defenders[placement];
        let mut rank = (index % self.per_placement()) as u64;
        let free = &self.free[placement];
        let mut attackers = 0u32;
        for k in (1..=ATTACKERS).rev() {
            let mut c = k - 1;
            while c + 1 < FREE && self.binomial[c + 1][k] <= rank {
                c += 1;
            }
            rank -= self.binomial[c][k];
            attackers |= 1 << free[c];
        }
        (defenders, attackers)
    }

    fn attacker_can_jump(&self, defenders: u32, attackers: u32) -> bool {
        let occupied = defenders | attackers;
        bits(attackers).any(|a| {
            self.lines[a].iter().any(|&(t, beyond)| {
                defenders & 1 << t != 0 && beyond.is_some_and(|u| occupied & 1 << u == 0)
            })
        })
    }

    /// Whether the defender can jump one of the six, and choose the second
    /// piece (any other of the six) so that the four left cannot jump back:
    /// four against four, the lead gone. A jump the six can answer at once
    /// is no way out: their answer leaves four against two, which the
    /// engine's endgame tables win for the four in nearly every position
    /// (the defender may always decline a capture, so it is not counted as
    /// a loss either).
    fn defender_evens_up(&self, defenders: u32, attackers: u32) -> bool {
        let occupied = defenders | attackers;
        bits(defenders).any(|s| {
            self.lines[s].iter().any(|&(t, beyond)| {
                let Some(u) = beyond else { return false };
                if attackers & 1 << t == 0 || occupied & 1 << u != 0 {
                    return false;
                }
                let after = defenders & !(1 << s) | 1 << u;
                let rest = attackers & !(1 << t);
                bits(rest).any(|b| !self.attacker_can_jump(after, rest & !(1 << b)))
            })
        })
    }

    /// The steps of `pieces` onto an empty square of `onto`: (from, to).
    /// The defender steps onto its own squares, the attacker anywhere.
    fn steps(
        &self,
        pieces: u32,
        occupied: u32,
        onto: u32,
    ) -> impl Iterator<Item = (usize, usize)> + '_ {
        let open = onto & !occupied;
        bits(pieces).flat_map(move |s| {
            self.lines[s]
                .iter()
                .filter(move |&&(t, _)| open & 1 << t != 0)
                .map(move |&(t, _)| (s, t))
        })
    }

    fn defender_steps(
        &self,
        defenders: u32,
        attackers: u32,
    ) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.steps(defenders, defenders | attackers, self.fortress)
    }

    fn attacker_steps(
        &self,
        defenders: u32,
        attackers: u32,
    ) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.steps(attackers, defenders | attackers, u32::MAX)
    }
}

fn bits(mut m: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let s = m.trailing_zeros() as usize;
            m &= m - 1;
            s
        })
    })
}

/// A defender's count of moves that never falls: it can jump and even the material
/// (`Geometry::defender_evens_up`).
const EVENS_UP: u8 = u8::MAX;

/// What the analysis found, by position: with the attacker to move, in how
/// many plies it jumps a piece however the defender plays (0: never, the
/// defender holds); with the defender to move, in how many plies it loses a
/// piece (0: it holds).
struct Solution {
    attacker_wins_in: Vec<u8>,
    defender_loses_in: Vec<u8>,
}

impl Solution {
    fn plies(&self, index: usize, attacker_to_move: bool) -> u8 {
        if attacker_to_move {
            self.attacker_wins_in[index]
        } else {
            self.defender_loses_in[index]
        }
    }
}

/// A retrograde analysis, one ply at a time, so that each win's count of
/// plies is the shortest the attacker can force. Each position the attacker
/// wins takes one step from the defender's count of every position that
/// steps into it; each position the defender loses makes every position
/// stepping into it a win for the attacker.
fn solve(g: &Geometry) -> Solution {
    let n = g.positions();
    let mut attacker_wins_in = vec![0u8; n];
    let mut defender_loses_in = vec![0u8; n];
    // Per position with the defender to move, its moves not yet known to lose.
    let mut left = vec![0u8; n];
    let mut won: Vec<u32> = Vec::new();
    let mut lost: Vec<u32> = Vec::new();
    for i in 0..n {
        let (d, a) = g.position(i);
        if g.attacker_can_jump(d, a) {
            attacker_wins_in[i] = 1;
            won.push(i as u32);
        }
        left[i] = if g.defender_evens_up(d, a) {
            EVENS_UP
        } else {
            g.defender_steps(d, a).count() as u8
        };
        if left[i] == 0 {
            // No move at all: the defender loses with no capture made.
            lost.push(i as u32);
        }
    }
    let mut plies = 0u8;
    while !won.is_empty() || !lost.is_empty() {
        // `lost` holds the defender's losses in `plies`, `won` the attacker's
        // wins in `plies + 1` found so far.
        for &i in &lost {
            let (d, a) = g.position(i as usize);
            for (from, to) in g.attacker_steps(d, a) {
                let before = g.index(d, a & !(1 << from) | 1 << to);
                if attacker_wins_in[before] == 0 {
                    attacker_wins_in[before] = plies.saturating_add(1);
                    won.push(before as u32);
                }
            }
        }
        lost.clear();
        for &i in &won {
            let (d, a) = g.position(i as usize);
            // The defender's step that led here went from `to` back to `from`.
            for (from, to) in g.defender_steps(d, a) {
                let before = g.index(d & !(1 << from) | 1 << to, a);
                if left[before] > 0 && left[before] != EVENS_UP {
                    left[before] -= 1;
                    if left[before] == 0 {
                        defender_loses_in[before] = plies.saturating_add(2);
                        lost.push(before as u32);
                    }
                }
            }
        }
        won.clear();
        plies = plies.saturating_add(2);
    }
    Solution {
        attacker_wins_in,
        defender_loses_in,
    }
}

fn parse_probe(g: &Geometry, text: &str) -> Result<(u32, u32, bool), String> {
    let (defenders, rest) = text
        .split_once('/')
        .ok_or("no `/` between the defenders and the attackers")?;
    let mut words: Vec<&str> = rest.split_whitespace().collect();
    let attacker_to_move = match words.pop() {
        Some("attacker") => true,
        Some("defender") => false,
        _ => return Err("the last word must be `attacker` or `defender` (who moves)".into()),
    };
    let d = squares(defenders)?;
    let a = squares(&words.join(" "))?;
    if d.count_ones() as usize != DEFENDERS || a.count_ones() as usize != ATTACKERS || d & a != 0 {
        return Err("four defenders and six attackers on different squares".into());
    }
    if d & !g.fortress != 0 {
        return Err(format!(
            "the defenders must stand on the fortress squares: {}",
            bits(g.fortress).map(name).collect::<Vec<_>>().join(" ")
        ));
    }
    Ok((d, a, attacker_to_move))
}

const USAGE: &str = "usage: fortress [--squares \"DEFENDERS' SQUARES\"] \
    [--probe \"DEFENDERS / ATTACKERS attacker|defender\"]...";

fn fail(message: &str) -> ! {
    eprintln!("fortress: {message}");
    std::process::exit(2);
}

fn main() {
    let mut probes = Vec::new();
    let mut fortress = squares(FORTRESS).expect("the default squares are squares");
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next()) {
            ("--probe", Some(probe)) => probes.push(probe),
            ("--squares", Some(names)) => {
                fortress = squares(&names).unwrap_or_else(|e| fail(&e));
                if fortress.count_ones() as usize <= DEFENDERS {
                    fail("--squares: more squares than the four defenders");
                }
            }
            _ => fail(USAGE),
        }
    }
    let g = Geometry::new(fortress);
    if u32::try_from(g.positions()).is_err() {
        fail("--squares: too many positions to number (27 squares at most)");
    }
    // Every probe read before the solution's minutes of work.
    let probes: Vec<(String, (u32, u32, bool))> = probes
        .into_iter()
        .map(|p| match parse_probe(&g, &p) {
            Ok(position) => (p, position),
            Err(e) => fail(&format!("{p}: {e}")),
        })
        .collect();
    let start = Instant::now();
    let solution = solve(&g);
    println!(
        "{} positions a side to move ({} placements of the four, {} of the six), solved in {:.1} s",
        g.positions(),
        g.defenders.len(),
        g.per_placement(),
        start.elapsed().as_secs_f64()
    );
    report(&g, &solution);
    for (p, (d, a, attacker_to_move)) in &probes {
        match solution.plies(g.index(*d, *a), *attacker_to_move) {
            0 => println!("{p}: held by the four"),
            n => println!("{p}: the six jump a piece in {n} plies"),
        }
    }
}

/// Counts, over all positions and over those with the four in the four
/// corners, how many the defender holds, by who moves; and how many plies
/// the attacker's wins take.
fn report(g: &Geometry, s: &Solution) {
    let corners = squares("a1 f1 a5 f5").expect("the corners are squares");
    // [all, in corners][attacker to move]: (held, positions)
    let mut counts = [[(0u64, 0u64); 2]; 2];
    let mut by_plies = [0u64; 256];
    for i in 0..g.positions() {
        let d = g.defenders[i / g.per_placement()];
        by_plies[s.attacker_wins_in[i] as usize] += 1;
        for attacker_to_move in [true, false] {
            let held = s.plies(i, attacker_to_move) == 0;
            for kind in [0, 1] {
                if kind == 0 || d == corners {
                    let c = &mut counts[kind][usize::from(attacker_to_move)];
                    c.0 += u64::from(held);
                    c.1 += 1;
                }
            }
        }
    }
    for (kind, label) in [(0, "all placements"), (1, "the four in the four corners")] {
        for (mover, who) in [(1, "six"), (0, "four")] {
            let (held, total) = counts[kind][mover];
            println!("{label}, the {who} to move: {held} of {total} held by the four");
        }
    }
    println!("the six to move, plies to their first jump: positions");
    for (plies, count) in by_plies.iter().enumerate().skip(1).filter(|&(_, &c)| c > 0) {
        println!("  {plies}: {count}");
    }
}
