import Foundation
import SnapshotCore

/// What adoption needs to know of one Swift file, read from its text: its imports and the
/// `#if` branches around them, whether it starts a program, the lines the iOS build must
/// edit, and the names it declares and uses. Nothing here compiles the file.
struct SwiftSource {
    /// The file's path, as the plan knows it (absolute).
    let path: String
    /// The file's lines, without their line terminators.
    let lines: [String]
    /// Each line with comments and string contents blanked, for reading code only.
    let code: [String]

    init(path: String, text: String) {
        self.path = path
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        code = SwiftCodeLexer.codeOnly(lines)
    }

    init(contentsOf path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        self.init(path: path, text: String(decoding: data, as: UTF8.self))
    }

    // MARK: - Branches

    /// For each line, whether the iOS build compiles it: false inside a `#if` branch not
    /// taken. Directive lines themselves count as compiled.
    func activeLines(in environment: CompilationCondition.Environment) -> [Bool] {
        struct Branch { var parentActive: Bool; var taken: Bool; var active: Bool }
        var stack: [Branch] = []
        var active = [Bool](repeating: true, count: code.count)
        for (index, line) in code.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let current = stack.last?.active ?? true
            if let condition = Self.directive("#if", in: trimmed) {
                let holds = current && (CompilationCondition(parsing: condition)?.evaluate(in: environment) ?? false)
                stack.append(Branch(parentActive: current, taken: holds, active: holds))
            } else if let condition = Self.directive("#elseif", in: trimmed), var branch = stack.popLast() {
                let holds = branch.parentActive && !branch.taken && (CompilationCondition(parsing: condition)?.evaluate(in: environment) ?? false)
                branch.active = holds
                branch.taken = branch.taken || holds
                stack.append(branch)
            } else if Self.isDirective("#else", trimmed), var branch = stack.popLast() {
                branch.active = branch.parentActive && !branch.taken
                branch.taken = true
                stack.append(branch)
            } else if Self.isDirective("#endif", trimmed) {
                _ = stack.popLast()
            } else {
                active[index] = current
            }
        }
        return active
    }

    private static func directive(_ keyword: String, in line: String) -> String? {
        guard line.hasPrefix(keyword + " ") || line.hasPrefix(keyword + "(") || line.hasPrefix(keyword + "!") else { return nil }
        return String(line.dropFirst(keyword.count))
    }

    private static func isDirective(_ keyword: String, _ line: String) -> Bool {
        line == keyword || line.hasPrefix(keyword + " ") || line.hasPrefix(keyword + "/")
    }

    // MARK: - Imports

    struct Import: Equatable {
        /// `SwiftUI` of `import SwiftUI.View`.
        let module: String
        /// Zero-based.
        let line: Int
        let isTestable: Bool
    }

    /// Every import the file has, in any branch.
    var imports: [Import] {
        code.enumerated().compactMap { index, line in Self.importStatement(line).map { Import(module: $0.module, line: index, isTestable: $0.testable) } }
    }

    /// The imports the iOS build compiles.
    func activeImports(in environment: CompilationCondition.Environment) -> [Import] {
        let active = activeLines(in: environment)
        return imports.filter { active[$0.line] }
    }

    /// Every module a `canImport(X)` names: adoption offers it where it can, as iOS would.
    var modulesTestedByCanImport: [String] {
        var modules: [String] = []
        for line in code where line.contains("canImport(") {
            var rest = Substring(line)
            while let range = rest.range(of: "canImport(") {
                rest = rest[range.upperBound...]
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { modules.append(String(name)) }
            }
        }
        return modules
    }

    private static let importModifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]
    private static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]

    /// `@testable import Foo`, `public import struct Foo.Bar`, `@_spi(X) @preconcurrency import Foo`.
    static func importStatement(_ line: String) -> (module: String, testable: Bool)? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        var testable = false
        while let word = words.first, word.hasPrefix("@") || importModifiers.contains(String(word)) {
            if word == "@testable" { testable = true }
            words = words.dropFirst()
        }
        guard words.first == "import" else { return nil }
        words = words.dropFirst()
        if let kind = words.first, importKinds.contains(String(kind)) { words = words.dropFirst() }
        guard let path = words.first else { return nil }
        let module = path.prefix { $0 != "." && $0 != ";" }
        guard let first = module.first, first.isLetter || first == "_" else { return nil }
        return (String(module), testable)
    }

    // MARK: - Programs and UI tests

    /// The file starts a program: `@main` on a type, or top-level code in `main.swift`.
    var startsProgram: Bool {
        FilePath.lastComponent(of: path) == "main.swift" || code.contains { Self.hasAttribute("@main", in: $0) }
    }

    /// It drives the app from outside, as a UI test does: it cannot run here.
    var drivesApplication: Bool {
        code.contains { $0.contains("XCUIApplication") || $0.contains("XCUIElement") }
    }

    /// `@UIApplicationMain` and `@NSApplicationMain`: Objective-C entry points.
    var usesObjectiveCMain: Bool {
        code.contains { Self.hasAttribute("@UIApplicationMain", in: $0) || Self.hasAttribute("@NSApplicationMain", in: $0) }
    }

    private static func hasAttribute(_ attribute: String, in line: String) -> Bool {
        guard let range = line.range(of: attribute) else { return false }
        let after = line[range.upperBound...].first
        return after == nil || !(after!.isLetter || after!.isNumber || after == "_")
    }

    // MARK: - Declarations and uses

    /// Names declared at the top level: types, typealiases, functions, variables. A file
    /// left out takes them with it, and so files that use them are left out too.
    var topLevelNames: Set<String> {
        var names: Set<String> = []
        var depth = 0
        for line in code {
            if depth == 0 {
                // The line's first declaration keyword, after its attributes and modifiers;
                // an extension or an import declares no name.
                let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "`") })
                for (index, word) in words.enumerated().dropLast() {
                    if word == "extension" || word == "import" { break }
                    if Self.declarationKeywords.contains(String(word)) {
                        names.insert(words[index + 1].replacingOccurrences(of: "`", with: ""))
                        break
                    }
                }
            }
            for character in line {
                if character == "{" { depth += 1 } else if character == "}" { depth = max(0, depth - 1) }
            }
        }
        return names
    }

    private static let declarationKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias", "func", "var", "let", "macro"]

    /// Every identifier the code names.
    var identifiers: Set<String> {
        var names: Set<String> = []
        for line in code {
            for word in line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) where word.first.map({ !$0.isNumber }) ?? false {
                names.insert(String(word))
            }
        }
        return names
    }
}
