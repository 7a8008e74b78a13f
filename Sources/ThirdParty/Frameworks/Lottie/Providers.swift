import Foundation
import UIKit

/// Gives the images an animation refers to.
public protocol AnimationImageProvider {
    func imageForAsset(asset: ImageAsset) -> CGImage?
}

/// An image an animation refers to, by name.
public struct ImageAsset {
    public let name: String
    public let directory: String
}


/// Images from a bundle.
public class BundleImageProvider: AnimationImageProvider {
    let bundle: Bundle
    let searchPath: String?

    public init(bundle: Bundle, searchPath: String?) {
        self.bundle = bundle
        self.searchPath = searchPath
    }

    public func imageForAsset(asset: ImageAsset) -> CGImage? { nil }
}

/// Images from a folder.
public class FilepathImageProvider: AnimationImageProvider {
    let filepath: URL

    public init(filepath: String) {
        self.filepath = URL(fileURLWithPath: filepath)
    }

    public init(filepath: URL) {
        self.filepath = filepath
    }

    public func imageForAsset(asset: ImageAsset) -> CGImage? { nil }
}

/// Gives the text of an animation's text layers.
public protocol AnimationKeypathTextProvider: AnyObject {
    func text(for keypath: AnimationKeypath, sourceText: String) -> String?
}

/// The animation's own text.
public final class DefaultTextProvider: AnimationKeypathTextProvider {
    public init() {}

    public func text(for keypath: AnimationKeypath, sourceText: String) -> String? { sourceText }
}

/// Gives the fonts of an animation's text layers.
public protocol AnimationFontProvider {}

/// The system's fonts.
public final class DefaultFontProvider: AnimationFontProvider {
    public init() {}
}
