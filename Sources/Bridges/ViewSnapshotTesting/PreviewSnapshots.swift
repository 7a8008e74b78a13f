import TextUI

/// Snapshots every preview of a module: each `#Preview` and `PreviewProvider` is found
/// at run time and rendered as it asks (its layout, device and orientation), under
/// `__Snapshots__/Previews/<file>.<preview name>.txt`. The zero-test way in: one call
/// covers every screen that has a preview.
///
///     @Test @MainActor func previews() {
///         assertPreviewSnapshots(module: "MyApp")
///     }
///
/// Fails when the module has no preview (a misspelt module, or an optimized build,
/// which drops previews nothing refers to).
@MainActor
public func assertPreviewSnapshots(
    module: String? = nil,
    locale: Locale = RenderLocale.standard,
    record recordMode: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for result in verifyPreviewSnapshots(
        module: module, locale: locale, record: recordMode, fileID: fileID.description, filePath: filePath.description, function: testName, line: Int(line)
    ) {
        result.report(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// The assertions of `assertPreviewSnapshots`, one result a preview, not reported:
/// `SnapshotTesting`'s spelling of the call reports them itself.
@MainActor
package func verifyPreviewSnapshots(
    module: String?,
    locale: Locale,
    record recordMode: RecordMode?,
    fileID: String,
    filePath: String,
    function: String,
    line: Int
) -> [SnapshotResult] {
    let previews = PreviewDiscovery.previews(inModule: module)
    guard !previews.isEmpty else {
        let failure = SnapshotError.renderFailed(description: """
        no preview was found\(module.map { " in module \($0)" } ?? ""). Check the module's name (as in \
        `import \(module ?? "MyApp")`) and that this test target depends on it; previews are found in debug \
        builds, which `swift test` makes.
        """)
        let failing = SimplySnapshotting.lines.pullback { (_: Void) -> String in
            SnapshotContext.current?.fail(failure)
            return ""
        }
        return [verifySnapshot(
            of: (), as: failing, named: "none", record: recordMode,
            placement: .inFolder("Previews", testName: module ?? "all"), fileID: fileID, filePath: filePath, function: function, line: line
        )]
    }
    return previews.map { preview in
        let renderer = preview.renderer(locale: locale)
        // As a view strategy renders: as `snapshots render` asks, or live for `snapshots mcp`.
        let strategy = SimplySnapshotting.lines.pullback { (preview: DiscoveredPreview) in
            let context = SnapshotContext.current
            guard let renderer = renderer.previewing(for: context) else { return "" }
            return MainActor.assumeIsolated {
                if let context, let folder = context.liveFolder {
                    return LiveHosting.host(preview.makeView(), renderer: renderer, context: context, folder: folder)
                }
                return renderer.render(preview.makeView(), name: context?.title).text
            }
        }
        return verifySnapshot(
            of: preview, as: strategy, named: preview.name, record: recordMode,
            placement: .inFolder("Previews", testName: preview.file), fileID: fileID, filePath: filePath, function: function, line: line
        )
    }
}
