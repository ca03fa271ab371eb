//! The SVG board. It knows no rules: it draws what it is given and reports presses and drops.

use super::board_frame::BoardFrame;
use super::drag::{Drag, PLAY_VIEW};
use super::i18n::{messages, Text};
use super::keyboard::{step_focus, Arrow};
use super::lang_context::{tr, use_lang};
use super::selection::Target;
use super::view_model::{piece_class, square_at, square_origin, DrawnPiece};
use crate::rules::breakthru::CENTRE;
use crate::rules::breakthru::{Bitboard, Square};
use leptos::prelude::*;
use web_sys::{KeyboardEvent, PointerEvent};

/// How far inside the focus square its light line runs: right inside the dark line (whose
/// width, 0.1, is set in the stylesheet together with the light line's, 0.04).
const FOCUS_INSET: f64 = 0.07;

/// What the board draws besides the pieces.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Marks {
    /// The selected piece's square.
    pub selected: Option<Square>,
    /// Where the selected piece may go.
    pub targets: Vec<Target>,
    /// Squares of the last turn's actions.
    pub last_turn: Vec<Square>,
    /// Pieces that may be picked up.
    pub movable: Bitboard,
}

/// The 11x11 board with its central area, coordinates, pieces and marks.
#[component]
pub fn Board(
    /// The pieces to draw.
    #[prop(into)]
    pieces: Signal<Vec<DrawnPiece>>,
    /// Whether Silver's side is at the bottom.
    #[prop(into)]
    flipped: Signal<bool>,
    /// Whether to draw the coordinates.
    #[prop(into)]
    coordinates: Signal<bool>,
    /// Selection, targets and highlights.
    #[prop(into, optional)]
    marks: Signal<Marks>,
    /// Called when a square is pressed (tap or the start of a drag).
    #[prop(into, optional)]
    on_press: Option<Callback<Square>>,
    /// Called when a dragged piece is dropped on another square.
    #[prop(into, optional)]
    on_drop: Option<Callback<(Square, Square)>>,
    /// Called when the person cancels a selection (Escape).
    #[prop(into, optional)]
    on_cancel: Option<Callback<()>>,
) -> impl IntoView {
    let svg = NodeRef::<leptos::svg::Svg>::new();
    let drag = RwSignal::new(None::<Drag>);
    let focus = RwSignal::new(CENTRE);
    let focused = RwSignal::new(false);
    let key_down = move |event: KeyboardEvent| {
        let key = event.key();
        if let Some(arrow) = Arrow::from_key(&key) {
            focus.update(|f| *f = step_focus(*f, arrow, flipped.get_untracked()));
        } else if key == "Enter" || key == " " {
            if let Some(on_press) = on_press {
                on_press.run(focus.get_untracked());
            }
        } else if key == "Escape" {
            if let Some(on_cancel) = on_cancel {
                on_cancel.run(());
            }
        } else {
            return;
        }
        event.prevent_default();
    };
    let lang = use_lang();
    let labels = Signal::derive(move || {
        let (pieces, lang) = (pieces.get(), lang.get());
        marks.with(|marks| {
            Square::all()
                .map(|square| {
                    let piece = pieces.iter().find(|p| p.square == square).map(|p| p.piece);
                    let target = marks.targets.iter().copied().find(|t| t.square == square);
                    messages::square_label(
                        lang,
                        square,
                        piece,
                        marks.selected == Some(square),
                        target,
                    )
                })
                .collect()
        })
    });
    let focus_ring = move || {
        focused.get().then(|| {
            let (x, y) = square_origin(focus.get(), flipped.get());
            // Two colours far apart (WCAG technique C40): one of them stands out on any square or piece.
            let (ix, iy) = (x + FOCUS_INSET, y + FOCUS_INSET);
            let inner = (1.0 - 2.0 * FOCUS_INSET).to_string();
            view! {
                <g class="focus-ring" data-testid="focus-ring">
                    <rect class="focus-dark" x=x.to_string() y=y.to_string() width="1" height="1" />
                    <rect class="focus-light" x=ix.to_string() y=iy.to_string() width=inner.clone() height=inner />
                </g>
            }
        })
    };
    let point = move |event: &PointerEvent| -> Option<(f64, f64)> {
        Some(PLAY_VIEW.pointer_point(&svg.get_untracked()?.into(), event))
    };
    let pointer_down = move |event: PointerEvent| {
        let Some((x, y)) = point(&event) else { return };
        let Some(square) = square_at(x, y, flipped.get_untracked()) else {
            return;
        };
        event.prevent_default();
        focus.set(square);
        if let Some(on_press) = on_press {
            on_press.run(square);
        }
        if marks.get_untracked().movable.contains(square) {
            if let Some(element) = svg.get_untracked() {
                // Capture fails only for a pointer that is already gone.
                let _ = element.set_pointer_capture(event.pointer_id());
            }
            drag.set(Some(Drag {
                from: square,
                pointer: event.pointer_id(),
                x,
                y,
            }));
        }
    };
    let pointer_move = move |event: PointerEvent| {
        if let (Some(current), Some((x, y))) = (drag.get_untracked(), point(&event)) {
            if current.pointer == event.pointer_id() {
                drag.set(Some(Drag { x, y, ..current }));
            }
        }
    };
    let pointer_up = move |event: PointerEvent| {
        let Some(current) = drag.get_untracked() else {
            return;
        };
        drag.set(None);
        let released = point(&event).map(|(x, y)| Drag { x, y, ..current });
        if let (Some(to), Some(on_drop)) = (
            released.and_then(|d| d.over(flipped.get_untracked())),
            on_drop,
        ) {
            if to != current.from {
                on_drop.run((current.from, to));
            }
        }
    };
    let pointer_cancel = move |_: PointerEvent| drag.set(None);

    let square_marks = Signal::derive(move || {
        marks.with(|marks| {
            let last = marks.last_turn.iter().map(|&s| (s, "last-turn"));
            last.chain(marks.selected.map(|s| (s, "selected")))
                .collect()
        })
    });
    let targets = move || {
        let flipped = flipped.get();
        marks
            .get()
            .targets
            .into_iter()
            .map(|target| {
                let (x, y) = square_origin(target.square, flipped);
                let (class, r) = if target.capture { ("target capture", "0.44") } else { ("target", "0.14") };
                view! { <circle class=class data-testid="target" data-square=target.square.to_string()
                    cx=(x + 0.5).to_string() cy=(y + 0.5).to_string() r=r /> }
            })
            .collect_view()
    };
    let ghost = move || {
        let current = drag.get()?;
        let piece = pieces
            .get()
            .into_iter()
            .find(|p| p.square == current.from)?;
        Some(view! {
            <g class=format!("piece ghost {}", piece_class(piece.piece))>
                <circle cx=current.x.to_string() cy=current.y.to_string() r=(piece.radius * 1.1).to_string() />
            </g>
        })
    };
    let dragged_from = move || drag.get().map(|d| d.from);
    view! {
        <svg class="board" data-testid="board" viewBox=PLAY_VIEW.attribute() role="grid" tabindex="0"
            aria-label=tr(Text::BoardLabel)
            aria-activedescendant=move || format!("square-{}", focus.get())
            node_ref=svg on:pointerdown=pointer_down on:pointermove=pointer_move on:pointerup=pointer_up
            on:pointercancel=pointer_cancel on:keydown=key_down
            on:focus=move |_| focused.set(true) on:blur=move |_| focused.set(false)>
            <BoardFrame flipped=flipped coordinates=coordinates square_marks=square_marks labels=labels />
            <g class="pieces">
                <For each=move || pieces.get() key=|p| (p.square, p.piece) let:piece>
                    <g class=move || {
                            let lifted = if dragged_from() == Some(piece.square) { " lifted" } else { "" };
                            let arriving = if piece.arriving_from.is_some() { " arriving" } else { "" };
                            format!("piece {}{lifted}{arriving}", piece_class(piece.piece))
                        }
                        style:--dx=piece.arriving_from.map(|(dx, _)| format!("{dx}px"))
                        style:--dy=piece.arriving_from.map(|(_, dy)| format!("{dy}px"))
                        data-testid="piece" data-square=piece.square.to_string() data-piece=piece_class(piece.piece)>
                        <circle cx=piece.x.to_string() cy=piece.y.to_string() r=piece.radius.to_string() />
                    </g>
                </For>
            </g>
            <g class="targets">{targets}</g>
            {focus_ring}
            {ghost}
        </svg>
    }
}
