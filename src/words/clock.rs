//! The words for clocks: a time control refused (on the command line, in
//! the preferences, on the setup screen), with the form that is accepted.

use crate::clock::{ClockFault, MAX_TIME};
use crate::tr;

/// Why `text` is no time control, and what is: `five+3: not a number;
/// a time control is MINUTES+SECONDS, e.g. 5+3 …`.
pub fn clock_refusal(text: &str, fault: ClockFault) -> String {
    let text = crate::record::bounded_token(text);
    let why = match fault {
        ClockFault::Form => tr!("clock-fault-form"),
        ClockFault::NotANumber => tr!("clock-fault-not-a-number"),
        ClockFault::Negative => tr!("clock-fault-negative"),
        ClockFault::NoTime => tr!("clock-fault-no-time"),
        ClockFault::TooLong => tr!("clock-fault-too-long", hours = MAX_TIME.as_secs() / 3600),
    };
    tr!(
        "clock-refused",
        text = crate::text::quoted(&text),
        why = why
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, set_language};

    #[test]
    fn a_refusal_names_the_text_the_fault_and_the_form() {
        set_language(Lang::En);
        let said = clock_refusal("five+3", ClockFault::NotANumber);
        assert!(said.contains("five+3"), "{said}");
        assert!(said.contains("not a number"), "{said}");
        assert!(said.contains("MINUTES+SECONDS"), "{said}");
        set_language(Lang::Cs);
        let said = clock_refusal("0+0", ClockFault::NoTime);
        assert!(said.contains("MINUTY+SEKUNDY"), "{said}");
        assert!(!said.contains("increment"), "{said}");
        set_language(Lang::En);
    }
}
