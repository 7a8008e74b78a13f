import Foundation
import SnapshotCore

/// The files of a folder, as a target that holds the folder sees them: everything below it
/// except hidden files, build folders, other packages (a folder with a `Package.swift`)
/// and the folders adoption is told to skip (the Linux package itself).
struct FolderWalk {
    /// Absolute folders never entered.
    let skipped: Set<String>

    static let ignoredFolderNames: Set<String> = [".build", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules", "build", ".git"]

    /// Files below `folder`, absolute, sorted. `stopAtPackages`: a subfolder with its own
    /// `Package.swift` is another package's, and is not entered.
    func files(in folder: String, stopAtPackages: Bool = true) -> [String] {
        var files: [String] = []
        walk(folder, into: &files, isTop: true, stopAtPackages: stopAtPackages)
        return files.sorted()
    }

    private func walk(_ folder: String, into files: inout [String], isTop: Bool, stopAtPackages: Bool) {
        guard !skipped.contains(folder) else { return }
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
        if !isTop, stopAtPackages, names.contains("Package.swift") { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = FilePath.join(folder, name)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                // A bundle-like folder (an asset catalog, a storyboard) is one resource.
                if Self.isBundle(name) {
                    files.append(path)
                } else if !Self.ignoredFolderNames.contains(name) {
                    walk(path, into: &files, isTop: false, stopAtPackages: stopAtPackages)
                }
            } else {
                files.append(path)
            }
        }
    }

    /// Every regular file below `folder`, bundles' insides included: what a copy takes.
    static func allFiles(in folder: String) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: folder) else { return [] }
        while let relative = enumerator.nextObject() as? String {
            let path = FilePath.join(folder, relative)
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue { files.append(path) }
        }
        return files.sorted()
    }

    static func isBundle(_ name: String) -> Bool {
        ["xcassets", "xcdatamodeld", "xcdatamodel", "storyboardc", "bundle", "xcstrings", "lproj", "xcodeproj", "xcworkspace", "playground", "docc", "scnassets", "mlmodelc", "appiconset"]
            .contains { name.hasSuffix("." + $0) }
    }

    /// Source kinds: what a target compiles.
    static func isSwift(_ path: String) -> Bool { path.hasSuffix(".swift") }

    static func isOtherSource(_ path: String) -> Bool {
        [".m", ".mm", ".c", ".cc", ".cpp", ".cxx", ".h", ".hpp", ".s", ".S", ".metal"].contains { path.hasSuffix($0) }
    }
}
