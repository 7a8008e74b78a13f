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
        #expect(libraries == OfferedModules.package)
        #expect(OfferedModules.standIns.isDisjoint(with: OfferedModules.package))
    }

    @Test("Every product of the stand-ins' package is a stand-in adoption copies, and nothing else")
    func standInsAreOffered() throws {
        let root = try #require(Self.packageRoot)
        let toolchain = SwiftToolchain(environment: ProcessInfo.processInfo.environment)
        let manifest = try PackageManifest.load(root: root + "/Sources/ThirdParty", swift: toolchain)

        #expect(Set(manifest.products.filter(\.isLibrary).map(\.name)) == OfferedModules.standIns)
        #expect(StandIns.packageRoot == root + "/Sources/ThirdParty")
        for name in OfferedModules.standIns {
            #expect(StandIns.folder(of: name) != nil, "\(name)")
        }
    }

    @Test("A stand-in brings the stand-ins it imports: SDWebImageSwiftUI brings SDWebImage")
    func standInsBringWhatTheyImport() throws {
        let modules = try #require(StandIns.modules(for: ["SDWebImageSwiftUI", "FirebaseRemoteConfig"]))

        #expect(modules.map(\.name) == ["FirebaseCore", "FirebaseRemoteConfig", "SDWebImage", "SDWebImageSwiftUI"])
        #expect(modules.allSatisfy { !$0.files.isEmpty })
        #expect(StandIns.modules(for: ["NotAStandIn"]) == nil)
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
