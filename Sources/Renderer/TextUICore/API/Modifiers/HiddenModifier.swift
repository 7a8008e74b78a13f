

extension View {
    /// Keeps the view's space and draws nothing there; the semantics mark it `hidden`.
    @inlinable
    nonisolated public func hidden() -> ModifiedContent<Self, _WrappingModifier> {
        modifier(_WrappingModifier.invisible(flaggingHidden: true))
    }
}

extension _WrappingModifier {
    @usableFromInline
    static func invisible(flaggingHidden: Bool) -> _WrappingModifier {
        _WrappingModifier { node, context in
            if flaggingHidden { node.semanticTarget.semantics.isHidden = true }
            return Node(InvisibleElement(), children: CollectionOfOne(node), in: context)
        }
    }
}
