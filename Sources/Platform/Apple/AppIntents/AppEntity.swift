import Foundation

/// Something of the app's that intents take and return (a note, a trail), found by its
/// identifier through its query.
public protocol AppEntity: Identifiable, Sendable {
    associatedtype DefaultQuery: EntityQuery

    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var defaultQuery: DefaultQuery { get }
    var displayRepresentation: DisplayRepresentation { get }
}

/// How the system finds an app's entities: by identifier, and the ones to suggest.
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity

    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    /// None, unless the query says otherwise.
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A fixed set of values intents take, such as a sort order.
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue: LosslessStringConvertible {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// How the system shows one value: a title, a subtitle, an image.
public struct DisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    public var image: DisplayRepresentation.Image?

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// An image beside a value: a symbol, an asset, a URL or data.
    public struct Image: Sendable {
        public let systemName: String?
        public let name: String?
        public let url: URL?
        public let data: Data?
        public let isTemplate: Bool

        public init(systemName: String, isTemplate: Bool = false) {
            (self.systemName, name, url, data, self.isTemplate) = (systemName, nil, nil, nil, isTemplate)
        }

        public init(named name: String, isTemplate: Bool = false) {
            (systemName, self.name, url, data, self.isTemplate) = (nil, name, nil, nil, isTemplate)
        }

        public init(url: URL, isTemplate: Bool = false) {
            (systemName, name, self.url, data, self.isTemplate) = (nil, nil, url, nil, isTemplate)
        }

        public init(data: Data, isTemplate: Bool = false) {
            (systemName, name, url, self.data, self.isTemplate) = (nil, nil, nil, data, isTemplate)
        }
    }
}

/// How the system names a type of value: "Trail", "Trails".
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    public var name: LocalizedStringResource
    public var numericFormat: LocalizedStringResource?

    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
