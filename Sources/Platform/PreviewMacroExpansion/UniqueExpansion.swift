import Foundation

/// What SwiftData's `#Unique` (iOS 18) expands to inside a `@Model` class: the
/// model's compound uniqueness constraints, as key paths the context reads when it
/// saves.
///
///     #Unique<Trip>([\.name, \.startDate], [\.code])
///
/// becomes
///
///     public nonisolated static var _uniquenessConstraints: [[AnyKeyPath]] {
///         [[\Trip.name, \Trip.startDate], [\Trip.code]]
///     }
///
/// Public whatever the model's access, since it answers a requirement of the public
/// `PersistentModel`, and a public model needs it so (a freestanding macro is not told
/// the access of the class it is written in).
public struct UniqueExpansion: Equatable {
    /// The model type, from `<Trip>`; nil when each key path names it.
    public var modelType: String?
    /// The constraints as written, one array literal each.
    public var constraints: [String]

    public enum Failure: Error, Equatable {
        case noConstraints
        case noModelType

        public var message: String {
            switch self {
            case .noConstraints: "#Unique takes one or more arrays of key paths: #Unique<Trip>([\\.name, \\.startDate])"
            case .noModelType: "#Unique needs the model type for key paths written `\\.name`: #Unique<Trip>([\\.name])"
            }
        }
    }

    public init(source: String) throws(Failure) {
        let text = Substring(source)
        var rest = text.drop { $0 != "<" && $0 != "(" }
        if rest.first == "<" {
            let generic = Self.balanced(rest, open: "<", close: ">")
            modelType = generic.map { String($0.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
            rest = rest.dropFirst(generic?.count ?? 0)
        }
        rest = rest.drop { $0 != "(" }
        guard let arguments = Self.balanced(rest, open: "(", close: ")") else { throw .noConstraints }
        let list = Self.topLevelItems(String(arguments.dropFirst().dropLast()))
        guard !list.isEmpty else { throw .noConstraints }
        if modelType == nil, list.contains(where: { $0.contains("\\.") }) { throw .noModelType }
        constraints = list
    }

    /// The member the macro adds.
    public var declaration: String {
        let rooted = constraints.map { constraint in
            modelType.map { constraint.replacingOccurrences(of: "\\.", with: "\\\($0).") } ?? constraint
        }
        return "public nonisolated static var _uniquenessConstraints: [[AnyKeyPath]] {\n    [\(rooted.joined(separator: ", "))]\n}"
    }

    /// The bracketed text at the start of `text`, brackets included.
    private static func balanced(_ text: Substring, open: Character, close: Character) -> Substring? {
        var depth = 0
        for index in text.indices {
            if text[index] == open { depth += 1 }
            if text[index] == close {
                depth -= 1
                if depth == 0 { return text[...index] }
            }
        }
        return nil
    }

    /// `a, [b, c]` split at its top-level commas, each trimmed.
    private static func topLevelItems(_ text: String) -> [String] {
        var items: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            default: break
            }
            if character == ",", depth == 0 {
                items.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
            } else {
                current.append(character)
            }
        }
        let last = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if !last.isEmpty { items.append(last) }
        return items.filter { !$0.isEmpty }
    }
}
