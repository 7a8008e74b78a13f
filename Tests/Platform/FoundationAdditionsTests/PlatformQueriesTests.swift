import Foundation
import FoundationAdditions
import Testing

struct PlatformQueriesTests {
    @Test func theAppIsNotOnAMac() {
        #expect(!ProcessInfo.processInfo.isiOSAppOnMac)
        #expect(!ProcessInfo.processInfo.isMacCatalystApp)
    }

    @Test func fileURLsAreAccessible() {
        let file = URL(fileURLWithPath: "/tmp/picked.pdf")
        #expect(file.startAccessingSecurityScopedResource())
        file.stopAccessingSecurityScopedResource()
        #expect(NSURL(fileURLWithPath: "/tmp/picked.pdf").startAccessingSecurityScopedResource())
    }

    @Test func otherURLsAreNot() throws {
        let web = try #require(URL(string: "https://example.com/file.pdf"))
        #expect(!web.startAccessingSecurityScopedResource())
        web.stopAccessingSecurityScopedResource()
        #expect(!(web as NSURL).startAccessingSecurityScopedResource())
    }
}
