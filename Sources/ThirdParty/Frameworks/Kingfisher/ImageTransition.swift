import Foundation

/// How a loaded image replaces the placeholder. A still picture shows no transition.
public enum ImageTransition: Sendable {
    case none
    case fade(TimeInterval)
    case flipFromLeft(TimeInterval)
    case flipFromRight(TimeInterval)
    case flipFromTop(TimeInterval)
    case flipFromBottom(TimeInterval)

    var duration: TimeInterval {
        switch self {
        case .none: 0
        case .fade(let duration), .flipFromLeft(let duration), .flipFromRight(let duration),
             .flipFromTop(let duration), .flipFromBottom(let duration): duration
        }
    }
}
