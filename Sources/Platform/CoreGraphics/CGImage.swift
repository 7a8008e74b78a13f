/// A bitmap image. Linux decodes no images (a text render draws none), so nothing here
/// makes one from pixels: the functions that return one (ImageIO's
/// `CGImageSourceCreateImageAtIndex` and thumbnails) return nil. Its size is what code
/// that holds one reads.
public final class CGImage: Sendable {
    public let width: Int
    public let height: Int

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
