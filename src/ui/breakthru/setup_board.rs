//! The setup board: the board plus a tray of pieces still to place. It knows no rules:
//! it is told which squares are allowed and which pieces may be picked up, and reports
//! drops and taps back.

use super::table::{cell, geometry, square, token};
use crate::rules::breakthru::Piece;
use crate::rules::breakthru::Source;
use crate::rules::breakthru::{Bitboard, Square};
use crate::ui::board::drag::{play_view, setup_view, tray_centre, TrayPlace};
use crate::ui::board::geometry::svg_number;
use crate::ui::board::{square_label, BoardFrame, DrawnPiece, Ghost, PieceLayer};
use crate::ui::i18n::Text;
use crate::ui::i18n::{tr, use_lang};
use crate::ui::platform::browser;
use leptos::prelude::*;
use web_sys::PointerEvent;

/// Where the tray stands so that the squares keep the size they have in play: beside the
/// board where the screen's height limits the board (shell.css's side-by-side layout: over
/// 700 px wide, 8rem of height and 24.5rem of width beside the board, at most 50rem wide)
/// and the wider setup board still fits, else under it.
fn tray_place() -> TrayPlace {
    const REM: f64 = 16.0;
    let (width, height) = browser::window_size();
    let play = (height - 8.0 * REM).min(50.0 * REM);
    let widens = setup_view(geometry(), TrayPlace::Beside).width() / play_view(geometry()).width();
    match width > 700.0 && play * widens + 24.5 * REM <= width {
        true => TrayPlace::Beside,
        false => TrayPlace::Below,
    }
}
/// Radius of the tray's piece, in board units: big enough to touch on a phone (over 40 px
/// across on a 390 px screen).
const TRAY_RADIUS: f64 = 0.65;
/// A pointer this far (board units) from where it went down is dragging, not tapping.
const TAP_SLOP: f64 = 0.3;

/// The pieces still to place: their kind and how many.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tray {
    /// What the placing side places.
    pub piece: Piece,
    /// How many are left.
    pub left: usize,
}

/// A pointer held down on the setup board.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Press {
    /// What it picked up, if anything.
    from: Option<Source>,
    /// The square it went down on, if any.
    square: Option<Square>,
    pointer: i32,
    start: (f64, f64),
    at: (f64, f64),
}

impl Press {
    fn moved(&self) -> bool {
        let (dx, dy) = (self.at.0 - self.start.0, self.at.1 - self.start.1);
        dx.hypot(dy) > TAP_SLOP
    }
}

fn on_tray(x: f64, y: f64, place: TrayPlace) -> bool {
    let (tray_x, tray_y) = tray_centre(geometry(), place);
    (x - tray_x).hypot(y - tray_y) < TRAY_RADIUS + 0.1
}

/// Where the tray's count is written: right of the piece under the board, under the piece
/// beside it (centred there by main.css).
fn count_at(place: TrayPlace) -> (f64, f64) {
    let (x, y) = tray_centre(geometry(), place);
    match place {
        TrayPlace::Below => (x + TRAY_RADIUS + 0.2, y + 0.18),
        TrayPlace::Beside => (x, y + TRAY_RADIUS + 0.6),
    }
}

/// The Breakthru square under a point in board units, if any.
fn square_at(x: f64, y: f64, flipped: bool) -> Option<Square> {
    geometry().cell_at(x, y, flipped).and_then(square)
}

/// The board during a free setup.
#[component]
pub fn SetupBoard(
    /// The pieces placed so far.
    #[prop(into)]
    pieces: Signal<Vec<DrawnPiece>>,
    /// Whether Silver's side is at the bottom.
    #[prop(into)]
    flipped: Signal<bool>,
    /// Whether to draw the coordinates.
    #[prop(into)]
    coordinates: Signal<bool>,
    /// Where the placing side may put pieces.
    #[prop(into)]
    zone: Signal<Bitboard>,
    /// Pieces that may be picked up.
    #[prop(into)]
    movable: Signal<Bitboard>,
    /// The tray, when a side is placing.
    #[prop(into)]
    tray: Signal<Option<Tray>>,
    /// A square to mark as refused (the last refused drop).
    #[prop(into)]
    refused: Signal<Option<Square>>,
    /// A piece from the tray or the board was dropped on a square, or off the board (`None`).
    on_drop: Callback<(Source, Option<Square>)>,
    /// A square was tapped without dragging.
    on_tap: Callback<Square>,
) -> impl IntoView {
    let svg = NodeRef::<leptos::svg::Svg>::new();
    let place = tray_place();
    let view_box = setup_view(geometry(), place);
    let board_class = match place {
        TrayPlace::Below => "board setup-board",
        TrayPlace::Beside => "board setup-board beside",
    };
    let press = RwSignal::new(None::<Press>);
    let point = move |event: &PointerEvent| -> Option<(f64, f64)> {
        Some(view_box.pointer_point(&svg.get_untracked()?.into(), event))
    };
    let pointer_down = move |event: PointerEvent| {
        let Some((x, y)) = point(&event) else { return };
        let flipped = flipped.get_untracked();
        let square = square_at(x, y, flipped);
        let from = match square {
            Some(s) if movable.get_untracked().contains(s) => Some(Source::Board(s)),
            None if on_tray(x, y, place) && tray.get_untracked().is_some_and(|t| t.left > 0) => {
                Some(Source::Tray)
            }
            _ => None,
        };
        if square.is_none() && from.is_none() {
            return;
        }
        event.prevent_default();
        if let Some(element) = svg.get_untracked() {
            // Capture fails only for a pointer that is already gone.
            let _ = element.set_pointer_capture(event.pointer_id());
        }
        press.set(Some(Press {
            from,
            square,
            pointer: event.pointer_id(),
            start: (x, y),
            at: (x, y),
        }));
    };
    let pointer_move = move |event: PointerEvent| {
        if let (Some(current), Some(at)) = (press.get_untracked(), point(&event)) {
            if current.pointer == event.pointer_id() {
                press.set(Some(Press { at, ..current }));
            }
        }
    };
    let pointer_up = move |event: PointerEvent| {
        let Some(current) = press.get_untracked() else {
            return;
        };
        press.set(None);
        let at = point(&event).unwrap_or(current.at);
        let released = Press { at, ..current };
        let over = square_at(at.0, at.1, flipped.get_untracked());
        match (released.from, released.moved()) {
            (Some(from), true) => on_drop.run((from, over)),
            (_, false) => {
                if let Some(square) = released.square {
                    on_tap.run(square);
                }
            }
            (None, true) => {}
        }
    };
    let pointer_cancel = move |_: PointerEvent| press.set(None);

    let square_marks = Signal::derive(move || {
        let mut marks: Vec<_> = zone.get().iter().map(|s| (cell(s), "zone")).collect();
        marks.extend(refused.get().map(|s| (cell(s), "refused")));
        marks
    });
    let lang = use_lang();
    let labels = Signal::derive(move || {
        let (pieces, zone, lang) = (pieces.get(), zone.get(), lang.get());
        Square::all()
            .map(|square| {
                let on_it = pieces
                    .iter()
                    .find(|p| p.cell == cell(square))
                    .map(|p| p.token);
                let label = square_label(lang, cell(square), on_it, false, None);
                if zone.contains(square) {
                    format!("{label}, {}", Text::Allowed.get(lang))
                } else {
                    label
                }
            })
            .collect()
    });
    let dragging = move || press.get().filter(|p| p.from.is_some() && p.moved());
    let lifted = move || match dragging().and_then(|p| p.from) {
        Some(Source::Board(square)) => Some(cell(square)),
        _ => None,
    };
    let ghost = move || {
        let current = dragging()?;
        let piece = match current.from? {
            Source::Tray => {
                let (x, y) = tray_centre(geometry(), place);
                DrawnPiece {
                    cell: Default::default(),
                    token: token(tray.get()?.piece),
                    x,
                    y,
                    arriving_from: None,
                }
            }
            Source::Board(square) => pieces.get().into_iter().find(|p| p.cell == cell(square))?,
        };
        Some(view! { <Ghost piece=piece x=current.at.0 y=current.at.1 /> })
    };
    let tray_view = move || {
        tray.get().map(|t| {
            let (kind, (x, y)) = (token(t.piece), tray_centre(geometry(), place));
            let (count_x, count_y) = count_at(place);
            let class = format!(
                "piece tray-piece {}{}",
                kind.class(),
                if t.left == 0 { " empty" } else { "" }
            );
            view! {
                <g class=class data-testid="tray" data-left=t.left.to_string()>
                    <circle cx=svg_number(x) cy=svg_number(y) r=svg_number(TRAY_RADIUS) />
                </g>
                <text class="tray-count" x=svg_number(count_x) y=svg_number(count_y)>
                    {format!("× {}", t.left)}
                </text>
            }
        })
    };
    view! {
        <svg class=board_class data-testid="setup-board" viewBox=view_box.attribute() role="grid"
            aria-readonly="true" aria-label=tr(Text::SetupBoardLabel) node_ref=svg on:pointerdown=pointer_down on:pointermove=pointer_move
            on:pointerup=pointer_up on:pointercancel=pointer_cancel>
            <BoardFrame geometry=Signal::stored(geometry()) flipped=flipped coordinates=coordinates
                square_marks=square_marks labels=labels />
            <PieceLayer pieces=pieces lifted=Signal::derive(lifted) />
            <g class="tray">{tray_view}</g>
            {ghost}
        </svg>
    }
}
