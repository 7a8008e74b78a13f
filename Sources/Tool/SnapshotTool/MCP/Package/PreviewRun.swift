import Foundation
import SnapshotCore

/// The test that made a render: the library that runs it, and its name as the ledger
/// records it (`CharacterListViewSnapshotTests/loadedState()`, `NotesXCTests.testNotes`).
struct TestReference: Hashable, Sendable {
    enum Library: String, Sendable, CaseIterable {
        case swiftTesting
        case xcTest
    }

    var library: Library
    var name: String
}

/// Runs the built tests in preview mode, as `snapshots render` does but without
/// `swift test`: once with Swift Testing, once with XCTest (for the tests that match), each
/// assertion writing its render to a scratch folder and noting its test in a scratch
/// ledger. Nothing under `__Snapshots__` is read or written.
struct PreviewRun {
    enum Selection: Equatable {
        case all
        /// Globs over test names, as `snapshots render` takes them.
        case globs([String])
        case tests([TestReference])
    }

    struct Output {
        /// Reference path → the render, as its file would hold it.
        var renders: [String: String] = [:]
        var tests: [String: TestReference] = [:]
        /// What the test process printed when it failed: a crash, a device that does not exist.
        var failures: [String] = []
    }

    let product: TestProduct
    let packageRoot: String
    let environment: [String: String]
    let xcTests: [String]

    func run(_ selection: Selection, options: RenderOptions) throws(ToolError) -> Output {
        let scratch = FilePath.join(NSTemporaryDirectory(), "snapshots-mcp-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var output = Output()
        for library in TestReference.Library.allCases {
            guard let arguments = arguments(for: library, selection) else { continue }
            let folder = FilePath.join(scratch, library.rawValue)
            let ledger = FilePath.join(scratch, "\(library.rawValue).jsonl")
            let log = FilePath.join(scratch, "\(library.rawValue).log")
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw .environment("cannot create a scratch folder in \(NSTemporaryDirectory()): \(error.localizedDescription). Set TMPDIR to a writable folder.")
            }
            var variables = environment.merging(options.variables) { $1 }
            variables[SnapshotEnvironment.previewVariable] = folder
            variables[SnapshotEnvironment.ledgerVariable] = ledger
            variables[SnapshotEnvironment.runIDVariable] = nil
            let status = try ChildRun.run(product.path, arguments, in: packageRoot, environment: variables, log: log)
            for path in try SnapshotInventory.listFiles(under: folder, relativeTo: folder) {
                output.renders[path] = (try? String(contentsOfFile: FilePath.join(folder, path), encoding: .utf8)) ?? ""
            }
            if let contents = try? Ledger.read(ledger) {
                for entry in contents.snapshots where !entry.reference.isEmpty {
                    output.tests[entry.reference] = TestReference(library: library, name: entry.test)
                }
            }
            // Swift Testing exits with EX_UNAVAILABLE (69) when no test matched: not a failure.
            if status != 0, !(library == .swiftTesting && status == 69) {
                output.failures.append("The tests (\(library == .xcTest ? "XCTest" : "Swift Testing")) exited with \(status); the end of their output:\n\(ChildRun.tail(of: log))")
            }
        }
        return output
    }

    /// The test binary's arguments for one library, or nil when none of its tests is asked for.
    func arguments(for library: TestReference.Library, _ selection: Selection) -> [String]? {
        switch library {
        case .swiftTesting:
            let swiftTesting = ["--testing-library", "swift-testing"]
            switch selection {
            case .all: return swiftTesting
            case let .globs(globs): return swiftTesting + globs.flatMap { ["--filter", RenderCommand.filter(fromGlob: $0)] }
            case let .tests(tests):
                let names = tests.filter { $0.library == .swiftTesting }.map(\.name)
                return names.isEmpty ? nil : swiftTesting + names.flatMap { ["--filter", Self.escaped($0)] }
            }
        case .xcTest:
            // XCTest takes test names (`Module.Class/test`), not patterns: the listed ones that match.
            let chosen: [String]
            switch selection {
            case .all:
                chosen = xcTests
            case let .globs(globs):
                let patterns = globs.map { RenderCommand.filter(fromGlob: $0) }
                chosen = xcTests.filter { test in patterns.contains { test.range(of: $0, options: .regularExpression) != nil } }
            case let .tests(tests):
                let methods = tests.filter { $0.library == .xcTest }.map { Self.method(of: $0.name) }
                chosen = xcTests.filter { test in methods.contains { test.hasSuffix("/" + $0) } }
            }
            return chosen.isEmpty ? nil : [chosen.joined(separator: ",")]
        }
    }

    /// `NotesXCTests.testNotes`, `File/testNotes()` → `testNotes`.
    static func method(of name: String) -> String {
        let last = name.split(whereSeparator: { $0 == "." || $0 == "/" }).last.map(String.init) ?? name
        return last.hasSuffix("()") ? String(last.dropLast(2)) : last
    }

    /// A name matched as it is by swift-testing's `--filter`, which takes a regular expression.
    static func escaped(_ name: String) -> String {
        var regex = ""
        for character in name {
            if ".^$|()[]{}*+?\\".contains(character) { regex.append("\\") }
            regex.append(character)
        }
        return regex
    }

    /// The XCTest tests of the binary, `Module.Class/test`, one a line as `--list-tests` prints them.
    static func listXCTests(_ product: TestProduct, packageRoot: String, environment: [String: String]) -> [String] {
        let log = FilePath.join(NSTemporaryDirectory(), "snapshots-mcp-list-\(getpid())-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(atPath: log) }
        guard (try? ChildRun.run(product.path, ["--list-tests"], in: packageRoot, environment: environment, log: log)) == 0 else { return [] }
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init).filter { $0.contains("/") && !$0.contains(" ") }
    }
}
