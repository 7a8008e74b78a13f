import SwiftUI

/// A photo the user picked. A render picks nothing; code that loads one gets nil.
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    public let itemIdentifier: String?

    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
    }

    /// The picked photo as a transferable value; nil on Linux, where there is no library.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }
}

/// Which photos a picker offers.
public struct PHPickerFilter: Sendable, Hashable {
    let name: String
    public static let images = PHPickerFilter(name: "images")
    public static let videos = PHPickerFilter(name: "videos")
    public static let livePhotos = PHPickerFilter(name: "livePhotos")
    public static let screenshots = PHPickerFilter(name: "screenshots")
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: filters.map(\.name).joined(separator: "|")) }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not " + filter.name) }
}

/// A button that opens the photo library: drawn as a button with its label, named by
/// what it picks (`PhotosPicker filter=images`).
public struct PhotosPicker<Label: View>: View {
    let label: Label
    let filter: PHPickerFilter?

    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.filter = filter
    }

    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, matching filter: PHPickerFilter? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.filter = filter
    }

    public var body: some View {
        Button(action: {}) { label }
            .modifier(_SemanticsKindModifier(kind: "PhotosPicker"))
            .modifier(_SemanticsModifier.property("filter", filter?.name ?? "any"))
    }
}

extension PhotosPicker where Label == Text {
    public init(_ title: String, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil) {
        self.init(selection: selection, matching: filter) { Text(title) }
    }

    public init(_ title: String, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, matching filter: PHPickerFilter? = nil) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, matching: filter) { Text(title) }
    }
}

extension View {
    /// The photo picker as a sheet; a render shows the screen it would cover.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil) -> some View {
        self
    }

    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, matching filter: PHPickerFilter? = nil) -> some View {
        self
    }
}
