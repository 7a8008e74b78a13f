import Foundation

/// A path to layers of an animation: `"**.Fill 1.Color"`.
public struct AnimationKeypath: Hashable, ExpressibleByStringLiteral, Sendable {
    public internal(set) var keys: [String]

    public init(keypath: String) {
        keys = keypath.split(separator: ".").map(String.init)
    }

    public init(stringLiteral: String) {
        self.init(keypath: stringLiteral)
    }

    public init(keys: [String]) {
        self.keys = keys
    }

    public var string: String { keys.joined(separator: ".") }
}
