/// A type that produces previews in Xcode, as SwiftUI declares it. On Linux it
/// compiles and its `previews` is an ordinary view: a snapshot test can render it.
/// Nothing calls it by itself.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platform a preview is for.
public enum PreviewPlatform: Sendable, Hashable {
    case iOS
    case macOS
    case tvOS
    case watchOS
    case visionOS
}

/// How a preview is laid out in Xcode's canvas.
public enum PreviewLayout: Sendable, Hashable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device a preview runs on, by the name Xcode gives it (`"iPhone 15 Pro"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }
}

/// The orientation of an interface.
public struct InterfaceOrientation: Sendable, Hashable, Identifiable {
    public let id: String

    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
}

extension View {
    /// Xcode's canvas layout; a preview snapshot (`assertPreviewSnapshots`) uses it too.
    nonisolated public func previewLayout(_ value: PreviewLayout) -> ModifiedContent<Self, _PreviewTraitModifier> {
        modifier(_PreviewTraitModifier(.layout(value)))
    }

    /// The preview's name in Xcode's canvas, and its preview snapshot's name.
    nonisolated public func previewDisplayName(_ value: String?) -> ModifiedContent<Self, _PreviewTraitModifier> {
        modifier(_PreviewTraitModifier(.displayName(value)))
    }

    /// The device Xcode previews on; a preview snapshot uses it when it is one of the
    /// renderer's devices (`iPhone SE`, `iPad Pro 11`…).
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> ModifiedContent<Self, _PreviewTraitModifier> {
        modifier(_PreviewTraitModifier(.device(value)))
    }

    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> ModifiedContent<Self, _PreviewTraitModifier> {
        modifier(_PreviewTraitModifier(.orientation(value)))
    }
}

/// What a preview asks of Xcode's canvas, kept on the view so that a preview snapshot
/// can read it. The view renders as it is.
public nonisolated struct _PreviewTraitModifier: PrimitiveModifier {
    enum Trait {
        case layout(PreviewLayout)
        case displayName(String?)
        case device(PreviewDevice?)
        case orientation(InterfaceOrientation)
    }

    let trait: Trait

    init(_ trait: Trait) {
        self.trait = trait
    }

    @MainActor func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext, into nodes: inout [Node]) {
        Resolver.append(content, in: context, to: &nodes)
    }
}
