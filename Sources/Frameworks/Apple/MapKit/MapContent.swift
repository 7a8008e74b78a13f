import CoreLocation
import SwiftUI

/// Content of an iOS 17 `Map`: markers, annotations, the user's location. Kept, never
/// drawn (the map is a placeholder).
@MainActor @preconcurrency public protocol MapContent {
    associatedtype Body: MapContent
    @MapContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: MapContent {}

/// Builds `MapContent` from the statements of a `Map { ... }` closure.
@MainActor @resultBuilder public enum MapContentBuilder {
    public static func buildExpression<Content: MapContent>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }
    public static func buildBlock<Content: MapContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: MapContent>(_ content: repeat each Content) -> TupleMapContent<(repeat each Content)> {
        TupleMapContent((repeat each content))
    }
    public static func buildOptional<Content: MapContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<First: MapContent, Second: MapContent>(first: First) -> _ConditionalMapContent<First, Second> {
        _ConditionalMapContent(storage: .first(first))
    }
    public static func buildEither<First: MapContent, Second: MapContent>(second: Second) -> _ConditionalMapContent<First, Second> {
        _ConditionalMapContent(storage: .second(second))
    }
    public static func buildLimitedAvailability<Content: MapContent>(_ content: Content) -> Content { content }
}

extension Optional: MapContent where Wrapped: MapContent {
    public var body: Never { fatalError("MapContent has no body to draw") }
}

/// No content.
public struct EmptyMapContent: MapContent {
    public init() {}
    public var body: Never { fatalError("MapContent has no body to draw") }
}

/// Several contents side by side.
public struct TupleMapContent<T>: MapContent {
    public let value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError("MapContent has no body to draw") }
}

/// One of two contents, from an `if`/`else`.
public struct _ConditionalMapContent<TrueContent: MapContent, FalseContent: MapContent>: MapContent {
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
    public var body: Never { fatalError("MapContent has no body to draw") }
}

/// A balloon marker at a coordinate.
public struct Marker<Label: View>: MapContent {
    public let coordinate: CLLocationCoordinate2D
    public let label: Label

    public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
        self.coordinate = coordinate
        self.label = label()
    }
    public var body: Never { fatalError("MapContent has no body to draw") }
}

extension Marker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate) { Text(titleKey) }
    }
    public init(item: MKMapItem) {
        self.init(coordinate: item.placemark.coordinate) { Text(item.name ?? "") }
    }
}

/// A SwiftUI view at a coordinate.
public struct Annotation<Label: View, Content: View>: MapContent {
    public let coordinate: CLLocationCoordinate2D
    public let anchor: UnitPoint
    public let content: Content
    public let label: Label

    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
                @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.coordinate = coordinate
        self.anchor = anchor
        self.content = content()
        self.label = label()
    }
    public var body: Never { fatalError("MapContent has no body to draw") }
}

extension Annotation where Label == Text {
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
                @ViewBuilder content: () -> Content) {
        self.init(coordinate: coordinate, anchor: anchor, content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
                                   @ViewBuilder content: () -> Content) {
        self.init(coordinate: coordinate, anchor: anchor, content: content) { Text(title) }
    }
}

/// The user's location (never known on Linux).
public struct UserAnnotation: MapContent {
    public let anchor: UnitPoint
    public init(anchor: UnitPoint = .center) { self.anchor = anchor }
    public var body: Never { fatalError("MapContent has no body to draw") }
}

/// A line through coordinates.
public struct MapPolyline: MapContent {
    public let coordinates: [CLLocationCoordinate2D]
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: MapPolyline.ContourStyle = .straight) {
        self.coordinates = coordinates
    }
    public struct ContourStyle: Sendable {
        public static let straight = ContourStyle()
        public static let geodesic = ContourStyle()
    }
    public var body: Never { fatalError("MapContent has no body to draw") }
}

/// A circle of `radius` metres.
public struct MapCircle: MapContent {
    public let center: CLLocationCoordinate2D
    public let radius: CLLocationDistance
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.center = center
        self.radius = radius
    }
    public var body: Never { fatalError("MapContent has no body to draw") }
}

/// Content with a modifier applied (tint, tag); the modifier is kept, never drawn.
public struct _ModifiedMapContent<Content: MapContent>: MapContent {
    public let content: Content
    public var body: Never { fatalError("MapContent has no body to draw") }
}

extension MapContent {
    public func tint(_ tint: Color?) -> some MapContent { _ModifiedMapContent(content: self) }
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S) -> some MapContent { _ModifiedMapContent(content: self) }
    public func tag<V: Hashable>(_ tag: V) -> some MapContent { _ModifiedMapContent(content: self) }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some MapContent { _ModifiedMapContent(content: self) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some MapContent { _ModifiedMapContent(content: self) }
}
