//! The SVG board. It knows no rules: it draws what it is given and reports presses and drops.

use super::arrows::arrow;
use super::drag::{play_view, Drag};
use super::frame::BoardFrame;
use super::geometry::{svg_number, Cell, Geometry};
use super::keyboard::{step_focus, Arrow};
use super::labels::square_label;
use super::piece_layer::{Ghost, PieceLayer};
use super::pieces::DrawnPiece;
use super::selection::{Target, TargetKind};
use crate::ui::i18n::Text;
use crate::ui::i18n::{tr, use_lang};
use leptos::prelude::*;
use web_sys::{KeyboardEvent, PointerEvent};

/// How far inside the focus square its light line runs: right inside the dark line (whose
/// width, 0.1, is set in the stylesheet together with the light line's, 0.04).
const FOCUS_INSET: f64 = 0.07;

/// What the board draws besides the pieces.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Marks {
    /// The selected piece's square.
    pub selected: Option<Cell>,
    /// Where the selected piece may go.
    pub targets: Vec<Target>,
    /// Squares of the last turn's actions.
    pub last_turn: Vec<Cell>,
    /// Pieces that may be picked up.
    pub movable: Vec<Cell>,
    /// Arrows to draw (a hint's turn), from and to.
    pub arrows: Vec<(Cell, Cell)>,
    /// Squares the side to move must mind (the threats overlay).
    pub threats: Vec<Cell>,
}

/// The board of any shape with its zone, coordinates, pieces and marks.
#[component]
pub fn Board(
    /// The board's shape.
    #[prop(into)]
    geometry: Signal<Geometry>,
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
    on_press: Option<Callback<Cell>>,
    /// Called when a dragged piece is dropped on another square.
    #[prop(into, optional)]
    on_drop: Option<Callback<(Cell, Cell)>>,
    /// Called when the person cancels a selection (Escape).
    #[prop(into, optional)]
    on_cancel: Option<Callback<()>>,
) -> impl IntoView {
    let svg = NodeRef::<leptos::svg::Svg>::new();
    let drag = RwSignal::new(None::<Drag>);
    let focus = RwSignal::new(geometry.get_untracked().centre());
    // A new board shape (another game or size) puts the focus back in the middle.
    Effect::new(move |shown: Option<Geometry>| {
        let now = geometry.get();
        if shown.is_some_and(|shown| shown != now) {
            focus.set(now.centre());
        }
        now
    });
    let focused = RwSignal::new(false);
    let key_down = move |event: KeyboardEvent| {
        if event.ctrl_key() || event.meta_key() {
            return; // Ctrl+arrows browse the game (the app's history keys).
        }
        let key = event.key();
        if let Some(arrow) = Arrow::from_key(&key) {
            focus.update(|f| {
                *f = step_focus(geometry.get_untracked(), *f, arrow, flipped.get_untracked())
            });
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
            geometry
                .get()
                .cells()
                .map(|cell| {
                    let token = pieces.iter().find(|p| p.cell == cell).map(|p| p.token);
                    let target = marks.targets.iter().copied().find(|t| t.cell == cell);
                    let selected = marks.selected == Some(cell);
                    square_label(lang, cell, token, selected, target)
                })
                .collect()
        })
    });
    let focus_ring = move || {
        focused.get().then(|| {
            let (x, y) = geometry.get().origin(focus.get(), flipped.get());
            // Two colours far apart (WCAG technique C40): one of them stands out on any square or piece.
            let (ix, iy) = (x + FOCUS_INSET, y + FOCUS_INSET);
            let inner = svg_number(1.0 - 2.0 * FOCUS_INSET);
            view! {
                <g class="focus-ring" data-testid="focus-ring">
                    <rect class="focus-dark" x=svg_number(x) y=svg_number(y) width="1" height="1" />
                    <rect class="focus-light" x=svg_number(ix) y=svg_number(iy) width=inner.clone() height=inner />
                </g>
            }
        })
    };
    let point = move |event: &PointerEvent| -> Option<(f64, f64)> {
        let view = play_view(geometry.get_untracked());
        Some(view.pointer_point(&svg.get_untracked()?.into(), event))
    };
    let pointer_down = move |event: PointerEvent| {
        let Some((x, y)) = point(&event) else { return };
        let Some(square) = geometry
            .get_untracked()
            .cell_at(x, y, flipped.get_untracked())
        else {
            return;
        };
        event.prevent_default();
        focus.set(square);
        if let Some(on_press) = on_press {
            on_press.run(square);
        }
        if marks.with_untracked(|m| m.movable.contains(&square)) {
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
            released.and_then(|d| d.over(geometry.get_untracked(), flipped.get_untracked())),
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
                let (x, y) = geometry.get().origin(target.cell, flipped);
                let (class, r) = match target.kind {
                    TargetKind::Capture => ("target capture", "0.44"),
                    TargetKind::Move => ("target", "0.14"),
                    TargetKind::Explosion => ("target explosion", "0.44"),
                };
                view! { <circle class=class data-testid="target" data-square=target.cell.to_string()
                cx=svg_number(x + 0.5) cy=svg_number(y + 0.5) r=r /> }
            })
            .collect_view()
    };
    let arrows = move || {
        let (geometry, flipped) = (geometry.get(), flipped.get());
        marks.with(|marks| {
            marks
                .arrows
                .iter()
                .map(|&(from, to)| {
                    let arrow = arrow(geometry, from, to, flipped);
                    let point = |(x, y): (f64, f64)| format!("{},{}", svg_number(x), svg_number(y));
                    let [(x1, y1), (x2, y2)] = arrow.shaft;
                    view! {
                        <g class="arrow" data-testid="arrow" data-from=from.to_string() data-to=to.to_string()>
                            <line x1=svg_number(x1) y1=svg_number(y1) x2=svg_number(x2) y2=svg_number(y2) />
                            <polygon points=arrow.head.map(point).join(" ") />
                        </g>
                    }
                })
                .collect_view()
        })
    };
    let threats = move || {
        let (geometry, flipped) = (geometry.get(), flipped.get());
        marks.with(|marks| {
            marks
                .threats
                .iter()
                .map(|&cell| {
                    let (x, y) = geometry.origin(cell, flipped);
                    view! { <rect class="threat" data-testid="threat" data-square=cell.to_string()
                        x=svg_number(x + 0.06) y=svg_number(y + 0.06) width="0.88" height="0.88" rx="0.08" /> }
                })
                .collect_view()
        })
    };
    let ghost = move || {
        let current = drag.get()?;
        let piece = pieces.get().into_iter().find(|p| p.cell == current.from)?;
        Some(view! { <Ghost piece=piece x=current.x y=current.y /> })
    };
    let dragged_from = move || drag.get().map(|d| d.from);
    view! {
        <svg class="board" data-testid="board" viewBox=move || play_view(geometry.get()).attribute() role="grid" tabindex="0"
            data-files=move || geometry.get().files() data-ranks=move || geometry.get().ranks()
            aria-label=tr(Text::BoardLabel)
            aria-activedescendant=move || format!("square-{}", focus.get())
            node_ref=svg on:pointerdown=pointer_down on:pointermove=pointer_move on:pointerup=pointer_up
            on:pointercancel=pointer_cancel on:keydown=key_down
            on:focus=move |_| focused.set(true) on:blur=move |_| focused.set(false)>
            <BoardFrame geometry=geometry flipped=flipped coordinates=coordinates square_marks=square_marks labels=labels />
            <g class="threats" aria-hidden="true">{threats}</g>
            <PieceLayer pieces=pieces lifted=Signal::derive(dragged_from) />
            <g class="targets">{targets}</g>
            <g class="arrows" aria-hidden="true">{arrows}</g>
            {focus_ring}
            {ghost}
        </svg>
    }
}
