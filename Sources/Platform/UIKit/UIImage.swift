import CoreImage
import Foundation

/// UIKit's image, for Linux. One read from a file keeps the bytes it was made from and
/// reads its size from their header; nothing is decoded, because a text render draws an
/// image as a placeholder of its size. One drawn (a renderer's, `UIImage(cgImage:)` of a
/// context's image) holds its pixels, so its PNG is real. A class, as in UIKit: apps keep
/// images in `NSCache`.
///
///     let avatar = UIImage(contentsOfFile: path)   // nil unless PNG, JPEG or GIF
open class UIImage: NSObject, @unchecked Sendable {
    /// Size in points.
    public let size: CGSize
    public let scale: CGFloat
    /// How the image was made, as the semantics print it: `test-avatar.jpg`,
    /// `systemName:star`, `data 64×64`.
    package let name: String
    private let data: Data?
    /// What the bytes are, when the image was read from them.
    package let format: ImageHeader.Format?
    /// Whether the image is drawn as is or as a template in the tint color.
    public internal(set) var renderingMode: RenderingMode = .automatic
    /// The symbol configuration of an SF Symbol, once one is applied.
    public internal(set) var symbolConfiguration: SymbolConfiguration?
    /// The color `withTintColor(_:)` gave the image.
    package internal(set) var tintColor: UIColor?
    /// The bitmap the image was made from (`init(cgImage:)`, a renderer's drawing).
    package internal(set) var cgImageStorage: CGImage?
    /// The Core Image image it was made from (`init(ciImage:)`).
    package internal(set) var ciImageStorage: CIImage?
    /// Which way up the bitmap is shown.
    public internal(set) var imageOrientation: Orientation = .up
    /// The frames of an animated image, and how long they play.
    package internal(set) var frames: (images: [UIImage], duration: TimeInterval)?
    package init(name: String, size: CGSize, scale: CGFloat = 1, data: Data? = nil, format: ImageHeader.Format? = nil) {
        self.name = name
        self.size = size
        self.scale = scale
        self.data = data
        self.format = format
    }

    /// An empty image: no size, no bitmap.
    public override convenience init() {
        self.init(name: "empty", size: .zero)
    }

    /// Nil unless `data` is a PNG, JPEG or GIF whose size its header gives. Designated, as
    /// UIKit's is: a subclass (an animated image's) calls it as `super.init(data:scale:)`.
    public init?(data: Data, scale: CGFloat = 1) {
        guard let header = ImageHeader(data) else { return nil }
        name = "data \(header.width)×\(header.height)"
        size = CGSize(width: CGFloat(header.width) / scale, height: CGFloat(header.height) / scale)
        self.scale = scale
        self.data = data
        format = header.format
    }

    /// Nil unless the file is readable and holds a PNG, JPEG or GIF. The semantics name
    /// the file, not its folder, so a render is the same on every machine.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let header = ImageHeader(data) else { return nil }
        let size = CGSize(width: CGFloat(header.width), height: CGFloat(header.height))
        self.init(name: (path as NSString).lastPathComponent, size: size, data: data, format: header.format)
    }

    /// An image of the main bundle by name, with or without its extension (`.png`,
    /// `.jpg`, `.jpeg`, `.gif`). There is no asset catalog on Linux.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil)
    }

    public convenience init?(named name: String, in bundle: Bundle?) {
        let bundle = bundle ?? .main
        let candidates = [name] + ["png", "jpg", "jpeg", "gif"].map { "\(name).\($0)" }
        for candidate in candidates {
            if let path = bundle.path(forResource: candidate, ofType: nil),
               let data = FileManager.default.contents(atPath: path),
               let header = ImageHeader(data) {
                let size = CGSize(width: CGFloat(header.width), height: CGFloat(header.height))
                self.init(name: name, size: size, data: data, format: header.format)
                return
            }
        }
        return nil
    }

    /// An SF Symbol. Symbols are drawn as glyphs, at the size of one line of text.
    public convenience init?(systemName: String) {
        self.init(name: "systemName:\(systemName)", size: CGSize(width: 17, height: 17))
    }

    /// The image as PNG: the bytes a PNG was made from, or a PNG encoded from the pixels
    /// of a drawn image. Nil for an image made from JPEG or GIF data, or a symbol, whose
    /// pixels are not decoded here.
    public func pngData() -> Data? {
        format == .png ? data : cgImageStorage?.pngData
    }

    /// The JPEG bytes the image was made from. Nil for any other image, as UIKit answers
    /// when it cannot produce JPEG data: Linux has no JPEG encoder (`pngData()` encodes).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        format == .jpeg ? data : nil
    }

    open override var description: String { name }

    /// The same image with other drawing settings: same name, size and bytes.
    func variant(_ change: (UIImage) -> Void) -> UIImage {
        let copy = UIImage(name: name, size: size, scale: scale, data: data, format: format)
        copy.renderingMode = renderingMode
        copy.symbolConfiguration = symbolConfiguration
        copy.tintColor = tintColor
        copy.cgImageStorage = cgImageStorage
        copy.ciImageStorage = ciImageStorage
        copy.imageOrientation = imageOrientation
        copy.frames = frames
        change(copy)
        return copy
    }
}
