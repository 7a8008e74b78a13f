#!/usr/bin/env bash
# What a team's first build costs: a consumer package with one `import SwiftUI` screen
# and one `.component` snapshot test, depending on this package by path, built cold
# (`swift build --build-tests` into an empty build folder) as CI builds it on every run.
# Prints the wall-clock seconds of each build and which of this package's modules it
# compiled; fails if it compiled a framework or third-party stand-in the consumer does
# not import.
#
#   bash Benchmarks/cold-build.sh              # three cold builds, default traits
#   RUNS=1 bash Benchmarks/cold-build.sh
#   TRAITS=OptimizedDebugBuild bash Benchmarks/cold-build.sh
#   TRAITS=none bash Benchmarks/cold-build.sh   # no trait, not even the default ones
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
RUNS=${RUNS:-3}
TRAITS=${TRAITS:-}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

mkdir -p "$WORK/Sources/Profile" "$WORK/Tests/ProfileTests"
traits=""
if [ "$TRAITS" = none ]; then
    traits=", traits: []"
elif [ -n "$TRAITS" ]; then
    traits=", traits: [$(printf '"%s",' ${TRAITS//,/ } | sed 's/,$//')]"
fi
cat >"$WORK/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ColdBuild",
    dependencies: [.package(path: "$ROOT"$traits)],
    targets: [
        .target(name: "Profile", dependencies: [.product(name: "SwiftUI", package: "$(basename "$ROOT")")]),
        .testTarget(name: "ProfileTests", dependencies: ["Profile", .product(name: "ViewSnapshotTesting", package: "$(basename "$ROOT")")]),
    ]
)
SWIFT
cat >"$WORK/Sources/Profile/ProfileCard.swift" <<'SWIFT'
import SwiftUI

public struct ProfileCard: View {
    let name: String
    let isOnline: Bool

    public init(name: String, isOnline: Bool) {
        self.name = name
        self.isOnline = isOnline
    }

    public var body: some View {
        HStack(spacing: 12) {
            Circle().fill(isOnline ? Color.green : Color.gray).frame(width: 10, height: 10)
            VStack(alignment: .leading, spacing: 4) {
                Text(name).font(.headline)
                Text(isOnline ? "Online" : "Away").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(16)
        .accessibilityIdentifier("profile.card")
    }
}
SWIFT
cat >"$WORK/Tests/ProfileTests/ProfileCardSnapshotTests.swift" <<'SWIFT'
import Profile
import Testing
import ViewSnapshotTesting

@MainActor
struct ProfileCardSnapshotTests {
    @Test func online() {
        assertSnapshot(of: ProfileCard(name: "Rick Sanchez", isOnline: true), as: .component(width: 40))
    }
}
SWIFT

echo "cold build of a consumer (one screen, one snapshot test): $(nproc) cores, $(swift --version 2>&1 | head -1 | sed 's/ (.*//'), traits: ${TRAITS:-default}"
for run in $(seq 1 "$RUNS"); do
    rm -rf "$WORK/.build"
    start=$(date +%s.%N)
    (cd "$WORK" && swift build --build-tests >"$WORK/build.log" 2>&1) || { cat "$WORK/build.log"; exit 1; }
    end=$(date +%s.%N)
    printf 'run %d: %.1f s\n' "$run" "$(echo "$end - $start" | bc)"
done

# SwiftPM makes a folder for every target of the graph; a compiled one holds objects.
built=$(cd "$WORK/.build/debug" && for d in *.build; do if ls "$d"/*.o >/dev/null 2>&1; then echo "${d%.build}"; fi; done | sort | tr '\n' ' ')
echo "modules built: $built"
unwanted=""
# Every Apple framework's stand-in, by its folder: Sources/<Platform or Frameworks>/Apple/<name>.
# (The third parties' are a package of their own, Sources/ThirdParty, outside the graph.)
# UserNotifications, Core Image, Image I/O and QuartzCore are left out: UIKit brings them,
# as iOS's does (UNUserNotificationCenter, CIImage, CGImageSource and CALayer with
# `import UIKit` alone), so every consumer of SwiftUI builds them.
for folder in "$ROOT"/Sources/{Platform,Frameworks}/Apple/*/; do
    [ -d "$folder" ] || continue
    framework=$(basename "$folder")
    case $framework in UserNotifications | CoreImage | ImageIO | QuartzCore) continue ;; esac
    case " $built " in *" $framework "*) unwanted="$unwanted $framework" ;; esac
done
if [ -n "$unwanted" ]; then
    echo "error: the consumer imports no framework or library, yet these stand-ins were built:$unwanted" >&2
    exit 1
fi
echo "no framework or third-party stand-in built"
