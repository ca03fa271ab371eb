//! The AI's Web Worker: the message contract, the pure request handler, and the web host.

pub mod handler;
pub mod host;
pub mod protocol;
