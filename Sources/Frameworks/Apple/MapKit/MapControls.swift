import SwiftUI

// A map's controls (iOS 17). Inside `.mapControls { … }` they belong to the map, which
// draws as a placeholder on Linux, so they draw nothing of their own; placed on their
// own with `mapScope(_:)`, each draws as a placeholder named by its type.

/// Centers the map on the person's location.
public struct MapUserLocationButton: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { _FrameworkPlaceholder(Self.self, kind: "MapUserLocationButton") }
}

/// Shows the map's heading; tapping it turns the map north.
public struct MapCompass: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { _FrameworkPlaceholder(Self.self, kind: "MapCompass") }
}

/// Shows the map's scale while it zooms.
public struct MapScaleView: View {
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    public var body: some View { _FrameworkPlaceholder(Self.self, kind: "MapScaleView") }
}

/// Switches a map between 2D and 3D.
public struct MapPitchToggle: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { _FrameworkPlaceholder(Self.self, kind: "MapPitchToggle") }
}

extension View {
    /// The controls a map shows over itself; the map draws as a placeholder on Linux,
    /// so they are not drawn.
    nonisolated public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }

    /// Whether a map's controls show; the placeholder draws none either way.
    nonisolated public func mapControlVisibility(_ visibility: Visibility) -> some View { self }

    /// Ties controls placed outside a map to the map of the same scope.
    nonisolated public func mapScope(_ scope: Namespace.ID) -> some View { self }
}
