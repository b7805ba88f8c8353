//! Join codes: a number and two words from a list shipped with the program,
//! e.g. `7-ocean-violet`, said aloud to the other player. The code is the
//! password of the key exchange ([`super::link`]), never sent itself.

use std::fmt;
use std::sync::OnceLock;

use rand::Rng;

/// The words of a code: the EFF's large word list for passphrases (CC BY
/// 3.0 US, Electronic Frontier Foundation), without its four hyphenated
/// words, one word a line.
const WORD_LIST: &str = include_str!("words.txt");

/// The code's number runs from 1 to this.
pub const NUMBERS: u32 = 16_384;

/// The words a code is made of, in the list's order.
pub fn words() -> &'static [&'static str] {
    static WORDS: OnceLock<Vec<&'static str>> = OnceLock::new();
    WORDS.get_or_init(|| WORD_LIST.lines().filter(|w| !w.is_empty()).collect())
}

/// How many bits of chance a code holds: log2(numbers × words²), 39.8.
pub fn entropy_bits() -> f64 {
    let words = words().len() as f64;
    (f64::from(NUMBERS) * words * words).log2()
}

/// A join code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Code {
    number: u32,
    words: [u16; 2],
}

/// Why a typed code is not one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Nothing was typed.
    Empty,
    /// Not a number and two words.
    Shape,
    /// The number is not from 1 to [`NUMBERS`].
    Number,
    /// A word that is not in the list (as typed, bounded).
    Word(String),
}

impl Code {
    /// A new code from the operating system's randomness (`rand`'s thread
    /// generator: `ChaCha`, seeded and reseeded from the system).
    pub fn random() -> Code {
        let mut rng = rand::rng();
        let n = words().len();
        Code {
            number: rng.random_range(1..=NUMBERS),
            words: [rng.random_range(0..n) as u16, rng.random_range(0..n) as u16],
        }
    }

    /// Reads a code as a person types it: any case, the parts parted by
    /// hyphens or spaces.
    pub fn parse(text: &str) -> Result<Code, CodeError> {
        let lower = text.trim().to_lowercase();
        let parts: Vec<&str> = lower
            .split(|c: char| c == '-' || c.is_whitespace())
            .filter(|p| !p.is_empty())
            .collect();
        let [number, first, second] = parts.as_slice() else {
            return Err(if parts.is_empty() {
                CodeError::Empty
            } else {
                CodeError::Shape
            });
        };
        let number: u32 = number.parse().map_err(|_| CodeError::Shape)?;
        if !(1..=NUMBERS).contains(&number) {
            return Err(CodeError::Number);
        }
        let find = |word: &str| {
            words()
                .iter()
                .position(|w| *w == word)
                .map(|i| i as u16)
                .ok_or_else(|| CodeError::Word(word.chars().take(30).collect()))
        };
        Ok(Code {
            number,
            words: [find(first)?, find(second)?],
        })
    }

    /// The password the key exchange runs on: the code as written.
    pub(crate) fn secret(self) -> Vec<u8> {
        self.to_string().into_bytes()
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let w = words();
        write!(
            f,
            "{}-{}-{}",
            self.number,
            w[usize::from(self.words[0])],
            w[usize::from(self.words[1])]
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_reads_back_as_written_in_any_case_and_spacing() {
        for _ in 0..50 {
            let code = Code::random();
            let text = code.to_string();
            assert_eq!(Code::parse(&text), Ok(code));
            let spaced = text.replace('-', " ").to_uppercase();
            assert_eq!(Code::parse(&format!("  {spaced} ")), Ok(code));
        }
    }

    #[test]
    fn the_list_has_no_doubles_and_the_code_about_40_bits() {
        let mut sorted = words().to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), words().len());
        assert!(
            words()
                .iter()
                .all(|w| w.chars().all(|c| c.is_ascii_lowercase()))
        );
        let bits = entropy_bits();
        assert!((39.5..40.5).contains(&bits), "{bits}");
    }

    #[test]
    fn codes_that_are_not_are_told_apart() {
        assert_eq!(Code::parse(""), Err(CodeError::Empty));
        assert_eq!(Code::parse("7-ocean"), Err(CodeError::Shape));
        assert_eq!(Code::parse("x-ocean-violet"), Err(CodeError::Shape));
        assert_eq!(Code::parse("0-ocean-violet"), Err(CodeError::Number));
        assert_eq!(Code::parse("99999-ocean-violet"), Err(CodeError::Number));
        assert_eq!(
            Code::parse("7-ocean-zzzq"),
            Err(CodeError::Word("zzzq".into()))
        );
    }
}
