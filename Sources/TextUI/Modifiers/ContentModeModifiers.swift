import Foundation
import UIKit

/// How a picture fills the space it is given: all of it, cropping (`fill`), or as
/// much as keeps it whole (`fit`).
public enum ContentMode: String, Sendable, Hashable {
    case fit
    case fill
}

// Inlinable one-liners, as in EnvironmentModifiers.swift. A placeholder image takes the
// cells it is offered either way; the semantics name the mode and the ratio.
extension View {
    @inlinable
    public func scaledToFill() -> ModifiedContent<Self, SemanticsModifier> {
        modifier(SemanticsModifier.contentMode(.fill, ratio: nil))
    }

    @inlinable
    public func scaledToFit() -> ModifiedContent<Self, SemanticsModifier> {
        modifier(SemanticsModifier.contentMode(.fit, ratio: nil))
    }

    @inlinable
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, SemanticsModifier> {
        modifier(SemanticsModifier.contentMode(contentMode, ratio: ratio.map(Double.init)))
    }

    @inlinable
    public func aspectRatio(_ ratio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, SemanticsModifier> {
        modifier(SemanticsModifier.contentMode(contentMode, ratio: Double(ratio.width / ratio.height)))
    }
}

extension SemanticsModifier {
    @usableFromInline
    static func contentMode(_ mode: ContentMode, ratio: Double?) -> SemanticsModifier {
        let ratio = ratio.map { ValueNames.points(($0 * 1000).rounded() / 1000) }
        return SemanticsModifier { semantics, _ in
            if let ratio { semantics.properties.append(("aspectRatio", ratio)) }
            semantics.properties.append(("contentMode", mode.rawValue))
        }
    }
}
