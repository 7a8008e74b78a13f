/// A coordinate space as iOS 17 passes it: `.local`, `.global`, `.named("scroll")`.
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Sendable, Hashable {
    let name: String
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: "\(name)") }
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: "scrollView") }
}

extension View {
    /// Names this view's space, so a descendant's geometry can be measured in it.
    nonisolated public func coordinateSpace(name: some Hashable) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}
