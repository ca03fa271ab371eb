//! What every board draws under its pieces: the squares, the ruled zone and the coordinates.

use super::geometry::{svg_number, Cell, Geometry};
use leptos::prelude::*;

/// How far the rings of the board's soft shadow reach out from the squares, in board units.
/// Drawn shapes rather than a CSS drop-shadow: the browser computed a filter on the squares
/// again at every change on the board. `.ci/first-screen.mjs` draws the same.
const SHADOW_RINGS: [f64; 3] = [0.03, 0.06, 0.1];
/// How far the shadow falls below the squares.
const SHADOW_DROP: f64 = 0.06;
/// How far the board's edge shows around the squares.
const EDGE: f64 = 0.02;

/// The shadow's rings and the edge under the squares of a `width` by `height` board, as SVG.
fn base_svg(width: f64, height: f64) -> String {
    let around = |out: f64, drop: f64, class: &str| {
        let [x, y, w, h, r] =
            [-out, drop - out, width + 2.0 * out, height + 2.0 * out, out].map(svg_number);
        format!(r#"<rect class="{class}" x="{x}" y="{y}" width="{w}" height="{h}" rx="{r}"/>"#)
    };
    let rings = SHADOW_RINGS.map(|out| around(out, SHADOW_DROP, "shadow"));
    rings.concat() + &around(EDGE, 0.0, "edge")
}

/// The CSS classes of a square: its colour, whether it is a wall, and the marks given for it.
fn square_class(geometry: Geometry, cell: Cell, marks: &[(Cell, &'static str)]) -> String {
    let mut class = String::from(if (cell.file() + cell.rank()).is_multiple_of(2) {
        "square dark"
    } else {
        "square light"
    });
    if geometry.is_wall(cell) {
        class.push_str(" wall");
    }
    for (_, mark) in marks.iter().filter(|(c, _)| *c == cell) {
        class.push(' ');
        class.push_str(mark);
    }
    class
}

/// The squares, the boldly ruled zone if any, and (optionally) the coordinates.
#[component]
pub fn BoardFrame(
    /// The board's shape.
    geometry: Signal<Geometry>,
    /// Whether the second side is at the bottom.
    flipped: Signal<bool>,
    /// Whether to draw file letters and rank numbers.
    coordinates: Signal<bool>,
    /// Extra CSS classes of some squares (selected, last turn, zone...).
    square_marks: Signal<Vec<(Cell, &'static str)>>,
    /// Accessible names of the squares, indexed by [`Geometry::index`] (empty: none).
    #[prop(optional)]
    labels: Signal<Vec<String>>,
) -> impl IntoView {
    // Computed once per change, however many squares read them.
    let square_marks = Memo::new(move |_| square_marks.get());
    let labels = Memo::new(move |_| labels.get());
    // One row of grid cells per row on screen, top to bottom (the WAI-ARIA grid pattern).
    // The squares are built again only for a new shape or side; a mark or a label changes
    // just its own attribute (a rebuild would rewrite every attribute of every square).
    let squares = move || {
        let (geometry, flipped) = (geometry.get(), flipped.get());
        (0..geometry.ranks())
            .map(|row| {
                let cells = geometry
                    .cells()
                    .filter(|&cell| geometry.origin(cell, flipped).1 == f64::from(row))
                    .map(|cell| {
                        let (x, y) = geometry.origin(cell, flipped);
                        let index = geometry.index(cell);
                        let class =
                            move || square_marks.with(|marks| square_class(geometry, cell, marks));
                        let label = move || labels.with(|labels| labels.get(index).cloned());
                        view! { <rect class=class x=svg_number(x) y=svg_number(y)
                        width="1" height="1" data-square=cell.to_string() role="gridcell"
                        id=format!("square-{cell}") aria-label=label /> }
                    })
                    .collect_view();
                view! { <g role="row">{cells}</g> }
            })
            .collect_view()
    };
    let zone = move || {
        let (x, y, w, h) = geometry.get().zone_rect(flipped.get())?;
        Some(
            view! { <rect class="central-area" x=svg_number(x) y=svg_number(y) width=svg_number(w) height=svg_number(h) /> },
        )
    };
    let coordinate_text = move || {
        coordinates.get().then(|| {
            geometry
                .get()
                .coordinate_labels(flipped.get())
                .into_iter()
                .map(|(text, x, y)| view! { <text class="coordinate" x=svg_number(x) y=svg_number(y)>{text}</text> })
                .collect_view()
        })
    };
    let base = move || {
        let geometry = geometry.get();
        base_svg(f64::from(geometry.files()), f64::from(geometry.ranks()))
    };
    view! {
        <g class="board-base" aria-hidden="true" inner_html=base></g>
        <g class="squares">{squares}</g>
        {zone}
        <g class="coordinates" aria-hidden="true">{coordinate_text}</g>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_base_rings_the_squares_and_edges_them() {
        let svg = base_svg(5.0, 6.0);
        assert_eq!(svg.matches(r#"class="shadow""#).count(), 3);
        assert!(
            svg.contains(
                r#"<rect class="shadow" x="-0.1" y="-0.04" width="5.2" height="6.2" rx="0.1"/>"#
            ),
            "{svg}"
        );
        assert!(
            svg.ends_with(
                r#"<rect class="edge" x="-0.02" y="-0.02" width="5.04" height="6.04" rx="0.02"/>"#
            ),
            "{svg}"
        );
    }
}
