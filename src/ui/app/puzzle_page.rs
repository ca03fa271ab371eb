//! The Puzzles page: a set (a game, and the board for Breakthrough) and a theme, one puzzle
//! on its own board, what the player's turn did, the rating with its streak and recent
//! puzzles, and the puzzle's link. The set's file is fetched when the page opens; the
//! puzzle itself is [`Solving`], plain Rust, kept by the app while the player is elsewhere,
//! and each set's current puzzle is saved, so that the page opens on the puzzle left.

use super::board_input::input_for;
use super::board_view::{last_turn_cells, legal_moves, pieces, turn_arrows, LiveView};
use super::state::AppState;
use crate::puzzle::{Puzzle, PuzzleSet, Theme};
use crate::ui::ai_client::{ask_lookup, AiState, EngineClient, Lookup};
use crate::ui::board::{Board, Choice, Marks};
use crate::ui::game::Seat;
use crate::ui::games;
use crate::ui::i18n::{tr, Explain, Text};
use crate::ui::platform::storage::{self, LoadProblem};
use crate::ui::platform::{browser, fetch};
use crate::ui::puzzles::sets::{self, SETS};
use crate::ui::puzzles::texts;
use crate::ui::puzzles::{next_puzzle, LinkError, PuzzleLink, Ratings, Solving, Stage, Verdict};
use leptos::prelude::*;
use std::time::Duration;

/// The storage key of the puzzle ratings.
const KEY: &str = "breakthru.puzzles";
/// How long the board shows the player's right turn before the reply.
const REPLY_DELAY: Duration = Duration::from_millis(400);

/// A set as the page has it: `None` while loading, `Err(None)` if the file could not be
/// had, `Err(Some(why))` if it could not be read.
type Loaded = Option<Result<PuzzleSet, Option<String>>>;

/// The saved ratings, and a notice if they could not be read (they are kept aside).
fn load_ratings(state: AppState) -> Ratings {
    let lang = state.lang.get_untracked();
    storage::load(KEY, Ratings::parse)
        .unwrap_or_else(|problem| {
            let said = match problem {
                LoadProblem::NoStorage => Text::NoStorage.get(lang).to_string(),
                LoadProblem::Unreadable { reason, kept_under } => {
                    texts::unreadable(lang, &reason.explain(lang), kept_under.as_deref())
                }
            };
            state.notice.set(Some(said));
            None
        })
        .unwrap_or_default()
}

/// The set and puzzle a link names, or its error told in a notice.
fn read_link(state: AppState, fragment: Option<String>) -> Option<PuzzleLink> {
    match PuzzleLink::parse(&fragment?)? {
        Ok(link) => Some(link),
        Err(error) => {
            let lang = state.lang.get_untracked();
            state
                .notice
                .set(Some(texts::bad_link(lang, &error.explain(lang))));
            None
        }
    }
}

/// The side's name for people.
fn side_name(solving: &Solving, seat: Seat, state: AppState) -> String {
    let lang = state.lang.get_untracked();
    solving.session().table().seat_name(seat, lang).to_string()
}

/// The Puzzles page; `solving` is the puzzle on its board, kept while the page is closed.
#[component]
pub fn PuzzlePage(
    state: AppState,
    ai: AiState,
    client: StoredValue<EngineClient, LocalStorage>,
    solving: RwSignal<Option<Solving>>,
) -> impl IntoView {
    let lang = state.lang;
    let ratings = RwSignal::new(load_ratings(state));
    let wanted = RwSignal::new(read_link(state, browser::fragment()));
    let first = wanted.with_untracked(|w| w.as_ref().map(|l| l.set.clone()));
    let first = first
        .or_else(|| ratings.with_untracked(|r| r.last_set.clone()))
        .filter(|s| SETS.contains(&s.as_str()))
        .unwrap_or_else(|| sets::FIRST.to_string());
    let set_name = RwSignal::new(first);
    let loaded = RwSignal::new(Loaded::None);
    let attempt = RwSignal::new(0_u32);
    let theme = RwSignal::new(None::<Theme>);
    let said = RwSignal::new(
        solving
            .with_untracked(|s| s.as_ref().map(|s| texts::standing(lang.get_untracked(), s)))
            .unwrap_or_default(),
    );
    // A wrong turn left on the board: its refutation is asked again.
    if solving.with_untracked(|s| s.as_ref().map(Solving::stage)) == Some(Stage::Wrong) {
        ai.lookup.set(None);
    }
    let choice = RwSignal::new(Choice::default());

    let handle = window_event_listener(leptos::ev::hashchange, move |_| {
        if let Some(link) = read_link(state, browser::fragment()) {
            set_name.set(link.set.clone());
            wanted.set(Some(link));
        }
    });
    on_cleanup(move || handle.remove());

    Effect::new(move |_| {
        let set = set_name.get();
        attempt.track();
        loaded.set(None);
        ratings.update(|r| r.last_set = Some(set.clone()));
        leptos::task::spawn_local(async move {
            let read = match fetch::text(&sets::file(&set)).await {
                None => Err(None),
                Some(text) => PuzzleSet::parse(&text).map_err(|e| Some(e.to_string())),
            };
            if set_name.get_untracked() == set {
                loaded.set(Some(read));
            }
        });
    });
    Effect::new(move |_| {
        ratings.with(|r| storage::save_text(KEY, &r.to_json()));
    });

    let start = move |puzzle: Puzzle| {
        let set = set_name.get_untracked();
        let Some(game) = sets::game_of(&set) else {
            return;
        };
        match Solving::open(&set, puzzle, game, games::open) {
            Ok(opened) => {
                ratings.update(|r| r.set_current(&set, &opened.puzzle.id));
                let link = PuzzleLink {
                    set,
                    id: opened.puzzle.id.clone(),
                };
                browser::replace_fragment(&format!("#{}", link.fragment()));
                said.set(texts::task(
                    lang.get_untracked(),
                    &side_name(&opened, opened.player(), state),
                ));
                ai.lookup.set(None);
                choice.set(Choice::default());
                solving.set(Some(opened));
            }
            Err(error) => state.notice.set(Some(error.explain(lang.get_untracked()))),
        }
    };
    let next = move || {
        let current = solving.with_untracked(|s| s.as_ref().map(|s| s.puzzle.id.clone()));
        let chosen = loaded.with_untracked(|l| {
            let set = l.as_ref()?.as_ref().ok()?;
            let record = ratings.with_untracked(|r| r.of(set.game));
            let theme = theme.get_untracked();
            next_puzzle(set, theme, &record, current.as_deref(), browser::random()).cloned()
        });
        if let Some(puzzle) = chosen {
            start(puzzle);
        }
    };
    // Opens puzzle `id` of the loaded set, if it has one.
    let open_id = move |id: &str| {
        let found = loaded.with_untracked(|l| l.as_ref()?.as_ref().ok()?.find(id).cloned());
        found.map(start).is_some()
    };
    // A set loaded: the puzzle a link asked for, else the one on the board, else the set's
    // current one, else the next one.
    Effect::new(move |_| {
        let asked = wanted.get();
        let ready = loaded.with(|l| matches!(l, Some(Ok(_))));
        if !ready {
            return;
        }
        let set = set_name.get_untracked();
        let on_board = solving.with_untracked(|s| {
            let s = s.as_ref().filter(|s| s.set == set)?;
            Some(PuzzleLink {
                set: s.set.clone(),
                id: s.puzzle.id.clone(),
            })
        });
        let asked = asked.filter(|link| link.set == set);
        if asked.is_some() {
            wanted.set(None);
        }
        match asked {
            Some(link) if Some(&link) != on_board.as_ref() => {
                if !open_id(&link.id) {
                    let lang = lang.get_untracked();
                    let error = LinkError::NoPuzzle(link.id);
                    state
                        .notice
                        .set(Some(texts::bad_link(lang, &error.explain(lang))));
                    next();
                }
            }
            _ => match on_board {
                Some(link) => browser::replace_fragment(&format!("#{}", link.fragment())),
                None => {
                    let left = ratings.with_untracked(|r| r.current(&set).map(str::to_string));
                    if !left.is_some_and(|id| open_id(&id)) {
                        next();
                    }
                }
            },
        }
    });

    // Rates the first try once, and says so.
    let rate = move || -> Option<(i32, i32)> {
        let (game, set, id, rating, solved) = solving.try_update(|s| {
            let s = s.as_mut()?;
            let solved = s.result()?;
            Some((
                s.game(),
                s.set.clone(),
                s.puzzle.id.clone(),
                s.puzzle.rating,
                solved,
            ))
        })??;
        let before = ratings.with_untracked(|r| r.of(game).shown());
        let after = ratings.try_update(|r| r.rate(game, &set, &id, rating, solved))??;
        Some((after, after - before))
    };
    let reply = move || {
        let played = solving
            .try_update(|s| s.as_mut().and_then(Solving::reply))
            .flatten();
        let Some(reply) = played else { return };
        let text = solving.with_untracked(|s| {
            let s = s.as_ref()?;
            let lang = lang.get_untracked();
            let opponent = side_name(s, s.player().other(), state);
            Some(match s.solution_turn() {
                Some(turn) => texts::solution(lang, turn),
                None => texts::right(lang, &opponent, &reply),
            })
        });
        said.set(text.unwrap_or_default());
    };
    let play = move |text: &str| {
        let verdict = solving.try_update(|s| s.as_mut().map(|s| s.play(text)));
        choice.set(Choice::default());
        let lang = lang.get_untracked();
        match verdict.flatten() {
            Some(Ok(Verdict::Right)) => set_timeout(reply, REPLY_DELAY),
            Some(Ok(Verdict::Solved)) => said.set(texts::solved(lang, rate())),
            Some(Ok(Verdict::Wrong)) => {
                rate();
                let opponent = solving.with_untracked(|s| {
                    let s = s.as_ref()?;
                    Some(side_name(s, s.player().other(), state))
                });
                said.set(texts::wrong(lang, &opponent.unwrap_or_default(), None));
            }
            Some(Err(error)) => state.notice.set(Some(error.explain(lang))),
            Some(Ok(Verdict::Unfinished)) | None => {}
        }
    };
    // A wrong turn on the board: the worker is asked for the refutation once it is ready
    // (again after a restart, which forgets the lookup).
    Effect::new(move |_| {
        let wrong = solving.with(|s| s.as_ref().is_some_and(|s| s.stage() == Stage::Wrong));
        if wrong && ai.ready.get() && ai.lookup.with_untracked(Option::is_none) {
            solving.with_untracked(|s| {
                if let Some(s) = s {
                    client.with_value(|c| ask_lookup(ai, c, s.session().table()));
                }
            });
        }
    });
    // The refutation, once the worker found it.
    Effect::new(move |_| {
        let Some(Lookup::Found(line)) = ai.lookup.get() else {
            return;
        };
        let opponent = solving.with_untracked(|s| {
            let s = s.as_ref().filter(|s| s.stage() == Stage::Wrong)?;
            Some(side_name(s, s.player().other(), state))
        });
        if let Some(opponent) = opponent {
            said.set(texts::wrong(lang.get_untracked(), &opponent, Some(&line)));
        }
    });
    let retry = move |_| {
        solving.update(|s| s.iter_mut().for_each(Solving::retry));
        ai.lookup.set(None);
        let task = solving.with_untracked(|s| {
            s.as_ref()
                .map(|s| texts::task(lang.get_untracked(), &side_name(s, s.player(), state)))
        });
        said.set(task.unwrap_or_default());
    };
    let solution = move |_| {
        solving.update(|s| s.iter_mut().for_each(Solving::show_solution));
        ai.lookup.set(None);
        rate();
        let turn = solving.with_untracked(|s| s.as_ref()?.solution_turn().map(<[String]>::to_vec));
        said.set(turn.map_or_else(String::new, |t| texts::solution(lang.get_untracked(), &t)));
    };
    let analyse = move |_| {
        let table = solving.with_untracked(|s| s.as_ref().map(|s| s.session().table().clone_box()));
        if let Some(table) = table {
            state.analyse_table(table, ai);
            browser::set_fragment("#/analysis");
        }
    };

    let stage = move || solving.with(|s| s.as_ref().map(Solving::stage));
    let geometry =
        Memo::new(move |_| solving.with(|s| s.as_ref().map(|s| s.session().table().geometry())));
    let flipped = Signal::derive(move || {
        solving.with(|s| s.as_ref().is_some_and(|s| s.player() == Seat::Dark))
    });
    let coordinates = Signal::derive(move || state.settings.with(|s| s.coordinates));
    let legal = Memo::new(move |_| {
        solving.with(
            |s| match s.as_ref().filter(|s| s.stage() == Stage::Playing) {
                Some(s) => legal_moves(s.session(), false),
                None => Default::default(),
            },
        )
    });
    let why_not = move |from, to| {
        solving.with_untracked(|s| {
            let table = s.as_ref()?.session().table();
            table.why_not(from, to, lang.get_untracked())
        })
    };
    let input = input_for(legal, choice, why_not, play);
    let arrows = move || {
        let found = ai.lookup.with(|l| match l {
            Some(Lookup::Found(line)) => Some(line.clone()),
            _ => None,
        });
        solving.with(|s| {
            let Some(s) = s.as_ref() else {
                return Vec::new();
            };
            let table = s.session().table();
            let turn = match s.stage() {
                Stage::Wrong => found,
                _ => s.solution_turn().map(<[String]>::to_vec),
            };
            turn.map_or_else(Vec::new, |t| turn_arrows(table, table.plies(), &t))
        })
    };
    let marks = Signal::derive(move || {
        let choice = choice.get();
        legal.with(|legal| Marks {
            selected: choice.piece(),
            targets: legal.targets(&choice),
            last_turn: solving.with(|s| {
                s.as_ref()
                    .map(|s| last_turn_cells(s.session(), None))
                    .unwrap_or_default()
            }),
            movable: legal.movable(),
            arrows: arrows(),
            threats: Vec::new(),
        })
    });
    let animate = Signal::derive(move || state.settings.with(|s| s.animate));
    let drawn = Signal::derive(move || {
        let (flipped, animate) = (flipped.get(), animate.get());
        choice.with(|choice| {
            let live = LiveView {
                choice: Some(choice),
                frame: None,
            };
            solving.with(|s| {
                s.as_ref()
                    .map(|s| pieces(s.session(), None, live, flipped, animate))
                    .unwrap_or_default()
            })
        })
    });
    let record = move || {
        let game = sets::game_of(&set_name.get())?;
        Some(ratings.with(|r| r.of(game)))
    };
    let rating_line = move || {
        record().map(|r| texts::rating_line(lang.get(), r.shown(), r.streak, r.results.len()))
    };
    let history = move || {
        let lang = lang.get();
        record().map(|r| r.history).unwrap_or_default().into_iter().map(|played| {
            let link = PuzzleLink { set: played.set, id: played.id };
            let result = if played.solved { Text::PuzzleSolved } else { Text::PuzzleFailed };
            view! {
                <li class:solved=played.solved><a href=format!("#{}", link.fragment())>{link.id.clone()}</a>
                    " "{result.get(lang)}" · "{played.rating}</li>
            }
        }).collect_view()
    };
    let about = move || {
        solving.with(|s| {
            s.as_ref()
                .map(|s| texts::about(lang.get(), s.puzzle.rating, &s.puzzle.id))
        })
    };
    let link = move || {
        solving
            .with(|s| {
                let s = s.as_ref()?;
                let link = PuzzleLink {
                    set: s.set.clone(),
                    id: s.puzzle.id.clone(),
                };
                Some(browser::link_with_fragment(&link.fragment()))
            })
            .unwrap_or_default()
    };
    let themes = move || {
        let lang = lang.get();
        loaded.with(|l| {
            let Some(Ok(set)) = l else { return Vec::new() };
            let mut all: Vec<Theme> = set
                .puzzles
                .iter()
                .flat_map(|p| p.themes.iter().copied())
                .collect();
            all.sort_by_key(|t| t.to_string());
            all.dedup();
            all.into_iter()
                .map(|t| (t.to_string(), texts::theme(lang, t)))
                .collect()
        })
    };
    let set_label = |set: &str| {
        let game = sets::game_of(set).map_or("", |g| games::texts(g).name);
        match sets::board_of(set) {
            Some(board) => format!("{game} {board}"),
            None => game.to_string(),
        }
    };
    let loading = move || loaded.with(Option::is_none);
    let failed = move || {
        loaded.with(|l| match l {
            Some(Err(None)) => Some(Text::PuzzlesFailed.get(lang.get()).to_string()),
            Some(Err(Some(why))) => Some(texts::bad_set(lang.get(), why)),
            _ => None,
        })
    };
    let over = move || stage() == Some(Stage::Solved);
    view! {
        <main class="layout puzzles" data-testid="puzzles">
            <section class="board-area" style:--board-aspect=move || geometry.get().map(super::aspect)>
                <p class="status" data-testid="puzzle-status" role="status" aria-live="polite">{move || said.get()}</p>
                {move || loading().then(|| view! { <p role="status">{tr(Text::PuzzlesLoading)}</p> })}
                {move || failed().map(|text| view! {
                    <p role="alert" data-testid="puzzles-failed">{text}" "
                        <button type="button" on:click=move |_| attempt.update(|n| *n += 1)>{tr(Text::TryAgain)}</button></p>
                })}
                {move || geometry.get().map(|g| view! {
                    <Board geometry=g pieces=drawn flipped=flipped coordinates=coordinates marks=marks
                        on_press=input.on_press on_drop=input.on_drop on_cancel=Callback::new(move |()| choice.set(Choice::default())) />
                })}
                <p class="refusal" data-testid="puzzle-refusal" aria-live="polite">{move || input.refusal.get()}</p>
            </section>
            <aside class="side-panel">
                <h1>{tr(Text::Puzzles)}</h1>
                <label>{tr(Text::PuzzleSet)}" "
                    <select data-testid="puzzle-set" prop:value=move || set_name.get()
                        on:change=move |ev| { theme.set(None); set_name.set(event_target_value(&ev)) }>
                        {SETS.into_iter().map(|set| view! { <option value=set>{set_label(set)}</option> }).collect_view()}
                    </select></label>
                <label>{tr(Text::Theme)}" "
                    <select data-testid="puzzle-theme" on:change=move |ev| {
                        theme.set(event_target_value(&ev).parse().ok());
                        next();
                    }>
                        <option value="">{tr(Text::AnyTheme)}</option>
                        {move || themes().into_iter().map(|(value, name)| view! { <option value=value>{name}</option> }).collect_view()}
                    </select></label>
                <p data-testid="puzzle-rating">{rating_line}</p>
                <p data-testid="puzzle-about">{about}</p>
                <div class="controls">
                    <button type="button" data-testid="puzzle-retry" hidden=move || stage() != Some(Stage::Wrong) on:click=retry>{tr(Text::Retry)}</button>
                    <button type="button" data-testid="puzzle-solution" hidden=move || over() || stage().is_none() on:click=solution>{tr(Text::Solution)}</button>
                    <button type="button" data-testid="puzzle-next" on:click=move |_| next()>{tr(Text::NextPuzzle)}</button>
                    <button type="button" data-testid="puzzle-analyse" on:click=analyse>{tr(Text::Analyse)}</button>
                </div>
                <label>{tr(Text::PuzzleLinkLabel)}
                    <input data-testid="puzzle-link" readonly prop:value=link /></label>
                <h2>{tr(Text::RecentPuzzles)}</h2>
                <ol class="puzzle-history" data-testid="puzzle-history">{history}</ol>
            </aside>
        </main>
    }
}
