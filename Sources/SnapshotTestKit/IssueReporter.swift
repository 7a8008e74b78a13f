import Foundation
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
            // Swift Testing's console prints an issue's comment only when it may use
            // color; under NO_COLOR the message would be lost, so print it ourselves.
            if swiftTestingHidesComments {
                let kind = severity == .failure ? "error" : "warning"
                StandardError.write("\(location.filePath):\(location.line):\(location.column): \(kind): \(message)\n")
            }
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

private let swiftTestingHidesComments = ProcessInfo.processInfo.environment["NO_COLOR"] != nil

/// Where `assertSnapshot` was called.
struct SourceCodeLocation {
    var fileID: String
    var filePath: String
    var staticFilePath: StaticString
    var line: Int
    var column: Int
}
