//! Fuzzes BFN positions (`Position::from_bfn`): accepted text is canonical and re-parses equal,
//! and every legal action from it leads to a position that BFN can write and read back.

use breakthru::rules::breakthru::Position;

/// Checks one input; true if the parser accepted it.
pub fn run(text: &str) -> bool {
    let Ok(position) = Position::from_bfn(text) else {
        return false;
    };
    let bfn = position.to_bfn();
    assert_eq!(bfn, text, "accepted BFN is canonical");
    assert_eq!(Position::from_bfn(&bfn).as_ref(), Ok(&position));
    let mut actions = Vec::new();
    position.legal_actions(&mut actions);
    assert_eq!(actions.len(), position.count_legal_actions());
    for &action in &actions {
        assert!(
            position.is_legal(action),
            "{action} listed but not legal in {bfn}"
        );
        let next = position
            .clone()
            .play(action)
            .expect("a listed action plays");
        assert_eq!(next.hash(), next.compute_hash(), "{bfn} then {action}");
        assert_eq!(
            Position::from_bfn(&next.to_bfn()),
            Ok(next),
            "{bfn} then {action}"
        );
        let mut undone = position.clone();
        let undo = undone.make(action);
        undone.unmake(action, undo);
        assert_eq!(undone, position, "{bfn}: make and unmake {action}");
    }
    true
}
