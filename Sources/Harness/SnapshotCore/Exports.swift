/// The diff is a module of its own so that it compiles at `-Onone` while the verify path
/// here is optimized (Package.swift, `OptimizedHarness`); whoever imports the harness
/// gets it as before.
@_exported import SnapshotDiff
