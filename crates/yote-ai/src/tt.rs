//! The transposition table: what an earlier search found about a position
//! (its score as a bound, the depth searched, the best move), by key.

use super::score::Score;

/// What a stored score says about the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this (a cut-off).
    Lower,
    /// The true score is at most this (no move reached alpha).
    Upper,
}

/// One stored position. The best move is kept as its index in the
/// generation order of that position, so an entry stays 16 bytes whatever
/// the size of a move; the table holds it packed in a `u128` (see
/// [`Table::new`]), an empty slot being all zeros.
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    key: u64,
    best: u32,
    score: i16,
    depth: u8,
    /// Bound in the low 2 bits (0 = empty slot), the search's age above.
    flags: u8,
}

impl Entry {
    #[inline]
    fn pack(self) -> u128 {
        u128::from(self.key)
            | u128::from(self.best) << 64
            | u128::from(self.score as u16) << 96
            | u128::from(self.depth) << 112
            | u128::from(self.flags) << 120
    }

    #[inline]
    fn unpack(bits: u128) -> Entry {
        Entry {
            key: bits as u64,
            best: (bits >> 64) as u32,
            score: (bits >> 96) as u16 as i16,
            depth: (bits >> 112) as u8,
            flags: (bits >> 120) as u8,
        }
    }
}

/// What a probe finds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hit {
    pub score: Score,
    pub depth: u8,
    pub bound: Bound,
    /// Index of the best move in generation order, if one was found.
    pub best: Option<u32>,
}

/// No best move stored.
const NO_MOVE: u32 = u32::MAX;

/// A fixed-size table, one entry per slot.
#[derive(Clone, Debug)]
pub struct Table {
    /// Packed [`Entry`]s.
    entries: Vec<u128>,
    mask: usize,
    age: u8,
}

impl Table {
    /// A table of about `megabytes` MiB (a power of two of entries; at least one).
    pub fn new(megabytes: usize) -> Table {
        let wanted = (megabytes << 20) / std::mem::size_of::<u128>();
        let size = wanted.max(1).next_power_of_two();
        let size = if size > wanted.max(1) { size / 2 } else { size }.max(1);
        Table {
            // Zeros are allocated already zeroed by the system, page by page
            // as they are first used: a short search does not wait for
            // 16 MiB to be written (tens of milliseconds on a busy machine).
            entries: vec![0; size],
            mask: size - 1,
            age: 0,
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.entries.fill(0);
        self.age = 0;
    }

    /// Marks the start of a new search: older entries give way first.
    pub fn new_search(&mut self) {
        self.age = (self.age + 1) & 0x3f;
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        // The high bits: the low ones also pick the slot in smaller tables.
        ((key >> 32) as usize ^ key as usize) & self.mask
    }

    /// What is stored for `key`, if anything.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let e = Entry::unpack(self.entries[self.slot(key)]);
        if e.flags.trailing_zeros() >= 2 || e.key != key {
            return None;
        }
        Some(Hit {
            score: Score::from(e.score),
            depth: e.depth,
            bound: match e.flags & 3 {
                1 => Bound::Exact,
                2 => Bound::Lower,
                _ => Bound::Upper,
            },
            best: (e.best != NO_MOVE).then_some(e.best),
        })
    }

    /// Stores a result; keeps a deeper entry of the same search for another
    /// position, and the old best move when the new result has none.
    #[inline]
    pub fn store(&mut self, key: u64, depth: u8, score: Score, bound: Bound, best: Option<u32>) {
        let age = self.age;
        let slot = self.slot(key);
        let e = Entry::unpack(self.entries[slot]);
        let same = e.key == key && e.flags & 3 != 0;
        let old_age = e.flags >> 2;
        if !same && e.flags & 3 != 0 && old_age == age && e.depth > depth.saturating_add(2) {
            return;
        }
        let best = match best {
            Some(b) => b,
            None if same => e.best,
            None => NO_MOVE,
        };
        let code = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        self.entries[slot] = Entry {
            key,
            best,
            score: score.clamp(i16::MIN.into(), i16::MAX.into()) as i16,
            depth,
            flags: code | (age << 2),
        }
        .pack();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds() {
        let mut t = Table::new(1);
        assert_eq!(std::mem::size_of::<Entry>(), 16);
        assert_eq!(t.entries.len(), 1 << 16);
        assert_eq!(t.probe(42), None);
        t.store(42, 5, -130, Bound::Lower, Some(7));
        let hit = t.probe(42).expect("stored");
        assert_eq!(
            hit,
            Hit {
                score: -130,
                depth: 5,
                bound: Bound::Lower,
                best: Some(7)
            }
        );
        t.store(42, 6, 10, Bound::Upper, None);
        assert_eq!(t.probe(42).expect("stored").best, Some(7));
        // Every field's extremes survive the packing.
        let key = u64::MAX - 1;
        t.store(key, 255, -32768, Bound::Exact, Some(u32::MAX - 1));
        let hit = t.probe(key).expect("stored");
        assert_eq!((hit.score, hit.depth), (-32768, 255));
        assert_eq!((hit.bound, hit.best), (Bound::Exact, Some(u32::MAX - 1)));
        t.clear();
        assert_eq!(t.probe(42), None);
    }
}
