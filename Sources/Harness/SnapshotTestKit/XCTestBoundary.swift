import Foundation
import SnapshotCore
import XCTest

/// Tells the harness when an XCTest test case starts, so that numbering starts again at
/// 1 for each test. XCTest runs the tests of one process one after another.
final class XCTestBoundary: NSObject, XCTestObservation, @unchecked Sendable {
    private static let state = Locked<(registered: Bool, name: String?)>((false, nil))

    static var currentTestName: String? {
        state.withLock { $0.name }
    }

    /// Registers the observer once. The first test that asserts is already running,
    /// which is fine: nothing has been numbered yet.
    static func registerIfNeeded() {
        let shouldRegister = state.withLock { state -> Bool in
            guard !state.registered else { return false }
            state.registered = true
            return true
        }
        guard shouldRegister else { return }
        XCTestObservationCenter.shared.addTestObserver(XCTestBoundary())
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        Self.state.withLock { $0.name = testCase.name }
        SnapshotSession.shared.naming.reset()
    }
}
