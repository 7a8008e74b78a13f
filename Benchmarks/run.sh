#!/usr/bin/env bash
# Side by side: this package's harness (its own API, and swift-snapshot-testing's API
# through this package's `SnapshotTesting` product) and pointfreeco/swift-snapshot-testing
# 1.19.7, asserting the same 1,000 text screens (60 lines × 50 columns) in one Swift
# Testing test each, timed in process, in a debug build (what `swift test` builds) and
# in a release one; then a 4,000-line diff with three quarters repeated rows.
#
#   bash Benchmarks/run.sh            # both builds; a few minutes on 2 cores
#   CONFIGS=debug bash Benchmarks/run.sh
#   DIFF_CAP=60 bash Benchmarks/run.sh  # seconds the peer's diff may take (default 30)
#   RUNS=9 bash Benchmarks/run.sh       # verify runs per harness, the median reported (default 5)
set -euo pipefail
cd "$(dirname "$0")"
CONFIGS=${CONFIGS:-"debug release"}
RUNS=${RUNS:-5}
DIFF_CAP=${DIFF_CAP:-30}

# One run of one test: prints its `BENCH harness phase seconds` line. The path through
# sst's API is a package of its own (ThroughSSTAPI/): the peer's module has its name.
phase() {
    local config=$1 harness=$2 step=$3 suite package=.
    case $harness in
        ours) suite=OursTests ;;
        ours-sst) suite=OursThroughSSTAPITests package=ThroughSSTAPI ;;
        *) suite=PeerTests ;;
    esac
    BENCH_HARNESS=$harness BENCH_PHASE=$step swift test --package-path "$package" -c "$config" --skip-build --filter "$suite" 2>&1 |
        grep '^BENCH' || { echo "error: the $harness $step run printed no figure" >&2; exit 1; }
}

for config in $CONFIGS; do
    echo "== building ($config)" >&2
    swift build -c "$config" --build-tests >&2
    swift build --package-path ThroughSSTAPI -c "$config" --build-tests >&2
    rm -rf __Snapshots__ Tests/SideBySideTests/__Snapshots__ ThroughSSTAPI/Tests/SnapshotTestingProductTests/__Snapshots__
    results=$(mktemp)
    for harness in ours ours-sst peer; do
        for step in record verify mismatch; do
            echo "== $config: $harness $step" >&2
            if [ "$step" = verify ]; then
                # A verify is tens of microseconds: one run on a shared machine can be off by
                # half. The median of RUNS runs is the figure; every run is shown.
                for _ in $(seq 1 "$RUNS"); do phase "$config" "$harness" verify; done >"$results.runs"
                sed 's/^/   /' "$results.runs" >&2
                sort -k4 -g "$results.runs" | awk -v n="$RUNS" 'NR == int((n + 1) / 2)' >>"$results"
            else
                phase "$config" "$harness" "$step" >>"$results"
            fi
        done
    done
    race=$(swift build -c "$config" --show-bin-path)/diff-race
    "$race" ours 4000 >>"$results"
    timeout "$DIFF_CAP" "$race" peer 4000 >>"$results" || echo "BENCH peer diff capped" >>"$results"
    rm -rf __Snapshots__ Tests/SideBySideTests/__Snapshots__

    echo
    echo "$config build, $(nproc) cores, $(swift --version 2>&1 | head -1 | sed 's/ (.*//'); verify: the median of $RUNS runs"
    awk -v cap="$DIFF_CAP" '
        { value[$2 " " $3] = $4 }
        function per(s) { return sprintf("%8.1f µs", s * 1e6 / 1000) }
        function whole(s) { return sprintf("%8.1f ms", s * 1e3) }
        function ratio(a, b) { return sprintf("%6.2f", a / b) }
        END {
            printf "%-44s %12s %12s %12s\n", "", "ours", "peer", "ours / peer"
            printf "%-44s %12s %12s %12s\n", "record, per reference", per(value["ours record"]), per(value["peer record"]), ratio(value["ours record"], value["peer record"])
            printf "%-44s %12s %12s %12s\n", "verify, per reference", per(value["ours verify"]), per(value["peer verify"]), ratio(value["ours verify"], value["peer verify"])
            printf "%-44s %12s %12s %12s\n", "verify, per reference, through sst'"'"'s API", per(value["ours-sst verify"]), per(value["peer verify"]), ratio(value["ours-sst verify"], value["peer verify"])
            printf "%-44s %12s %12s %12s\n", "1,000 verified, one mismatch (whole run)", whole(value["ours mismatch"]), whole(value["peer mismatch"]), ratio(value["ours mismatch"], value["peer mismatch"])
            printf "%-44s %12s %12s %12s\n", "the same, through sst'"'"'s API", whole(value["ours-sst mismatch"]), whole(value["peer mismatch"]), ratio(value["ours-sst mismatch"], value["peer mismatch"])
            peer = value["peer diff"] == "capped" ? sprintf("> %d s", cap) : whole(value["peer diff"])
            shown = value["peer diff"] == "capped" ? sprintf("< %.4f", value["ours diff"] / cap) : ratio(value["ours diff"], value["peer diff"])
            printf "%-44s %12s %12s %12s\n", "4,000-line diff, 75% repeated rows", whole(value["ours diff"]), peer, shown
        }' "$results"
    rm -f "$results" "$results.runs"
done
