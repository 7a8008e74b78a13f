/// Which way up an image's pixels are meant to be shown, as EXIF numbers it (1 to 8).
/// Apple's SDK gives it only its raw-value initializer; the conversions from and to
/// `UIImage.Orientation` are written by apps themselves, as Apple's sample code shows.
@frozen public enum CGImagePropertyOrientation: UInt32, Sendable {
    case up = 1
    case upMirrored
    case down
    case downMirrored
    case leftMirrored
    case right
    case rightMirrored
    case left
}
