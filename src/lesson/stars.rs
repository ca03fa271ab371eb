//! A lesson's result: three stars for reaching every goal at the first try, fewer for each
//! turn the lesson refused, never fewer than one for a lesson finished.

/// The most stars a lesson gives.
pub const MAX_STARS: u8 = 3;

/// The stars for a lesson finished after `refused` turns the lesson did not accept: three
/// for none, two for one or two, one for more.
pub fn stars(refused: u32) -> u8 {
    match refused {
        0 => MAX_STARS,
        1 | 2 => 2,
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fewer_stars_for_more_refused_turns() {
        assert_eq!(stars(0), 3);
        assert_eq!(stars(1), 2);
        assert_eq!(stars(2), 2);
        assert_eq!(stars(3), 1);
        assert_eq!(stars(40), 1);
    }
}
