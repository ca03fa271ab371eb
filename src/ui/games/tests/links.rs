//! Links of every game, and of the first releases, open the game they describe.

use super::{breakthrough, game};
use crate::rules::breakthru::Position;
use crate::ui::game::review::Scored;
use crate::ui::game::share::{parse_fragment, to_fragment, ShareError};
use crate::ui::game::{OpenError, Player, Session};
use crate::ui::games::open;

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
    let error = parse("#game=breakthrough&fen=5/5/5/WWWWW/WWWWW_w&moves=a2-a4").unwrap_err();
    assert!(
        error.to_string().starts_with("action 1 ('a2-a4')"),
        "{error}"
    );
}
