import Foundation

/// Debian's Chromium, run headless: what a reviewer's browser makes of a report.
enum HeadlessChromium {
    /// Nil when no Chromium is installed (`.ci/run` installs it where it can).
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The page's DOM once it has loaded and its scripts have run.
    static func dumpDOM(of page: String) throws -> String {
        try run(["--virtual-time-budget=5000", "--dump-dom", URL(fileURLWithPath: page).absoluteString])
    }

    /// A PNG of the page at the given window size.
    static func screenshot(of page: String, to png: String, width: Int = 1400, height: Int = 1800) throws {
        _ = try run(["--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(png)", URL(fileURLWithPath: page).absoluteString])
    }

    private static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        // A browser that hangs must not hang the suite: coreutils' timeout ends it.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        // Root has no sandbox to drop into; no GPU on a server.
        process.arguments = ["60", path!, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// The width and height a PNG file declares in its header.
struct PNGSize: Equatable {
    var width: Int
    var height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init?(contentsOf path: String) {
        guard let data = FileManager.default.contents(atPath: path), data.count > 24,
              data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func bigEndian(_ offset: Int) -> Int {
            data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        width = bigEndian(16)
        height = bigEndian(20)
    }
}
