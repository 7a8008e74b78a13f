/// An app's entry point, as SwiftUI declares it. It compiles on Linux so that a team's
/// app target can be built beside its screens; a render never starts an app, and
/// `main()` returns at once.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    /// What `@main` calls. On Linux there is no app to run: the scenes are made, and
    /// nothing is shown.
    @MainActor @preconcurrency
    public static func main() {
        _ = Self().body
    }
}

/// Where an app's scene is in its life: only `active` matters to a still picture,
/// which is what a render is.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

extension EnvironmentValues {
    /// Always `active` in a render: the view is on screen.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}
