//! The pieces of a board, shared by the playing board and the setup board.

use super::geometry::Cell;
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
            <For each=move || pieces.get() key=|p| (p.cell, p.token) let:piece>
                <g class=move || {
                        let lifted = if lifted.get() == Some(piece.cell) { " lifted" } else { "" };
                        let arriving = if piece.arriving_from.is_some() { " arriving" } else { "" };
                        format!("piece {}{lifted}{arriving}", piece.token.class())
                    }
                    style:--dx=piece.arriving_from.map(|(dx, _)| format!("{dx}px"))
                    style:--dy=piece.arriving_from.map(|(_, dy)| format!("{dy}px"))
                    data-testid="piece" data-square=piece.cell.to_string() data-piece=piece.token.class()>
                    <circle cx=piece.x.to_string() cy=piece.y.to_string() r=piece.token.radius().to_string() />
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
            <circle cx=x.to_string() cy=y.to_string() r=(piece.token.radius() * 1.1).to_string() />
        </g>
    }
}
