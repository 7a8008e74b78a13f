// Attaching gestures to views. A render runs none; the semantics name them on the
// element (`gestures=drag`), each once, in the order they were attached, and a tap
// marks the element a button, as `onTapGesture` does.
extension View {
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.gesture(gesture))
    }

    nonisolated public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(isEnabled ? .gesture(gesture) : .gesture(nil))
    }

    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.gesture(gesture))
    }

    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.gesture(gesture))
    }

    /// A long press; named `gestures=longPress`.
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.gesture("longPress"))
    }

    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.gesture("longPress"))
    }

    /// A tap that reports where it landed.
    nonisolated public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> ModifiedContent<Self, _SemanticsModifier> {
        // A live screen's tap lands on the element, not at a point in it.
        modifier(.tappable { action(.zero) })
    }

    /// Whether the view takes touches; `hitTesting=false` when it does not.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier { semantics, _ in
            if !enabled { semantics.properties.append(("hitTesting", "false")) }
        })
    }
}

extension _SemanticsModifier {
    /// A gesture, named when the view resolves, on the main actor, as its `body` is.
    static func gesture(_ gesture: some Gesture) -> _SemanticsModifier {
        nonisolated(unsafe) let gesture = gesture
        return _SemanticsModifier { semantics, _ in
            addGesture(gesture._gestureName, to: &semantics)
        }
    }

    static func gesture(_ name: String?) -> _SemanticsModifier {
        _SemanticsModifier { semantics, _ in
            if let name { addGesture(name, to: &semantics) }
        }
    }

    /// Adds `name` to the element's gestures, in the order they were attached.
    private static func addGesture(_ name: String, to semantics: inout SemanticAttributes) {
        if let index = semantics.properties.firstIndex(where: { $0.0 == "gestures" }) {
            if case let .text(names) = semantics.properties[index].1 { semantics.properties[index].1 = .text(names + ",\(name)") }
        } else {
            semantics.properties.append(("gestures", name))
        }
    }
}
