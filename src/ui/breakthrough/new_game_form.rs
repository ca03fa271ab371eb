//! Breakthrough's fields in the new-game panel: the board (a preset or any ranks x files)
//! and who moves first, offered as in the Breakthrough game being played.

use super::new_game;
use crate::bot::breakthrough_solved_table;
use crate::rules::breakthrough::{Side, Size, MAX_SIDE, MIN_SIDE};
use crate::rules::GameId;
use crate::ui::game::new_game::{Choices, NewGame, NewGameForm};
use crate::ui::game::{Player, Seat};
use crate::ui::i18n::{tr, Explain, Lang, Text};
use leptos::prelude::*;

/// The board offered when the game being played is another: the standard 8x8.
const DEFAULT_SIZE: (usize, usize) = (8, 8);

/// The board presets, as "ranks x files": the solved boards, then the square ones.
const SIZES: [(usize, usize); 7] = [(5, 5), (5, 6), (6, 5), (6, 6), (7, 7), (8, 8), (10, 10)];

/// A number field for a board side, 5 to 16.
#[component]
fn SideInput(label: Text, test_id: &'static str, value: RwSignal<usize>) -> impl IntoView {
    view! {
        <label>{tr(label)}" "
            <input type="number" data-testid=test_id min=MIN_SIDE max=MAX_SIDE prop:value=move || value.get().to_string()
                on:input=move |ev| value.set(event_target_value(&ev).parse().unwrap_or(0)) />
        </label>
    }
}

/// Breakthrough's board size (a preset, `preset`, or any ranks x files) and who moves first.
#[component]
fn BreakthroughOptions(
    preset: RwSignal<String>,
    ranks: RwSignal<usize>,
    files: RwSignal<usize>,
    first: RwSignal<String>,
) -> impl IntoView {
    let choose = move |ev| {
        let value = event_target_value(&ev);
        if let Some((r, f)) = value
            .split_once('x')
            .and_then(|(r, f)| Some((r.parse().ok()?, f.parse().ok()?)))
        {
            ranks.set(r);
            files.set(f);
        }
        preset.set(value);
    };
    view! {
        <label>{tr(Text::BoardSize)}
            <select data-testid="board-size" on:change=choose prop:value=preset>
                {SIZES.into_iter().map(|(r, f)| {
                    view! { <option value=format!("{r}x{f}")>{format!("{r}×{f}")}</option> }
                }).collect_view()}
                <option value="other">{tr(Text::OtherSize)}</option>
            </select>
        </label>
        <Show when=move || preset.get() == "other">
            <div class="board-sides">
                <SideInput label=Text::Ranks test_id="ranks" value=ranks />
                <SideInput label=Text::Files test_id="files" value=files />
            </div>
        </Show>
        {move || solved_note((ranks.get(), files.get())).map(|note| view! {
            <p class="form-note" data-testid="solved-board-note">{tr(note)}</p>
        })}
        <label>{tr(Text::FirstToMove)}
            <select data-testid="first-move" on:change=move |ev| first.set(event_target_value(&ev)) prop:value=first>
                <option value="white">{tr(Text::White)}</option>
                <option value="black">{tr(Text::Black)}</option>
            </select>
        </label>
    }
}

/// The preset select's value for a board of `ranks` x `files`.
fn preset_of((ranks, files): (usize, usize)) -> String {
    if SIZES.contains(&(ranks, files)) {
        format!("{ranks}x{files}")
    } else {
        "other".to_string()
    }
}

/// What New game says of the board of `ranks` x `files` if it is solved: the AI's top levels
/// play it perfectly, all through or (with no lengths known) in the opening.
fn solved_note((ranks, files): (usize, usize)) -> Option<Text> {
    let table = breakthrough_solved_table(Size::new(ranks, files).ok()?)?;
    Some(if table.lengths {
        Text::SolvedBoard
    } else {
        Text::SolvedOpening
    })
}

/// The board and whether Black moves first, offered for `choices`: those of the game being
/// played if it is a Breakthrough game, else the default board with White first.
fn offered(choices: &Choices) -> ((usize, usize), bool) {
    if choices.game == GameId::Breakthrough {
        (choices.board, choices.first == Seat::Dark)
    } else {
        (DEFAULT_SIZE, false)
    }
}

/// The board (`preset`, `ranks`, `files`) and who moves first.
#[derive(Clone, Copy)]
pub struct SizeForm {
    preset: RwSignal<String>,
    ranks: RwSignal<usize>,
    files: RwSignal<usize>,
    first: RwSignal<String>,
}

impl<S> NewGameForm<S> for SizeForm {
    fn new(choices: &Choices) -> SizeForm {
        let text = || RwSignal::new(String::new());
        let form = SizeForm {
            preset: text(),
            ranks: RwSignal::new(0),
            files: RwSignal::new(0),
            first: text(),
        };
        NewGameForm::<S>::offer(form, choices);
        form
    }

    fn offer(self, choices: &Choices) {
        let (size, black_first) = offered(choices);
        self.preset.set(preset_of(size));
        self.ranks.set(size.0);
        self.files.set(size.1);
        let first = if black_first { "black" } else { "white" };
        self.first.set(first.to_string());
    }

    fn view(self) -> AnyView {
        let SizeForm {
            preset,
            ranks,
            files,
            first,
        } = self;
        view! { <BreakthroughOptions preset=preset ranks=ranks files=files first=first /> }
            .into_any()
    }

    fn start(self, players: [Player; 2], lang: Lang) -> Result<NewGame<S>, String> {
        let first = if self.first.get() == "black" {
            Side::Black
        } else {
            Side::White
        };
        new_game(self.ranks.get(), self.files.get(), first, players)
            .map(NewGame::Ready)
            .map_err(|e| e.explain(lang))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choices(game: GameId) -> Choices {
        Choices {
            game,
            players: [Player::Human; 2],
            board: (6, 11),
            first: Seat::Dark,
        }
    }

    #[test]
    fn a_breakthrough_game_offers_its_board_and_first_mover() {
        assert_eq!(offered(&choices(GameId::Breakthrough)), ((6, 11), true));
        assert_eq!(preset_of((6, 11)), "other");
        assert_eq!(preset_of((8, 8)), "8x8");
    }

    #[test]
    fn only_the_solved_boards_say_so() {
        assert_eq!(solved_note((5, 5)), Some(Text::SolvedBoard));
        assert_eq!(solved_note((5, 6)), Some(Text::SolvedBoard));
        assert_eq!(solved_note((6, 5)), Some(Text::SolvedOpening));
        for unsolved in [(6, 6), (8, 8), (0, 7)] {
            assert_eq!(solved_note(unsolved), None, "{unsolved:?}");
        }
    }

    #[test]
    fn another_game_offers_the_default_board() {
        let other = GameId::ALL.into_iter().find(|&g| g != GameId::Breakthrough);
        assert_eq!(offered(&choices(other.unwrap())), (DEFAULT_SIZE, false));
    }
}
