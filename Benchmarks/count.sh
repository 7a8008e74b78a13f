#!/usr/bin/env bash
# Instructions per verify on both of this package's paths (its own `assertSnapshot`, and
# sst's API through the `SnapshotTesting` product), counted by callgrind in a debug build:
# the side-by-side verify loop of 1,000 text screens, inside Swift Testing, counted
# inside the loop alone. Unlike the microseconds `run.sh` prints, the host's busy
# stretches do not move it, so it tells whether a change made a verify cheaper. It leaves
# out time in the kernel (opening and reading each reference), which `run.sh` includes.
#
#   bash Benchmarks/count.sh    # about a minute on 2 cores; needs valgrind (Debian: valgrind)
set -euo pipefail
cd "$(dirname "$0")/ThroughSSTAPI"
command -v valgrind >/dev/null || { echo "error: valgrind is not installed; on Debian: apt-get install valgrind" >&2; exit 1; }

# Its output only on failure: a build that finds another run's references warns about
# every file.
build_log=$(mktemp)
if ! swift build --product verify-count >"$build_log" 2>&1; then
    grep -E "error:" "$build_log" >&2 || tail -20 "$build_log" >&2
    echo "error: verify-count did not build (log: $build_log)" >&2
    exit 1
fi
rm -f "$build_log"
binary=$(swift build --show-bin-path)/verify-count
scratch=$(mktemp -d)
# The references both tests write: the harness's under this package's root, sst's
# beside the test file.
cleanup() { rm -rf "$scratch" __Snapshots__ Sources/verify-count/__Snapshots__; }
trap cleanup EXIT
cleanup; mkdir -p "$scratch"

echo "debug build, $(swift --version 2>&1 | head -1 | sed 's/ (.*//'); instructions inside the loop, divided by 1,000"
for path in "ours HarnessVerifies the harness's own assertSnapshot" "ours-sst SSTAPIVerifies sst's API (SnapshotTesting)"; do
    read -r harness suite label <<<"$path"
    BENCH_HARNESS=$harness BENCH_PHASE=record "$binary" --filter "$suite" >"$scratch/$harness.record.log" 2>&1 ||
        { tail -20 "$scratch/$harness.record.log" >&2; echo "error: recording the $harness references failed" >&2; exit 1; }
    BENCH_HARNESS=$harness BENCH_PHASE=verify valgrind --tool=callgrind --callgrind-out-file="$scratch/$harness.out" \
        --collect-atstart=no --toggle-collect='*countedLoop*' "$binary" --filter "$suite" >"$scratch/$harness.log" 2>&1 ||
        { cat "$scratch/$harness.log" >&2; echo "error: the $harness verify run failed under callgrind" >&2; exit 1; }
    collected=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$scratch/$harness.log")
    [ -n "$collected" ] || { echo "error: callgrind printed no count for $harness" >&2; exit 1; }
    printf '%-44s %10.1f k instructions per verify\n' "$label" "$(echo "$collected / 1000 / 1000" | bc -l)"
done
