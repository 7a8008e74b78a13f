import Testing
import TextUI
@testable import TextUICore

/// The width table is generated from one Unicode version; the standard library's
/// grapheme breaking and emoji properties come from the toolchain's. When a new
/// toolchain moves to another version, widths of new characters would silently
/// disagree: this test fails first.
@Suite("Unicode version canary")
struct UnicodeVersionCanaryTests {
    /// The newest version in which any scalar was assigned: the version the standard
    /// library's data is from.
    private var standardLibraryUnicodeVersion: String {
        var newest = (major: 0, minor: 0)
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age else { continue }
            if (age.major, age.minor) > (newest.major, newest.minor) {
                newest = (age.major, age.minor)
            }
        }
        return "\(newest.major).\(newest.minor).0"
    }

    @Test("The width table and the standard library use the same Unicode version")
    func versionsAgree() {
        #expect(
            standardLibraryUnicodeVersion == DisplayWidth.unicodeVersion,
            """
            The toolchain's Unicode is \(standardLibraryUnicodeVersion) but the width table is \
            \(DisplayWidth.unicodeVersion). Regenerate Sources/Renderer/TextUICore/Engine/Text/Width/EastAsianWideRanges.swift \
            with generate-width-table.py from that version's EastAsianWidth.txt, then review the \
            snapshot changes it causes.
            """
        )
    }
}
