//! The courses the app offers, one file per game under `public/learn/`, fetched when Learn
//! opens and precached with the rest of a build.

use crate::rules::GameId;

/// The address of `game`'s course, relative to the app.
pub fn file(game: GameId) -> String {
    format!("learn/{}.txt", game.name())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_its_course_file_in_public() {
        for game in GameId::ALL {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("public")
                .join(file(game));
            assert!(path.is_file(), "{}", path.display());
        }
    }
}
