import Foundation

/// The App Shortcuts an app offers without setup. Linux has no Shortcuts app or Siri to
/// offer them to; the list is there for code and tests to read.
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    static var shortcutTileColor: ShortcutTileColor { get }
    static func updateAppShortcutParameters()
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .navy }

    /// Nothing to update: no system keeps the parameters on Linux.
    public static func updateAppShortcutParameters() {}
}

/// One App Shortcut: an intent and the phrases that run it.
public struct AppShortcut: Sendable {
    /// The phrases, with `${applicationName}` and `${parameter}` where they have tokens.
    package let phrases: [String]
    package let shortTitle: LocalizedStringResource?
    package let systemImageName: String?
    /// The intent's type, as `String(describing:)` names it.
    package let intentName: String

    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
                                   systemImageName: String) {
        self.phrases = phrases.map(\.text)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        intentName = String(describing: Intent.self)
    }

    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
        self.phrases = phrases.map(\.text)
        shortTitle = nil
        systemImageName = nil
        intentName = String(describing: Intent.self)
    }
}

/// A phrase that runs an intent, which must name the app: `"Start \(.applicationName)"`.
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    let text: String

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
            text += "${\(token.name)}"
        }

        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${parameter}"
        }
    }
}

/// A token of a phrase.
public struct AppShortcutPhraseToken: Sendable {
    let name: String
    /// The app's name, which every phrase says.
    public static let applicationName = AppShortcutPhraseToken(name: "applicationName")
}

/// Builds an app's list of App Shortcuts.
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ expression: AppShortcut) -> [AppShortcut] { [expression] }
    public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [AppShortcut]?) -> [AppShortcut] { component ?? [] }
    public static func buildEither(first component: [AppShortcut]) -> [AppShortcut] { component }
    public static func buildEither(second component: [AppShortcut]) -> [AppShortcut] { component }
    public static func buildLimitedAvailability(_ component: [AppShortcut]) -> [AppShortcut] { component }
}

/// The color of the app's tile in the Shortcuts app.
public enum ShortcutTileColor: Int, Sendable {
    case red, orange, yellow, lime, teal, lightBlue, blue, navy, purple, grape, pink, tangerine, grayBlue, grayGreen, grayBrown
}
