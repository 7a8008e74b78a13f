import CoreLocation
import SwiftUI

/// How the user may move a map. A Linux map is a placeholder, so these are only kept.
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1 << 0)
    public static let zoom = MapInteractionModes(rawValue: 1 << 1)
    public static let rotate = MapInteractionModes(rawValue: 1 << 2)
    public static let pitch = MapInteractionModes(rawValue: 1 << 3)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether the map follows the user's location (iOS 14 `Map`).
public enum MapUserTrackingMode: Sendable, Hashable {
    case follow
    case none
}

/// A map of the world. There are no map tiles on Linux: a `Map` draws as a framework
/// placeholder, in both its iOS 14 form (`coordinateRegion:` with `annotationItems:`)
/// and its iOS 17 form (`position:` with `Marker` and `Annotation` content).
public struct Map<Content: View>: View {
    private let content: Content

    public var body: some View {
        _FrameworkPlaceholder(Self.self, kind: "Map")
    }
}

extension Map {
    public init(coordinateRegion: Binding<MKCoordinateRegion>,
                interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false,
                userTrackingMode: Binding<MapUserTrackingMode>? = nil) where Content == _DefaultMapContent {
        self.content = _DefaultMapContent()
    }

    public init<Items, Annotation>(coordinateRegion: Binding<MKCoordinateRegion>,
                                   interactionModes: MapInteractionModes = .all,
                                   showsUserLocation: Bool = false,
                                   userTrackingMode: Binding<MapUserTrackingMode>? = nil,
                                   annotationItems: Items,
                                   annotationContent: @escaping (Items.Element) -> Annotation)
    where Content == _DefaultAnnotatedMapContent<Items>, Items: RandomAccessCollection,
          Annotation: MapAnnotationProtocol, Items.Element: Identifiable {
        self.content = _DefaultAnnotatedMapContent(items: annotationItems,
                                                    annotations: annotationItems.map { annotationContent($0) })
    }

    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil)
    where Content == MapContentView<Never, EmptyMapContent> {
        self.content = MapContentView(content: EmptyMapContent())
    }

    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil)
    where Content == MapContentView<Never, EmptyMapContent> {
        self.content = MapContentView(content: EmptyMapContent())
    }

    public init<C: MapContent>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                               interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                               @MapContentBuilder content: () -> C)
    where Content == MapContentView<Never, C> {
        self.content = MapContentView(content: content())
    }

    public init<C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                               interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                               @MapContentBuilder content: () -> C)
    where Content == MapContentView<Never, C> {
        self.content = MapContentView(content: content())
    }

    public init<SelectedValue: Hashable, C: MapContent>(
        initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
        scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C)
    where Content == MapContentView<SelectedValue, C> {
        self.content = MapContentView(content: content())
    }

    public init<SelectedValue: Hashable, C: MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
        scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C)
    where Content == MapContentView<SelectedValue, C> {
        self.content = MapContentView(content: content())
    }
}

/// What an iOS 14 `Map` without annotations holds.
public struct _DefaultMapContent: View {
    public var body: some View { EmptyView() }
}

/// What an iOS 14 `Map` with `annotationItems:` holds: the items and their annotations.
public struct _DefaultAnnotatedMapContent<Items: RandomAccessCollection>: View {
    public let items: Items
    public let annotations: [any MapAnnotationProtocol]
    public var body: some View { EmptyView() }
}

/// What an iOS 17 `Map` holds: its `MapContent`.
public struct MapContentView<SelectionValue, Content: MapContent>: View {
    public let content: Content
    public var body: some View { EmptyView() }
}
