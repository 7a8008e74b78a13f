import Foundation

/// What performing an intent returns: optionally a value, a dialog, an intent to open.
/// Build it with the `result()` family: `.result()`, `.result(value:)`, `.result(dialog:)`.
public protocol IntentResult: Sendable {
    associatedtype Value
    associatedtype Dialog
    var value: Value? { get }
}

/// A result that returns a value to the Shortcuts action after it.
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
}

/// A result that says something to the person.
public protocol ProvidesDialog: IntentResult where Dialog == IntentDialog {}

/// A result that runs another intent after this one.
public protocol OpensIntent: IntentResult {}

/// The result `result(…)` makes. Its values are the app's (Apple requires them to be
/// intent values, all `Sendable`), hence `@unchecked`.
public struct IntentResultContainer<Value, OpensAppIntent, Snippet, Dialog>: IntentResult, @unchecked Sendable {
    public let value: Value?
    public let opensIntent: OpensAppIntent?
    public let dialog: IntentDialog?

    init(value: Value?, opensIntent: OpensAppIntent?, dialog: IntentDialog?) {
        self.value = value
        self.opensIntent = opensIntent
        self.dialog = dialog
    }
}

extension IntentResultContainer: ReturnsValue {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: OpensIntent where OpensAppIntent: AppIntent {}

extension IntentResult {
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        IntentResultContainer(value: nil, opensIntent: nil, dialog: nil)
    }

    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        IntentResultContainer(value: nil, opensIntent: nil, dialog: dialog)
    }

    public static func result<Value>(value: Value) -> Self where Self == IntentResultContainer<Value, Never, Never, Never> {
        IntentResultContainer(value: value, opensIntent: nil, dialog: nil)
    }

    public static func result<Value>(value: Value, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Value, Never, Never, IntentDialog> {
        IntentResultContainer(value: value, opensIntent: nil, dialog: dialog)
    }

    public static func result<OpensAppIntent: AppIntent>(opensIntent: OpensAppIntent) -> Self
    where Self == IntentResultContainer<Never, OpensAppIntent, Never, Never> {
        IntentResultContainer(value: nil, opensIntent: opensIntent, dialog: nil)
    }

    public static func result<OpensAppIntent: AppIntent>(opensIntent: OpensAppIntent, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, OpensAppIntent, Never, IntentDialog> {
        IntentResultContainer(value: nil, opensIntent: opensIntent, dialog: dialog)
    }

    public static func result<Value, OpensAppIntent: AppIntent>(value: Value, opensIntent: OpensAppIntent) -> Self
    where Self == IntentResultContainer<Value, OpensAppIntent, Never, Never> {
        IntentResultContainer(value: value, opensIntent: opensIntent, dialog: nil)
    }
}

/// What an intent says to the person: the full text, and a shorter one for small screens.
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation {
    package let full: LocalizedStringResource
    package let supporting: LocalizedStringResource?

    public init(_ fullDialog: LocalizedStringResource) {
        full = fullDialog
        supporting = nil
    }

    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
    }

    public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String) {
        self.init(full: full, supporting: supporting)
    }

    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
