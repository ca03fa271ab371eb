//! Links of every game, and of the first releases, open the game they describe.

use super::{breakthrough, game};
use crate::rules::breakthru::Position;
use crate::ui::game::review::Scored;
use crate::ui::game::share::{parse_fragment, to_fragment, ShareError};
use crate::ui::game::{OpenError, Player, Session};
use crate::ui::games::open;
use crate::ui::i18n::{Explain, Lang};
use crate::ui::library::FriendLink;

/// The smallest Breakthrough board's start.
const SMALL: &str = "BBBBB/BBBBB/5/WWWWW/WWWWW w";

fn people(table: Box<dyn crate::ui::game::Table>) -> Session {
    Session::new(table, [Player::Human, Player::Human])
}

fn breakthru(actions: &[&str]) -> Session {
    people(super::breakthru(actions))
}

#[test]
fn fragments_round_trip_for_every_game() {
    let start = "BBBBB/BBBBB/5/WWWWW/WWWWW w";
    let breakthrough = people(breakthrough(start, &["a2-a3", "b4-b3"]));
    let fragment = to_fragment(&breakthrough, true);
    assert_eq!(
        fragment,
        "game=breakthrough&fen=BBBBB/BBBBB/5/WWWWW/WWWWW_w&moves=a2-a3_b4-b3"
    );
    for session in [breakthrough, breakthru(&["e4-e3", "g4-g3"])] {
        let fragment = to_fragment(&session, true);
        for written in [format!("#{fragment}"), fragment.replace('_', "%20")] {
            assert_eq!(
                parse_fragment(&written, open).unwrap(),
                session,
                "{written}"
            );
        }
    }
}

#[test]
fn a_review_travels_in_the_link_when_asked() {
    let mut session = breakthru(&["e4-e3", "g4-g3"]);
    session.record_review(Scored {
        ply: 2,
        score: "-0.25".parse().unwrap(),
        best: vec!["d2-d1".into(), "e2-e1".into()],
    });
    assert!(!to_fragment(&session, false).contains("review"));
    let fragment = to_fragment(&session, true);
    assert!(
        fragment.ends_with("&review=2;-0.25;d2-d1_e2-e1"),
        "{fragment}"
    );
    assert_eq!(parse_fragment(&fragment, open).unwrap(), session);
    let bad = fragment.replace("-0.25", "bad");
    assert!(matches!(
        parse_fragment(&bad, open),
        Err(ShareError::Review(_))
    ));
}

#[test]
fn links_of_the_first_release_open_as_breakthru() {
    let bfn = Position::standard().to_bfn().replace(' ', "_");
    let old = parse_fragment(&format!("#bfn={bfn}&moves=e4-e3_g4-g3"), open).unwrap();
    assert_eq!(old, breakthru(&["e4-e3", "g4-g3"]));
    assert_eq!(old.table().game(), game("breakthru"));
}

#[test]
fn malformed_fragments_are_explained() {
    let parse = |fragment| parse_fragment(fragment, open);
    assert_eq!(
        parse("#moves=e4-e3").unwrap_err(),
        ShareError::MissingPosition
    );
    assert!(matches!(parse("#hello"), Err(ShareError::UnknownPart(_))));
    assert!(matches!(
        parse("#game=chess&fen=x"),
        Err(ShareError::UnknownGame(_))
    ));
    assert!(matches!(
        parse("#bfn=11/11_g_-"),
        Err(ShareError::Game(OpenError::Start(_)))
    ));
    let fragment = "#game=breakthrough&fen=5/5/5/WWWWW/WWWWW_w&moves=a2-a4_b4-b3";
    let error = parse(fragment).unwrap_err();
    assert!(
        error.to_string().starts_with("action 1 ('a2-a4')"),
        "{error}"
    );
}

/// What the app makes of a link's fragment: a friend's link, or else a shared game.
fn opened(fragment: &str) -> Result<(), String> {
    match FriendLink::parse(fragment) {
        Err(error) => Err(error.to_string()),
        Ok(Some(link)) => link.open(open).map(drop).map_err(|e| e.to_string()),
        Ok(None) => parse_fragment(fragment, open)
            .map(drop)
            .map_err(|e| e.to_string()),
    }
}

#[test]
fn a_friends_link_cut_short_is_refused_as_cut_off_unless_a_whole_move_ends_it() {
    let session = people(breakthrough(SMALL, &["a2-a3", "b4-b3", "c2-c3"]));
    let link = format!("{}&id=0123456789ab&side=dark", to_fragment(&session, false));
    assert_eq!(opened(&link), Ok(()));
    // Where a shorter link the app could have written ends: the position, each move.
    let fen_end = link.find("&moves").unwrap();
    let ends: Vec<usize> = link.match_indices(['_', '&']).map(|(i, _)| i).collect();
    let id_at = link.find("&id").unwrap();
    let complete = |n: usize| n == fen_end || (n > fen_end + 7 && n <= id_at && ends.contains(&n));
    // Inside the position, the position's own error says what is missing.
    let fen = link.find("fen=").unwrap() + 4;
    let cut_off = ShareError::CutOff.to_string();
    for n in 1..link.len() {
        let cut = &link[..n];
        if complete(n) {
            assert_eq!(opened(cut), Ok(()), "{cut}");
        } else if (fen + 1..fen_end).contains(&n) {
            assert!(opened(cut).is_err_and(|e| e != cut_off), "{cut}");
        } else {
            assert_eq!(opened(cut), Err(cut_off.clone()), "{cut}");
        }
    }
    assert_eq!(
        cut_off,
        "this link looks cut off: ask your friend to send it again"
    );
    assert_eq!(
        ShareError::CutOff.explain(Lang::Nl),
        "deze link lijkt afgebroken: vraag uw vriend hem opnieuw te sturen"
    );
}

#[test]
fn a_bad_last_move_is_cut_off_only_at_the_links_end() {
    let fragment = format!(
        "#game=breakthrough&fen={}&moves=a2-a3_a3-a5",
        SMALL.replace(' ', "_")
    );
    let error = parse_fragment(&fragment, open).unwrap_err();
    assert!(matches!(error, ShareError::CutOff), "{error}");
    let link = FriendLink::parse(&format!("{fragment}&id=0123456789ab&side=dark"));
    let error = link.unwrap().unwrap().open(open).unwrap_err();
    assert!(
        error.to_string().starts_with("action 2 ('a3-a5')"),
        "{error}"
    );
}

#[test]
fn a_links_position_is_explained_as_the_link_writes_it() {
    let breakthru = Position::standard().to_bfn();
    let placement = breakthru.split(' ').next().unwrap();
    let cases = [
        (
            "#game=breakthrough&fen=BBBBB/BBBBB/5/WWWWW/WWWWW&moves=a2-a3".to_string(),
            "the position (fen=...) is not valid: a position is a placement and a side (w or b), \
             separated by '_'; found 1 field",
            "de stand (fen=...) is ongeldig: een stand is een opstelling en een kant (w of b), \
             gescheiden door '_'; 1 veld gevonden",
        ),
        (
            "#game=breakthrough9x5&fen=5/5/5_w_b&moves=b2-a1".to_string(),
            "the position (fen=...) is not valid: a position is a placement and a side (w or b), \
             separated by '_'; found 3 fields",
            "de stand (fen=...) is ongeldig: een stand is een opstelling en een kant (w of b), \
             gescheiden door '_'; 3 velden gevonden",
        ),
        (
            format!("#bfn={placement}_g&moves=e4-e3"),
            "the position (fen=...) is not valid: a position has three fields (placement, side, \
             pending) separated by '_', not 2",
            "de stand (fen=...) is ongeldig: een stand heeft drie velden (opstelling, kant, \
             lopende beurt) gescheiden door '_', niet 2",
        ),
        (
            "#game=breakthrough&fen=BBBBB/B/5/WWWWW/WWWWW_w&moves=a2-a3".to_string(),
            "the position (fen=...) is not valid: rank 4 has 1 square, not 5",
            "de stand (fen=...) is ongeldig: rij 4 heeft 1 vakje, niet 5",
        ),
    ];
    for (fragment, english, dutch) in cases {
        let error = parse_fragment(&fragment, open).unwrap_err();
        assert_eq!(error.explain(Lang::En), english, "{fragment}");
        assert_eq!(error.explain(Lang::Nl), dutch, "{fragment}");
    }
}
