import Foundation

/// A haptic or sound the device plays when a value changes; named, never played.
public struct SensoryFeedback: Sendable, Hashable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }

    public struct Weight: Sendable, Hashable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    public struct Flexibility: Sendable, Hashable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }
}

/// Whether a key press was handled.
public enum KeyPress {
    public enum Result: Sendable {
        case handled, ignored
    }
}

extension View {
    /// Named `feedback=success`: a still picture plays nothing.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("feedback", feedback.name))
    }

    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("feedback", feedback.name))
    }

    nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// A side panel; on an upright phone it is a sheet, as iOS presents it.
    nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> V) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier.presenting(.sheet, when: isPresented, content))
    }

    /// The system's file picker; a render shows the screen, not the picker.
    nonisolated public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool = false, onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// How strongly badges inside are drawn, named (`badgeProminence=decreased`): the
    /// badge's text is drawn either way; its fill is a color.
    nonisolated public func badgeProminence(_ prominence: BadgeProminence) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.named("badgeProminence", prominence == .standard ? nil : prominence.name))
    }

    /// Scopes under a search field; shown on the device while searching.
    nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}

/// How prominent a badge is.
public struct BadgeProminence: Sendable, Hashable {
    let name: String
    public static let standard = BadgeProminence(name: "standard")
    public static let increased = BadgeProminence(name: "increased")
    public static let decreased = BadgeProminence(name: "decreased")
}
