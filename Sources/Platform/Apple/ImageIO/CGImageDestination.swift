import Foundation

/// Where images are written: bytes in memory or a file. PNG is encoded here, for real,
/// from pixels that are known (drawn, not read from a file); JPEG, HEIC and GIF are
/// accepted as types, as a device accepts them, and finalizing fails, since Linux has no
/// encoder for them: `CGImageDestinationFinalize` returns false, as it does on a device
/// for an image it cannot write.
public final class CGImageDestination: @unchecked Sendable {
    let type: String
    let capacity: Int
    private let target: Target
    private var images: [CGImage] = []
    private var isFinalized = false

    enum Target {
        case data(NSMutableData)
        case url(URL)
    }

    init(type: String, capacity: Int, target: Target) {
        self.type = type
        self.capacity = capacity
        self.target = target
    }

    func add(_ image: CGImage) {
        guard !isFinalized, images.count < capacity else { return }
        images.append(image)
    }

    func finalize() -> Bool {
        guard !isFinalized, images.count == capacity, type == "public.png", images.count == 1, let png = images[0].pngData else { return false }
        isFinalized = true
        switch target {
        case let .data(data):
            data.append(png)
            return true
        case let .url(url):
            return (try? png.write(to: url, options: .atomic)) != nil
        }
    }

    static let typeIdentifiers = ["public.png", "public.jpeg", "public.heic", "com.compuserve.gif"]
}

/// A destination appending to `data`; nil for a type ImageIO does not write.
public func CGImageDestinationCreateWithData(_ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    guard CGImageDestination.typeIdentifiers.contains(type as String), count > 0 else { return nil }
    return CGImageDestination(type: type as String, capacity: count, target: .data(data))
}

/// A destination writing the file at `url` when finalized; nil for a type ImageIO does not write.
public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    guard CGImageDestination.typeIdentifiers.contains(type as String), count > 0 else { return nil }
    return CGImageDestination(type: type as String, capacity: count, target: .url(url as URL))
}

public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    idst.add(image)
}

/// Adds the source's image at `index` (its pixels are not known here, so a PNG of it
/// cannot be written).
public func CGImageDestinationAddImageFromSource(_ idst: CGImageDestination, _ isrc: CGImageSource, _ index: Int, _ properties: CFDictionary?) {
    if let image = CGImageSourceCreateImageAtIndex(isrc, index, nil) { idst.add(image) }
}

public func CGImageDestinationSetProperties(_ idst: CGImageDestination, _ properties: CFDictionary?) {}

/// Writes the images; true when they were written (see `CGImageDestination`).
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool {
    idst.finalize()
}

/// The types a destination accepts.
public func CGImageDestinationCopyTypeIdentifiers() -> CFArray {
    CGImageDestination.typeIdentifiers as NSArray
}
