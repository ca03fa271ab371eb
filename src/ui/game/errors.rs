//! The Dutch of the errors that every game shares (their English is their `Display`): a
//! replay's refusal of an action, and a name that is no game's.

use crate::core::PlayError;
use crate::rules::{GameId, UnknownGame};
use crate::ui::i18n::Explain;

impl Explain for PlayError {
    fn dutch(&self) -> String {
        match self {
            PlayError::GameOver => "het spel is al afgelopen".into(),
            PlayError::Illegal => "die zet is hier niet toegestaan".into(),
        }
    }
}

impl Explain for UnknownGame {
    fn dutch(&self) -> String {
        let names: Vec<&str> = GameId::ALL.iter().map(|g| g.name()).collect();
        let text: String = self.0.chars().take(24).collect();
        format!("'{text}' is geen spel ({})", names.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::errors::assert_dutch;
    use crate::ui::i18n::Lang;

    #[test]
    fn every_error_has_its_own_dutch_text() {
        assert_dutch(&[PlayError::GameOver, PlayError::Illegal]);
        let unknown = UnknownGame("chess".into());
        assert_dutch(std::slice::from_ref(&unknown));
        assert!(unknown
            .explain(Lang::Nl)
            .starts_with("'chess' is geen spel ("));
    }
}
