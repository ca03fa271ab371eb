//! Quoting bad input in messages: never more than a short excerpt.

/// At most this many characters of a bad input are echoed in a message.
const EXCERPT_CHARS: usize = 24;

/// The start of `text`, short enough to quote in a message.
pub fn excerpt(text: &str) -> String {
    let mut chars = text.chars();
    let head: String = chars.by_ref().take(EXCERPT_CHARS).collect();
    if chars.next().is_some() {
        format!("{head}…")
    } else {
        head
    }
}
