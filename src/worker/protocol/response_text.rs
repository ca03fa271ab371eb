//! [`Response`]'s wire form: one line of tab-separated fields, the variant's name first,
//! lists as space-separated words and free text last (`Turn\t7\t4\t+0.12\t10\t5\tf6-f7`).
//! A score is written as [`Score`]'s text, `-` for none.
//! The app reads it by hand: serde's derived reader of an enum costs 13 KB of its download.

use super::Response;
use crate::ai::Score;
use crate::bot::bench::BenchResult;
use std::str::FromStr;

impl Response {
    /// The response as a line of text.
    pub fn to_text(&self) -> String {
        match self {
            Response::Ready => "Ready".into(),
            Response::Pong { id, version } => format!("Pong\t{id}\t{version}"),
            Response::Progress {
                id,
                depth,
                score,
                nodes,
                nps,
                line,
            } => format!(
                "Progress\t{id}\t{depth}\t{score}\t{nodes}\t{nps}\t{}",
                line.join(" ")
            ),
            Response::Turn {
                id,
                actions,
                depth,
                score,
                nodes,
                nps,
            } => format!(
                "Turn\t{id}\t{depth}\t{}\t{nodes}\t{nps}\t{}",
                score.map_or("-".to_string(), |s| s.to_string()),
                actions.join(" ")
            ),
            Response::Bench { id, result } => {
                format!("Bench\t{id}\t{}\t{}", result.nodes, result.elapsed_us)
            }
            Response::Placed { id, squares } => format!("Placed\t{id}\t{}", squares.join(" ")),
            Response::Error { id, message } => format!("Error\t{id}\t{message}"),
            Response::LoadFailed { message } => format!("LoadFailed\t{message}"),
        }
    }

    /// Parses a response, with a readable error.
    pub fn from_text(text: &str) -> Result<Response, String> {
        let mut fields = Fields(Some(text));
        let response = match fields.word()? {
            "Ready" => Response::Ready,
            "Pong" => Response::Pong {
                id: fields.number()?,
                version: fields.rest()?,
            },
            "Progress" => Response::Progress {
                id: fields.number()?,
                depth: fields.number()?,
                score: fields.score()?,
                nodes: fields.number()?,
                nps: fields.number()?,
                line: fields.list()?,
            },
            "Turn" => Response::Turn {
                id: fields.number()?,
                depth: fields.number()?,
                score: match fields.word()? {
                    "-" => None,
                    word => Some(score(word)?),
                },
                nodes: fields.number()?,
                nps: fields.number()?,
                actions: fields.list()?,
            },
            "Bench" => Response::Bench {
                id: fields.number()?,
                result: BenchResult {
                    nodes: fields.number()?,
                    elapsed_us: fields.number()?,
                },
            },
            "Placed" => Response::Placed {
                id: fields.number()?,
                squares: fields.list()?,
            },
            "Error" => Response::Error {
                id: fields.number()?,
                message: fields.rest()?,
            },
            "LoadFailed" => Response::LoadFailed {
                message: fields.rest()?,
            },
            kind => return Err(format!("malformed response: unknown kind {kind:?}")),
        };
        match fields.0 {
            None => Ok(response),
            Some(extra) => Err(format!("malformed response: extra field {extra:?}")),
        }
    }
}

/// The score written `word`.
fn score(word: &str) -> Result<Score, String> {
    word.parse().map_err(|e| format!("malformed response: {e}"))
}

/// The fields of a line not read yet (`None` once all are).
struct Fields<'a>(Option<&'a str>);

impl<'a> Fields<'a> {
    /// The next field, up to a tab.
    fn word(&mut self) -> Result<&'a str, String> {
        let text = self.0.ok_or("malformed response: a field is missing")?;
        let (word, rest) = text
            .split_once('\t')
            .map_or((text, None), |(w, r)| (w, Some(r)));
        self.0 = rest;
        Ok(word)
    }

    /// The next field as a whole number.
    fn number<T: FromStr>(&mut self) -> Result<T, String> {
        let word = self.word()?;
        word.parse()
            .map_err(|_| format!("malformed response: {word:?} is not a whole number"))
    }

    /// The next field as a score.
    fn score(&mut self) -> Result<Score, String> {
        score(self.word()?)
    }

    /// The next field's space-separated words.
    fn list(&mut self) -> Result<Vec<String>, String> {
        Ok(self.word()?.split_whitespace().map(String::from).collect())
    }

    /// All that is left, tabs included.
    fn rest(&mut self) -> Result<String, String> {
        let text = self
            .0
            .take()
            .ok_or("malformed response: a field is missing")?;
        Ok(text.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(response: Response) {
        assert_eq!(Response::from_text(&response.to_text()), Ok(response));
    }

    #[test]
    fn every_kind_round_trips() {
        round_trip(Response::Ready);
        round_trip(Response::Pong {
            id: 0,
            version: "0.5.0".into(),
        });
        round_trip(Response::Progress {
            id: 3,
            depth: 5,
            score: "win in 3".parse().unwrap(),
            nodes: u64::MAX,
            nps: 0,
            line: vec!["e4-e3".into(), "g4xf5".into()],
        });
        round_trip(Response::Turn {
            id: 7,
            actions: vec![],
            depth: 0,
            score: None,
            nodes: 1,
            nps: 2,
        });
        round_trip(Response::Bench {
            id: 1,
            result: BenchResult {
                nodes: 10,
                elapsed_us: 2500,
            },
        });
        round_trip(Response::Placed {
            id: u32::MAX,
            squares: vec!["c3".into()],
        });
        round_trip(Response::Error {
            id: 2,
            message: "illegal\taction: d2-d4\nsee".into(),
        });
        round_trip(Response::LoadFailed {
            message: String::new(),
        });
    }

    #[test]
    fn the_text_is_one_readable_line() {
        let turn = Response::Turn {
            id: 7,
            actions: vec!["f6-f7".into(), "g1-g2".into()],
            depth: 4,
            score: Some(Score::Eval(12)),
            nodes: 10,
            nps: 5,
        };
        assert_eq!(turn.to_text(), "Turn\t7\t4\t+0.12\t10\t5\tf6-f7 g1-g2");
        // As the worker's loader script writes it (.ci/finish-dist.mjs).
        assert_eq!(
            Response::from_text("LoadFailed\tTypeError: failed to fetch"),
            Ok(Response::LoadFailed {
                message: "TypeError: failed to fetch".into()
            })
        );
    }

    #[test]
    fn malformed_lines_say_what_is_wrong() {
        let error = |text: &str| Response::from_text(text).unwrap_err();
        assert_eq!(
            error("Nope\t1"),
            r#"malformed response: unknown kind "Nope""#
        );
        assert!(error("{\"Ready\":null}").contains("unknown kind"));
        assert_eq!(error("Pong"), "malformed response: a field is missing");
        assert_eq!(
            error("Bench\t1\t10\t2.5"),
            r#"malformed response: "2.5" is not a whole number"#
        );
        assert_eq!(
            error("Placed\t1\tc3\tc4"),
            r#"malformed response: extra field "c4""#
        );
        assert_eq!(error("Ready\t"), r#"malformed response: extra field """#);
        assert_eq!(
            error("Progress\t1\t2\twin in x\t3\t4\te4-e3"),
            r#"malformed response: "win in x" is not a score"#
        );
        assert_eq!(
            error("Bench\t-1\t10\t25"),
            r#"malformed response: "-1" is not a whole number"#
        );
    }
}
