//! What runs beside the app: the terminal, the effects performed for it
//! (file work on its own threads), and the workers whose answers come back
//! as messages (the computer's search, the review's analysis, the external
//! engine, the autosave).

pub mod analysis;
pub mod autosave;
pub mod check;
pub mod effect;
pub mod effects;
pub mod engine_worker;
pub mod net;
pub mod terminal;
pub mod think;
