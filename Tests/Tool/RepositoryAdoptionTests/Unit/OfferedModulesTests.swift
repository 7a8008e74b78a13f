import Foundation
import SnapshotCore
import TestSupport
import Testing
@testable import RepositoryAdoption

@Suite("What the Linux package can import of this package")
struct OfferedModulesTests {
    @Test("Every library product of this package is offered, and nothing else")
    func productsAreOffered() throws {
        let root = try #require(Self.packageRoot)
        let toolchain = SwiftToolchain(environment: ProcessInfo.processInfo.environment)
        let manifest = try PackageManifest.load(root: root, swift: toolchain)
        let libraries = Set(manifest.products.filter(\.isLibrary).map(\.name))
        #expect(libraries == OfferedModules.package.union(OfferedModules.standIns))
        #expect(OfferedModules.standIns.isDisjoint(with: OfferedModules.package))
    }

    static var packageRoot: String? {
        var folder = FilePath.directory(of: #filePath)
        while folder != "/" {
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return folder }
            folder = FilePath.directory(of: folder)
        }
        return nil
    }
}
