import Foundation

// The actions SwiftUI puts in the environment. A render is a still picture: calling
// one does nothing, and a test that drives a view model calls the model, not these.

/// Dismisses the presentation the view is in (`@Environment(\.dismiss)`).
public struct DismissAction: Sendable {
    public init() {}

    @MainActor
    public func callAsFunction() {}
}

/// Opens a URL (`@Environment(\.openURL)`), or hands it to a handler of the app's.
public struct OpenURLAction: Sendable {
    /// What a handler did with the URL.
    public struct Result: Sendable {
        let name: String
        public static let handled = Result(name: "handled")
        public static let discarded = Result(name: "discarded")
        public static let systemAction = Result(name: "systemAction")
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }

    private let handler: @Sendable (URL) -> Result

    public init(handler: @escaping @Sendable (URL) -> Result) {
        self.handler = handler
    }

    @MainActor
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    @MainActor
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        completion(handler(url).name == Result.handled.name)
    }
}

/// Whether the view is presented, and a way to dismiss it: the older form of `dismiss`.
public struct PresentationMode: Sendable {
    public var isPresented: Bool

    public mutating func dismiss() {}
}

extension EnvironmentValues {
    public var dismiss: DismissAction {
        DismissAction()
    }

    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// Whether the view is presented (in a sheet, a cover, a pushed screen).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    public var presentationMode: Binding<PresentationMode> {
        let isPresented = isPresented
        return .constant(PresentationMode(isPresented: isPresented))
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .systemAction }
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}
