// What a design system's components tell a render beyond SwiftUI's views: what kind
// of component a line of the semantics is, what a reviewer should see on it, and
// placeholders for what a still text picture cannot draw.

extension View {
    /// Names the element's kind in the semantics, so a component reads as one element
    /// (`DSCardInfoRow #characterList.row.1 …`) rather than as its stacks.
    ///
    ///     .semanticsKind("DSCard")
    @inlinable
    nonisolated public func semanticsKind(_ kind: String) -> ModifiedContent<Self, _SemanticsKindModifier> {
        modifier(_SemanticsKindModifier(kind: kind))
    }

    /// Adds `key=value` to the element's semantics line: what a component wants a
    /// reviewer to see (`variant=primary`, `status=alive`).
    @inlinable
    nonisolated public func semanticsProperty(_ key: String, _ value: String) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.property(key, value))
    }
}

extension Image {
    /// A remote image a loader has fetched, drawn as a placeholder box labelled `img`
    /// and named by its address (`url=https://…`): nothing is downloaded in a render.
    public init(url: URL?) {
        self.init(url: url, placeholder: ())
    }

    /// A placeholder with its own label and description, for what a still picture
    /// cannot draw: an animation, a loading image (`Image(placeholder: "⟳", description: "loading")`).
    public init(placeholder label: String, description: String) {
        self.init(placeholderLabel: label, description: description)
    }
}
