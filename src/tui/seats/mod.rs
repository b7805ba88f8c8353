//! Who sits at the game: the match (rules, names, moves, who plays each
//! side) and the computer players' side of the app.

pub mod table;
