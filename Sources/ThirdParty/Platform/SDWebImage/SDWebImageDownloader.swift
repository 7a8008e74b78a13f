import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How a download runs.
public struct SDWebImageDownloaderOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let lowPriority = SDWebImageDownloaderOptions(rawValue: 1 << 0)
    public static let progressiveLoad = SDWebImageDownloaderOptions(rawValue: 1 << 1)
    public static let useNSURLCache = SDWebImageDownloaderOptions(rawValue: 1 << 2)
    public static let ignoreCachedResponse = SDWebImageDownloaderOptions(rawValue: 1 << 3)
    public static let continueInBackground = SDWebImageDownloaderOptions(rawValue: 1 << 4)
    public static let handleCookies = SDWebImageDownloaderOptions(rawValue: 1 << 5)
    public static let allowInvalidSSLCertificates = SDWebImageDownloaderOptions(rawValue: 1 << 6)
    public static let highPriority = SDWebImageDownloaderOptions(rawValue: 1 << 7)
    public static let scaleDownLargeImages = SDWebImageDownloaderOptions(rawValue: 1 << 8)
    public static let decodeFirstFrameOnly = SDWebImageDownloaderOptions(rawValue: 1 << 10)
    public static let preloadAllFrames = SDWebImageDownloaderOptions(rawValue: 1 << 11)
    public static let matchAnimatedImageClass = SDWebImageDownloaderOptions(rawValue: 1 << 12)
}

/// The order queued downloads start in.
public enum SDWebImageDownloaderExecutionOrder: Int, Sendable {
    case fifoExecutionOrder
    case lifoExecutionOrder
}

/// The downloader's settings (`SDWebImageDownloader.shared.config.downloadTimeout`), kept as set.
open class SDWebImageDownloaderConfig: NSObject, @unchecked Sendable {
    public static let `default` = SDWebImageDownloaderConfig()

    open var maxConcurrentDownloads = 6
    open var downloadTimeout: TimeInterval = 15.0
    open var minimumProgressInterval = 0.0
    open var sessionConfiguration: URLSessionConfiguration?
    open var executionOrder: SDWebImageDownloaderExecutionOrder = .fifoExecutionOrder
    open var urlCredential: URLCredential?
    open var username: String?
    open var password: String?
    open var acceptableStatusCodes: IndexSet?
    open var acceptableContentTypes: Set<String>?
}

/// Changes a download's request before it is sent.
public protocol SDWebImageDownloaderRequestModifierProtocol: AnyObject {
    func modifiedRequest(with request: URLRequest) -> URLRequest?
}

public typealias SDWebImageDownloaderRequestModifierBlock = (URLRequest) -> URLRequest?

/// A request modifier from a block, or from headers to add.
open class SDWebImageDownloaderRequestModifier: NSObject, SDWebImageDownloaderRequestModifierProtocol, @unchecked Sendable {
    private let block: SDWebImageDownloaderRequestModifierBlock

    public init(block: @escaping SDWebImageDownloaderRequestModifierBlock) {
        self.block = block
        super.init()
    }

    public convenience init(headers: [String: String]?) {
        self.init { request in
            var request = request
            for (field, value) in headers ?? [:] { request.setValue(value, forHTTPHeaderField: field) }
            return request
        }
    }

    open func modifiedRequest(with request: URLRequest) -> URLRequest? {
        block(request)
    }
}

/// A download, to cancel.
open class SDWebImageDownloadToken: NSObject, SDWebImageOperation, @unchecked Sendable {
    public let url: URL?
    public let request: URLRequest?
    public let response: URLResponse? = nil

    init(url: URL?) {
        self.url = url
        request = url.map { URLRequest(url: $0) }
        super.init()
    }

    open func cancel() {}
}

/// Downloads images. Linux is a device offline: every download fails with
/// `URLError(.notConnectedToInternet)`, on the main queue.
open class SDWebImageDownloader: NSObject, @unchecked Sendable {
    public static let shared = SDWebImageDownloader(config: nil)

    public let config: SDWebImageDownloaderConfig
    open var requestModifier: (any SDWebImageDownloaderRequestModifierProtocol)?
    open var isSuspended = false
    public let currentDownloadCount: UInt = 0
    private var headers: [String: String] = [:]

    public init(config: SDWebImageDownloaderConfig?) {
        self.config = config ?? SDWebImageDownloaderConfig()
        super.init()
    }

    open var sessionConfiguration: URLSessionConfiguration {
        config.sessionConfiguration ?? .default
    }

    open func setValue(_ value: String?, forHTTPHeaderField field: String?) {
        guard let field else { return }
        headers[field] = value
    }

    open func value(forHTTPHeaderField field: String?) -> String? {
        field.flatMap { headers[$0] }
    }

    @discardableResult
    open func downloadImage(with url: URL?, completed completedBlock: SDWebImageDownloaderCompletedBlock? = nil) -> SDWebImageDownloadToken? {
        downloadImage(with: url, options: [], context: nil, progress: nil, completed: completedBlock)
    }

    @discardableResult
    open func downloadImage(with url: URL?, options: SDWebImageDownloaderOptions = [], progress progressBlock: SDWebImageDownloaderProgressBlock?,
                            completed completedBlock: SDWebImageDownloaderCompletedBlock? = nil) -> SDWebImageDownloadToken? {
        downloadImage(with: url, options: options, context: nil, progress: progressBlock, completed: completedBlock)
    }

    @discardableResult
    open func downloadImage(with url: URL?, options: SDWebImageDownloaderOptions = [], context: [SDWebImageContextOption: Any]?,
                            progress progressBlock: SDWebImageDownloaderProgressBlock?,
                            completed completedBlock: SDWebImageDownloaderCompletedBlock? = nil) -> SDWebImageDownloadToken? {
        if let completedBlock {
            let block = Unchecked(value: completedBlock)
            let error: any Error = url == nil ? SDWebImageError(.invalidURL) : URLError(.notConnectedToInternet)
            DispatchQueue.main.async { block.value(nil, nil, error, true) }
        }
        return url.map { SDWebImageDownloadToken(url: $0) }
    }

    open func cancelAllDownloads() {}

    open func invalidateSessionAndCancel(_ cancelPendingOperations: Bool) {}
}
