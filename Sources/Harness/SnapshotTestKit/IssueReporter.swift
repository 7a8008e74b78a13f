import SnapshotCore
import Testing
import XCTest

/// Sends a snapshot message to the test framework that is running the assertion, at
/// the assertion's source location.
enum IssueReporter {
    enum Severity {
        /// Fails the test.
        case failure
        /// Worth a reader's attention, but the test passes (a new recording).
        case notice
    }

    static func report(
        _ message: String,
        severity: Severity,
        framework: CurrentTest.Framework,
        location: SourceCodeLocation
    ) {
        switch framework {
        case .swiftTesting:
            Issue.record(
                Comment(rawValue: message),
                severity: severity == .failure ? .error : .warning,
                sourceLocation: SourceLocation(
                    fileID: location.fileID,
                    filePath: location.filePath,
                    line: location.line,
                    column: location.column
                )
            )
        case .xcTest:
            switch severity {
            case .failure:
                XCTFail(message, file: location.staticFilePath, line: UInt(location.line))
            case .notice:
                StandardError.write("\(location.filePath):\(location.line): note: \(message)\n")
            }
        }
    }
}

/// Where `assertSnapshot` was called.
struct SourceCodeLocation {
    var fileID: String
    var filePath: String
    var staticFilePath: StaticString
    var line: Int
    var column: Int
}
