#!/usr/bin/env bash
# Runs the end-to-end tests many times over to show they are not flaky:
# builds the test binary once, then runs their modules N times, four tests
# at a time.
#
#   tests/stress-e2e.sh [N] [TEST...]
#   e.g. nice -n 10 tests/stress-e2e.sh 200 tui_e2e
#
# N defaults to 200; the tests, to every test file that uses the pty harness
# (tests/support/pty.rs).
#
# A round passes when every test passes. The output of each failed round
# is kept in a temporary directory, named at the end. Prints
# 'N passed, M failed' and exits non-zero if any round failed.
# Set CARGO_PROFILE=release to run the release build.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=${1:-200}
shift || true
tests=("$@")
if [ ${#tests[@]} -eq 0 ]; then
    for f in $(grep -l 'support::pty' tests/*.rs); do
        tests+=("$(basename "$f" .rs)")
    done
fi
profile_args=()
[ "${CARGO_PROFILE:-debug}" = release ] && profile_args=(--release)

# Every test file is a module of the one test binary (tests/main.rs):
# build it once, and run the modules asked for by their path.
bin=$(cargo test "${profile_args[@]}" --test suite --no-run --message-format=json \
    | grep '"kind":\["test"\]' | grep -o '"executable":"[^"]*"' | tail -n 1 | cut -d'"' -f4)
[ -x "$bin" ] || { echo "stress-e2e: no test binary (cargo test --test suite)" >&2; exit 2; }
filters=()
for t in "${tests[@]}"; do
    filters+=("$t::")
done

echo "stress-e2e: $rounds rounds of ${tests[*]}, --test-threads=4" >&2
logs=$(mktemp -d)
passed=0
failed=0
for ((i = 1; i <= rounds; i++)); do
    ok=1
    if ! "$bin" --test-threads=4 "${filters[@]}" >"$logs/run" 2>&1; then
        ok=0
        cp "$logs/run" "$logs/failed-$i"
    fi
    if [ $ok = 1 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "round $i failed"; fi
done
rm -f "$logs/run"
if [ $failed -gt 0 ]; then
    echo "the failed rounds' output: $logs"
else
    rmdir "$logs"
fi
echo "$passed passed, $failed failed"
[ $failed = 0 ]
