//! Numbers in the worker's JSON messages are whole numbers, so that the app never parses a
//! decimal fraction: exact float parsing (serde_json's `float_roundtrip`) would cost 9 KB
//! of its download, and approximate parsing would not give back the value sent. Each
//! module here is a `#[serde(with = ...)]` adapter for one kind of value.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// An optional time in milliseconds, written as whole milliseconds.
pub mod optional_millis {
    use super::*;

    /// Writes `Some(ms)` rounded to a whole millisecond (negative times as 0).
    pub fn serialize<S: Serializer>(value: &Option<f64>, out: S) -> Result<S::Ok, S::Error> {
        value.map(|ms| ms.round().max(0.0) as u64).serialize(out)
    }

    /// Reads whole milliseconds.
    pub fn deserialize<'de, D: Deserializer<'de>>(input: D) -> Result<Option<f64>, D::Error> {
        Ok(Option::<u64>::deserialize(input)?.map(|ms| ms as f64))
    }
}

/// A probability from 0 to 1, written in millionths.
pub mod millionths {
    use super::*;

    /// Writes the probability in whole millionths.
    pub fn serialize<S: Serializer>(value: &f64, out: S) -> Result<S::Ok, S::Error> {
        ((value.clamp(0.0, 1.0) * 1e6).round() as u32).serialize(out)
    }

    /// Reads whole millionths, at most a million (a probability is at most 1).
    pub fn deserialize<'de, D: Deserializer<'de>>(input: D) -> Result<f64, D::Error> {
        let millionths = u32::deserialize(input)?;
        if millionths > 1_000_000 {
            return Err(serde::de::Error::custom(
                "a probability is at most 1000000 millionths",
            ));
        }
        Ok(f64::from(millionths) / 1e6)
    }
}

#[cfg(test)]
mod tests {
    #[derive(Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    struct Sample {
        #[serde(default, with = "super::optional_millis")]
        movetime: Option<f64>,
        #[serde(with = "super::millionths")]
        chance: f64,
    }

    #[test]
    fn fractions_travel_as_whole_numbers() {
        let sample = Sample {
            movetime: Some(599.6),
            chance: 1.0 / 12.0,
        };
        let text = serde_json::to_string(&sample).unwrap();
        assert_eq!(text, r#"{"movetime":600,"chance":83333}"#);
        let back: Sample = serde_json::from_str(&text).unwrap();
        assert_eq!(
            serde_json::to_string(&back).unwrap(),
            text,
            "stable after one trip"
        );
        let none: Sample = serde_json::from_str(r#"{"chance":0}"#).unwrap();
        assert_eq!(none.movetime, None);
        assert!(serde_json::from_str::<Sample>(r#"{"chance":0.5}"#).is_err());
        // Every value read writes back the same: nothing is clamped on the way out.
        assert!(serde_json::from_str::<Sample>(r#"{"chance":1000001}"#).is_err());
        let whole: Sample = serde_json::from_str(r#"{"chance":1000000}"#).unwrap();
        assert_eq!(
            serde_json::to_string(&whole).unwrap(),
            r#"{"movetime":null,"chance":1000000}"#
        );
    }
}
