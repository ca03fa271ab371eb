//! The evaluation graph: Light's winning chances at the start of every reviewed turn, from
//! the first position to the last. Each point is a button that shows its position; points
//! after a judged turn are coloured by the judgement.

use crate::ui::ai_client::texts::wins_in;
use crate::ui::board::geometry::svg_number;
use crate::ui::game::browsing::turns_by;
use crate::ui::game::outlook::SeatScore;
use crate::ui::game::review::{graph_points, turn_reviews, Judgement};
use crate::ui::game::review_texts;
use crate::ui::game::{Seat, Session};
use crate::ui::i18n::Text;
use crate::ui::i18n::{tr, use_lang};
use leptos::prelude::*;

/// The drawing's width and height (the SVG scales to the panel's width).
const WIDTH: f64 = 300.0;
const HEIGHT: f64 = 90.0;
/// Room at the edges, so that points on them are whole.
const MARGIN: f64 = 6.0;

/// One point of the graph, placed.
#[derive(Clone, Debug, PartialEq)]
struct Point {
    ply: usize,
    percent: u8,
    x: f64,
    y: f64,
    /// The strip of the drawing that chooses it: from halfway to the point before to
    /// halfway to the point after.
    strip: (f64, f64),
    /// The judgement of the turn that led here, if any.
    judgement: Option<Judgement>,
}

/// The points of `session`'s review, placed in the drawing.
fn placed(session: &Session) -> Vec<Point> {
    let table = session.table();
    let points = graph_points(table, session.review());
    let last = table.plies().max(1) as f64;
    let judged = turn_reviews(table, session.review());
    let judgement_to = |ply: usize| {
        judged
            .iter()
            .flatten()
            .find(|t| t.plies.end == ply)
            .and_then(|t| t.judgement)
    };
    let x = |ply: usize| MARGIN + (WIDTH - 2.0 * MARGIN) * ply as f64 / last;
    let xs: Vec<f64> = points.iter().map(|&(ply, _)| x(ply)).collect();
    points
        .iter()
        .enumerate()
        .map(|(i, &(ply, percent))| Point {
            ply,
            percent,
            x: xs[i],
            y: MARGIN + (HEIGHT - 2.0 * MARGIN) * f64::from(100 - percent) / 100.0,
            strip: (
                i.checked_sub(1).map_or(0.0, |j| (xs[j] + xs[i]) / 2.0),
                xs.get(i + 1).map_or(WIDTH, |next| (xs[i] + next) / 2.0),
            ),
            judgement: judgement_to(ply),
        })
        .collect()
}

/// The class of a point's judgement.
fn judgement_class(judgement: Option<Judgement>) -> &'static str {
    match judgement {
        None => "graph-point",
        Some(Judgement::Inaccuracy) => "graph-point inaccuracy",
        Some(Judgement::Mistake) => "graph-point mistake",
        Some(Judgement::Blunder) => "graph-point blunder",
    }
}

/// The graph, once at least two positions are scored. Choosing a point sets `viewing`.
#[component]
pub fn EvaluationGraph(
    session: RwSignal<Session>,
    viewing: RwSignal<Option<usize>>,
) -> impl IntoView {
    let lang = use_lang();
    let points = Memo::new(move |_| session.with(placed));
    let show = move |ply: usize| {
        let live = session.with_untracked(|s| s.table().plies());
        viewing.set((ply < live).then_some(ply));
    };
    let line = move || {
        points.with(|p| {
            p.iter()
                .map(|p| format!("{},{}", svg_number(p.x), svg_number(p.y)))
                .collect::<Vec<_>>()
                .join(" ")
        })
    };
    let point_view = move |point: Point| {
        let Point {
            ply,
            percent,
            x,
            y,
            strip,
            judgement,
        } = point;
        let label = move || {
            let lang = lang.get();
            session.with(|s| {
                let name = |seat| s.table().seat_name(seat, lang);
                let score = match s.review().light_score(ply).and_then(SeatScore::winner) {
                    Some((seat, moves)) => wins_in(lang, name(seat), moves),
                    None => format!("{} {percent}%", name(Seat::Light)),
                };
                review_texts::graph_point(lang, turns_by(s.table(), ply), &score)
            })
        };
        let current = move || viewing.get().unwrap_or(session.with(|s| s.table().plies())) == ply;
        view! {
            <g class=judgement_class(judgement) class:current=current role="button" tabindex="0"
                data-testid="graph-point" data-ply=ply aria-label=label
                on:click=move |_| show(ply)
                on:keydown=move |ev| if matches!(ev.key().as_str(), "Enter" | " ") {
                    ev.prevent_default();
                    show(ply);
                }>
                <title>{label}</title>
                <rect class="hit" x=svg_number(strip.0) y="0" width=svg_number(strip.1 - strip.0) height=svg_number(HEIGHT)></rect>
                <circle class="dot" cx=svg_number(x) cy=svg_number(y) r="3.2"></circle>
            </g>
        }
    };
    move || {
        (points.with(Vec::len) >= 2).then(|| {
            view! {
                <figure class="evaluation-graph">
                    <svg data-testid="evaluation-graph" viewBox=format!("0 0 {} {}", svg_number(WIDTH), svg_number(HEIGHT))
                        role="group" aria-label=tr(Text::EvaluationGraph)>
                        <line class="even" x1="0" x2=svg_number(WIDTH) y1=svg_number(HEIGHT / 2.0) y2=svg_number(HEIGHT / 2.0)></line>
                        <polyline class="chances" points=line></polyline>
                        {move || points.get().into_iter().map(point_view).collect_view()}
                    </svg>
                </figure>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::game::review::{Review, Scored};
    use crate::ui::game::Player;
    use crate::ui::games;

    #[test]
    fn points_share_the_width_between_them() {
        let moves = ["a2-a3", "a4-b3"];
        let breakthrough = "breakthrough".parse().unwrap();
        let start = "BBBBB/BBBBB/5/WWWWW/WWWWW w";
        let table = games::open(breakthrough, start, &moves).unwrap();
        let score = |ply| Scored {
            ply,
            score: crate::ai::Score::Eval(0),
            best: Vec::new(),
        };
        let review = Review::of(vec![score(0), score(1), score(2)]);
        let session = Session::new(table, [Player::Human; 2]).with_review(review);
        let points = placed(&session);
        assert_eq!(points.len(), 3);
        assert_eq!(points[0].strip.0, 0.0);
        assert_eq!(points[0].strip.1, (points[0].x + points[1].x) / 2.0);
        assert_eq!(points[0].strip.1, points[1].strip.0, "no gap, no overlap");
        assert_eq!(points[1].strip.1, points[2].strip.0);
        assert_eq!(points[2].strip.1, WIDTH);
        assert!(
            points.iter().all(|p| p.y == HEIGHT / 2.0),
            "even chances on the middle line"
        );
    }
}
