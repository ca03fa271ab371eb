//! The look the player chose: the page's colour scheme and the board's theme, and how they
//! reach the page (as `data-theme` and `data-board-theme` on `<html>`, read by the CSS).

use crate::ui::i18n::Text;
use crate::ui::platform::browser;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

/// Declares a setting's choices with their saved names (also their CSS values) and labels.
macro_rules! choices {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident => $code:literal, $text:ident;)* }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(rename_all = "lowercase")]
        pub enum $name {
            #[default]
            $($(#[$vdoc])* $variant,)*
        }

        impl $name {
            /// Every choice, in the order of the settings menu.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// Its saved name, also its value in the CSS and the menu.
            pub fn code(self) -> &'static str {
                match self { $($name::$variant => $code,)* }
            }

            /// The choice saved as `code`, if any.
            pub fn from_code(code: &str) -> Option<$name> {
                $name::ALL.iter().copied().find(|c| c.code() == code)
            }

            /// Its name in the menu.
            pub fn label(self) -> Text {
                match self { $($name::$variant => Text::$text,)* }
            }
        }
    };
}

choices! {
    /// The page's colour scheme; the first, the default, follows the system.
    Theme {
        /// The system's light or dark scheme.
        System => "system", ThemeSystem;
        /// Always light.
        Light => "light", ThemeLight;
        /// Always dark.
        Dark => "dark", ThemeDark;
    }
}

choices! {
    /// The colours of the board's squares; the first is the default.
    BoardTheme {
        /// Warm wood.
        Wood => "wood", BoardWood;
        /// A blue-green sea, for Breakthru's fleets.
        Sea => "sea", BoardSea;
        /// Cool grey slate.
        Slate => "slate", BoardSlate;
    }
}

/// Keeps the page's `data-theme` and `data-board-theme` on the chosen look.
pub fn apply_look(look: Signal<(Theme, BoardTheme)>) {
    Effect::new(move || {
        let (theme, board) = look.get();
        browser::set_root_data("theme", theme.code());
        browser::set_root_data("board-theme", board.code());
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_choice_reads_back_from_its_code() {
        for &theme in Theme::ALL {
            assert_eq!(Theme::from_code(theme.code()), Some(theme));
        }
        for &board in BoardTheme::ALL {
            assert_eq!(BoardTheme::from_code(board.code()), Some(board));
        }
        assert_eq!(Theme::default(), Theme::System);
        assert_eq!(BoardTheme::default(), BoardTheme::Wood);
        assert_eq!(Theme::from_code("sepia"), None);
    }
}
