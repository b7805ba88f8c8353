//! Scores: hundredths of a piece from the side to move, and the scores of
//! forced results, counted by distance so that wins come fastest.

/// A search score, from the point of view of the side to move.
pub type Score = i32;

/// The score of a win on the move just played (one ply from the root).
pub const WIN: Score = 30_000;

/// Larger than any score.
pub const INFINITY: Score = 32_000;

/// The deepest search, in plies from the root.
pub const MAX_PLY: usize = 128;

/// Scores beyond this are forced results.
pub const WIN_BOUND: Score = WIN - MAX_PLY as Score - 1;

/// The score of a win reached `ply` plies from the root.
#[inline]
pub fn win_at(ply: usize) -> Score {
    WIN + 1 - ply as Score
}

/// Whether `score` is a forced win or loss.
#[inline]
pub fn is_decisive(score: Score) -> bool {
    score.abs() > WIN_BOUND
}

/// The score of a node that looked at only some of its moves, from the
/// best of those: a loss is not proven there (a move left out may escape
/// it), so it becomes the worst score that proves nothing.
#[inline]
pub fn unproven(best: Score) -> Score {
    best.max(-WIN_BOUND)
}

/// The plies to a forced result (docs/scripting.md `win_in`): positive when the
/// side to move at the root wins (1 = the move played wins at once),
/// negative when it loses; `None` when nothing is forced.
pub fn win_in(score: Score) -> Option<i32> {
    if score > WIN_BOUND {
        Some(WIN + 1 - score)
    } else if score < -WIN_BOUND {
        Some(-(WIN + 1 + score))
    } else {
        None
    }
}

/// [`win_in`] of a search `depth` plies deep: a forced result the capture
/// search found beyond the horizon is true, but a quiet line may force it
/// sooner, so its distance is known only within the depth searched.
#[inline]
pub fn win_in_within(score: Score, depth: u32) -> Option<i32> {
    win_in(score).filter(|n| n.unsigned_abs() <= depth)
}

/// A score as stored in the transposition table: forced results counted
/// from the node rather than from the root, so they stay true elsewhere.
#[inline]
pub fn to_table(score: Score, ply: usize) -> Score {
    if score > WIN_BOUND {
        score + ply as Score
    } else if score < -WIN_BOUND {
        score - ply as Score
    } else {
        score
    }
}

/// A score read from the transposition table at `ply`.
#[inline]
pub fn from_table(score: Score, ply: usize) -> Score {
    if score > WIN_BOUND {
        score - ply as Score
    } else if score < -WIN_BOUND {
        score + ply as Score
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn win_in_counts_plies_from_the_root() {
        assert_eq!(win_in(win_at(1)), Some(1));
        assert_eq!(win_in(win_at(3)), Some(3));
        assert_eq!(win_in(-win_at(2)), Some(-2));
        assert_eq!(win_in(140), None);
        assert_eq!(win_in(-140), None);
    }

    #[test]
    fn table_scores_round_trip() {
        for s in [win_at(5), -win_at(4), 0, 250, -3000] {
            assert_eq!(from_table(to_table(s, 7), 7), s);
        }
        // A win 2 plies below a node at ply 3 reads as a win 2 plies below a node at ply 1.
        assert_eq!(from_table(to_table(win_at(5), 3), 1), win_at(3));
    }
}
