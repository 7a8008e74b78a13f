// `import SnapshotTesting` for Linux: swift-snapshot-testing's API over this package's
// harness. Its types are the harness's own (one `Snapshotting`, one `Diffing`, one
// record mode, one `.snapshots` trait, one `assertPreviewSnapshots`), so a team that
// imports this module and `ViewSnapshotTesting` sees one API: `.image(on:)`, `.dump`,
// `.device` and `.component` are members of one type. What this module adds is sst's
// own: the assertions that keep references beside the test file, the image and text
// strategies, `ViewImageConfig`, and sst's configuration names.
@_exported import ViewSnapshotTesting
