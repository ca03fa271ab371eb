//! A small still picture of a position, for lists of games: the board's squares, its ruled
//! zone and its pieces, drawn with the board's own classes and colours, as one SVG text.
//! Nothing in it can be pressed, and a list of many games costs one element per piece.

use super::frame::square_class;
use super::geometry::{svg_number as n, Cell, Geometry};
use super::pieces::{drawn, Token};

/// The squares as one path per class (light, dark, wall...), in the order first met.
fn square_paths(geometry: Geometry, flipped: bool) -> String {
    let mut paths: Vec<(String, String)> = Vec::new();
    for cell in geometry.cells() {
        let class = square_class(geometry, cell, &[]);
        let (x, y) = geometry.origin(cell, flipped);
        let square = format!("M{} {}h1v1h-1z", n(x), n(y));
        match paths.iter_mut().find(|(known, _)| *known == class) {
            Some((_, path)) => path.push_str(&square),
            None => paths.push((class, square)),
        }
    }
    paths
        .iter()
        .map(|(class, d)| format!(r#"<path class="{class}" d="{d}"/>"#))
        .collect()
}

/// The pieces' discs, and the flagship's star (the other marks are too fine to see here).
fn piece_shapes(geometry: Geometry, tokens: &[(Cell, Token)], flipped: bool) -> String {
    drawn(geometry, tokens, flipped)
        .iter()
        .map(|piece| {
            let r = n(piece.token.radius());
            let discs: String = piece
                .discs()
                .iter()
                .map(|&(x, y)| format!(r#"<circle cx="{}" cy="{}" r="{r}"/>"#, n(x), n(y)))
                .collect();
            let star = (piece.token == Token::Flagship)
                .then(|| piece.mark())
                .flatten()
                .map(|d| format!(r#"<path class="mark" d="{d}"/>"#))
                .unwrap_or_default();
            format!(
                r#"<g class="piece {}">{discs}{star}</g>"#,
                piece.token.class()
            )
        })
        .collect()
}

/// The SVG of `tokens` on `geometry`, seen from the first side or `flipped`; hidden from
/// screen readers, which hear the game's line of text instead.
pub fn thumbnail_svg(geometry: Geometry, tokens: &[(Cell, Token)], flipped: bool) -> String {
    let (width, height) = (geometry.files(), geometry.ranks());
    let zone = geometry.zone_rect(flipped).map(|(x, y, w, h)| {
        let [x, y, w, h] = [x, y, w, h].map(n);
        format!(r#"<rect class="central-area" x="{x}" y="{y}" width="{w}" height="{h}"/>"#)
    });
    format!(
        r#"<svg class="thumbnail" viewBox="0 0 {width} {height}" aria-hidden="true" focusable="false">{}{}{}</svg>"#,
        square_paths(geometry, flipped),
        zone.unwrap_or_default(),
        piece_shapes(geometry, tokens, flipped),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::board::Zone;

    #[test]
    fn every_square_is_drawn_once_in_its_colour() {
        let svg = thumbnail_svg(Geometry::new(5, 9).with_wall_ranks(&[2, 6]), &[], false);
        assert!(
            svg.starts_with(r#"<svg class="thumbnail" viewBox="0 0 5 9""#),
            "{svg}"
        );
        assert_eq!(svg.matches("h1v1h-1z").count(), 45);
        for class in [
            "square dark",
            "square light",
            "square dark wall",
            "square light wall",
        ] {
            assert_eq!(
                svg.matches(&format!(r#"class="{class}""#)).count(),
                1,
                "{class}"
            );
        }
        // a1 is dark and at the bottom left; flipped, at the top right.
        assert!(
            svg.contains(r#"<path class="square dark" d="M0 8h1v1h-1z"#),
            "{svg}"
        );
        let flipped = thumbnail_svg(Geometry::new(5, 9), &[], true);
        assert!(flipped.contains(r#"<path class="square dark" d="M4 0h1v1h-1z"#));
    }

    #[test]
    fn pieces_stand_on_their_squares_and_the_flagship_has_its_star() {
        let zone = Zone {
            low: Cell::new(3, 3),
            high: Cell::new(7, 7),
        };
        let board = Geometry::new(11, 11).with_zone(zone);
        let tokens = [
            (Cell::new(5, 5), Token::Flagship),
            (Cell::new(0, 0), Token::Ship),
        ];
        let svg = thumbnail_svg(board, &tokens, false);
        assert!(svg.contains(r#"<rect class="central-area" x="3" y="3" width="5" height="5"/>"#));
        assert!(svg.contains(r#"<g class="piece flagship"><circle cx="5.5" cy="5.5" r="0.45"/><path class="mark""#), "{svg}");
        assert!(
            svg.contains(r#"<g class="piece ship"><circle cx="0.5" cy="10.5" r="0.34"/></g>"#),
            "{svg}"
        );
        let pair = thumbnail_svg(
            Geometry::new(5, 9),
            &[(Cell::new(2, 0), Token::WhitePair)],
            false,
        );
        assert_eq!(pair.matches("<circle").count(), 2);
    }
}
