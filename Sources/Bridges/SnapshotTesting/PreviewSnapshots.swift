internal import ViewSnapshotTesting

/// Snapshots every preview of a module: each `#Preview` and `PreviewProvider` is found
/// at run time and rendered as it asks (layout, device, orientation), under
/// `__Snapshots__/Previews/<file>.<preview name>.txt` at the package root. No test per
/// screen: one call, in Swift Testing or XCTest.
///
///     @Test @MainActor func previews() {
///         assertPreviewSnapshots(module: "MyApp")
///     }
@MainActor
public func assertPreviewSnapshots(
    module: String? = nil,
    record recording: Bool? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let results = verifyPreviewSnapshots(
        module: module, locale: RenderLocale.standard, record: SnapshotAssertionBridge.recordMode(recording),
        fileID: "\(fileID)", filePath: "\(filePath)", function: testName, line: Int(line)
    )
    for result in results {
        result.report(fileID: "\(fileID)", filePath: filePath, line: line, column: column)
    }
}
