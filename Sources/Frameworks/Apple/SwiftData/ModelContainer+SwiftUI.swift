import SwiftUI

// What SwiftUI adds for SwiftData (on iOS, the SwiftData overlay of SwiftUI): the
// environment's model context, the modifiers that set it, and scenes' forms of them.

private struct ModelContextKey: EnvironmentKey {
    /// The context of a view with no container above it. As Apple documents it, it is
    /// bound to an empty in-memory container: its fetches give nothing and an insert
    /// stops with a message saying no container was set; `@Query` stops, as on iOS,
    /// with "Set a .modelContext in view's environment to use Query".
    static var defaultValue: ModelContext {
        ModelContext(environmentDefaultOf: emptyContainer)
    }

    private static let emptyContainer: ModelContainer = {
        do {
            return try ModelContainer(for: Schema(), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
        } catch {
            fatalError("SwiftData: the environment's empty container could not be made: \(error)")
        }
    }()
}

extension EnvironmentValues {
    /// The context `@Query` fetches from and views insert into: the container's main
    /// context once `.modelContainer(_:)` is set above the view.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension View {
    /// Puts the container's main context in the view's environment.
    @MainActor @preconcurrency
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Makes a container for a model type (and those it reaches) and puts its main
    /// context in the view's environment. `inMemory: false` keeps the models in the
    /// process's store of `default.store` (see `ModelConfiguration`).
    @MainActor @preconcurrency
    public func modelContainer(
        for modelType: any PersistentModel.Type,
        inMemory: Bool = false,
        isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false,
        onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    @MainActor @preconcurrency
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type],
        inMemory: Bool = false,
        isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false,
        onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        let context = ModelContainer.made(for: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup)
        return environment(\.modelContext, context)
    }

    /// Puts a context in the view's environment.
    @MainActor @preconcurrency
    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

extension ModelContainer {
    /// The main context of a container made by a `.modelContainer(for:)` modifier, or,
    /// when it cannot be made, the environment's default (after telling `onSetup`).
    @MainActor
    static func made(for modelTypes: [any PersistentModel.Type], inMemory: Bool, isAutosaveEnabled: Bool, onSetup: (Result<ModelContainer, any Error>) -> Void) -> ModelContext {
        do {
            let container = try ModelContainer(for: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
            container.mainContext.autosaveEnabled = isAutosaveEnabled
            onSetup(.success(container))
            return container.mainContext
        } catch {
            onSetup(.failure(error))
            return EnvironmentValues().modelContext
        }
    }
}

// MARK: - Scenes

/// A scene with a model container set. A render draws the views inside scenes, not
/// the scenes, so the container is kept and applies to nothing drawn.
nonisolated struct ModelContainerScene<Content: Scene>: Scene {
    let content: Content
    let setContext: @MainActor () -> ModelContext

    typealias Body = Never
}

extension Scene {
    /// Puts the container's main context in the environment of the scene's views.
    @MainActor @preconcurrency
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        ModelContainerScene(content: self, setContext: { container.mainContext })
    }

    @MainActor @preconcurrency
    public func modelContainer(
        for modelType: any PersistentModel.Type,
        inMemory: Bool = false,
        isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false,
        onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    @MainActor @preconcurrency
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type],
        inMemory: Bool = false,
        isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false,
        onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        let context = ModelContainer.made(for: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup)
        return ModelContainerScene(content: self, setContext: { context })
    }

    /// Puts a context in the environment of the scene's views.
    @MainActor @preconcurrency
    public func modelContext(_ modelContext: ModelContext) -> some Scene {
        ModelContainerScene(content: self, setContext: { modelContext })
    }
}

// MARK: - Previews

extension PreviewModifier where Context == ModelContainer {
    /// A container made by `makeSharedContext()` without waiting, so that a preview
    /// snapshot applies the modifier: Apple's sample (`static func makeSharedContext()
    /// throws -> ModelContainer`) makes it at once. One that suspends is not waited for,
    /// and the preview renders without the modifier, as for any shared context.
    public static func _contextWithoutWaiting() -> ModelContainer? {
        let made = MadeContainer()
        Task.immediate {
            made.container = try? await makeSharedContext()
        }
        return made.container
    }
}

private final class MadeContainer: @unchecked Sendable {
    var container: ModelContainer?
}
