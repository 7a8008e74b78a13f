import Foundation
import TestSupport
import Testing

/// Root reads and writes through permissions, so the tests of unreadable references and
/// read-only folders skip themselves when the tests run as root, as CI's do. This runs
/// them again as `nobody` (util-linux's setpriv), so that CI proves them too.
@Suite("Permissions, as an unprivileged user")
struct UnprivilegedUserTests {
    static let setpriv = "/usr/bin/setpriv"
    static let permissionTests = [
        "A read-only snapshot folder fails with a clear error and loses nothing",
        "A read-only folder is an error that says what to do, and keeps the old file",
        "An unreadable file is an error that says why",
    ]

    /// Whether `nobody` can load the Swift runtime this process runs on: a toolchain kept
    /// under root's home would stop the child before any test ran.
    static var runtimeIsOpenToOthers: Bool {
        // procfs files report no size, so read them as a stream.
        guard let data = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile(),
              case let maps = String(decoding: data, as: UTF8.self),
              let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
              let start = line.firstIndex(of: "/") else { return false }
        var path = String(line[start...])
        while path != "/" {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  let mode = attributes[.posixPermissions] as? Int else { return false }
            let isFolder = attributes[.type] as? FileAttributeType == .typeDirectory
            if mode & (isFolder ? 0o001 : 0o004) == 0 { return false }
            path = (path as NSString).deletingLastPathComponent
        }
        return true
    }

    @Test("Read-only folders and unreadable references, as nobody",
          .enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: setpriv) && runtimeIsOpenToOthers,
                   "runs only as root, with setpriv, on a runtime others may load"))
    func asNobody() throws {
        // A copy nobody may run: the build folder may sit in a folder only root enters.
        // Copied by `cp`, not in this process: a child another test forks meanwhile
        // would inherit the copy's open file, and running it would fail as busy.
        let folder = TemporaryDirectory("as-nobody")
        chmod(folder.path, 0o755)
        let binary = folder.file("tests.xctest")
        let (copy, copyOutput) = try ChildProcess.start(executable: "/bin/cp", arguments: [ChildProcess.testBinary, binary], variables: [:])
        let copied = ChildProcess.finish(copy, copyOutput)
        try #require(copied.status == 0, "\(copied.output)")
        chmod(binary, 0o755)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.setpriv)
        process.arguments = [
            "--reuid=65534", "--regid=65534", "--clear-groups", binary,
            "--testing-library", "swift-testing",
            "--filter", "readOnlyFolder|unreadable",
        ]
        process.environment = ChildProcess.environment([:])
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 0, "\(output)")
        for name in Self.permissionTests {
            #expect(output.contains("Test \"\(name)\" passed"), "\(name) did not pass as nobody:\n\(output)")
        }
        #expect(!output.contains("skipped"), "\(output)")
    }
}
