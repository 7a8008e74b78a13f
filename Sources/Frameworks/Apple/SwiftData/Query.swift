import SwiftUI

/// The models a view lists, fetched from the model context in its environment each
/// time the view reads them, so a view shows what a test inserted:
///
///     @Query(sort: \Trip.startDate, order: .reverse) private var trips: [Trip]
///
/// `@Query` is a macro, as in Apple's current SDKs: it puts a `Query<Trip, [Trip]>`
/// beside the property (`_trips`, which an initializer may set) and reads it. As on
/// iOS, reading a query with no model container in the environment stops with "Set a
/// .modelContext in view's environment to use Query", and a fetch that fails gives no
/// models and sets `fetchError`. Animations and transactions apply to changes over
/// time, which a still render has none of.
@MainActor @preconcurrency
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    private let descriptor: FetchDescriptor<Element>
    private let makeResult: ([Element]) -> Result

    /// The models the query selects, fetched now from the environment's context.
    public var wrappedValue: Result {
        makeResult(fetched().models)
    }

    /// The context the query fetches from: the environment's.
    public var modelContext: ModelContext {
        Environment(\.modelContext).wrappedValue
    }

    /// Why the last fetch failed, if it did.
    public var fetchError: (any Error)? {
        fetched().error
    }

    private func fetched() -> (models: [Element], error: (any Error)?) {
        let context = modelContext
        guard !context.isEnvironmentDefault else {
            fatalError("Set a .modelContext in view's environment to use Query: no .modelContainer(_:) or .modelContext(_:) is above the view that reads @Query of \(Element.self) (a query read outside a view's body, as a #Preview body's own @Previewable @Query here, has no environment: give the query to a view)")
        }
        do {
            return (try context.fetch(descriptor), nil)
        } catch {
            return ([], error)
        }
    }

    init(descriptor: FetchDescriptor<Element>, makeResult: @escaping ([Element]) -> Result) {
        self.descriptor = descriptor
        self.makeResult = makeResult
    }
}

extension Query where Result == [Element] {
    /// A query with a fetch descriptor.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
        self.init(descriptor: descriptor) { $0 }
    }

    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.init(descriptor: descriptor) { $0 }
    }

    /// A query with a predicate and sort descriptors.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    /// A query sorted by one property.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(Self.sendable(keyPath), order: order)]))
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(Self.sendable(keyPath), order: order)]))
    }

    /// A query sorted by an optional property; models without a value come first in
    /// forward order.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, animation: Animation) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(Self.sendable(keyPath), order: order)]))
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(Self.sendable(keyPath), order: order)]))
    }

    /// Foundation's sort descriptors take key paths that are `Sendable`; a key path to
    /// a model's property captures nothing, and is one.
    private static func sendable<Value>(_ keyPath: KeyPath<Element, Value>) -> any KeyPath<Element, Value> & Sendable {
        unsafeBitCast(keyPath, to: (any KeyPath<Element, Value> & Sendable).self)
    }
}

// MARK: - The macro

/// All the models of the property's type: `@Query private var trips: [Trip]`.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query() = #externalMacro(module: "PreviewMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query(animation: Animation) = #externalMacro(module: "PreviewMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query(transaction: Transaction?) = #externalMacro(module: "PreviewMacros", type: "QueryMacro")

/// The models a fetch descriptor selects.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, animation: Animation)
    = #externalMacro(module: "PreviewMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil)
    = #externalMacro(module: "PreviewMacros", type: "QueryMacro")

/// The models a predicate selects, in the order of sort descriptors.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation)
    = #externalMacro(module: "PreviewMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil)
    = #externalMacro(module: "PreviewMacros", type: "QueryMacro")

/// The models a predicate selects, sorted by one property.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation)
    = #externalMacro(module: "PreviewMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, transaction: Transaction? = nil)
    = #externalMacro(module: "PreviewMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, animation: Animation)
    = #externalMacro(module: "PreviewMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, transaction: Transaction? = nil)
    = #externalMacro(module: "PreviewMacros", type: "QueryMacro")
