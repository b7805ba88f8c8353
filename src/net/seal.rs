//! The sealed channel: a key per direction derived from the key exchange's
//! secret with HKDF-SHA256, every frame sealed with ChaCha20-Poly1305 under
//! its direction's key, the frame's counter (0, 1, 2...) as the nonce. The
//! counter travels in clear before the ciphertext and is authenticated with
//! it, so a frame replayed or taken out of order is refused by number, and
//! one changed in any byte fails to open.

use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use hkdf::Hkdf;
use sha2::Sha256;

use super::frame::kind;

/// Which end of the line this is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Host,
    Join,
}

/// Why a sealed frame was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SealError {
    /// Too short to hold a counter and a tag, or not a sealed frame.
    Short,
    /// Its counter was one already taken: a replay.
    Replayed { counter: u64, expected: u64 },
    /// Its counter was ahead of the next one: frames reordered or lost.
    Ahead { counter: u64, expected: u64 },
    /// It did not open: changed on the way, or sealed under another key
    /// (another code).
    Tampered,
}

const INFO_HOST: &[u8] = b"yote net 1: host to joiner";
const INFO_JOIN: &[u8] = b"yote net 1: joiner to host";
const TAG: usize = 16;

/// The two halves of a sealed channel, for `role`, from the secret both
/// ends share.
pub(crate) fn channel(secret: &[u8], role: Role) -> (Sealer, Opener) {
    let hk = Hkdf::<Sha256>::new(None, secret);
    let key = |info: &[u8]| {
        let mut okm = [0u8; 32];
        hk.expand(info, &mut okm)
            .expect("32 bytes is a valid length");
        ChaCha20Poly1305::new(Key::from_slice(&okm))
    };
    let (send, receive) = match role {
        Role::Host => (INFO_HOST, INFO_JOIN),
        Role::Join => (INFO_JOIN, INFO_HOST),
    };
    (
        Sealer {
            cipher: key(send),
            counter: 0,
        },
        Opener {
            cipher: key(receive),
            next: 0,
        },
    )
}

fn nonce(counter: u64) -> Nonce {
    let mut n = [0u8; 12];
    n[4..].copy_from_slice(&counter.to_be_bytes());
    *Nonce::from_slice(&n)
}

/// Seals what this end sends.
pub(crate) struct Sealer {
    cipher: ChaCha20Poly1305,
    counter: u64,
}

impl Sealer {
    /// A sealed frame's body: its kind, counter and ciphertext.
    pub(crate) fn seal(&mut self, plain: &[u8]) -> Vec<u8> {
        let counter = self.counter;
        self.counter += 1;
        let mut head = vec![kind::SEALED];
        head.extend_from_slice(&counter.to_be_bytes());
        let sealed = self
            .cipher
            .encrypt(
                &nonce(counter),
                Payload {
                    msg: plain,
                    aad: &head,
                },
            )
            .expect("ChaCha20-Poly1305 seals any length under 256 GiB");
        head.extend_from_slice(&sealed);
        head
    }
}

/// Opens what the other end sent, in order.
pub(crate) struct Opener {
    cipher: ChaCha20Poly1305,
    next: u64,
}

impl Opener {
    /// The plain text of a sealed frame's body.
    pub(crate) fn open(&mut self, body: &[u8]) -> Result<Vec<u8>, SealError> {
        if body.len() < 9 + TAG || body[0] != kind::SEALED {
            return Err(SealError::Short);
        }
        let (head, sealed) = body.split_at(9);
        let counter = u64::from_be_bytes(head[1..9].try_into().expect("8 bytes"));
        let expected = self.next;
        if counter < expected {
            return Err(SealError::Replayed { counter, expected });
        }
        if counter > expected {
            return Err(SealError::Ahead { counter, expected });
        }
        let plain = self
            .cipher
            .decrypt(
                &nonce(counter),
                Payload {
                    msg: sealed,
                    aad: head,
                },
            )
            .map_err(|_| SealError::Tampered)?;
        self.next += 1;
        Ok(plain)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_direction_opens_what_the_other_sealed_and_nothing_else() {
        let (mut host_out, mut host_in) = channel(b"secret", Role::Host);
        let (mut join_out, mut join_in) = channel(b"secret", Role::Join);
        let a = host_out.seal(b"hello");
        assert_eq!(join_in.open(&a).unwrap(), b"hello");
        let b = join_out.seal(b"back");
        assert_eq!(host_in.open(&b).unwrap(), b"back");
        // A frame sent back to its own sender does not open.
        let c = host_out.seal(b"again");
        let (_, mut own) = channel(b"secret", Role::Join);
        assert_eq!(join_in.open(&c).unwrap(), b"again");
        assert_eq!(own.open(&b), Err(SealError::Tampered));
    }

    #[test]
    fn replayed_reordered_and_changed_frames_are_refused() {
        let (mut out, _) = channel(b"k", Role::Host);
        let (_, mut inn) = channel(b"k", Role::Join);
        let first = out.seal(b"1");
        let second = out.seal(b"2");
        let third = out.seal(b"3");
        assert_eq!(
            inn.open(&second),
            Err(SealError::Ahead {
                counter: 1,
                expected: 0
            })
        );
        assert_eq!(inn.open(&first).unwrap(), b"1");
        assert_eq!(
            inn.open(&first),
            Err(SealError::Replayed {
                counter: 0,
                expected: 1
            })
        );
        for at in 0..second.len() {
            let mut bad = second.clone();
            bad[at] ^= 0x20;
            assert!(inn.open(&bad).is_err(), "byte {at} changed went through");
        }
        assert_eq!(inn.open(&second).unwrap(), b"2");
        assert_eq!(inn.open(&third).unwrap(), b"3");
    }

    #[test]
    fn another_secret_does_not_open() {
        let (mut out, _) = channel(b"7-ocean-violet", Role::Host);
        let (_, mut inn) = channel(b"7-ocean-violent", Role::Join);
        assert_eq!(inn.open(&out.seal(b"x")), Err(SealError::Tampered));
    }
}
