import Foundation

/// A uniform type identifier: what kind of data a file or a pasteboard item holds, and
/// which kinds it is a kind of (`public.json` is `public.text`). The system's table on
/// iOS is large; this one holds the types apps name, each with its extension and MIME
/// type, and types an app declares itself.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?
    /// The identifiers this type conforms to directly.
    let parents: [String]

    init(identifier: String, filenameExtension: String? = nil, mimeType: String? = nil, parents: [String]) {
        self.identifier = identifier
        preferredFilenameExtension = filenameExtension
        preferredMIMEType = mimeType
        self.parents = parents
    }

    /// A system type by identifier; nil when the table does not know it.
    public init?(_ identifier: String) {
        guard let known = UTType.table[identifier] else { return nil }
        self = known
    }

    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let lowered = filenameExtension.lowercased()
        guard let known = UTType.table.values.first(where: { $0.preferredFilenameExtension == lowered && $0.conforms(to: supertype) }) else { return nil }
        self = known
    }

    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let lowered = mimeType.lowercased()
        guard let known = UTType.table.values.first(where: { $0.preferredMIMEType == lowered && $0.conforms(to: supertype) }) else { return nil }
        self = known
    }

    /// A type the app declares and owns (in its Info.plist on iOS).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier, parents: [(parentType ?? .data).identifier])
    }

    /// A type another app owns, which this app reads.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    public var description: String { identifier }

    /// Whether this type is `type` or a kind of it, through any number of parents.
    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier { return true }
        return parents.contains { parent in
            (UTType.table[parent] ?? UTType(identifier: parent, parents: [])).conforms(to: type)
        }
    }

    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    public var isDeclared: Bool { true }
    public var isPublic: Bool { identifier.hasPrefix("public.") }
}
