import Foundation
import SnapshotCore

/// The test binary `swift build --build-tests` makes, run directly rather than through
/// `swift test`: the same tests, without SwiftPM's second or so of planning each time.
struct TestProduct {
    let path: String

    /// `.build/debug/<Package>PackageTests.xctest`, named by the manifest's package name.
    static func locate(in packageRoot: String) -> TestProduct? {
        let debug = FilePath.join(packageRoot, ".build/debug")
        if let name = packageName(in: packageRoot) {
            let path = FilePath.join(debug, "\(name)PackageTests.xctest")
            if FileManager.default.isExecutableFile(atPath: path) { return TestProduct(path: path) }
        }
        // A manifest whose name is computed: the one test bundle there is.
        let bundles = ((try? FileManager.default.contentsOfDirectory(atPath: debug)) ?? []).filter { $0.hasSuffix("PackageTests.xctest") }
        return bundles.count == 1 ? TestProduct(path: FilePath.join(debug, bundles[0])) : nil
    }

    /// `Package(name: "TextSnapshotTesting", …)`.
    static func packageName(in packageRoot: String) -> String? {
        guard let manifest = try? String(contentsOfFile: FilePath.join(packageRoot, "Package.swift"), encoding: .utf8),
              let call = manifest.range(of: "Package(") else { return nil }
        let rest = manifest[call.upperBound...]
        guard let label = rest.range(of: "name:"), rest[..<label.lowerBound].allSatisfy(\.isWhitespace),
              let open = rest[label.upperBound...].firstIndex(of: "\"") else { return nil }
        let text = rest[rest.index(after: open)...]
        return text.firstIndex(of: "\"").map { String(text[..<$0]) }
    }
}
