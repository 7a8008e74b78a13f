import Foundation

/// UIKit's image, for Linux. It keeps the bytes it was made from and reads its size
/// from their header; nothing is decoded, because a text render draws an image as a
/// placeholder of its size. A class, as in UIKit: apps keep images in `NSCache`.
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
    private let format: ImageHeader.Format?
    /// Whether the image is drawn as is or as a template in the tint color.
    public internal(set) var renderingMode: RenderingMode = .automatic
    /// The symbol configuration of an SF Symbol, once one is applied.
    public internal(set) var symbolConfiguration: SymbolConfiguration?
    /// The color `withTintColor(_:)` gave the image.
    package internal(set) var tintColor: UIColor?
    package init(name: String, size: CGSize, scale: CGFloat = 1, data: Data? = nil, format: ImageHeader.Format? = nil) {
        self.name = name
        self.size = size
        self.scale = scale
        self.data = data
        self.format = format
    }

    /// Nil unless `data` is a PNG, JPEG or GIF whose size its header gives.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let header = ImageHeader(data) else { return nil }
        let size = CGSize(width: CGFloat(header.width) / scale, height: CGFloat(header.height) / scale)
        self.init(name: "data \(header.width)×\(header.height)", size: size, scale: scale, data: data, format: header.format)
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

    /// The PNG bytes the image was made from. Nothing is encoded on Linux, so an image
    /// made from JPEG or GIF data, or a symbol, has none.
    public func pngData() -> Data? {
        format == .png ? data : nil
    }

    /// The JPEG bytes the image was made from; see `pngData()`.
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
        change(copy)
        return copy
    }
}
