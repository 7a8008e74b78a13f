import Testing

@testable import SnapshotCore

@Suite("Environment and record modes")
struct SnapshotEnvironmentTests {
    @Test("CI counts unless empty, 0 or false", arguments: [
        (nil, false), ("", false), ("0", false), ("false", false), ("FALSE", false), (" false ", false),
        ("1", true), ("true", true), ("yes", true), ("github", true),
    ] as [(String?, Bool)])
    func ciDetection(value: String?, expected: Bool) {
        #expect(SnapshotEnvironment.isCI(value) == expected)
        var variables: [String: String] = [:]
        variables["CI"] = value
        #expect(SnapshotEnvironment(variables: variables, isTerminal: false).isCI == expected)
    }

    @Test("Record modes parse without regard to case or spaces")
    func recordModes() throws {
        #expect(try RecordMode(parsing: "ALL", source: "x") == .all)
        #expect(try RecordMode(parsing: " failed ", source: "x") == .failed)
        #expect(SnapshotEnvironment(variables: ["SNAPSHOT_TESTING_RECORD": "never"], isTerminal: false).recordMode == .never)
        #expect(SnapshotEnvironment(variables: [:], isTerminal: false).recordMode == nil)
    }

    @Test("An unknown record mode is kept as an error that lists the valid ones")
    func unknownRecordMode() throws {
        let environment = SnapshotEnvironment(variables: ["SNAPSHOT_TESTING_RECORD": "sometimes"], isTerminal: false)
        let error = try #require(environment.recordModeError)
        #expect(error == .unknownRecordMode(value: "sometimes", source: "SNAPSHOT_TESTING_RECORD"))
        for mode in RecordMode.allCases {
            #expect(error.description.contains(mode.rawValue))
        }
        #expect(environment.recordMode == nil)
    }

    @Test("Color needs a terminal and no NO_COLOR")
    func color() {
        #expect(SnapshotEnvironment(variables: [:], isTerminal: true).style.isEnabled)
        #expect(!SnapshotEnvironment(variables: [:], isTerminal: false).style.isEnabled)
        #expect(!SnapshotEnvironment(variables: ["NO_COLOR": "1"], isTerminal: true).style.isEnabled)
    }

    @Test("Folders from the environment become absolute")
    func absolutePaths() {
        let environment = SnapshotEnvironment(
            variables: ["SNAPSHOT_ARTIFACTS": "/tmp/a/../art", "SNAPSHOT_TESTING_ROOT": "/r", "SNAPSHOT_TESTING_LEDGER": "/l/ledger"],
            isTerminal: false
        )
        #expect(environment.artifactsDirectory == "/tmp/art")
        #expect(environment.rootDirectory == "/r")
        #expect(environment.ledgerPath == "/l/ledger")
    }
}
