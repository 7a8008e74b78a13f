import Foundation

/// The codes of the errors the font manager reports, in `kCTFontManagerErrorDomain`.
public enum CTFontManagerError: CFIndex, Sendable {
    case fileNotFound = 101
    case insufficientPermissions = 102
    case unrecognizedFormat = 103
    case invalidFontData = 104
    case alreadyRegistered = 105
    case exceededResourceLimit = 106
    case assetNotFound = 107
    case notRegistered = 201
    case inUse = 202
    case systemRequired = 203
    case registrationFailed = 301
    case missingEntitlement = 302
    case insufficientInfo = 303
    case cancelledByUser = 304
    case duplicatedName = 305
    case invalidFilePath = 306
    case unsupportedScope = 307
}

nonisolated(unsafe) public let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain"
/// The user-info key of the URLs an error is about.
nonisolated(unsafe) public let kCTFontManagerErrorFontURLsKey: CFString = "CTFontManagerErrorFontURLs"

extension CTFontManagerError {
    /// The error, as the font manager reports it, about `urls`.
    func error(_ description: String, urls: [URL] = []) -> NSError {
        var info: [String: Any] = [NSLocalizedDescriptionKey: description]
        if !urls.isEmpty { info[kCTFontManagerErrorFontURLsKey as String] = urls }
        return NSError(domain: kCTFontManagerErrorDomain as String, code: rawValue, userInfo: info)
    }
}
