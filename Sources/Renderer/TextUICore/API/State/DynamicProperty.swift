/// A stored property of a view that reads from outside the view (the environment, a
/// store): `@State`, `@Environment`, `@Query`. Here each reads when its value is asked
/// for, during the render, so `update()` has nothing to refresh; a type of an app's own
/// that conforms keeps compiling and reads the same way.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

extension State: DynamicProperty {}
extension Binding: DynamicProperty {}
extension Environment: DynamicProperty {}
extension FocusState: DynamicProperty {}
extension AppStorage: DynamicProperty {}
extension SceneStorage: DynamicProperty {}
extension FocusedValue: DynamicProperty {}
extension GestureState: DynamicProperty {}
extension Namespace: DynamicProperty {}
extension ScaledMetric: DynamicProperty {}
