#!/usr/bin/env python3
"""Measures the open dialog through a pty (docs/benchmarks.md): `o` written
-> first changed screen bytes and first row; keys written while the list is
read -> first changed bytes; Esc; Ctrl-C while listing; and the peak memory
(`/usr/bin/time -v`).

    cargo run --release --example archive_games -- DATA 250
    python3 tests/measure-open-dialog.py target/release/yote DATA CONFIG
"""
import os, pty, sys, time, select, tempfile
binary, data, cfg = sys.argv[1], sys.argv[2], sys.argv[3]
TIME_OUT = os.path.join(tempfile.mkdtemp(), "time.txt")
env = dict(os.environ, YOTE_DATA_DIR=data, YOTE_CONFIG_DIR=cfg, LC_ALL="C.UTF-8", TERM="xterm-256color")
pid, fd = pty.fork()
if pid == 0:
    os.execvpe("/usr/bin/time", ["/usr/bin/time", "-v", "-o", TIME_OUT, binary], env)
import fcntl, termios, struct
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 32, 100, 0, 0))
buf = b""
def read_for(secs):
    global buf
    end = time.time() + secs; got = b""
    while time.time() < end:
        r, _, _ = select.select([fd], [], [], max(0, end - time.time()))
        if r:
            try: chunk = os.read(fd, 65536)
            except OSError: break
            got += chunk
    buf += got
    return got
def until(pred, timeout=20):
    """Time until output satisfying pred(all output since) arrives."""
    global buf
    start = time.time(); got = b""
    while time.time() - start < timeout:
        r, _, _ = select.select([fd], [], [], 0.5)
        if r:
            got += os.read(fd, 65536)
            if pred(got):
                return time.time() - start, got
    return None, got
read_for(1.5)  # the setup screen
t0 = time.time(); os.write(fd, b"o")
first, got = until(lambda g: len(g) > 0)
row, got2 = until(lambda g: b"vs" in g or b"Kofi" in g)
print(f"o -> first changed bytes: {first*1000:.1f} ms")
print(f"o -> first row (Ama vs Kofi): {(time.time()-t0)*1000:.1f} ms" if row is not None else "no row")
lat = []
for k in [b"a", b"b", b"\x7f", b"c", b"\x7f", b"\x1b[B", b"\x1b[A", b"d", b"\x7f", b"e"]:
    t = time.time(); os.write(fd, k)
    d, _ = until(lambda g: len(g) > 0, 5)
    lat.append((time.time() - t) * 1000)
    time.sleep(0.03)
print("keys while listing -> first changed bytes (ms):", " ".join(f"{x:.1f}" for x in lat), f"max {max(lat):.1f}")
# let the page finish, then Ctrl-C during the next page
read_for(3)
t = time.time(); os.write(fd, b"\x1b")  # Esc closes the dialog
d, _ = until(lambda g: len(g) > 0, 5)
print(f"Esc -> first changed bytes: {(time.time()-t)*1000:.1f} ms")
os.write(fd, b"o"); read_for(0.3)
t = time.time(); os.write(fd, b"\x03")
_, status = os.waitpid(pid, 0)
print(f"Ctrl-C while listing -> process ended: {(time.time()-t)*1000:.1f} ms, status {os.waitstatus_to_exitcode(status)}")
for line in open(TIME_OUT):
    if "Maximum resident" in line or "Elapsed" in line or "User time" in line:
        print(line.strip())
