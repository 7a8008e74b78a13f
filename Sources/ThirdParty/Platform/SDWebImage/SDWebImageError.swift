import Foundation

public let SDWebImageErrorDomain = "SDWebImageErrorDomain"

/// SDWebImage's own errors (`SDWebImageErrorDomain`). A load that needs the network
/// fails with the URL loading system's error instead, `URLError(.notConnectedToInternet)`,
/// as on a device offline.
public struct SDWebImageError: Error, Hashable, Sendable, CustomNSError {
    public enum Code: Int, Sendable {
        case invalidURL = 1000
        case badImageData = 1001
        case cacheNotModified = 1002
        case blackListed = 1003
        case invalidDownloadOperation = 2000
        case invalidDownloadStatusCode = 2001
        case cancelled = 2002
        case invalidDownloadResponse = 2003
        case invalidDownloadContentType = 2004
    }

    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static var errorDomain: String { SDWebImageErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static var invalidURL: Code { .invalidURL }
    public static var badImageData: Code { .badImageData }
    public static var cacheNotModified: Code { .cacheNotModified }
    public static var blackListed: Code { .blackListed }
    public static var invalidDownloadOperation: Code { .invalidDownloadOperation }
    public static var invalidDownloadStatusCode: Code { .invalidDownloadStatusCode }
    public static var cancelled: Code { .cancelled }
    public static var invalidDownloadResponse: Code { .invalidDownloadResponse }
    public static var invalidDownloadContentType: Code { .invalidDownloadContentType }
}

/// A value handed across queues as Objective-C hands its blocks: unchecked.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
}
