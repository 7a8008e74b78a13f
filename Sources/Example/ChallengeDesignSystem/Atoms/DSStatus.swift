import SwiftUI

/// A character's life status, as the status indicator shows it.
public enum DSStatus: String, Sendable, CaseIterable {
    case alive
    case dead
    case unknown

    /// "Alive", "ALIVE" and "alive" are `.alive`; anything unknown is `.unknown`.
    public static func from(_ text: String) -> DSStatus {
        DSStatus(rawValue: text.lowercased()) ?? .unknown
    }

    public var color: ColorToken {
        switch self {
        case .alive: .statusSuccess
        case .dead: .statusError
        case .unknown: .statusNeutral
        }
    }
}
