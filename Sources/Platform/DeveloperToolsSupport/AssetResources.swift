import Foundation

/// A color of the app's asset catalog, as the symbols Xcode generates name it
/// (`ColorResource.accent`). Catalogs are not read on Linux: a color made from one is
/// named by its asset.
public struct ColorResource: Hashable, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image of the app's asset catalog, as the generated symbols name it.
public struct ImageResource: Hashable, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}
