import Foundation

/// The on-device model behind Apple Intelligence (iOS 26). Linux is a device without
/// Apple Intelligence: every model is `.unavailable(.deviceNotEligible)`, supports no
/// language, and sessions on it fail to respond (`LanguageModelSession`).
public final class SystemLanguageModel: Sendable {
    public let useCase: SystemLanguageModel.UseCase
    public let guardrails: SystemLanguageModel.Guardrails

    /// The general-purpose model.
    public static let `default` = SystemLanguageModel()

    public init(useCase: SystemLanguageModel.UseCase = .general, guardrails: SystemLanguageModel.Guardrails = .default) {
        self.useCase = useCase
        self.guardrails = guardrails
    }

    /// `.unavailable(.deviceNotEligible)`: Linux is not an Apple Intelligence device.
    public var availability: SystemLanguageModel.Availability { .unavailable(.deviceNotEligible) }

    /// False: see `availability`.
    public var isAvailable: Bool { false }

    /// None: the model is not on this device.
    public var supportedLanguages: Set<Locale.Language> { [] }

    /// False: the model is not on this device.
    public func supportsLocale(_ locale: Locale = Locale.current) -> Bool { false }

    /// Whether the model can take requests, and why not.
    public enum Availability: Equatable, Sendable {
        case available
        case unavailable(SystemLanguageModel.Availability.UnavailableReason)

        public enum UnavailableReason: Equatable, Sendable {
            case deviceNotEligible
            case appleIntelligenceNotEnabled
            case modelNotReady
        }
    }

    /// What the model is specialized for.
    public struct UseCase: Equatable, Sendable {
        private let name: String
        public static let general = UseCase(name: "general")
        public static let contentTagging = UseCase(name: "contentTagging")
    }

    /// How strictly the model's input and output are checked for unsafe content.
    public struct Guardrails: Sendable {
        private let name: String
        public static let `default` = Guardrails(name: "default")
        public static let permissiveContentTransformations = Guardrails(name: "permissiveContentTransformations")
    }
}
