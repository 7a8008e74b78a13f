import Foundation

/// The edits no package can make unnecessary, made the way the compatibility yardsticks
/// make them ("the iOS build"): in `#if` and `#elseif` lines `os(iOS)` reads as
/// `(os(iOS) || os(Linux))`, so the branch Xcode compiles for a phone is the one compiled
/// here; `#selector(f(x:))` becomes `Selector("f(x:)")` and `@objc` is dropped, since Linux
/// has no Objective-C runtime; `import UIKit.UIGestureRecognizerSubclass` imports `UIKit`,
/// since the modules standing in for Apple's are Swift modules, which have no submodules.
/// Lines never move, so the compiler's line numbers are the team's. Only code is edited,
/// never a comment or a string.
enum IOSBuildEdits {
    struct Edit: Equatable {
        /// One-based, as editors and compilers count.
        let line: Int
        let before: String
        let after: String

        /// What the edit does, for the printed list.
        var summary: String {
            if before.contains("#selector") { return "#selector → Selector(\"…\")" }
            if IOSBuildEdits.submoduleImport(in: before) != nil { return "a submodule's import imports its module" }
            if before.contains("@objc") && !before.contains("os(iOS)") { return "@objc dropped" }
            return "os(iOS) also holds on Linux"
        }
    }

    /// The edited text and each line's edit; no edits when the file needs none.
    static func apply(to source: SwiftSource) -> (text: String, edits: [Edit]) {
        var lines = source.lines
        var edits: [Edit] = []
        for (index, code) in source.code.enumerated() {
            var line = lines[index]
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            if (trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif ") || trimmed.hasPrefix("#if(") || trimmed.hasPrefix("#elseif(")), code.contains("os(iOS)") {
                line = line.replacingOccurrences(of: "os(iOS)", with: "(os(iOS) || os(Linux))")
            }
            if code.contains("#selector(") {
                line = replaceSelectors(in: line)
            }
            if code.contains("@objc") {
                line = dropObjC(from: line)
            }
            if let submodule = submoduleImport(in: code) {
                line = line.replacingOccurrences(of: submodule.path, with: submodule.module)
            }
            if line != lines[index] {
                edits.append(Edit(line: index + 1, before: lines[index], after: line))
                lines[index] = line
            }
        }
        return (lines.joined(separator: "\n"), edits)
    }

    /// `import UIKit.UIImage` (no kind keyword) of a module this package offers: the path and
    /// the module.
    static func submoduleImport(in line: String) -> (path: String, module: String)? {
        guard line.contains("import "), let statement = SwiftSource.importStatement(line) else { return nil }
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return nil }
        let path = String(words[index + 1])
        guard path.hasPrefix(statement.module + "."), OfferedModules.package.contains(statement.module) else { return nil }
        return (path, statement.module)
    }

    /// `#selector(getter: foo)`, `#selector(tap(_:))`, `#selector(Foo.bar)` → `Selector("…")`.
    static func replaceSelectors(in line: String) -> String {
        var result = ""
        var rest = Substring(line)
        while let start = rest.range(of: "#selector(") {
            result += rest[..<start.lowerBound]
            var depth = 1
            var index = start.upperBound
            while index < rest.endIndex, depth > 0 {
                if rest[index] == "(" { depth += 1 } else if rest[index] == ")" { depth -= 1 }
                if depth > 0 { index = rest.index(after: index) }
            }
            guard index < rest.endIndex else {
                result += rest[start.lowerBound...]
                return result
            }
            var name = rest[start.upperBound..<index].trimmingCharacters(in: .whitespaces)
            for accessor in ["getter:", "setter:"] where name.hasPrefix(accessor) {
                name = name.dropFirst(accessor.count).trimmingCharacters(in: .whitespaces)
            }
            result += "Selector(\"\(name)\")"
            rest = rest[rest.index(after: index)...]
        }
        return result + rest
    }

    /// `@objc`, `@objc(name:)`, `@objcMembers` stay out; `@objc dynamic` keeps `dynamic`.
    static func dropObjC(from line: String) -> String {
        var result = ""
        var rest = Substring(line)
        while let start = rest.range(of: "@objc") {
            result += rest[..<start.lowerBound]
            var end = start.upperBound
            if rest[end...].hasPrefix("Members") {
                end = rest.index(end, offsetBy: "Members".count)
            } else if rest[end...].first == "(", let close = rest[end...].firstIndex(of: ")") {
                end = rest.index(after: close)
            } else if let next = rest[end...].first, next.isLetter || next.isNumber || next == "_" {
                // Another word that starts with @objc: not ours.
                result += rest[start.lowerBound..<end]
                rest = rest[end...]
                continue
            }
            // The attribute and the space after it.
            if end < rest.endIndex, rest[end] == " " { end = rest.index(after: end) }
            rest = rest[end...]
        }
        return result + rest
    }
}
