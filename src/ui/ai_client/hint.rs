//! A hint: the AI's best turn for the person to move, searched at a fixed budget and shown
//! on the board without being played. Plain Rust; the request pending is the ledger's.

/// A hint found.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The actions played when it was asked.
    pub ply: usize,
    /// The turn, in notation.
    pub actions: Vec<String>,
}

impl Hint {
    /// The turn to show in the position after `ply` actions, if found there.
    pub fn shown_at(&self, ply: usize) -> Option<&[String]> {
        (self.ply == ply).then_some(self.actions.as_slice())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hint_shows_only_in_the_position_it_was_asked_in() {
        let shown = Hint {
            ply: 4,
            actions: vec!["e4-e3".into(), "g4-g3".into()],
        };
        assert_eq!(shown.shown_at(4).map(<[String]>::len), Some(2));
        assert_eq!(shown.shown_at(5), None);
    }
}
