//! The transposition table: what an earlier search found about a position
//! (its score as a bound, the depth searched, the best move), by key.
//! Shared by the threads of a parallel search without locks: a slot is two
//! 64-bit words, the entry's data and its key `XORed` with that data, so a
//! slot torn by two threads writing at once reads as a key that matches
//! nothing (the check of Hyatt and Mann's "lockless transposition table").
//!
//! A table is cleared in time proportional to what was stored in it since
//! the last clear: the slots first written are listed (up to a sixteenth of
//! the table, then the whole table is zeroed), so that a searcher kept for
//! many short searches, each as if on a fresh table (the review, the engine
//! protocol's `rules` and `go`), does not zero 16 MiB for each.

use std::sync::atomic::{AtomicU8, AtomicU32, AtomicU64, AtomicUsize, Ordering};

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
/// the size of a move; the table holds it as two words (the key XOR the
/// data, and the data), an empty slot being all zeros.
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
    /// Everything but the key, in one word.
    #[inline]
    fn data(self) -> u64 {
        u64::from(self.best)
            | u64::from(self.score as u16) << 32
            | u64::from(self.depth) << 48
            | u64::from(self.flags) << 56
    }

    #[inline]
    fn from_words(check: u64, data: u64) -> Entry {
        Entry {
            key: check ^ data,
            best: data as u32,
            score: (data >> 32) as u16 as i16,
            depth: (data >> 48) as u8,
            flags: (data >> 56) as u8,
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
#[derive(Debug)]
pub struct Table {
    /// Two words per [`Entry`]: the key XOR the data, then the data, in
    /// `buffer[start..start + len]` (see [`zeroed_words`]).
    buffer: Vec<AtomicU64>,
    start: usize,
    len: usize,
    mask: usize,
    age: AtomicU8,
    /// The slots written since they were last empty, in `used[..used_len]`
    /// while that fits; `used_len` beyond `used.len()` means too many to
    /// list (a slot may be listed twice when two threads fill it at once).
    used: Vec<AtomicU32>,
    used_len: AtomicUsize,
}

/// The share of a table's slots whose first writes are listed for
/// [`Table::clear`]: beyond it, zeroing the whole table costs little
/// beside the search that filled that much.
const LISTED_SHARE: usize = 16;

impl Table {
    /// A table of about `megabytes` MiB (a power of two of entries; at least one).
    pub fn new(megabytes: usize) -> Table {
        let size = slots_for(megabytes);
        // Zeros are allocated already zeroed by the system, page by page
        // as they are first used: a short search does not wait for
        // 16 MiB to be written (tens of milliseconds on a busy machine).
        let (buffer, start) = zeroed_words(2 * size);
        Table {
            buffer,
            start,
            len: 2 * size,
            mask: size - 1,
            age: AtomicU8::new(0),
            // Slots are listed as 32 bits: a larger table is zeroed whole.
            used: (0..if u32::try_from(size).is_ok() {
                size.div_ceil(LISTED_SHARE)
            } else {
                0
            })
                .map(|_| AtomicU32::new(0))
                .collect(),
            used_len: AtomicUsize::new(0),
        }
    }

    /// The table's size in MiB (0 for one of less than a MiB).
    pub fn megabytes(&self) -> usize {
        std::mem::size_of_val(self.words()) >> 20
    }

    /// The size in MiB of `Table::new(megabytes)`, without making it.
    pub fn megabytes_of(megabytes: usize) -> usize {
        (slots_for(megabytes) * std::mem::size_of::<u128>()) >> 20
    }

    /// Forgets everything: the table is then as a new one is, in time
    /// proportional to the slots written since the last clear.
    pub fn clear(&self) {
        let listed = self.used_len.load(Ordering::Relaxed);
        let words = self.words();
        if listed <= self.used.len() {
            for slot in &self.used[..listed] {
                let slot = slot.load(Ordering::Relaxed) as usize;
                words[2 * slot].store(0, Ordering::Relaxed);
                words[2 * slot + 1].store(0, Ordering::Relaxed);
            }
        } else {
            for w in words {
                w.store(0, Ordering::Relaxed);
            }
        }
        self.used_len.store(0, Ordering::Relaxed);
        self.age.store(0, Ordering::Relaxed);
    }

    /// Lists `slot`, found empty and about to be written, for [`Table::clear`].
    #[inline]
    fn note_used(&self, slot: usize) {
        // Once the list has overflowed, a load and no write.
        if self.used_len.load(Ordering::Relaxed) <= self.used.len() {
            let at = self.used_len.fetch_add(1, Ordering::Relaxed);
            if let Some(entry) = self.used.get(at) {
                entry.store(slot as u32, Ordering::Relaxed);
            }
        }
    }

    /// Marks the start of a new search: older entries give way first.
    pub fn new_search(&self) {
        let age = self.age.load(Ordering::Relaxed);
        self.age.store((age + 1) & 0x3f, Ordering::Relaxed);
    }

    /// The table's words.
    #[inline]
    fn words(&self) -> &[AtomicU64] {
        &self.buffer[self.start..self.start + self.len]
    }

    /// The entry in `slot` (its key garbled if two threads wrote it at once).
    #[inline]
    fn read(&self, slot: usize) -> Entry {
        let words = self.words();
        let check = words[2 * slot].load(Ordering::Relaxed);
        let data = words[2 * slot + 1].load(Ordering::Relaxed);
        Entry::from_words(check, data)
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        // The high bits: the low ones also pick the slot in smaller tables.
        ((key >> 32) as usize ^ key as usize) & self.mask
    }

    /// Starts loading the slot of `key` into the processor's cache, for a
    /// probe a little later: a probe of a large table mostly waits for
    /// memory, and the position's other work can go on meanwhile.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        let slot = self.slot(key);
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let at = std::ptr::from_ref(&self.words()[2 * slot]);
            // SAFETY: a prefetch reads nothing and cannot fault; SSE is
            // part of every x86_64.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(at.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = slot;
    }

    /// What is stored for `key`, if anything.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let e = self.read(self.slot(key));
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
    pub fn store(&self, key: u64, depth: u8, score: Score, bound: Bound, best: Option<u32>) {
        let age = self.age.load(Ordering::Relaxed);
        let slot = self.slot(key);
        let e = self.read(slot);
        if e.flags.trailing_zeros() >= 2 {
            self.note_used(slot);
        }
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
        let data = Entry {
            key,
            best,
            score: score.clamp(i16::MIN.into(), i16::MAX.into()) as i16,
            depth,
            flags: code | (age << 2),
        }
        .data();
        let words = self.words();
        words[2 * slot].store(key ^ data, Ordering::Relaxed);
        words[2 * slot + 1].store(data, Ordering::Relaxed);
    }
}

// The reinterpretation below needs the same layout.
const _: () = assert!(
    std::mem::size_of::<u64>() == std::mem::size_of::<AtomicU64>()
        && std::mem::align_of::<u64>() == std::mem::align_of::<AtomicU64>()
);

/// The slots of a table of about `megabytes` MiB: the largest power of two
/// that fits, and at least one.
fn slots_for(megabytes: usize) -> usize {
    let wanted = ((megabytes << 20) / std::mem::size_of::<u128>()).max(1);
    let size = wanted.next_power_of_two();
    if size > wanted { size / 2 } else { size }
}

/// The size of a huge page of the processor's page tables (x86-64, and
/// the usual one of arm64).
const HUGE_PAGE: usize = 2 << 20;

/// `n` zeroed atomic words, allocated zeroed (see [`Table::new`]), and
/// where they start in the buffer returned. On Linux, `n` words of two huge
/// pages or more start on a huge page and the kernel is asked to back them
/// with huge pages (`madvise(MADV_HUGEPAGE)`, for systems whose transparent
/// huge pages are given only when asked, the usual setting): a probe of a
/// 16 MiB table then misses the processor's page tables (its TLB) far less
/// (docs/benchmarks.md). The kernel may decline; the table is the same.
fn zeroed_words(n: usize) -> (Vec<AtomicU64>, usize) {
    let bytes = n * std::mem::size_of::<u64>();
    let huge = cfg!(target_os = "linux") && bytes >= 2 * HUGE_PAGE;
    let extra = if huge {
        HUGE_PAGE / std::mem::size_of::<u64>()
    } else {
        0
    };
    let zeros: Vec<u64> = vec![0; n + extra];
    let start = if huge {
        let at = zeros.as_ptr() as usize;
        (at.next_multiple_of(HUGE_PAGE) - at) / std::mem::size_of::<u64>()
    } else {
        0
    };
    #[cfg(target_os = "linux")]
    if huge {
        // SAFETY: advice only, on `bytes` bytes inside the allocation
        // (`start` words in, `extra` words to spare); it changes no
        // memory's contents.
        unsafe {
            libc::madvise(
                zeros.as_ptr().add(start).cast_mut().cast(),
                bytes,
                libc::MADV_HUGEPAGE,
            );
        }
    }
    // `AtomicU64` has the size, alignment and bit validity of `u64`.
    let mut zeros = std::mem::ManuallyDrop::new(zeros);
    let (ptr, len, cap) = (zeros.as_mut_ptr(), zeros.len(), zeros.capacity());
    // SAFETY: the same allocation, reinterpreted element for element as a
    // type of the same size, alignment (asserted above) and bit validity
    // (AtomicU64's documentation), so capacity and layout match.
    let words = unsafe { Vec::from_raw_parts(ptr.cast::<AtomicU64>(), len, cap) };
    (words, start)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds() {
        let t = Table::new(1);
        assert_eq!(std::mem::size_of::<Entry>(), 16);
        assert_eq!(t.words().len(), 2 << 16);
        assert_eq!(t.megabytes(), 1);
        assert_eq!(
            Table::new(3).megabytes(),
            2,
            "a power of two, at most the size asked"
        );
        for mb in [0, 1, 3, 16, 85] {
            assert_eq!(Table::megabytes_of(mb), Table::new(mb).megabytes(), "{mb}");
        }
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
        assert_eq!(t.probe(key), None);
    }

    /// A clear after a few stores zeroes only their slots, one after many
    /// zeroes the whole table: either way the table is as a new one.
    #[test]
    fn a_clear_leaves_the_table_as_new() {
        let t = Table::new(1);
        let slots = t.words().len() / 2;
        for many in [3, slots / LISTED_SHARE, slots / LISTED_SHARE + 1, 3 * slots] {
            for i in 0..many as u64 {
                let key = i.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
                t.store(key, 3, 7, Bound::Exact, Some(1));
            }
            t.new_search();
            t.clear();
            assert!(
                t.words().iter().all(|w| w.load(Ordering::Relaxed) == 0),
                "{many}"
            );
            assert_eq!(t.age.load(Ordering::Relaxed), 0);
            assert_eq!(t.used_len.load(Ordering::Relaxed), 0);
        }
    }
}
