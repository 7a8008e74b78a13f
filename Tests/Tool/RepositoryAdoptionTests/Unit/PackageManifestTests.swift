import Testing
@testable import RepositoryAdoption

@Suite("What a manifest that cannot be read says")
struct PackageManifestFailureTests {
    @Test("A fatalError's message, not SwiftPM's line with the compiler's command")
    func fatalErrorMessage() {
        let standardError = """
        error: 'tvmaniacframework': Invalid manifest (compiled with: ["/opt/swift/usr/bin/swiftc", "-vfsoverlay", "/tmp/vfs.yaml"])
        main/Package.swift:33: Fatal error: Missing TvManiac.xcframework (fresh checkout, or ./gradlew clean removed it).
        error: invalid manifests at [<AbsolutePath:"/tmp/tvm/ios/Packages/TvManiacFramework">]
        """

        let reason = PackageManifest.failure(in: standardError)

        #expect(reason == "Package.swift:33: Fatal error: Missing TvManiac.xcframework (fresh checkout, or ./gradlew clean removed it).")
    }

    @Test("The compiler's error on the manifest's line")
    func compilerError() {
        let standardError = """
        /repo/Packages/Kit/Package.swift:7:19: error: cannot find 'Produt' in scope
        error: 'kit': Invalid manifest (compiled with: ["/opt/swift/usr/bin/swiftc"])
        """

        #expect(PackageManifest.failure(in: standardError) == "Package.swift:7:19: error: cannot find 'Produt' in scope")
    }

    @Test("Otherwise SwiftPM's own error line, and nothing when there is none")
    func otherErrors() {
        #expect(PackageManifest.failure(in: "error: the package at '/repo/Kit' cannot be accessed\n") == "error: the package at '/repo/Kit' cannot be accessed")
        #expect(PackageManifest.failure(in: "warning: unused\n") == nil)
    }
}
