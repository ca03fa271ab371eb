//! Another program run as a match player, spoken to by lines over its standard input and
//! output.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// A running child program with piped input and output.
pub struct ChildEngine {
    child: Child,
    /// Its standard input.
    pub input: ChildStdin,
    /// Its standard output, by lines.
    pub output: BufReader<ChildStdout>,
}

impl ChildEngine {
    /// Starts `line` (a program and its arguments, split at spaces).
    pub fn start(line: &str) -> Result<ChildEngine, String> {
        let mut words = line.split_whitespace();
        let program = words.next().ok_or("the player needs a command line")?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start '{line}': {e}"))?;
        let input = child.stdin.take().ok_or("no stdin")?;
        let output = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        Ok(ChildEngine {
            child,
            input,
            output,
        })
    }

    /// Sends `text` (lines ending in newlines).
    pub fn send(&mut self, text: &str) -> Result<(), String> {
        self.input
            .write_all(text.as_bytes())
            .and_then(|()| self.input.flush())
            .map_err(|e| e.to_string())
    }

    /// Reads lines until one starts with `prefix`; returns the rest of it.
    pub fn read_until(&mut self, prefix: &str) -> Result<String, String> {
        let mut line = String::new();
        loop {
            line.clear();
            if self
                .output
                .read_line(&mut line)
                .map_err(|e| e.to_string())?
                == 0
            {
                return Err("the engine closed its output".into());
            }
            if let Some(rest) = line.trim().strip_prefix(prefix) {
                return Ok(rest.to_string());
            }
        }
    }
}

impl Drop for ChildEngine {
    fn drop(&mut self) {
        let _ = self.input.write_all(b"quit\n");
        let _ = self.input.flush();
        let _ = self.child.wait();
    }
}
