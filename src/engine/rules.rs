//! The rules options (RULES.md §1–3): one type, read from TOML key by key so
//! that every refusal names the key and, for a file, its line.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::square::{Bitboard, Color, Square, board_mask};

/// Where the second piece of a capture may come from (RULES.md §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SecondPiece {
    /// Any other enemy piece on the board; none when the board has none.
    Board,
    /// Any other enemy piece on the board or one from the enemy's hand.
    BoardOrHand,
    /// From the board; from the hand only when the board has none.
    HandIfBoardEmpty,
}

impl SecondPiece {
    pub const ALL: [SecondPiece; 3] = [
        SecondPiece::Board,
        SecondPiece::BoardOrHand,
        SecondPiece::HandIfBoardEmpty,
    ];

    /// The value written in `rules.toml`.
    pub fn key(self) -> &'static str {
        match self {
            SecondPiece::Board => "board",
            SecondPiece::BoardOrHand => "board-or-hand",
            SecondPiece::HandIfBoardEmpty => "hand-if-board-empty",
        }
    }
}

/// What happens to a player who has no legal move on their turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NoLegalMove {
    /// That player loses.
    Loses,
    /// The player with more pieces (board + hand) wins; equal counts draw.
    MostPiecesWins,
}

impl NoLegalMove {
    pub fn key(self) -> &'static str {
        match self {
            NoLegalMove::Loses => "loses",
            NoLegalMove::MostPiecesWins => "most-pieces-wins",
        }
    }
}

/// Every rule option; [`Rules::default`] is the standard game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "toml::Table")]
pub struct Rules {
    pub rows: u8,
    pub columns: u8,
    pub pieces_per_player: u8,
    pub first_player: Color,
    pub second_piece: SecondPiece,
    pub mandatory_capture: bool,
    pub multi_jump: bool,
    pub bonus_move_after_capture: bool,
    pub jump_own_pieces: bool,
    pub win_when_opponent_has_at_most: u8,
    pub draw_when_both_have_at_most: u8,
    pub no_legal_move: NoLegalMove,
    pub repetition_draw: u8,
}

impl Serialize for Color {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Color {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        match text.as_str() {
            "white" => Ok(Color::White),
            "black" => Ok(Color::Black),
            other => Err(serde::de::Error::custom(format!(
                "expected \"white\" or \"black\", found {other:?}"
            ))),
        }
    }
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            rows: 5,
            columns: 6,
            pieces_per_player: 12,
            first_player: Color::White,
            second_piece: SecondPiece::Board,
            mandatory_capture: false,
            multi_jump: false,
            bonus_move_after_capture: false,
            jump_own_pieces: false,
            win_when_opponent_has_at_most: 1,
            draw_when_both_have_at_most: 0,
            no_legal_move: NoLegalMove::Loses,
            repetition_draw: 3,
        }
    }
}

/// Every key of a rules file, in the order of `rules.toml`.
pub const KEYS: [&str; 13] = [
    "rows",
    "columns",
    "pieces_per_player",
    "first_player",
    "second_piece",
    "mandatory_capture",
    "multi_jump",
    "bonus_move_after_capture",
    "jump_own_pieces",
    "win_when_opponent_has_at_most",
    "draw_when_both_have_at_most",
    "no_legal_move",
    "repetition_draw",
];

/// A rules value or file that was refused. The message names the key.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}{message}", where_.as_deref().map(|w| format!("{w}: ")).unwrap_or_default())]
pub struct RulesError {
    /// Where the problem is, e.g. `rules.toml, line 4` or `--set rows=9`.
    pub where_: Option<String>,
    /// What is wrong, naming the key.
    pub message: String,
    /// The key at fault, for a check between keys (which has no single place).
    pub key: Option<&'static str>,
}

impl RulesError {
    fn new(message: impl Into<String>) -> Self {
        RulesError {
            where_: None,
            message: message.into(),
            key: None,
        }
    }

    fn of_key(mut self, key: &'static str) -> Self {
        self.key = Some(key);
        self
    }

    /// Names where the problem is, unless it is already named.
    pub fn at(mut self, where_: impl Into<String>) -> Self {
        if self.where_.is_none() {
            self.where_ = Some(where_.into());
        }
        self
    }
}

impl Rules {
    /// The bitboard of the squares on this board.
    pub fn board_mask(&self) -> Bitboard {
        board_mask(self.rows, self.columns)
    }

    /// Whether `sq` is on this board.
    pub fn contains(&self, sq: Square) -> bool {
        sq.row() < self.rows && sq.col() < self.columns
    }

    /// The most pieces each player may have on this board.
    pub fn max_pieces(&self) -> u32 {
        u32::from(self.rows) * u32::from(self.columns) / 2
    }

    /// Sets one key from a TOML value, with the checks that need only that key.
    pub fn set(&mut self, key: &str, value: &toml::Value) -> Result<(), RulesError> {
        match key {
            "rows" => self.rows = whole(key, value, 2, 8)?,
            "columns" => self.columns = whole(key, value, 2, 8)?,
            "pieces_per_player" => self.pieces_per_player = whole(key, value, 1, 32)?,
            "win_when_opponent_has_at_most" => {
                self.win_when_opponent_has_at_most = whole(key, value, 0, 31)?
            }
            "draw_when_both_have_at_most" => {
                self.draw_when_both_have_at_most = whole(key, value, 0, 32)?
            }
            "repetition_draw" => {
                let n = whole(key, value, 0, 10)?;
                if n == 1 {
                    return Err(RulesError::new(
                        "repetition_draw must be 0 (off) or a whole number from 2 to 10, not 1",
                    ));
                }
                self.repetition_draw = n;
            }
            "mandatory_capture" => self.mandatory_capture = boolean(key, value)?,
            "multi_jump" => self.multi_jump = boolean(key, value)?,
            "bonus_move_after_capture" => self.bonus_move_after_capture = boolean(key, value)?,
            "jump_own_pieces" => self.jump_own_pieces = boolean(key, value)?,
            "first_player" => {
                self.first_player = choice(key, value, &[Color::White, Color::Black], |c| c.name())?
            }
            "second_piece" => {
                self.second_piece = choice(key, value, &SecondPiece::ALL, |s| s.key())?
            }
            "no_legal_move" => {
                self.no_legal_move = choice(
                    key,
                    value,
                    &[NoLegalMove::Loses, NoLegalMove::MostPiecesWins],
                    |n| n.key(),
                )?
            }
            _ => {
                return Err(RulesError::new(format!(
                    "unknown key '{key}' (the keys are: {})",
                    KEYS.join(", ")
                )));
            }
        }
        Ok(())
    }

    /// The checks between keys, run once every key is read.
    pub fn validate(&self) -> Result<(), RulesError> {
        let max = self.max_pieces();
        if u32::from(self.pieces_per_player) > max {
            return Err(RulesError::new(format!(
                "pieces_per_player must be a whole number from 1 to {max} on a {}×{} board (found {})",
                self.rows, self.columns, self.pieces_per_player
            ))
            .of_key("pieces_per_player"));
        }
        if self.win_when_opponent_has_at_most >= self.pieces_per_player {
            return Err(RulesError::new(format!(
                "win_when_opponent_has_at_most must be a whole number from 0 to {} (pieces_per_player − 1), found {}",
                self.pieces_per_player - 1,
                self.win_when_opponent_has_at_most
            ))
            .of_key("win_when_opponent_has_at_most"));
        }
        if self.draw_when_both_have_at_most > self.pieces_per_player {
            return Err(RulesError::new(format!(
                "draw_when_both_have_at_most must be a whole number from 0 to {} (pieces_per_player), found {}",
                self.pieces_per_player, self.draw_when_both_have_at_most
            ))
            .of_key("draw_when_both_have_at_most"));
        }
        Ok(())
    }

    /// Reads a rules file's text over the standard rules. `name` is how the
    /// file is named in messages.
    pub fn from_toml_str(text: &str, name: &str) -> Result<Rules, RulesError> {
        let mut rules = Rules::default();
        rules.apply_toml_str(text, name)?;
        rules
            .validate()
            .map_err(|e| match e.key.and_then(|k| key_line(text, k)) {
                Some(line) => e.at(format!("{name}, line {line}")),
                None => e.at(name.to_string()),
            })?;
        Ok(rules)
    }

    /// Applies the keys of a rules file's text to these rules, without the
    /// checks between keys (so `--set` can still change them). Every refusal
    /// names the file and the line.
    pub fn apply_toml_str(&mut self, text: &str, name: &str) -> Result<(), RulesError> {
        let at = |line: usize| format!("{name}, line {line}");
        let refuse_toml = |e: toml::de::Error| {
            let place = match e.span() {
                Some(s) => at(line_of(text, s.start)),
                None => name.to_string(),
            };
            RulesError::new(format!("not valid TOML: {}", e.message())).at(place)
        };
        let table: toml::Table = text.parse().map_err(refuse_toml)?;
        let lines = key_lines(text);
        for (key, value) in &table {
            let place = match lines.iter().find(|(k, _)| k == key) {
                Some((_, line)) => at(*line),
                None => name.to_string(),
            };
            if let toml::Value::Table(_) = value {
                // `[key]` or `key.other = ...`: rules files are flat.
                return Err(RulesError::new(format!(
                    "'{key}' is a table ([{key}] or {key}.…): a rules file holds only \
                     KEY = VALUE lines (the keys are: {})",
                    KEYS.join(", ")
                ))
                .at(place));
            }
            self.set(key, value).map_err(|e| e.at(place))?;
        }
        Ok(())
    }

    /// The standard rules with `KEY=VALUE` overrides applied in order, then
    /// checked as a whole: what `--set` does without a rules file.
    pub fn from_overrides<S: AsRef<str>>(
        assignments: impl IntoIterator<Item = S>,
    ) -> Result<Rules, RulesError> {
        let mut rules = Rules::default();
        for assignment in assignments {
            rules.apply_override(assignment.as_ref())?;
        }
        rules.validate()?;
        Ok(rules)
    }

    /// Applies one `KEY=VALUE` override from the command line. VALUE is read
    /// as a TOML value; a bare word that is not one is taken as a string.
    pub fn apply_override(&mut self, assignment: &str) -> Result<(), RulesError> {
        let place = format!("--set {assignment}");
        if assignment.chars().any(char::is_control) {
            // A line break would start a second TOML line that is silently
            // read as something else, or dropped.
            return Err(RulesError::new(
                "a --set value is one line of text: it cannot hold a line break or other control character",
            )
            .at(place));
        }
        let Some((key, raw)) = assignment.split_once('=') else {
            return Err(RulesError::new("expected KEY=VALUE").at(place));
        };
        let key = key.trim();
        let raw = raw.trim();
        let value = format!("v = {raw}")
            .parse::<toml::Table>()
            .ok()
            .and_then(|mut t| t.remove("v"))
            .unwrap_or_else(|| toml::Value::String(raw.to_string()));
        self.set(key, &value).map_err(|e| e.at(place))
    }

    /// The rules as a TOML table with every key.
    pub fn to_table(&self) -> toml::Table {
        let mut table = toml::Table::new();
        let int = |n: u8| toml::Value::Integer(i64::from(n));
        let s = |v: &str| toml::Value::String(v.to_string());
        table.insert("rows".into(), int(self.rows));
        table.insert("columns".into(), int(self.columns));
        table.insert("pieces_per_player".into(), int(self.pieces_per_player));
        table.insert("first_player".into(), s(self.first_player.name()));
        table.insert("second_piece".into(), s(self.second_piece.key()));
        table.insert(
            "mandatory_capture".into(),
            toml::Value::Boolean(self.mandatory_capture),
        );
        table.insert("multi_jump".into(), toml::Value::Boolean(self.multi_jump));
        table.insert(
            "bonus_move_after_capture".into(),
            toml::Value::Boolean(self.bonus_move_after_capture),
        );
        table.insert(
            "jump_own_pieces".into(),
            toml::Value::Boolean(self.jump_own_pieces),
        );
        table.insert(
            "win_when_opponent_has_at_most".into(),
            int(self.win_when_opponent_has_at_most),
        );
        table.insert(
            "draw_when_both_have_at_most".into(),
            int(self.draw_when_both_have_at_most),
        );
        table.insert("no_legal_move".into(), s(self.no_legal_move.key()));
        table.insert("repetition_draw".into(), int(self.repetition_draw));
        table
    }
}

impl TryFrom<toml::Table> for Rules {
    type Error = RulesError;

    /// Used for the `[rules]` table of a saved game: every key is required.
    fn try_from(table: toml::Table) -> Result<Self, Self::Error> {
        let mut rules = Rules::default();
        for (key, value) in &table {
            rules.set(key, value)?;
        }
        if let Some(missing) = KEYS.iter().find(|k| !table.contains_key(**k)) {
            return Err(RulesError::new(format!("missing key '{missing}'")));
        }
        rules.validate()?;
        Ok(rules)
    }
}

impl fmt::Display for Rules {
    /// The rules as TOML, every key present.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = toml::to_string(&self.to_table()).map_err(|_| fmt::Error)?;
        f.write_str(&text)
    }
}

fn whole(key: &str, value: &toml::Value, min: i64, max: i64) -> Result<u8, RulesError> {
    match value {
        toml::Value::Integer(n) if (min..=max).contains(n) => Ok(*n as u8),
        toml::Value::Integer(n) => Err(RulesError::new(format!(
            "{key} must be a whole number from {min} to {max} (found {n})"
        ))),
        other => Err(RulesError::new(format!(
            "{key} must be a whole number from {min} to {max} (found {})",
            describe_value(other)
        ))),
    }
}

fn boolean(key: &str, value: &toml::Value) -> Result<bool, RulesError> {
    match value {
        toml::Value::Boolean(b) => Ok(*b),
        other => Err(RulesError::new(format!(
            "{key} must be true or false (found {})",
            describe_value(other)
        ))),
    }
}

fn choice<T: Copy>(
    key: &str,
    value: &toml::Value,
    options: &[T],
    name: impl Fn(T) -> &'static str,
) -> Result<T, RulesError> {
    let names: Vec<String> = options
        .iter()
        .map(|o| format!("\"{}\"", name(*o)))
        .collect();
    let refuse = |found: String| {
        RulesError::new(format!(
            "{key} must be one of {} (found {found})",
            names.join(", ")
        ))
    };
    match value {
        toml::Value::String(s) => options
            .iter()
            .copied()
            .find(|o| name(*o) == s)
            .ok_or_else(|| refuse(format!("{s:?}"))),
        other => Err(refuse(describe_value(other))),
    }
}

/// A TOML value in words, for messages about rules and saved games.
pub fn describe_value(value: &toml::Value) -> String {
    match value {
        toml::Value::String(s) => format!("the string {s:?}"),
        toml::Value::Integer(n) => format!("the number {n}"),
        toml::Value::Float(x) => format!("the number {x}"),
        toml::Value::Boolean(b) => format!("{b}"),
        toml::Value::Datetime(d) => format!("the date {d}"),
        toml::Value::Array(_) => "a list".to_string(),
        toml::Value::Table(_) => "a table".to_string(),
    }
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

/// The line where a top-level key is set (or, for a table, opened).
pub fn key_line(text: &str, key: &str) -> Option<usize> {
    key_lines(text)
        .into_iter()
        .find(|(k, _)| k == key)
        .map(|(_, line)| line)
}

/// Every top-level key of a TOML text with the line it is on, read from the
/// parser's spans (so `[table]` headers, dotted and quoted keys are found);
/// empty when the text is not TOML.
fn key_lines(text: &str) -> Vec<(String, usize)> {
    let Ok(doc) = toml::de::DeTable::parse(text) else {
        return Vec::new();
    };
    doc.get_ref()
        .iter()
        .map(|(key, _)| (key.get_ref().to_string(), line_of(text, key.span().start)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_name_key_and_line() {
        let e = Rules::from_toml_str("rows = 5\ncolumns = 9\n", "r.toml").unwrap_err();
        assert_eq!(
            e.to_string(),
            "r.toml, line 2: columns must be a whole number from 2 to 8 (found 9)"
        );
        let e = Rules::from_toml_str("\n\nfoo = 1\n", "r.toml").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("r.toml, line 3: unknown key 'foo'")
        );
    }

    #[test]
    fn tables_and_dotted_keys_are_refused_on_their_line() {
        for (text, line) in [
            ("rows = 5\n\n[foo]\nx = 1\n", 3),
            ("columns = 5\n[rows]\n", 2),
            ("\na.b = 1\n", 2),
            ("rows = 5\n\"multi_jump\".x = true\n", 2),
        ] {
            let e = Rules::from_toml_str(text, "r.toml").unwrap_err();
            assert_eq!(
                e.where_.as_deref(),
                Some(format!("r.toml, line {line}").as_str()),
                "{text:?}: {e}"
            );
            assert!(
                e.message
                    .contains("a rules file holds only KEY = VALUE lines"),
                "{text:?}: {e}"
            );
        }
        let e = Rules::from_toml_str("rows = 5\ncolumns = 4\n[[list]]\n", "r.toml").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("r.toml, line 3: unknown key 'list'"),
            "{e}"
        );
        let e = Rules::from_toml_str("rows = 5\nlist = [1]\n", "r.toml").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("r.toml, line 2: unknown key 'list'"),
            "{e}"
        );
    }

    #[test]
    fn key_lines_come_from_the_parser() {
        let text = "# rows = 1\n\"pieces_per_player\" = 4\nrows=3\n s = \"\"\"\nrows = 9\n\"\"\"\n";
        assert_eq!(key_line(text, "rows"), Some(3));
        assert_eq!(key_line(text, "pieces_per_player"), Some(2));
        assert_eq!(key_line(text, "columns"), None);
    }

    #[test]
    fn overrides_read_bare_words() {
        let mut r = Rules::default();
        r.apply_override("second_piece=board-or-hand").unwrap();
        assert_eq!(r.second_piece, SecondPiece::BoardOrHand);
        r.apply_override("second_piece=\"hand-if-board-empty\"")
            .unwrap();
        assert_eq!(r.second_piece, SecondPiece::HandIfBoardEmpty);
        r.apply_override("multi_jump=true").unwrap();
        assert!(r.multi_jump);
        let e = r.apply_override("multi_jump=maybe").unwrap_err();
        assert_eq!(
            e.to_string(),
            "--set multi_jump=maybe: multi_jump must be true or false (found the string \"maybe\")"
        );
    }

    #[test]
    fn overrides_with_control_characters_are_refused() {
        for assignment in [
            "pieces_per_player=5\nrows=99",
            "rows=4\r",
            "second_piece=board\u{1b}",
        ] {
            let mut r = Rules::default();
            let e = r.apply_override(assignment).unwrap_err();
            assert_eq!(e.where_, Some(format!("--set {assignment}")));
            assert!(e.message.contains("control character"), "{e}");
            assert_eq!(r, Rules::default());
        }
    }

    #[test]
    fn table_round_trip() {
        let r = Rules {
            multi_jump: true,
            second_piece: SecondPiece::HandIfBoardEmpty,
            ..Rules::default()
        };
        assert_eq!(Rules::try_from(r.to_table()).unwrap(), r);
    }
}
