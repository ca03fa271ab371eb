//! A small still picture of a position, for lists of games: the board's squares and its
//! pieces, drawn with the board's own classes and colours, as one SVG text. Nothing in it
//! can be pressed, and a list of many games costs one element per piece.

use super::geometry::{svg_number, Cell, Geometry};
use super::pieces::Token;

/// The SVG of `tokens` on `geometry`, seen from the first side or `flipped`: the light
/// squares as one rectangle, the dark and the wall squares as one path each, a disc per
/// piece (a pair as one; marks are too fine to see at this size, and the flagship is the
/// largest disc). Hidden from screen readers, which hear the game's line of text instead.
pub fn thumbnail_svg(geometry: Geometry, tokens: &[(Cell, Token)], flipped: bool) -> String {
    let (files, ranks) = (geometry.files(), geometry.ranks());
    let at = |cell| {
        let (x, y) = geometry.origin(cell, flipped);
        (x as u8, y as u8)
    };
    let (mut dark, mut walls) = (String::new(), String::new());
    for cell in geometry.cells() {
        let (x, y) = at(cell);
        let square = format!("M{x} {y}h1v1h-1z");
        if geometry.is_wall(cell) {
            walls.push_str(&square);
        } else if (cell.file() + cell.rank()).is_multiple_of(2) {
            dark.push_str(&square);
        }
    }
    let mut svg = format!(
        concat!(
            r#"<svg class="thumbnail" viewBox="0 0 {files} {ranks}" aria-hidden="true">"#,
            r#"<rect class="square light" width="{files}" height="{ranks}"/>"#,
            r#"<path class="square dark" d="{dark}"/><path class="square wall dark" d="{walls}"/>"#
        ),
        files = files,
        ranks = ranks,
        dark = dark,
        walls = walls
    );
    for &(cell, token) in tokens {
        let (x, y) = at(cell);
        let (class, r) = (token.class(), svg_number(token.radius()));
        svg.push_str(&format!(
            r#"<g class="piece {class}"><circle cx="{x}.5" cy="{y}.5" r="{r}"/></g>"#
        ));
    }
    svg + "</svg>"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_squares_are_drawn_by_colour_a1_dark_at_the_bottom_left() {
        let svg = thumbnail_svg(Geometry::new(5, 9).with_wall_ranks(&[2, 6]), &[], false);
        assert!(
            svg.starts_with(r#"<svg class="thumbnail" viewBox="0 0 5 9""#),
            "{svg}"
        );
        assert!(svg.contains(r#"<rect class="square light" width="5" height="9"/>"#));
        // 7 ranks of 5 without walls (3 dark squares on ranks 1, 5, 9, 2 on the others): 17
        // dark squares; 2 wall ranks of 5.
        let dark = svg
            .split(r#"class="square dark" d=""#)
            .nth(1)
            .unwrap_or_default();
        assert_eq!(
            dark.split('"')
                .next()
                .unwrap_or_default()
                .matches('M')
                .count(),
            17
        );
        assert!(
            dark.starts_with("M0 8h1v1h-1z"),
            "a1 is dark, bottom left: {svg}"
        );
        let walls = svg
            .split(r#"class="square wall dark" d=""#)
            .nth(1)
            .unwrap_or_default();
        assert_eq!(
            walls
                .split('"')
                .next()
                .unwrap_or_default()
                .matches('M')
                .count(),
            10
        );
        let flipped = thumbnail_svg(Geometry::new(5, 9), &[], true);
        assert!(
            flipped.contains(r#"d="M4 0h1v1h-1z"#),
            "flipped, a1 is top right"
        );
    }

    #[test]
    fn each_piece_is_a_disc_on_its_square_the_flagship_largest() {
        let tokens = [
            (Cell::new(5, 5), Token::Flagship),
            (Cell::new(0, 0), Token::Ship),
            (Cell::new(1, 0), Token::WhitePair),
        ];
        let svg = thumbnail_svg(Geometry::new(11, 11), &tokens, false);
        assert!(
            svg.contains(r#"<g class="piece flagship"><circle cx="5.5" cy="5.5" r="0.45"/></g>"#),
            "{svg}"
        );
        assert!(svg.contains(r#"<g class="piece ship"><circle cx="0.5" cy="10.5" r="0.34"/></g>"#));
        assert!(svg.contains(r#"<g class="piece white pair"><circle cx="1.5" cy="10.5""#));
        assert!(svg.ends_with("</g></svg>"));
    }
}
