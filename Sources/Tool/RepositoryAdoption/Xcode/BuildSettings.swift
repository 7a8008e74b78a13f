import Foundation
import SnapshotCore

/// A target's build settings for one configuration, as Xcode resolves them: the project's
/// configuration file, the project's settings, the target's file and the target's
/// settings, each level's `$(inherited)` standing for the level below.
struct BuildSettings: Equatable {
    private(set) var values: [String: String]

    init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// `levels` from the lowest to the highest.
    init(levels: [[String: String]], builtIn: [String: String]) {
        var resolved: [String: String] = [:]
        for level in levels {
            var next = resolved
            for (key, value) in level {
                next[key] = value
                    .replacingOccurrences(of: "$(inherited)", with: resolved[key] ?? "")
                    .replacingOccurrences(of: "${inherited}", with: resolved[key] ?? "")
                    .trimmingCharacters(in: .whitespaces)
            }
            resolved = next
        }
        values = resolved
        for (key, value) in builtIn where values[key] == nil { values[key] = value }
    }

    /// A setting with every `$(NAME)` in it expanded; nil when it is not set.
    subscript(key: String) -> String? {
        values[key].map { expand($0, depth: 0) }
    }

    /// `YES`, `yes`, `true`.
    func isOn(_ key: String) -> Bool {
        guard let value = self[key]?.lowercased() else { return false }
        return value == "yes" || value == "true" || value == "1"
    }

    /// A list setting's words: `DEBUG FOO "A B"`.
    func words(_ key: String) -> [String] {
        guard let value = self[key] else { return [] }
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in value {
            if character == "\"" { quoted.toggle(); continue }
            if character == " " && !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private func expand(_ value: String, depth: Int) -> String {
        guard depth < 8, value.contains("$") else { return value }
        var result = ""
        var rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest[rest.index(after: dollar)...]
            guard let open = after.first, open == "(" || open == "{", let close = after.firstIndex(of: open == "(" ? ")" : "}") else {
                result.append("$")
                rest = after
                continue
            }
            // `$(TARGET_NAME:c99extidentifier)`: the transform is applied where it matters.
            let reference = after[after.index(after: after.startIndex)..<close]
            let parts = reference.split(separator: ":", maxSplits: 1)
            let name = parts.first.map(String.init) ?? ""
            var expanded = values[name].map { expand($0, depth: depth + 1) } ?? ""
            if parts.count > 1, parts[1].contains("identifier") { expanded = Self.identifier(expanded) }
            result += expanded
            rest = after[after.index(after: close)...]
        }
        return result + rest
    }

    /// `tv-maniac` → `tv_maniac`: what Xcode makes a module name of a product name.
    static func identifier(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result.isEmpty ? "_" : result
    }

    /// A value from a project file: a string, or a list of strings joined as Xcode joins them.
    static func value(_ raw: Any) -> String? {
        if let string = raw as? String { return string }
        if let list = raw as? [String] { return list.map { $0.contains(" ") && !$0.hasPrefix("\"") ? "\"\($0)\"" : $0 }.joined(separator: " ") }
        return nil
    }
}

/// A `.xcconfig` file: `KEY = value` lines and `#include`s, for one configuration.
enum XCConfigFile {
    static func read(_ path: String, depth: Int = 0) -> [String: String] {
        guard depth < 8, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
        var settings: [String: String] = [:]
        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                let optional = line.hasPrefix("#include?")
                guard let first = line.firstIndex(of: "\""), let last = line.lastIndex(of: "\""), first < last else { continue }
                let included = String(line[line.index(after: first)..<last])
                let includedPath = included.hasPrefix("/") ? included : FilePath.directory(of: path) + "/" + included
                if optional || FileManager.default.fileExists(atPath: includedPath) {
                    settings.merge(read(FilePath.normalize(includedPath), depth: depth + 1)) { $1 }
                }
                continue
            }
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces) }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            // `KEY[sdk=macosx*]`: a condition this build does not meet, except the iOS SDK's.
            if let bracket = key.firstIndex(of: "[") {
                let condition = key[bracket...]
                guard condition.contains("sdk=iphone") || condition.contains("config=Debug") else { continue }
                settings[String(key[..<bracket])] = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                continue
            }
            guard !key.isEmpty else { continue }
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            // `$(inherited)` after an earlier line of the same file (or an include) is that
            // line's value; otherwise the level below's, resolved with the levels.
            settings[key] = settings[key].map { value.replacingOccurrences(of: "$(inherited)", with: $0) } ?? value
        }
        return settings
    }
}
