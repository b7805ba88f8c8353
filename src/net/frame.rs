//! Frames on the wire: a length (4 bytes, big-endian) and that many bytes,
//! at most [`MAX_FRAME`]. The first byte of a frame says its kind. A length
//! over the bound is refused before a byte of the frame is read, so a peer
//! announcing 4 GiB costs nothing.

use std::io::{self, Write};

/// The largest frame either side sends or takes, its length prefix aside.
pub const MAX_FRAME: usize = 64 * 1024;

/// The kinds of frame, the first byte of each.
pub(crate) mod kind {
    /// In clear: the protocol version (2 bytes) and a SPAKE2 message.
    pub(crate) const PAKE: u8 = 1;
    /// In clear, from the host: a game is already being played.
    pub(crate) const BUSY: u8 = 2;
    /// In clear, from the host: its protocol version (2 bytes), which is
    /// not the joiner's.
    pub(crate) const VERSION: u8 = 3;
    /// In clear, from the host: the joiner's sealed hello did not open
    /// (another code, or a byte changed on the way).
    pub(crate) const WRONG: u8 = 4;
    /// Sealed: a counter (8 bytes) and a ChaCha20-Poly1305 ciphertext.
    pub(crate) const SEALED: u8 = 16;
}

/// Why a frame was refused as a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FrameError {
    /// Its length was over [`MAX_FRAME`].
    TooLarge(u32),
    /// It had no bytes.
    Empty,
}

/// Writes one frame.
pub(crate) fn write_frame(out: &mut impl Write, body: &[u8]) -> io::Result<()> {
    assert!(body.len() <= MAX_FRAME, "a frame over the bound");
    let mut bytes = Vec::with_capacity(4 + body.len());
    bytes.extend_from_slice(&(body.len() as u32).to_be_bytes());
    bytes.extend_from_slice(body);
    out.write_all(&bytes)?;
    out.flush()
}

/// Frames out of bytes as they come: never holds more than one frame.
#[derive(Debug, Default)]
pub struct Frames {
    buf: Vec<u8>,
}

impl Frames {
    /// The bytes still wanted before the next frame is whole (at least 1).
    pub fn wanted(&self) -> usize {
        match self.length() {
            Some(Ok(len)) => 4 + len - self.buf.len(),
            Some(Err(_)) => 1,
            None => 4 - self.buf.len(),
        }
    }

    /// The length of the frame begun, once its 4 bytes are in.
    fn length(&self) -> Option<Result<usize, FrameError>> {
        let head: [u8; 4] = self.buf.get(..4)?.try_into().ok()?;
        let len = u32::from_be_bytes(head);
        Some(match len {
            0 => Err(FrameError::Empty),
            n if n as usize > MAX_FRAME => Err(FrameError::TooLarge(n)),
            n => Ok(n as usize),
        })
    }

    /// Takes bytes read; the caller reads at most [`Frames::wanted`] at a
    /// time, so that nothing beyond one frame is held.
    pub fn push(&mut self, bytes: &[u8]) {
        self.buf.extend_from_slice(bytes);
    }

    /// The next whole frame, if there is one. After an error the stream is
    /// out of step and must be closed.
    pub fn next_frame(&mut self) -> Result<Option<Vec<u8>>, FrameError> {
        match self.length() {
            None => Ok(None),
            Some(Err(e)) => Err(e),
            Some(Ok(len)) if self.buf.len() < 4 + len => Ok(None),
            Some(Ok(len)) => {
                let frame = self.buf[4..4 + len].to_vec();
                self.buf.drain(..4 + len);
                Ok(Some(frame))
            }
        }
    }

    /// Whether part of a frame has come in.
    pub fn partial(&self) -> bool {
        !self.buf.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_come_out_whole_whatever_the_pieces() {
        let mut wire = Vec::new();
        write_frame(&mut wire, b"one").unwrap();
        write_frame(&mut wire, &[7; 300]).unwrap();
        let mut frames = Frames::default();
        let mut out = Vec::new();
        let mut at = 0;
        while at < wire.len() {
            let n = frames.wanted().min(3).min(wire.len() - at);
            frames.push(&wire[at..at + n]);
            at += n;
            while let Some(f) = frames.next_frame().unwrap() {
                out.push(f);
            }
        }
        assert_eq!(out, vec![b"one".to_vec(), vec![7; 300]]);
        assert!(!frames.partial());
    }

    #[test]
    fn a_length_over_the_bound_is_refused_before_its_bytes() {
        let mut frames = Frames::default();
        frames.push(&u32::MAX.to_be_bytes());
        assert_eq!(frames.next_frame(), Err(FrameError::TooLarge(u32::MAX)));
        let mut frames = Frames::default();
        frames.push(&0u32.to_be_bytes());
        assert_eq!(frames.next_frame(), Err(FrameError::Empty));
    }
}
