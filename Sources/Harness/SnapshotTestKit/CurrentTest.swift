import SnapshotCore
import Testing

/// Who is asserting: the test (and parameterized case) an assertion belongs to.
struct CurrentTest: Sendable {
    enum Framework: Sendable {
        case swiftTesting
        case xcTest
    }

    enum Arguments: Sendable, Equatable {
        /// Not a parameterized case.
        case none
        /// The case's arguments, described for a file name.
        case described(String)
        /// A parameterized case whose arguments could not be read.
        case unknown

        /// The file-name suffix of the `number`th unnamed snapshot of this case, and the
        /// name the strategy sees: `3`, or `alive-es.3` for a case's arguments.
        func unnamedSuffix(number: Int, test: String) throws(SnapshotError) -> (suffix: String, contextName: String?) {
            switch self {
            case .none:
                return ("\(number)", nil)
            case let .described(arguments):
                return (SnapshotNaming.sanitize(arguments) + ".\(number)", arguments)
            case .unknown:
                // Every case would write the same file: ask for a name rather than guess.
                throw .parameterizedTestNeedsName(test: test)
            }
        }
    }

    /// Unique per test and parameterized case; keys numbering and claims.
    var key: String
    /// `Suite/test()`, for the ledger and for messages.
    var displayName: String
    /// A `swift test --filter` argument that selects this test.
    var filter: String
    var arguments: Arguments
    var framework: Framework

    static func resolve(fileID: String, function: String) -> CurrentTest {
        if let test = Test.current {
            // Only a parameterized test's cases differ: the current case is read for them
            // alone.
            if test.isParameterized {
                return swiftTesting(test, testCase: Test.Case.current, function: function)
            }
            // The same for every assertion of the test: made once. (A parameterized
            // case's arguments are read each time: they differ from case to case.)
            let id = test.id
            if let resolved = resolvedTests.withLock({ $0.value(for: id) }) { return resolved }
            let resolved = swiftTesting(test, testCase: nil, function: function)
            resolvedTests.withLock { $0.insert(resolved, for: id) }
            return resolved
        }
        return xcTest(fileID: fileID, function: function)
    }

    private static let resolvedTests = Locked(Memo<Test.ID, CurrentTest>())

    private static func swiftTesting(_ test: Test, testCase: Test.Case?, function: String) -> CurrentTest {
        let components = test.id.nameComponents
        let suites = components.dropLast()
        let displayName = (suites + [test.name]).joined(separator: "/")
        let filter = (suites + [SnapshotNaming.testName(fromFunction: test.name)]).joined(separator: "/")
        var arguments = Arguments.none
        if let testCase, testCase.isParameterized {
            arguments = TestCaseArguments.describe(testCase).map(Arguments.described) ?? .unknown
        }
        let key: String = switch arguments {
        case .none, .unknown: test.id.description
        case let .described(text): test.id.description + "|" + text
        }
        return CurrentTest(key: key, displayName: displayName, filter: filter, arguments: arguments, framework: .swiftTesting)
    }

    private static func xcTest(fileID: String, function: String) -> CurrentTest {
        let file = SnapshotNaming.fileStem(ofPath: fileID)
        let name = XCTestBoundary.currentTestName ?? "\(file)/\(function)"
        return CurrentTest(
            key: "\(fileID)|\(function)",
            displayName: name,
            filter: "\(file)/\(SnapshotNaming.testName(fromFunction: function))",
            arguments: .none,
            framework: .xcTest
        )
    }
}

/// Reads the arguments of a parameterized Swift Testing case.
///
/// Swift Testing does not publish a case's arguments, so this looks for them by
/// reflection and returns nil if their shape ever changes; the assertion then asks for
/// `named:` instead of guessing.
enum TestCaseArguments {
    static func describe(_ testCase: Test.Case) -> String? {
        guard let arguments = findChild(labeled: "arguments", in: testCase, depth: 0) else { return nil }
        let values = Mirror(reflecting: arguments).children.compactMap { argument in
            Mirror(reflecting: argument.value).children.first { $0.label == "value" }?.value
        }
        guard !values.isEmpty else { return nil }
        return values.map(describe(value:)).joined(separator: "-")
    }

    private static func describe(value: Any) -> String {
        if let described = value as? any CustomTestStringConvertible {
            return described.testDescription
        }
        return String(describing: value)
    }

    private static func findChild(labeled label: String, in value: Any, depth: Int) -> Any? {
        guard depth < 6 else { return nil }
        for child in Mirror(reflecting: value).children {
            if child.label == label { return child.value }
            if let found = findChild(labeled: label, in: child.value, depth: depth + 1) {
                return found
            }
        }
        return nil
    }
}
