import Foundation
internal import UIKit

/// An image file's bytes, read for what their headers say. Linux decodes no pixels:
/// sizes, frame counts and GIF timing come from the headers (PNG, JPEG, GIF, as UIKit's
/// `UIImage` reads them); images and thumbnails are nil.
public final class CGImageSource: Sendable {
    /// What the header says: the file's type and its pixel size.
    struct Header: Sendable {
        let typeIdentifier: String
        let width: Int
        let height: Int
        var isGIF: Bool { typeIdentifier == "com.compuserve.gif" }
    }

    let data: Data
    let header: Header?
    let frames: [GIFFrames.Frame]
    let loopCount: Int?

    init(data: Data) {
        self.data = data
        header = ImageHeader(data).map { header in
            let type = switch header.format {
            case .png: "public.png"
            case .jpeg: "public.jpeg"
            case .gif: "com.compuserve.gif"
            }
            return Header(typeIdentifier: type, width: header.width, height: header.height)
        }
        if header?.isGIF == true, let gif = GIFFrames(data) {
            frames = gif.frames
            loopCount = gif.loopCount
        } else {
            frames = []
            loopCount = nil
        }
    }

    /// How many images the file holds: a GIF's frames, 1 for a PNG or JPEG, 0 for bytes
    /// that are none of them.
    var count: Int {
        guard let header else { return 0 }
        return header.isGIF ? max(frames.count, 1) : 1
    }
}

/// What `CGImageSourceGetStatus` reports.
public enum CGImageSourceStatus: Int32, Sendable {
    case statusUnexpectedEOF = -5
    case statusInvalidData = -4
    case statusUnknownType = -3
    case statusReadingHeader = -2
    case statusIncomplete = -1
    case statusComplete = 0
}

/// A source over `data`. Always made, as on Apple platforms; bytes that are no image
/// give a source with no images (`CGImageSourceGetCount` is 0).
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(data: Data(referencing: data))
}

/// A source over the file at `url`; nil when it cannot be read.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let data = try? Data(contentsOf: url as URL) else { return nil }
    return CGImageSource(data: data)
}

/// A source over what `provider` holds.
public func CGImageSourceCreateWithDataProvider(_ provider: CGDataProvider, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(data: provider.bytes)
}

/// The number of images: a GIF's frames, 1 for a PNG or JPEG, 0 for anything else.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int {
    isrc.count
}

/// The file's type identifier (`public.png`, `public.jpeg`, `com.compuserve.gif`); nil
/// for bytes of another kind.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? {
    isrc.header.map { $0.typeIdentifier }.map { NSString(string: $0) }
}

/// `.statusComplete` for an image file this reads, `.statusUnknownType` otherwise.
public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus {
    isrc.header == nil ? .statusUnknownType : .statusComplete
}

/// The type identifiers this reads.
public func CGImageSourceCopyTypeIdentifiers() -> CFArray {
    ["public.png", "public.jpeg", "com.compuserve.gif"] as NSArray
}

/// The file's own properties: `kCGImagePropertyFileSize`, and for a GIF its loop count
/// in `kCGImagePropertyGIFDictionary`.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    var properties: [String: Any] = [kCGImagePropertyFileSize as String: NSNumber(value: isrc.data.count)]
    if isrc.header?.isGIF == true {
        properties[kCGImagePropertyGIFDictionary as String] = NSDictionary(dictionary: [
            kCGImagePropertyGIFLoopCount as String: NSNumber(value: isrc.loopCount ?? 1),
        ])
    }
    return NSDictionary(dictionary: properties)
}

/// The image's properties: `kCGImagePropertyPixelWidth` and `…PixelHeight` from the
/// header, and for a GIF frame its delay in `kCGImagePropertyGIFDictionary`. Nil when
/// `index` is past the last image.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
    guard let header = isrc.header, (0..<isrc.count).contains(index) else { return nil }
    var properties: [String: Any] = [
        kCGImagePropertyPixelWidth as String: NSNumber(value: header.width),
        kCGImagePropertyPixelHeight as String: NSNumber(value: header.height),
    ]
    if header.isGIF {
        let delay = index < isrc.frames.count ? isrc.frames[index].delay : 0
        properties[kCGImagePropertyGIFDictionary as String] = NSDictionary(dictionary: [
            kCGImagePropertyGIFUnclampedDelayTime as String: NSNumber(value: delay),
            kCGImagePropertyGIFDelayTime as String: NSNumber(value: delay < 0.011 ? 0.1 : delay),
        ])
    }
    return NSDictionary(dictionary: properties)
}

/// Nil: Linux decodes no pixels.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    nil
}

/// Nil: Linux decodes no pixels, so it makes no thumbnails either. Code that downsamples
/// with this falls back as it does for a file iOS cannot decode.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    nil
}
