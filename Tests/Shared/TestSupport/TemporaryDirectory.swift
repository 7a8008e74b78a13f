import Foundation

/// A fresh folder under the system temporary directory, removed when released.
public final class TemporaryDirectory: Sendable {
    public let path: String

    public init(_ label: String = "snapshots") {
        let base = FileManager.default.temporaryDirectory.path
        path = "\(base)/\(label)-\(getpid())-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        // Restore permissions a test may have removed, so that cleanup succeeds.
        if let enumerator = FileManager.default.enumerator(atPath: path) {
            while let item = enumerator.nextObject() as? String {
                chmod("\(path)/\(item)", 0o755)
            }
        }
        chmod(path, 0o755)
        try? FileManager.default.removeItem(atPath: path)
    }

    public func file(_ relative: String) -> String {
        "\(path)/\(relative)"
    }

    public func write(_ text: String, to relative: String) {
        write(Data(text.utf8), to: relative)
    }

    public func write(_ data: Data, to relative: String) {
        let target = file(relative)
        try! FileManager.default.createDirectory(
            atPath: (target as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true
        )
        try! data.write(to: URL(fileURLWithPath: target))
    }

    public func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: file(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    public func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: file(relative))
    }

    /// Every file below the folder, relative, sorted.
    public func allFiles() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: path)
        var files: [String] = []
        while let item = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: file(item), isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(item)
            }
        }
        return files.sorted()
    }
}
