import Foundation

/// An image file's bytes, read for what their headers say. Linux decodes no pixels:
/// sizes, frame counts and GIF timing come from the headers (PNG, JPEG, GIF, as UIKit's
/// `UIImage` reads them); images and thumbnails are nil.
public final class CGImageSource: @unchecked Sendable {
    /// What the header says: the file's type and its pixel size.
    struct Header: Sendable {
        let typeIdentifier: String
        let width: Int
        let height: Int
        var isGIF: Bool { typeIdentifier == "com.compuserve.gif" }
    }

    /// What the source has read so far; replaced whole by an incremental update.
    struct Contents: Sendable {
        let data: Data
        let header: Header?
        let frames: [GIFFrames.Frame]
        let loopCount: Int?
        /// Whether all the bytes are in: false while an incremental source is fed.
        let isFinal: Bool

        init(data: Data, isFinal: Bool) {
            self.data = data
            self.isFinal = isFinal
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
    }

    private let lock = NSLock()
    private var _contents: Contents

    init(data: Data, isFinal: Bool = true) {
        _contents = Contents(data: data, isFinal: isFinal)
    }

    var contents: Contents { lock.withLock { _contents } }
    var data: Data { contents.data }
    var header: Header? { contents.header }
    var frames: [GIFFrames.Frame] { contents.frames }
    var loopCount: Int? { contents.loopCount }

    func update(_ data: Data, isFinal: Bool) {
        let contents = Contents(data: data, isFinal: isFinal)
        lock.withLock { _contents = contents }
    }

    /// How many images the file holds: a GIF's frames, 1 for a PNG or JPEG, 0 for bytes
    /// that are none of them.
    var count: Int {
        let contents = contents
        guard let header = contents.header else { return 0 }
        return header.isGIF ? max(contents.frames.count, 1) : 1
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

/// `.statusComplete` for an image file this reads; while an incremental source is fed,
/// `.statusReadingHeader` until its header is in and `.statusIncomplete` after;
/// `.statusUnknownType` for complete bytes of another kind.
public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus {
    let contents = isrc.contents
    switch (contents.header, contents.isFinal) {
    case (nil, true): return .statusUnknownType
    case (nil, false): return .statusReadingHeader
    case (_, false): return .statusIncomplete
    case (_, true): return .statusComplete
    }
}

/// The status of one image: as the source's, and `.statusUnknownType` past the last image.
public func CGImageSourceGetStatusAtIndex(_ isrc: CGImageSource, _ index: Int) -> CGImageSourceStatus {
    let status = CGImageSourceGetStatus(isrc)
    return status == .statusComplete && !(0..<isrc.count).contains(index) ? .statusUnknownType : status
}

/// The image a viewer shows first: 0.
public func CGImageSourceGetPrimaryImageIndex(_ isrc: CGImageSource) -> Int {
    0
}

/// A source to feed bytes into as they arrive (`CGImageSourceUpdateData`).
public func CGImageSourceCreateIncremental(_ options: CFDictionary?) -> CGImageSource {
    CGImageSource(data: Data(), isFinal: false)
}

/// Replaces what the source has read with `data`, all the bytes so far; `final` says
/// none will follow.
public func CGImageSourceUpdateData(_ isrc: CGImageSource, _ data: CFData, _ final: Bool) {
    isrc.update(Data(referencing: data), isFinal: final)
}

public func CGImageSourceUpdateDataProvider(_ isrc: CGImageSource, _ provider: CGDataProvider, _ final: Bool) {
    isrc.update(provider.bytes, isFinal: final)
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

/// The image at `index`: its pixel size, from the header, and pixels not known here
/// (Linux decodes none). Nil past the last image, and while an incremental source has
/// no header yet.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard let header = isrc.header, (0..<isrc.count).contains(index) else { return nil }
    return CGImage(width: header.width, height: header.height, opaque: header.typeIdentifier == "public.jpeg")
}

/// A thumbnail of the image at `index`, its pixels not known here: the image's size
/// brought within `kCGImageSourceThumbnailMaxPixelSize` (its aspect kept). Made only when
/// the options ask for one to be made from the image (`…FromImageAlways` or
/// `…FromImageIfAbsent`), since no file here carries a thumbnail of its own.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard let header = isrc.header, (0..<isrc.count).contains(index) else { return nil }
    let options = (options as? [String: Any]) ?? [:]
    func flag(_ key: CFString) -> Bool { (options[key as String] as? Bool) ?? (options[key as String] as? NSNumber)?.boolValue ?? false }
    guard flag(kCGImageSourceCreateThumbnailFromImageAlways) || flag(kCGImageSourceCreateThumbnailFromImageIfAbsent) else { return nil }
    var (width, height) = (header.width, header.height)
    if let limit = (options[kCGImageSourceThumbnailMaxPixelSize as String] as? NSNumber)?.doubleValue
        ?? (options[kCGImageSourceThumbnailMaxPixelSize as String] as? Double), limit > 0, Double(max(width, height)) > limit {
        let scale = limit / Double(max(width, height))
        width = max(1, Int((Double(width) * scale).rounded()))
        height = max(1, Int((Double(height) * scale).rounded()))
    }
    return CGImage(width: width, height: height, opaque: header.typeIdentifier == "public.jpeg")
}
