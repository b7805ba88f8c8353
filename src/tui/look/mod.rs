//! How the terminal game looks: the theme (every style in one place), its
//! colours, and the ASCII fallback for terminals without box drawing.

pub mod ascii;
pub mod colours;
pub mod palette;
pub mod theme;
