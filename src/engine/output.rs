//! The commands' output.

/// The message for output that could not be written.
pub(super) fn io_error(error: std::io::Error) -> String {
    format!("cannot write output: {error}")
}
