//! The pieces of a board, shared by the playing board and the setup board.

use super::geometry::{svg_number, Cell};
use super::pieces::DrawnPiece;
use leptos::prelude::*;

/// Every piece, with the one being dragged shown lifted and the AI's arrivals sliding in.
#[component]
pub fn PieceLayer(
    /// The pieces to draw.
    pieces: Signal<Vec<DrawnPiece>>,
    /// The square of the piece being dragged, if any.
    lifted: Signal<Option<Cell>>,
) -> impl IntoView {
    view! {
        <g class="pieces">
            <For each=move || pieces.get() key=DrawnPiece::key let:piece>
                <g class=move || {
                        let lifted = if lifted.get() == Some(piece.cell) { " lifted" } else { "" };
                        let arriving = if piece.arriving_from.is_some() { " arriving" } else { "" };
                        format!("piece {}{lifted}{arriving}", piece.token.class())
                    }
                    style:--dx=piece.arriving_from.map(|(dx, _)| format!("{}px", svg_number(dx)))
                    style:--dy=piece.arriving_from.map(|(_, dy)| format!("{}px", svg_number(dy)))
                    data-testid="piece" data-square=piece.cell.to_string() data-piece=piece.token.class()>
                    {piece.discs().into_iter().map(|(x, y)| view! {
                        <circle cx=svg_number(x) cy=svg_number(y) r=svg_number(piece.token.radius()) />
                    }).collect_view()}
                    {piece.mark().map(|d| view! { <path class="mark" d=d /> })}
                </g>
            </For>
        </g>
    }
}

/// The dragged piece's ghost under the pointer at `(x, y)`, board units.
#[component]
pub fn Ghost(piece: DrawnPiece, x: f64, y: f64) -> impl IntoView {
    view! {
        <g class=format!("piece ghost {}", piece.token.class())>
            <circle cx=svg_number(x) cy=svg_number(y) r=svg_number(piece.token.radius() * 1.1) />
        </g>
    }
}
