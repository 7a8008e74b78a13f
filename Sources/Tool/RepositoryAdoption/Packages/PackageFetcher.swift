import Foundation
import SnapshotCore

/// Brings a pinned package's sources onto the machine, so that adoption can read what
/// they import and contain. It goes where SwiftPM would: through the mirrors SwiftPM is
/// given (the Linux package's own and the user's shared ones) and git's own URL rewrites.
struct PackageFetcher {
    let toolchain: SwiftToolchain
    /// Where checkouts are kept between runs: inside the Linux package's build folder.
    let cache: String
    /// Original URL → mirror, as SwiftPM's `mirrors.json` files say.
    let mirrors: [String: String]

    init(toolchain: SwiftToolchain, cache: String, packageRoot: String) {
        self.toolchain = toolchain
        self.cache = cache
        var mirrors: [String: String] = [:]
        let home = toolchain.environment["HOME"] ?? NSHomeDirectory()
        // The package's own file wins over the shared one, as in SwiftPM.
        for file in [FilePath.join(home, ".swiftpm/configuration/mirrors.json"), FilePath.join(packageRoot, ".swiftpm/configuration/mirrors.json")] {
            guard let data = FileManager.default.contents(atPath: file),
                  let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let entries = json["object"] as? [[String: Any]] else { continue }
            for entry in entries {
                if let original = entry["original"] as? String, let mirror = entry["mirror"] as? String { mirrors[original] = mirror }
            }
        }
        self.mirrors = mirrors
    }

    /// The URL git is asked for: a mirror of the URL, with or without `.git`, else the URL.
    func location(of url: String) -> String {
        let alternatives = [url, url.hasSuffix(".git") ? String(url.dropLast(4)) : url + ".git"]
        for candidate in alternatives { if let mirror = mirrors[candidate] { return mirror } }
        let identity = PackagePins.identity(of: url)
        return mirrors[identity] ?? url
    }

    enum Failure: Error, Equatable {
        case fetch(String)
        case checkout(String)
    }

    /// The folder holding the package at the pinned state; fetched on first use.
    func checkout(_ pin: PackagePins.Pin) -> Result<String, Failure> {
        let folder = FilePath.join(cache, "\(pin.identity)-\(Self.safe(pin.description))")
        if FileManager.default.fileExists(atPath: FilePath.join(folder, "Package.swift")) { return .success(folder) }
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        let source = location(of: pin.url)
        let clone = toolchain.git(["clone", "--quiet", "--no-checkout", source, folder])
        guard clone.status == 0 else {
            try? FileManager.default.removeItem(atPath: folder)
            let lines = clone.standardError.split(separator: "\n")
            let reason = (lines.first { $0.hasPrefix("fatal:") } ?? lines.last).map(String.init) ?? "git clone exited with \(clone.status)"
            return .failure(.fetch("git clone \(source): \(reason)"))
        }
        for candidate in pin.checkoutCandidates {
            if toolchain.git(["checkout", "--quiet", candidate], in: folder).status == 0 {
                return .success(folder)
            }
        }
        try? FileManager.default.removeItem(atPath: folder)
        return .failure(.checkout("\(source) has no tag, revision or branch \(pin.checkoutCandidates.joined(separator: ", "))"))
    }

    private static func safe(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" })
    }
}
