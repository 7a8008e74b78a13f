import Foundation

/// Finds the folder that holds `__Snapshots__`: the nearest folder above a test file
/// that contains `Package.swift`. Results are cached per source folder, since every
/// assertion asks.
public enum PackageRoot {
    private static let cache = Locked<[String: String]>([:])

    public static func find(fromFile filePath: String) throws(SnapshotError) -> String {
        let start = FilePath.directory(of: FilePath.absolute(filePath))
        if let cached = cache.withLock({ $0[start] }) {
            return cached
        }
        var directory = start
        while true {
            if FileManager.default.fileExists(atPath: FilePath.join(directory, "Package.swift")) {
                cache.withLock { $0[start] = directory }
                return directory
            }
            if directory == "/" { throw .packageRootNotFound(filePath: filePath) }
            directory = FilePath.directory(of: directory)
        }
    }
}
