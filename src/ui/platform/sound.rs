//! A short click for each move, made with the Web Audio API (no sound files to download).

use std::cell::RefCell;
use web_sys::AudioContext;

thread_local! {
    /// One audio context for the page, made at the first sound.
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Frequency of a move's click, in hertz; a capture sounds lower.
fn pitch(capture: bool) -> f32 {
    if capture {
        330.0
    } else {
        660.0
    }
}

/// Plays a click of 80 ms that fades out; silently nothing if the browser has no audio.
pub fn click(capture: bool) {
    CONTEXT.with(|slot| {
        let mut slot = slot.borrow_mut();
        if slot.is_none() {
            *slot = AudioContext::new().ok();
        }
        if let Some(context) = slot.as_ref() {
            let _ = play(context, pitch(capture));
        }
    });
}

fn play(context: &AudioContext, hertz: f32) -> Result<(), wasm_bindgen::JsValue> {
    let now = context.current_time();
    let oscillator = context.create_oscillator()?;
    let gain = context.create_gain()?;
    oscillator.frequency().set_value(hertz);
    gain.gain().set_value_at_time(0.2, now)?;
    gain.gain()
        .exponential_ramp_to_value_at_time(0.001, now + 0.08)?;
    oscillator.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&context.destination())?;
    oscillator.start()?;
    oscillator.stop_with_when(now + 0.08)?;
    Ok(())
}
