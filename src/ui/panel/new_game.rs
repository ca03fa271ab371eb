//! The new-game panel: the game first, then its own fields (its board or start, who moves
//! first), and who plays each side.

use crate::bot::Level;
use crate::rules::GameId;
use crate::ui::game::new_game::Choices;
use crate::ui::game::texts;
use crate::ui::game::{Player, Seat};
use crate::ui::games::{self, Forms, NewGame};
use crate::ui::i18n::{tr, use_lang, Text};
use crate::ui::library::FriendTerms;
use leptos::prelude::*;

/// The options of a player select: "human" or a level name.
fn player_from(value: &str) -> Player {
    value.parse::<Level>().map_or(Player::Human, Player::Ai)
}

#[component]
fn PlayerSelect(
    label: Signal<&'static str>,
    test_id: Signal<&'static str>,
    value: RwSignal<String>,
) -> impl IntoView {
    let lang = use_lang();
    view! {
        <label>{label}
            <select data-testid=test_id on:change=move |ev| value.set(event_target_value(&ev)) prop:value=value>
                <option value="human">{tr(Text::Person)}</option>
                <option value="friend">{tr(Text::AFriend)}</option>
                {Level::ALL.into_iter().map(|level| view! {
                    <option value=level.name()>{move || texts::player(lang.get(), Player::Ai(level))}</option>
                }).collect_view()}
            </select>
        </label>
    }
}

/// The panel's fields, which follow the game being played.
#[derive(Clone, Copy)]
struct Offered {
    game: RwSignal<GameId>,
    light: RwSignal<String>,
    dark: RwSignal<String>,
    forms: Forms,
}

impl Offered {
    fn new(choices: Choices) -> Offered {
        let text = || RwSignal::new(String::new());
        let offered = Offered {
            game: RwSignal::new(choices.game),
            light: text(),
            dark: text(),
            forms: Forms::new(&choices),
        };
        offered.offer(choices);
        offered
    }

    /// Sets every field to `choices`.
    fn offer(self, choices: Choices) {
        self.game.set(choices.game);
        self.light.set(choices.player_value(Seat::Light));
        self.dark.set(choices.player_value(Seat::Dark));
        self.forms.offer(&choices);
    }
}

/// Chooses the game, its start, and who plays each side, then starts it.
#[component]
pub fn NewGamePanel(
    /// What is offered: the game being played, followed when another game begins (a
    /// pasted link, an import, a rematch).
    current: Signal<Choices>,
    /// Called with the game to start.
    on_start: Callback<NewGame>,
    /// Set before `on_start` to the side this device plays if the other is a friend's,
    /// and whether the AI may help in that game.
    friend: RwSignal<Option<FriendTerms>>,
) -> impl IntoView {
    let lang = use_lang();
    let offered = Offered::new(current.get_untracked());
    Effect::new(move |_| offered.offer(current.get()));
    let Offered {
        game,
        light,
        dark,
        forms,
    } = offered;
    let error = RwSignal::new(None::<String>);
    let help = RwSignal::new(false);
    let is_friend = |value: RwSignal<String>| value.with(|v| v == "friend");
    let begin = move |_| {
        let players = [player_from(&light.get()), player_from(&dark.get())];
        let side = if is_friend(dark) {
            Some(Seat::Light)
        } else if is_friend(light) {
            Some(Seat::Dark)
        } else {
            None
        };
        let help = help.get();
        friend.set(side.map(|side| FriendTerms { side, help }));
        match forms.start(game.get(), players, lang.get_untracked()) {
            Ok(new) => {
                error.set(None);
                on_start.run(new);
            }
            Err(why) => error.set(Some(why)),
        }
    };
    let seat_words = move |seat: Seat| games::texts(game.get()).seats[seat.index()];
    let seat_label = move |seat| Signal::derive(move || seat_words(seat).name.get(lang.get()));
    let test_id = move |seat| Signal::derive(move || seat_words(seat).test_id);
    let about = move || games::texts(game.get()).about.get(lang.get());
    view! {
        <section class="new-game" aria-label=tr(Text::NewGame) on:input=move |_| error.set(None)>
            <h2>{tr(Text::NewGame)}</h2>
            <label>{tr(Text::GameLabel)}
                <select data-testid="game" prop:value=move || game.get().name()
                    on:change=move |ev| game.set(event_target_value(&ev).parse().unwrap_or_default())>
                    {games::all().map(|(id, texts)| view! { <option value=id.name()>{texts.choice}</option> }).collect_view()}
                </select>
            </label>
            <p class="game-about" data-testid="game-about">{about}</p>
            {move || forms.view(game.get())}
            <PlayerSelect label=seat_label(Seat::Light) test_id=test_id(Seat::Light) value=light />
            <PlayerSelect label=seat_label(Seat::Dark) test_id=test_id(Seat::Dark) value=dark />
            <label class="friend-help" hidden=move || !is_friend(light) && !is_friend(dark)>
                <input type="checkbox" data-testid="friend-help" prop:checked=help
                    on:change=move |ev| help.set(event_target_checked(&ev)) />
                {tr(Text::FriendHelp)}
            </label>
            {move || error.get().map(|e| view! { <p class="notice" role="alert" data-testid="new-game-error">{e}</p> })}
            <button type="button" data-testid="new-game" on:click=begin>{tr(Text::StartButton)}</button>
        </section>
    }
}
