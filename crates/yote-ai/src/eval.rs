//! The static evaluation: what a position is worth to the side to move, in
//! hundredths of a piece, from what Yoté makes matter: pieces on the board
//! and in hand, pieces that can be jumped next move, mobility, safe squares,
//! and how close each side is to the win and draw thresholds.

use yote_engine::{Bitboard, Color, Dir, Position, Rules, SecondPiece, shift};

use super::score::Score;

/// One piece.
const PIECE: Score = 100;
/// Moving next is worth a little.
const TEMPO: Score = 8;
/// Per step a side could make.
const MOBILITY: Score = 3;
/// A corner piece can never be jumped; an edge piece only along the edge.
const CORNER: Score = 10;
const EDGE: Score = 3;
/// Per enemy piece the side to move could jump now.
const ATTACK: Score = 12;
/// By how many squares the opponent could land a capture next move.
const THREAT: [Score; 4] = [0, 30, 90, 140];
/// A side this many pieces above the win threshold is in danger (a capture
/// takes two pieces).
const DANGER: [Score; 5] = [0, 160, 80, 30, 10];

/// The rules, as the evaluation needs them.
#[derive(Clone, Debug)]
pub struct Evaluator {
    board: Bitboard,
    edges: Bitboard,
    corners: Bitboard,
    win_at_most: u32,
    draw_at_most: u32,
    hand_bonus: Score,
    stuck_loses: bool,
}

/// The four directions and their opposites.
const OPPOSITE: [(Dir, Dir); 4] = [
    (Dir::North, Dir::South),
    (Dir::South, Dir::North),
    (Dir::East, Dir::West),
    (Dir::West, Dir::East),
];

impl Evaluator {
    pub fn new(rules: &Rules) -> Evaluator {
        let board = rules.board_mask();
        let inner = Dir::ALL
            .iter()
            .fold(board, |acc, d| acc & shift(board, *d, board));
        let edges = board & !inner;
        let row_ends = |b: Bitboard| shift(b, Dir::East, board) & shift(b, Dir::West, board);
        let col_ends = |b: Bitboard| shift(b, Dir::North, board) & shift(b, Dir::South, board);
        let corners = board & !row_ends(board) & !col_ends(board);
        Evaluator {
            board,
            edges,
            corners,
            win_at_most: u32::from(rules.win_when_opponent_has_at_most),
            draw_at_most: u32::from(rules.draw_when_both_have_at_most),
            // Pieces in hand cannot be jumped; under board-or-hand they can
            // still be taken as second pieces, so they are worth less extra.
            hand_bonus: match rules.second_piece {
                SecondPiece::Board => 12,
                SecondPiece::HandIfBoardEmpty => 8,
                SecondPiece::BoardOrHand => 3,
            },
            stuck_loses: rules.no_legal_move == yote_engine::NoLegalMove::Loses,
        }
    }

    /// The worth of `pos` to the player to move.
    pub fn evaluate(&self, pos: &Position) -> Score {
        let me = pos.to_move();
        let them = me.other();
        let empty = self.board & !pos.occupied();
        let (my_total, their_total) = (pos.total(me), pos.total(them));

        let mut score = PIECE * (my_total as Score - their_total as Score);
        score += self.hand_bonus * (Score::from(pos.hand(me)) - Score::from(pos.hand(them)));
        score += self.safety(pos.pieces(me)) - self.safety(pos.pieces(them));

        let my_steps = self.steps(pos.pieces(me), empty);
        let their_steps = self.steps(pos.pieces(them), empty);
        score += MOBILITY * (my_steps as Score - their_steps as Score);
        if self.stuck_loses && pos.hand(them) == 0 && their_steps == 0 {
            // Unless the move now frees them, they may have no move at all.
            score += 40;
        }

        score += ATTACK * targets(pos, me, self.board).count_ones() as Score;
        let landings = capture_landings(pos, them, self.board).count_ones() as usize;
        let mut threat = THREAT[landings.min(3)];
        if my_total <= self.win_at_most + 2 && landings > 0 {
            threat = threat * 5 / 2;
        }
        score -= threat;

        score += self.danger(their_total) - self.danger(my_total);
        if self.draw_at_most > 0 && my_total.max(their_total) <= self.draw_at_most + 2 {
            // Close to the draw threshold, an advantage is worth less.
            score /= 2;
        }
        score + TEMPO
    }

    /// Bonus for pieces that cannot be jumped (corners) or only one way (edges).
    fn safety(&self, pieces: Bitboard) -> Score {
        CORNER * (pieces & self.corners).count_ones() as Score
            + EDGE * (pieces & self.edges & !self.corners).count_ones() as Score
    }

    /// How many steps the pieces could make.
    fn steps(&self, pieces: Bitboard, empty: Bitboard) -> u32 {
        Dir::ALL
            .iter()
            .map(|d| (shift(pieces, *d, self.board) & empty).count_ones())
            .sum()
    }

    /// How exposed a side with `total` pieces is to losing on the next capture.
    fn danger(&self, total: u32) -> Score {
        let margin = total.saturating_sub(self.win_at_most) as usize;
        DANGER.get(margin).copied().unwrap_or(0)
    }
}

/// The pieces of `color`'s opponent that `color` could jump now.
pub fn targets(pos: &Position, color: Color, board: Bitboard) -> Bitboard {
    let own = pos.pieces(color);
    let enemy = pos.pieces(color.other());
    let empty = board & !pos.occupied();
    OPPOSITE.iter().fold(0, |acc, (d, back)| {
        acc | (shift(own, *d, board) & enemy & shift(empty, *back, board))
    })
}

/// The pieces of `color` that could jump an enemy piece now.
pub fn attackers(pos: &Position, color: Color, board: Bitboard) -> Bitboard {
    let own = pos.pieces(color);
    let enemy = pos.pieces(color.other());
    let empty = board & !pos.occupied();
    OPPOSITE.iter().fold(0, |acc, (_, back)| {
        let over = shift(empty, *back, board) & enemy;
        acc | (shift(over, *back, board) & own)
    })
}

/// The empty squares where a capture by `color` could land now.
pub fn capture_landings(pos: &Position, color: Color, board: Bitboard) -> Bitboard {
    let own = pos.pieces(color);
    let enemy = pos.pieces(color.other());
    let empty = board & !pos.occupied();
    Dir::ALL.iter().fold(0, |acc, d| {
        acc | (shift(shift(own, *d, board) & enemy, *d, board) & empty)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use yote_engine::Game;

    fn after(tokens: &[&str]) -> Game {
        let mut game = Game::new(Rules::default());
        game.play_tokens(tokens).expect("legal");
        game
    }

    #[test]
    fn the_start_is_even_but_for_the_move() {
        let game = Game::new(Rules::default());
        let eval = Evaluator::new(game.rules());
        assert_eq!(eval.evaluate(game.position()), TEMPO);
    }

    #[test]
    fn a_piece_up_is_about_a_hundred() {
        // White has captured: two black pieces gone.
        let game = after(&["@c3", "@c4", "@a1", "@e1", "c3xc5/e1"]);
        let eval = Evaluator::new(game.rules());
        let black_view = eval.evaluate(game.position());
        assert!(black_view < -150, "{black_view}");
    }

    #[test]
    fn threats_are_seen() {
        // Black to move; White on c3 can jump c4 (c5 empty).
        let game = after(&["@c3", "@c4", "@a1"]);
        let pos = game.position();
        let board = game.rules().board_mask();
        let c4 = yote_engine::Square::parse("c4").expect("square").bit();
        assert_eq!(targets(pos, Color::White, board), c4);
        assert_eq!(capture_landings(pos, Color::White, board).count_ones(), 1);
        let c3 = yote_engine::Square::parse("c3").expect("square").bit();
        assert_eq!(attackers(pos, Color::White, board), c3);
        // Black's c4 can jump c3 too (c2 is empty).
        assert_eq!(targets(pos, Color::Black, board), c3);
    }
}
