/// The screens pushed on a `NavigationStack`, of any hashable types, as SwiftUI keeps
/// them. A render draws the top one.
public struct NavigationPath: Equatable, Sendable {
    // `AnyHashable` is not Sendable. A path holds the app's route values, which views
    // push and read on the main actor only, as SwiftUI's `NavigationPath` does.
    nonisolated(unsafe) var elements: [AnyHashable]

    public init() {
        elements = []
    }

    public init<Elements: Sequence>(_ elements: Elements) where Elements.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append(_ value: some Hashable) {
        elements.append(AnyHashable(value))
    }

    public mutating func removeLast(_ count: Int = 1) {
        elements.removeLast(count)
    }

    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool {
        lhs.elements == rhs.elements
    }
}
