// Attaching gestures to views. A render runs none; the semantics name them on the
// element (`gestures=drag`), each once, in the order they were attached, and a tap
// marks the element a button, as `onTapGesture` does.
extension View {
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.gesture(gesture._gestureName))
    }

    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.gesture(isEnabled ? gesture._gestureName : nil))
    }

    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.gesture(gesture._gestureName))
    }

    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.gesture(gesture._gestureName))
    }

    /// A long press; named `gestures=longPress`.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.gesture("longPress"))
    }

    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.gesture("longPress"))
    }

    /// A tap that reports where it landed.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.tappable())
    }

    /// Whether the view takes touches; `hitTesting=false` when it does not.
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier { semantics, _ in
            if !enabled { semantics.properties.append(("hitTesting", "false")) }
        })
    }
}

extension _SemanticsModifier {
    /// Adds a gesture's name to the element's `gestures=` list.
    static func gesture(_ name: String?) -> _SemanticsModifier {
        _SemanticsModifier { semantics, _ in
            guard let name else { return }
            if let index = semantics.properties.firstIndex(where: { $0.0 == "gestures" }) {
                if case let .text(names) = semantics.properties[index].1 { semantics.properties[index].1 = .text(names + ",\(name)") }
            } else {
                semantics.properties.append(("gestures", name))
            }
        }
    }
}
