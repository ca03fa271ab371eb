//! What every board draws under its pieces: the squares, the central area and the coordinates.

use super::view_model::{central_area_rect, coordinate_labels, square_origin};
use crate::rules::breakthru::Square;
use leptos::prelude::*;

/// The CSS classes of a square: its colour plus the marks given for it.
fn square_class(square: Square, marks: &[(Square, &'static str)]) -> String {
    let mut class = String::from(if (square.file() + square.rank()).is_multiple_of(2) {
        "square dark"
    } else {
        "square light"
    });
    for (_, mark) in marks.iter().filter(|(s, _)| *s == square) {
        class.push(' ');
        class.push_str(mark);
    }
    class
}

/// The 121 squares, the boldly ruled central area, and (optionally) the coordinates.
#[component]
pub fn BoardFrame(
    /// Whether Silver's side is at the bottom.
    flipped: Signal<bool>,
    /// Whether to draw file letters and rank numbers.
    coordinates: Signal<bool>,
    /// Extra CSS classes of some squares (selected, last turn, zone...).
    square_marks: Signal<Vec<(Square, &'static str)>>,
    /// Accessible names of the squares, indexed by [`Square::index`] (empty: none).
    #[prop(optional)]
    labels: Signal<Vec<String>>,
) -> impl IntoView {
    // One row of grid cells per row on screen, top to bottom (the WAI-ARIA grid pattern).
    let squares = move || {
        let flipped = flipped.get();
        let labels = labels.get();
        square_marks.with(|marks| {
            (0..11u8)
                .map(|row| {
                    let cells = Square::all()
                        .filter(|&square| square_origin(square, flipped).1 == f64::from(row))
                        .map(|square| {
                            let (x, y) = square_origin(square, flipped);
                            let label = labels.get(square.index()).cloned();
                            view! { <rect class=square_class(square, marks) x=x.to_string() y=y.to_string()
                                width="1" height="1" data-square=square.to_string() role="gridcell"
                                id=format!("square-{square}") aria-label=label /> }
                        })
                        .collect_view();
                    view! { <g role="row">{cells}</g> }
                })
                .collect_view()
        })
    };
    let central = move || {
        let (x, y, w, h) = central_area_rect(flipped.get());
        view! { <rect class="central-area" x=x.to_string() y=y.to_string() width=w.to_string() height=h.to_string() /> }
    };
    let coordinate_text = move || {
        coordinates.get().then(|| {
            coordinate_labels(flipped.get())
                .into_iter()
                .map(|(text, x, y)| view! { <text class="coordinate" x=x.to_string() y=y.to_string()>{text}</text> })
                .collect_view()
        })
    };
    view! {
        <g class="squares">{squares}</g>
        {central}
        <g class="coordinates" aria-hidden="true">{coordinate_text}</g>
    }
}
