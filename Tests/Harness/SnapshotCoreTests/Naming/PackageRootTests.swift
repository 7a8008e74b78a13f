import TestSupport
import Testing

@testable import SnapshotCore

@Suite("Package root")
struct PackageRootTests {
    @Test("The root is the nearest folder above the file that holds Package.swift")
    func nearestPackage() throws {
        let folder = TemporaryDirectory()
        folder.write("// swift-tools-version: 6.0\n", to: "Package.swift")
        folder.write("", to: "Tests/KitTests/Sub/FooTests.swift")
        #expect(try PackageRoot.find(fromFile: folder.file("Tests/KitTests/Sub/FooTests.swift")) == folder.path)
    }

    @Test("No Package.swift anywhere above is an error that names the override")
    func noPackage() {
        #expect(throws: SnapshotError.packageRootNotFound(filePath: "/nonexistent-dir/x/File.swift")) {
            try PackageRoot.find(fromFile: "/nonexistent-dir/x/File.swift")
        }
        #expect(SnapshotError.packageRootNotFound(filePath: "/x").description.contains("SNAPSHOT_TESTING_ROOT"))
    }

    @Test("Paths normalize . and .. textually")
    func normalize() {
        #expect(FilePath.normalize("/a/./b/../c/") == "/a/c")
        #expect(FilePath.absolute("x/y", relativeTo: "/base") == "/base/x/y")
        #expect(FilePath.relative("/pkg/Tests/A.swift", to: "/pkg") == "Tests/A.swift")
        #expect(FilePath.relative("/other/A.swift", to: "/pkg") == "/other/A.swift")
    }
}
