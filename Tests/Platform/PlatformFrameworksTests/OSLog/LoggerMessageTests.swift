import Foundation
import OSLog
import Testing

struct LoggerMessageTests {
    struct Failure: Error, CustomStringConvertible { var description: String { "boom" } }

    @Test func stringsArePrivateByDefaultAndPublicWhenMarked() {
        let user = "ada"
        let message: OSLogMessage = "user \(user) token \(user, privacy: .public)"
        #expect(message._redacted == "user <private> token ada")
        #expect(message._unredacted == "user ada token ada")
    }

    @Test func numbersAndBooleansArePublicByDefault() {
        let count = 42
        let ok = true
        let message: OSLogMessage = "count \(count) ok \(ok, format: .answer) secret \(count, privacy: .private)"
        #expect(message._redacted == "count 42 ok YES secret <private>")
    }

    @Test func formatsAndAlignment() {
        let value = 255
        let ratio = 0.5
        let message: OSLogMessage = "\(value, format: .hex(includePrefix: true, minDigits: 4)) \(ratio, format: .fixed(precision: 2)) [\("ab", align: .right(columns: 4), privacy: .public)]"
        #expect(message._redacted == "0x00ff 0.50 [  ab]")
    }

    @Test func hashMaskHidesTheValueButIsStable() {
        let email = "a@b.c"
        let first: OSLogMessage = "\(email, privacy: .private(mask: .hash))"
        let second: OSLogMessage = "\(email, privacy: .private(mask: .hash))"
        #expect(first._redacted.hasPrefix("<mask.hash: '"))
        #expect(!first._redacted.contains(email))
        #expect(first._redacted == second._redacted)
    }

    @Test func errorsUseTheirDescription() {
        let error: any Error = Failure()
        let message: OSLogMessage = "failed: \(error, privacy: .public)"
        #expect(message._redacted == "failed: boom")
    }

    @Test func legacyFormatRedactsObjectsUnlessPublic() {
        let text = _formatLegacy("%{public}@ took %d ms for %@", ["load", 12, "secret"], showingPrivate: false)
        #expect(text == "load took 12 ms for <private>")
    }

    @Test func loggingIsSilentWithoutTheEnvironmentVariable() {
        // OS_ACTIVITY_MODE is not set in a test run: nothing is enabled.
        if ProcessInfo.processInfo.environment["OS_ACTIVITY_MODE"] == nil {
            #expect(!OSLog(subsystem: "tests", category: "x").isEnabled(type: .fault))
        }
        #expect(!OSLog.disabled.isEnabled(type: .fault))
        Logger(subsystem: "tests", category: "x").error("not written \(1)")
    }
}

extension LoggerMessageTests {
    @Test func concreteErrorsAndDescribableValues() {
        let failure = Failure()
        let url = URL(string: "https://a.b")!
        let message: OSLogMessage = "\(failure, privacy: .public) \(url, privacy: .public) \(UInt8(7))"
        #expect(message._redacted == "boom https://a.b 7")
    }
}
