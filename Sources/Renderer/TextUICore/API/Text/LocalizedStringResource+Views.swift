import Foundation

// iOS 16's localized string resources, where SwiftUI's views take a title. A resource
// resolves as `String(localized:)` does here: its default value, its interpolations
// written in. Disfavored, as a string literal reads as a `LocalizedStringKey` first.

extension Text {
    @_disfavoredOverload
    public nonisolated init(_ resource: LocalizedStringResource) {
        self.init(verbatim: String(localized: resource))
    }
}

extension Button where Label == Text {
    @_disfavoredOverload
    @preconcurrency public nonisolated init(_ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void) {
        self.init(String(localized: titleResource), action: action)
    }

    @_disfavoredOverload
    @preconcurrency public nonisolated init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(String(localized: titleResource), role: role, action: action)
    }
}

extension Label where Title == Text, Icon == Image {
    @_disfavoredOverload
    public nonisolated init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(String(localized: titleResource), systemImage: name)
    }
}

extension Toggle where Label == Text {
    @_disfavoredOverload
    public nonisolated init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(String(localized: titleResource), isOn: isOn)
    }
}

extension View {
    @_disfavoredOverload
    nonisolated public func navigationTitle(_ titleResource: LocalizedStringResource) -> ModifiedContent<Self, _NavigationModifier> {
        navigationTitle(String(localized: titleResource))
    }
}
