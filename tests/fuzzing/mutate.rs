//! Mutations of an input, mostly small, so that most mutants stay close to valid and reach
//! deep into the parser: cuts (as of a link cut short), deletions, insertions of the
//! target's own words, splices of other kept inputs, changes to whole fields and numbers,
//! and characters of more than one byte.

use super::pool::Pool;
use breakthru::core::Rng;
use std::collections::BTreeSet;

/// Characters that separate the fields of the formats fuzzed.
const SEPARATORS: &[u8] = b" /_&\n\t,;:=-+\"[]{}()#.%";

/// Words every target's dictionary has: separators, numbers at the edges of the formats'
/// ranges, and the letters of pieces and sides.
const COMMON: &[&str] = &[
    " ", "/", "_", "&", "\n", "\t", ",", ";", ":", "=", "-", "x", "+", "\"", "[", "]", "{", "}",
    "#", "%20", "%2F", "~", "0", "1", "2", "5", "9", "10", "11", "12", "16", "17", "w", "b", "g",
    "s", "W", "B", "F", "E", "S", "(WW)", "(BB)", "-1", "null", "true", "pass",
];

/// Numbers worth trying where a number stands.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "2",
    "4",
    "9",
    "10",
    "11",
    "15",
    "16",
    "17",
    "99",
    "255",
    "256",
    "1000",
    "65535",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "-1",
    "1e9",
    "0.5",
    "00",
];

/// Characters of several bytes (and a few control characters), for parsers that slice text.
const WIDE: &[char] = &[
    'é', 'ß', '€', '中', '𝄞', '\u{0}', '\u{7f}', '\u{200b}', '\u{feff}', '\r',
];

/// The most characters of a seed's words taken into the dictionary.
const LONGEST_WORD: usize = 40;

/// `target`'s words: the common ones and every field of its seeds, with and without their
/// separators, so that mutations insert the format's own keys and values.
pub fn dictionary(target: &str, seeds: &[String]) -> Vec<String> {
    let mut words: BTreeSet<String> = COMMON.iter().map(|w| w.to_string()).collect();
    for seed in seeds {
        for word in seed.split(|c: char| c.is_ascii() && SEPARATORS.contains(&(c as u8))) {
            if !word.is_empty() && word.len() <= LONGEST_WORD {
                words.insert(word.to_string());
            }
        }
        for key in seed.split('&').filter_map(|p| p.split_once('=')) {
            words.insert(format!("{}=", key.0));
        }
    }
    words.extend(own_words(target).iter().map(|w| w.to_string()));
    words.into_iter().collect()
}

/// Words of `target`'s format that its seeds may not have.
fn own_words(target: &str) -> &'static [&'static str] {
    match target {
        "share_fragment" | "friend_link" => &[
            "game=",
            "fen=",
            "bfn=",
            "moves=",
            "review=",
            "id=",
            "side=",
            "light",
            "dark",
            "breakthru",
            "breakthrough",
            "breakthrough9x5",
            "0123456789ab",
        ],
        "record_text" => &["[Game \"", "[Start \"", "\"]\n", "1. ", "breakthrough9x5"],
        "engine_line" => &[
            "position ",
            "startpos",
            "bfn ",
            "fen ",
            " moves ",
            "go ",
            "depth ",
            "nodes ",
            "movetime ",
            "isready",
            "stop",
            "quit",
            "setup ",
            "gold",
            "silver",
        ],
        "worker_request" | "saved_game" => &[
            "{\"Ai\":\"Club\"}",
            "\"Human\"",
            "\"game\":\"breakthrough\",",
            "\"limits\":",
            "\"depth\":1",
            "\tline\t",
            "Turn\t",
            "Progress\t",
        ],
        _ => &[],
    }
}

/// `input` changed by one to six random mutations.
pub fn mutate(input: &str, pool: &Pool, dictionary: &[String], rng: &mut Rng) -> String {
    let mut bytes = input.as_bytes().to_vec();
    let mut count = 1;
    while count < 6 && rng.chance(0.5) {
        count += 1;
    }
    for _ in 0..count {
        mutate_once(&mut bytes, pool, dictionary, rng);
    }
    match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(error) => String::from_utf8_lossy(error.as_bytes()).into_owned(),
    }
}

/// A random place in `bytes` (0 ..= its length).
fn place(bytes: &[u8], rng: &mut Rng) -> usize {
    rng.below(bytes.len() + 1)
}

/// A random range of `bytes` of up to `most` bytes.
fn range(bytes: &[u8], most: usize, rng: &mut Rng) -> std::ops::Range<usize> {
    let start = place(bytes, rng);
    let end = (start + 1 + rng.below(most)).min(bytes.len());
    start..end.max(start)
}

fn mutate_once(bytes: &mut Vec<u8>, pool: &Pool, dictionary: &[String], rng: &mut Rng) {
    match rng.below(20) {
        0 => bytes.truncate(place(bytes, rng)),
        1..=3 => drop(bytes.drain(range(bytes, 8, rng))),
        4..=7 => {
            let word = dictionary[rng.below(dictionary.len())].as_bytes();
            let at = place(bytes, rng);
            bytes.splice(at..at, word.iter().copied());
        }
        8 | 9 => {
            if let Some(at) = (!bytes.is_empty()).then(|| rng.below(bytes.len())) {
                bytes[at] = match rng.below(3) {
                    0 => bytes[rng.below(bytes.len())],
                    1 => SEPARATORS[rng.below(SEPARATORS.len())],
                    _ => b' ' + rng.below(95) as u8,
                };
            }
        }
        10 => {
            let copy = bytes[range(bytes, 16, rng)].to_vec();
            let at = place(bytes, rng);
            bytes.splice(at..at, copy);
        }
        11 | 12 => {
            let other = pool.pick(rng).as_bytes();
            let piece = other[range(other, 32, rng)].to_vec();
            let cut = range(bytes, 32, rng);
            bytes.splice(cut, piece);
        }
        13..=15 => fields(bytes, rng),
        16 | 17 => number(bytes, rng),
        18 => {
            let mut buffer = [0; 4];
            let wide = WIDE[rng.below(WIDE.len())]
                .encode_utf8(&mut buffer)
                .as_bytes()
                .to_vec();
            let at = place(bytes, rng);
            bytes.splice(at..at, wide);
        }
        _ => {
            if let Some(at) = (!bytes.is_empty()).then(|| rng.below(bytes.len())) {
                if bytes[at].is_ascii_alphabetic() {
                    bytes[at] ^= 0x20;
                }
            }
        }
    }
}

/// Deletes, repeats or swaps whole fields (the text between separators).
fn fields(bytes: &mut Vec<u8>, rng: &mut Rng) {
    let mut spans = Vec::new();
    let mut start = 0;
    for (i, b) in bytes.iter().enumerate() {
        if SEPARATORS.contains(b) {
            spans.push(start..i + 1);
            start = i + 1;
        }
    }
    spans.push(start..bytes.len());
    let (a, b) = (
        spans[rng.below(spans.len())].clone(),
        spans[rng.below(spans.len())].clone(),
    );
    let field = bytes[a.clone()].to_vec();
    match rng.below(3) {
        0 => drop(bytes.drain(a)),
        1 => drop(bytes.splice(b.start..b.start, field)),
        _ if a.end <= b.start => {
            let other = bytes[b.clone()].to_vec();
            bytes.splice(b, field);
            bytes.splice(a, other);
        }
        _ => {}
    }
}

/// Puts a number worth trying in place of a run of digits (or anywhere, if there is none).
fn number(bytes: &mut Vec<u8>, rng: &mut Rng) {
    let digits: Vec<usize> = (0..bytes.len())
        .filter(|&i| bytes[i].is_ascii_digit())
        .collect();
    let number = NUMBERS[rng.below(NUMBERS.len())].as_bytes().iter().copied();
    let Some(&first) = (!digits.is_empty()).then(|| &digits[rng.below(digits.len())]) else {
        let at = place(bytes, rng);
        bytes.splice(at..at, number);
        return;
    };
    let mut start = first;
    while start > 0 && bytes[start - 1].is_ascii_digit() {
        start -= 1;
    }
    let end = (first..bytes.len())
        .find(|&i| !bytes[i].is_ascii_digit())
        .unwrap_or(bytes.len());
    bytes.splice(start..end, number);
}
