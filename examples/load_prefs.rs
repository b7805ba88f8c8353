//! Times loading a preferences file: `cargo run --release --example
//! load_prefs -- FILE` prints the wall time and how many problems were
//! reported (the figure docs/benchmarks.md quotes for 77 777 unknown keys).

fn main() {
    let path = std::env::args_os().nth(1).expect("usage: load_prefs FILE");
    let start = std::time::Instant::now();
    let loaded = yote::prefs::Loaded::from_file(std::path::Path::new(&path));
    let elapsed = start.elapsed();
    println!(
        "{:.3} s, {} problems reported",
        elapsed.as_secs_f64(),
        loaded.problems.len()
    );
}
