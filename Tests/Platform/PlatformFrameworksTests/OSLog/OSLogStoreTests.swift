import Foundation
import OSLog
import Testing

@Suite("OSLog: the process's own log store")
struct OSLogStoreTests {
    /// Each test logs under a subsystem of its own, so parallel tests never see each
    /// other's entries.
    private func entries(of subsystem: String, options: OSLogEnumerator.Options = []) throws -> [OSLogEntryLog] {
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        return try store.getEntries(with: options, at: store.position(timeIntervalSinceLatestBoot: 0))
            .compactMap { $0 as? OSLogEntryLog }
            .filter { $0.subsystem == subsystem }
    }

    @Test("What a Logger wrote is read back, with its level and category, private values redacted; debug is not kept")
    func readsWhatWasLogged() throws {
        // Given
        let subsystem = "store.\(UUID().uuidString)"
        let logger = Logger(subsystem: subsystem, category: "sync")
        let user = "ada"

        // When
        logger.info("sync started for \(user)")
        logger.debug("cache warmed")
        logger.error("sync failed: \(404, privacy: .public)")

        // Then
        let read = try entries(of: subsystem)
        #expect(read.map(\.composedMessage) == ["sync started for <private>", "sync failed: 404"])
        #expect(read.map(\.level) == [.info, .error])
        #expect(read.allSatisfy { $0.category == "sync" && $0.processIdentifier == ProcessInfo.processInfo.processIdentifier })
        #expect(try entries(of: subsystem, options: .reverse).map(\.level) == [.error, .info])
    }

    @Test("A position by date reads from then on")
    func positionByDate() throws {
        // Given an entry, then a moment, then another
        let subsystem = "store.\(UUID().uuidString)"
        let logger = Logger(subsystem: subsystem, category: "time")
        logger.notice("before")
        Thread.sleep(forTimeInterval: 0.01)
        let moment = Date()
        logger.notice("after")

        // When
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let read = try store.getEntries(at: store.position(date: moment)).compactMap { $0 as? OSLogEntryLog }.filter { $0.subsystem == subsystem }

        // Then
        #expect(read.map(\.composedMessage) == ["after"])
    }

    @Test("The system's log and predicates are refused with what to do, never answered wrong")
    func refusals() throws {
        #expect(throws: NSError.self) { try OSLogStore(scope: .system) }
        let store = try OSLogStore(scope: .currentProcessIdentifier)
        let error = #expect(throws: NSError.self) { try store.getEntries(matching: NSPredicate(value: true)) }
        #expect(error?.localizedDescription.contains("filter them") == true)
    }
}
