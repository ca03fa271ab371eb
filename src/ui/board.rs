//! The SVG board. It knows no rules: it draws what its view model says.

use super::view_model::{
    central_area_rect, coordinate_labels, piece_class, square_origin, DrawnPiece,
};
use crate::core::Square;
use leptos::prelude::*;

/// The 11x11 board with its central area, coordinates and pieces.
#[component]
pub fn Board(
    /// The pieces to draw.
    #[prop(into)]
    pieces: Signal<Vec<DrawnPiece>>,
    /// Whether Silver's side is at the bottom.
    #[prop(into)]
    flipped: Signal<bool>,
) -> impl IntoView {
    let squares = move || {
        let flipped = flipped.get();
        Square::all()
            .map(|square| {
                let (x, y) = square_origin(square, flipped);
                let shade = if (square.file() + square.rank()) % 2 == 0 {
                    "square dark"
                } else {
                    "square light"
                };
                view! { <rect class=shade x=x.to_string() y=y.to_string() width="1" height="1" /> }
            })
            .collect_view()
    };
    let central = move || {
        let (x, y, w, h) = central_area_rect(flipped.get());
        view! {
            <rect class="central-area" x=x.to_string() y=y.to_string() width=w.to_string() height=h.to_string() />
        }
    };
    let labels = move || {
        coordinate_labels(flipped.get())
            .into_iter()
            .map(|(text, x, y)| view! { <text class="coordinate" x=x.to_string() y=y.to_string()>{text}</text> })
            .collect_view()
    };
    view! {
        <svg class="board" data-testid="board" viewBox="-0.75 -0.1 11.85 11.85" role="img" aria-label="Breakthru board">
            <g class="squares">{squares}</g>
            {central}
            <g class="coordinates" aria-hidden="true">{labels}</g>
            <g class="pieces">
                <For each=move || pieces.get() key=|p| (p.square, p.piece) let:piece>
                    <g class=format!("piece {}", piece_class(piece.piece)) data-testid="piece"
                        data-square=piece.square.to_string() data-piece=piece_class(piece.piece)>
                        <circle cx=piece.x.to_string() cy=piece.y.to_string() r=piece.radius.to_string() />
                    </g>
                </For>
            </g>
        </svg>
    }
}
