import RenderContext
/// Values passed down the view tree: the device, the locale, the theme a design system
/// installs, text styling. Set with `.environment(_:_:)`, read with `@Environment`.
///
/// Safe to mark Sendable because it is only read and written on the main actor while
/// a render runs; it crosses into a task-local so that `@Environment` and
/// `.localized()` can find it without being passed by hand.
public struct EnvironmentValues: @unchecked Sendable {
    /// Everything lives in one immutable box: views copy the environment at every level
    /// of the tree, and copying a box is one retain where copying its fields is many.
    /// A write makes a new box, so the box's identity is also the version the renderer
    /// compares to tell cheaply whether the task-local copy is already this environment.
    private var storage = Storage()

    final class Storage: Sendable {
        /// Values of keys declared outside TextUI (a theme, an image loader).
        /// `Any` is not Sendable; the dictionary is immutable once made (a change makes
        /// a new storage), and values are read while views resolve, on the main actor.
        nonisolated(unsafe) let values: [ObjectIdentifier: Any]
        // TextUI's own values are stored directly: every text reads several of them, and
        // a lookup through `Any` costs a dynamic cast each time.
        nonisolated(unsafe) let builtIn: BuiltIn

        init(values: [ObjectIdentifier: Any] = [:], builtIn: BuiltIn = BuiltIn()) {
            self.values = values
            self.builtIn = builtIn
        }
    }

    struct BuiltIn {
        var device = Device.iPhone13ProMax
        var locale = RenderLocale.standard
        var font: Font?
        var foregroundStyle: Paint?
        var tint: Paint?
        /// A custom style the buttons inside draw with, or a system one.
        var buttonStyle: (any ButtonStyle)?
        var primitiveButtonStyle: ButtonStyleKind?
        /// The pickers' style; nil for the default.
        var pickerStyle: PickerStyleKind?
        var isBold = false
        var isItalic = false
        var lineLimit: Int?
        var truncationMode = TruncationMode.tail
        var multilineTextAlignment = TextAlignment.leading
        var isEnabled = true
        /// Read by every text and image: kept here, not under a key, where reading is a
        /// field's load rather than a lookup by key.
        var textCase: Text.Case?
        /// True once a view set `textCase`, even to nil: a section header is uppercase
        /// only where nothing above it said otherwise.
        var textCaseIsSet = false
        var drawsImagesResizable = false
    }

    var builtIn: BuiltIn { storage.builtIn }

    /// Changes with every write.
    var version: ObjectIdentifier { ObjectIdentifier(storage) }

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        // Checked for presence first: a missing value cast to an optional `Value`
        // succeeds as nil, and would hide the key's default.
        get {
            guard let stored = storage.values[ObjectIdentifier(key)] else { return Key.defaultValue }
            return stored as? Key.Value ?? Key.defaultValue
        }
        set {
            var values = storage.values
            values[ObjectIdentifier(key)] = newValue
            storage = Storage(values: values, builtIn: storage.builtIn)
        }
    }

    /// An `ObservableObject` put here by `.environmentObject(_:)`, by its type. Types,
    /// not keys: an object's type is never an `EnvironmentKey`, so the two never meet.
    package subscript<Object: AnyObject>(object type: Object.Type) -> Object? {
        get { storage.values[ObjectIdentifier(type)] as? Object }
        set {
            var values = storage.values
            values[ObjectIdentifier(type)] = newValue
            storage = Storage(values: values, builtIn: storage.builtIn)
        }
    }

    mutating func update(_ change: (inout BuiltIn) -> Void) {
        var builtIn = storage.builtIn
        change(&builtIn)
        storage = Storage(values: storage.values, builtIn: builtIn)
    }

    /// The environment of the render in progress; outside a render, the defaults.
    @TaskLocal package static var rendering = EnvironmentValues()

    /// Runs `body` as part of the render in `environment`: what `@Environment` reads,
    /// and the locale a string table follows (`RenderLocale.current`).
    @discardableResult
    package static func withCurrent<Result>(_ environment: EnvironmentValues, _ body: () throws -> Result) rethrows -> Result {
        try $rendering.withValue(environment) {
            try RenderLocale.$bound.withValue(environment.locale, operation: body)
        }
    }
}

/// A key for a value in `EnvironmentValues`, with the value used when none is set.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Reads a value from the environment of the view being rendered.
///
///     @Environment(\.locale) private var locale
///
/// or an `@Observable` object an ancestor put there with `.environment(_:)`:
///
///     @Environment(Library.self) private var library
@propertyWrapper
public struct Environment<Value> {
    private let read: (EnvironmentValues) -> Value

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// The `@Observable` object of this type in the environment. As in SwiftUI, a view
    /// that reads one no ancestor put there stops the render with a message saying so.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment[object: objectType] else {
                fatalError("No \(objectType) in the environment: an ancestor of this view must call .environment(_:) with one, as in SwiftUI.")
            }
            return object
        }
    }

    /// The `@Observable` object of this type in the environment, if an ancestor put one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0[object: objectType] }
    }

    public var wrappedValue: Value {
        read(EnvironmentValues.rendering)
    }
}
