import Foundation
import TestSupport
import Testing
@testable import RepositoryAdoption

@Suite("Versions Package.resolved pins")
struct PackagePinsTests {
    @Test("Both formats are read; the first file wins for a package")
    func formats() throws {
        let folder = TemporaryDirectory("pins")
        folder.write("""
        {"pins": [{"identity": "nuke", "kind": "remoteSourceControl", "location": "https://github.com/kean/Nuke",
                   "state": {"revision": "abc", "version": "12.9.0"}}], "version": 2}
        """, to: "a/Package.resolved")
        folder.write("""
        {"object": {"pins": [
          {"package": "Nuke", "repositoryURL": "https://github.com/kean/Nuke.git", "state": {"revision": "old", "version": "9.0.0"}},
          {"package": "Lib", "repositoryURL": "git@github.com:acme/Lib.git", "state": {"branch": "main", "revision": "def", "version": null}}
        ]}, "version": 1}
        """, to: "b/Package.resolved")
        let pins = try PackagePins(files: [folder.file("a/Package.resolved"), folder.file("b/Package.resolved"), folder.file("missing")])
        #expect(pins.pins["nuke"]?.version == "12.9.0")
        #expect(pins.pins["nuke"]?.requirement == "exact: \"12.9.0\"")
        #expect(pins.pins["lib"]?.requirement == "revision: \"def\"")
        #expect(pins.pins["lib"]?.checkoutCandidates == ["def", "main"])
        #expect(PackagePins.identity(of: "git@github.com:acme/Lib.git") == "lib")
    }

    @Test("A file that is not JSON says how to make it again")
    func malformed() {
        let folder = TemporaryDirectory("pins")
        folder.write("<<<<<<< HEAD", to: "Package.resolved")
        #expect(throws: AdoptionError.self) { try PackagePins(files: [folder.file("Package.resolved")]) }
    }
}
