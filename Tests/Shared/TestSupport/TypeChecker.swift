import Foundation

/// Asks the compiler to type-check a file against the modules the running test binary
/// was built with, as a team's file would be, the package's macro plugin loaded
/// (`#Preview`, `@Model`, `@Generable`…): for what must compile, and what must not.
public enum TypeChecker {
    public struct Result {
        public var status: Int32
        public var output: String
        /// The lines of the checked file that have an error.
        public var errorLines: Set<Int>
    }

    /// The build folder of the test binary: its modules, and the macro plugins.
    public static var buildFolder: URL {
        URL(fileURLWithPath: ChildProcess.testBinary).deletingLastPathComponent()
    }

    /// The build's own clang module cache, warm from the build: a fresh cache for each
    /// check rebuilt Glibc's and Foundation's modules every time (2.7 s a check against
    /// 0.15 s), two dozen times a run, each holding one of the test pool's threads.
    /// Clang's cache is made for processes sharing it (lock files, atomic renames).
    static var moduleCache: String {
        buildFolder.appendingPathComponent("ModuleCache").path
    }

    /// Type-checks `lines` as one file in a language mode, with any other compiler flags.
    public static func check(_ lines: [String], swiftVersion: Int = 6, flags: [String] = []) throws -> Result {
        let directory = TemporaryDirectory("typecheck")
        directory.write(lines.joined(separator: "\n") + "\n", to: "Uses.swift")
        let file = directory.file("Uses.swift")
        let plugin = buildFolder.appendingPathComponent("PreviewMacros-tool").path + "#PreviewMacros"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", String(swiftVersion),
            "-I", buildFolder.appendingPathComponent("Modules").path,
            "-load-plugin-executable", plugin,
            "-module-cache-path", moduleCache, file,
        ] + flags
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        var errorLines: Set<Int> = []
        for line in output.split(separator: "\n") where line.hasPrefix(file + ":") && line.contains(": error:") {
            let fields = line.dropFirst(file.count + 1).split(separator: ":")
            if let number = fields.first.flatMap({ Int($0) }) { errorLines.insert(number) }
        }
        return Result(status: process.terminationStatus, output: output, errorLines: errorLines)
    }
}
