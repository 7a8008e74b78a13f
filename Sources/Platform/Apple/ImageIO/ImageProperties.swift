import Foundation

// The keys of the property dictionaries and options, with the strings Apple's ImageIO
// uses. They are immutable `NSString`s, hence `nonisolated(unsafe)`.

// MARK: Properties this reads
nonisolated(unsafe) public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
nonisolated(unsafe) public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
nonisolated(unsafe) public let kCGImagePropertyFileSize: CFString = "FileSize"
nonisolated(unsafe) public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
nonisolated(unsafe) public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"
nonisolated(unsafe) public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"
nonisolated(unsafe) public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"

// MARK: Properties a header read leaves out (absent from every dictionary here)
nonisolated(unsafe) public let kCGImagePropertyOrientation: CFString = "Orientation"
nonisolated(unsafe) public let kCGImagePropertyDPIWidth: CFString = "DPIWidth"
nonisolated(unsafe) public let kCGImagePropertyDPIHeight: CFString = "DPIHeight"
nonisolated(unsafe) public let kCGImagePropertyHasAlpha: CFString = "HasAlpha"
nonisolated(unsafe) public let kCGImagePropertyColorModel: CFString = "ColorModel"
nonisolated(unsafe) public let kCGImagePropertyExifDictionary: CFString = "{Exif}"
nonisolated(unsafe) public let kCGImagePropertyTIFFDictionary: CFString = "{TIFF}"
nonisolated(unsafe) public let kCGImagePropertyPNGDictionary: CFString = "{PNG}"

// MARK: Options (accepted, unread: nothing is decoded or cached)
nonisolated(unsafe) public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"
nonisolated(unsafe) public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
nonisolated(unsafe) public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
nonisolated(unsafe) public let kCGImageSourceShouldAllowFloat: CFString = "kCGImageSourceShouldAllowFloat"
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
nonisolated(unsafe) public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
nonisolated(unsafe) public let kCGImagePropertyIsFloat: CFString = "IsFloat"
nonisolated(unsafe) public let kCGImagePropertyIsIndexed: CFString = "IsIndexed"
nonisolated(unsafe) public let kCGImagePropertyDepth: CFString = "Depth"
nonisolated(unsafe) public let kCGImagePropertyProfileName: CFString = "ProfileName"
nonisolated(unsafe) public let kCGImagePropertyJFIFDictionary: CFString = "{JFIF}"
nonisolated(unsafe) public let kCGImagePropertyHEICSDictionary: CFString = "{HEICS}"
nonisolated(unsafe) public let kCGImagePropertyGPSDictionary: CFString = "{GPS}"
nonisolated(unsafe) public let kCGImagePropertyIPTCDictionary: CFString = "{IPTC}"
nonisolated(unsafe) public let kCGImagePropertyMakerAppleDictionary: CFString = "{MakerApple}"
nonisolated(unsafe) public let kCGImagePropertyTIFFOrientation: CFString = "Orientation"
nonisolated(unsafe) public let kCGImagePropertyExifDateTimeOriginal: CFString = "DateTimeOriginal"
nonisolated(unsafe) public let kCGImagePropertyExifPixelXDimension: CFString = "PixelXDimension"
nonisolated(unsafe) public let kCGImagePropertyExifPixelYDimension: CFString = "PixelYDimension"
nonisolated(unsafe) public let kCGImagePropertyPNGDelayTime: CFString = "DelayTime"
nonisolated(unsafe) public let kCGImagePropertyPNGLoopCount: CFString = "LoopCount"
nonisolated(unsafe) public let kCGImagePropertyAPNGDelayTime: CFString = "DelayTime"
nonisolated(unsafe) public let kCGImagePropertyAPNGLoopCount: CFString = "LoopCount"
nonisolated(unsafe) public let kCGImagePropertyColorModelRGB: CFString = "RGB"
nonisolated(unsafe) public let kCGImagePropertyColorModelGray: CFString = "Gray"

// MARK: Source options read nowhere (nothing is decoded)
nonisolated(unsafe) public let kCGImageSourceSubsampleFactor: CFString = "kCGImageSourceSubsampleFactor"

// MARK: Destination options
nonisolated(unsafe) public let kCGImageDestinationLossyCompressionQuality: CFString = "kCGImageDestinationLossyCompressionQuality"
nonisolated(unsafe) public let kCGImageDestinationBackgroundColor: CFString = "kCGImageDestinationBackgroundColor"
nonisolated(unsafe) public let kCGImageDestinationImageMaxPixelSize: CFString = "kCGImageDestinationImageMaxPixelSize"
nonisolated(unsafe) public let kCGImageDestinationEmbedThumbnail: CFString = "kCGImageDestinationEmbedThumbnail"
nonisolated(unsafe) public let kCGImageDestinationOptimizeColorForSharing: CFString = "kCGImageDestinationOptimizeColorForSharing"
