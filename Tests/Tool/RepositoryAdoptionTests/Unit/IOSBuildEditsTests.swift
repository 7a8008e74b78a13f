import Testing
@testable import RepositoryAdoption

@Suite("The iOS build's edits, in a copy, line for line")
struct IOSBuildEditsTests {
    @Test("os(iOS) holds on Linux too in #if and #elseif lines, and nowhere else")
    func platformConditions() {
        let source = SwiftSource(path: "/a/F.swift", text: """
        #if os(iOS) || os(tvOS)
        let a = 1
        #elseif !os(iOS)
        let note = "os(iOS)"
        #endif
        """)
        let (text, edits) = IOSBuildEdits.apply(to: source)
        #expect(text == """
        #if (os(iOS) || os(Linux)) || os(tvOS)
        let a = 1
        #elseif !(os(iOS) || os(Linux))
        let note = "os(iOS)"
        #endif
        """)
        #expect(edits.map(\.line) == [1, 3])
        #expect(edits.allSatisfy { $0.summary == "os(iOS) also holds on Linux" })
    }

    @Test("#selector becomes Selector(\"…\") and @objc is dropped; comments and strings stay")
    func objectiveC() {
        let source = SwiftSource(path: "/a/F.swift", text: """
        @objc(MYButton) final class Button: NSObject {
            @objc dynamic var title = ""
            @objcMembers class Inner {}
            func wire() { addTarget(self, action: #selector(tap(_:)), for: .touchUpInside) }
            let key = #selector(getter: UIView.frame)
            // @objc in a comment
            let text = "@objc"
            @objc func tap(_ sender: Any) {}
        }
        """)
        let (text, edits) = IOSBuildEdits.apply(to: source)
        #expect(text == """
        final class Button: NSObject {
            dynamic var title = ""
            class Inner {}
            func wire() { addTarget(self, action: Selector("tap(_:)"), for: .touchUpInside) }
            let key = Selector("UIView.frame")
            // @objc in a comment
            let text = "@objc"
            func tap(_ sender: Any) {}
        }
        """)
        #expect(edits.map(\.line) == [1, 2, 3, 4, 5, 8])
        #expect(edits[3].summary == "#selector → Selector(\"…\")")
        #expect(edits[0].summary == "@objc dropped")
    }

    @Test("A file that needs nothing is not edited")
    func untouched() {
        let source = SwiftSource(path: "/a/F.swift", text: "import SwiftUI\nstruct V: View { var body: some View { Text(\"Hi\") } }")
        #expect(IOSBuildEdits.apply(to: source).edits.isEmpty)
    }
}

@Suite("The iOS build's edits of imports")
struct IOSBuildImportEditsTests {
    @Test("A submodule of a module this package offers imports the module; others stay")
    func submodules() {
        let source = SwiftSource(path: "/a/F.swift", text: "import UIKit.UIGestureRecognizerSubclass\nimport struct SwiftUI.Color\nimport Darwin.C\n@testable import UIKit.UIImage\n")
        let (text, edits) = IOSBuildEdits.apply(to: source)
        #expect(text == "import UIKit\nimport struct SwiftUI.Color\nimport Darwin.C\n@testable import UIKit\n")
        #expect(edits.map(\.line) == [1, 4])
        #expect(edits[0].summary == "a submodule's import imports its module")
    }
}
