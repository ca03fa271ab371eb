//! When a kept game was last played, as My games says it: "2 min ago", "yesterday", "3 days
//! ago", then the date (the full date and time go in a tooltip). Plain Rust; the browser
//! gives the clock, the local calendar day and the date's words.

use crate::ui::i18n::{Bilingual, Lang};

/// How long ago a game was played, by the clock and by the player's calendar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ago {
    /// Within the last minute (or, with the clock set back, later than now).
    JustNow,
    /// So many minutes ago, under an hour.
    Minutes(u64),
    /// So many hours ago, earlier today.
    Hours(u64),
    /// On the day before today.
    Yesterday,
    /// So many calendar days ago, under a week.
    Days(i64),
    /// A week ago or more: the date itself says it.
    Long,
}

/// A minute in milliseconds.
const MINUTE: u64 = 60_000;
/// From this many days ago on, the date is given.
const WEEK: i64 = 7;

/// How long before `now` the moment `then` was (milliseconds since 1970), given the local
/// calendar day of each (days since 1970 in the player's time zone).
pub fn ago(now: u64, then: u64, (today, that_day): (i64, i64)) -> Ago {
    let minutes = now.saturating_sub(then) / MINUTE;
    match (minutes, today - that_day) {
        (0, _) => Ago::JustNow,
        (minutes @ 1..60, _) => Ago::Minutes(minutes),
        (minutes, ..=0) => Ago::Hours(minutes / 60),
        (_, 1) => Ago::Yesterday,
        (_, days @ 2..WEEK) => Ago::Days(days),
        _ => Ago::Long,
    }
}

/// `ago` in words, in `lang`; `None` for [`Ago::Long`], which the date says.
pub fn ago_text(lang: Lang, ago: Ago) -> Option<String> {
    let words = match ago {
        Ago::JustNow => Bilingual {
            en: "just now".into(),
            nl: "zojuist".into(),
        },
        Ago::Yesterday => Bilingual {
            en: "yesterday".into(),
            nl: "gisteren".into(),
        },
        Ago::Long => return None,
        Ago::Minutes(n) => Bilingual {
            en: format!("{n} min ago"),
            nl: format!("{n} min geleden"),
        },
        Ago::Hours(1) => Bilingual {
            en: "1 hour ago".into(),
            nl: "1 uur geleden".into(),
        },
        Ago::Hours(n) => Bilingual {
            en: format!("{n} hours ago"),
            nl: format!("{n} uur geleden"),
        },
        Ago::Days(n) => {
            let n = n.unsigned_abs();
            Bilingual {
                en: format!("{n} days ago"),
                nl: format!("{n} dagen geleden"),
            }
        }
    };
    Some(words.get(lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOUR: u64 = 60 * MINUTE;

    #[test]
    fn minutes_then_hours_today_then_calendar_days_then_the_date() {
        let now = 1_000 * 24 * HOUR;
        let today = (1_000, 1_000);
        assert_eq!(ago(now, now - 30_000, today), Ago::JustNow);
        assert_eq!(
            ago(now, now + HOUR, today),
            Ago::JustNow,
            "a clock set back"
        );
        assert_eq!(ago(now, now - 2 * MINUTE, today), Ago::Minutes(2));
        // Under an hour is minutes, even across midnight.
        assert_eq!(ago(now, now - 59 * MINUTE, (1_000, 999)), Ago::Minutes(59));
        assert_eq!(ago(now, now - 5 * HOUR - MINUTE, today), Ago::Hours(5));
        assert_eq!(ago(now, now - 2 * HOUR, (1_000, 999)), Ago::Yesterday);
        assert_eq!(ago(now, now - 30 * HOUR, (1_000, 998)), Ago::Days(2));
        assert_eq!(ago(now, now - 6 * 24 * HOUR, (1_000, 994)), Ago::Days(6));
        assert_eq!(ago(now, now - 7 * 24 * HOUR, (1_000, 993)), Ago::Long);
    }

    #[test]
    fn each_is_said_in_both_languages() {
        let said = |lang, a| ago_text(lang, a).unwrap_or_default();
        assert_eq!(said(Lang::En, Ago::Minutes(2)), "2 min ago");
        assert_eq!(said(Lang::Nl, Ago::Minutes(2)), "2 min geleden");
        assert_eq!(said(Lang::En, Ago::Hours(1)), "1 hour ago");
        assert_eq!(said(Lang::Nl, Ago::Hours(3)), "3 uur geleden");
        assert_eq!(said(Lang::En, Ago::Yesterday), "yesterday");
        assert_eq!(said(Lang::Nl, Ago::Yesterday), "gisteren");
        assert_eq!(said(Lang::En, Ago::Days(3)), "3 days ago");
        assert_eq!(said(Lang::Nl, Ago::Days(3)), "3 dagen geleden");
        assert_eq!(said(Lang::Nl, Ago::JustNow), "zojuist");
        assert_eq!(ago_text(Lang::En, Ago::Long), None);
    }
}
