import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What goes wrong when an image is set. On Linux every download fails as on a device
/// offline: `.responseError(reason: .URLSessionError(error: URLError(.notConnectedToInternet)))`.
public enum KingfisherError: Error {
    public enum RequestErrorReason: Sendable {
        case emptyRequest
        case invalidURL(request: URLRequest)
        case taskCancelled(task: SessionDataTask, token: SessionDataTask.CancelToken)
        case asyncTaskContextCancelled
        case dataProviderCancelled(provider: any ImageDataProvider)
    }

    public enum ResponseErrorReason: Sendable {
        case invalidURLResponse(response: URLResponse)
        case invalidHTTPStatusCode(response: HTTPURLResponse)
        case URLSessionError(error: any Error)
        case dataModifyingFailed(task: SessionDataTask)
        case noURLResponse(task: SessionDataTask)
        case cancelledByDelegate(response: URLResponse)
    }

    public enum CacheErrorReason: @unchecked Sendable {
        case imageNotExisting(key: String)
        case cannotLoadDataFromDisk(url: URL, error: any Error)
        case cannotSerializeImage(image: KFCrossPlatformImage?, original: Data?, serializer: any CacheSerializer)
        case diskStorageIsNotReady(cacheURL: URL)
    }

    public enum ProcessorErrorReason: Sendable {
        case processingFailed(processor: any ImageProcessor, item: ImageProcessItem)
    }

    public enum ImageSettingErrorReason: Sendable {
        case emptySource
        case notCurrentSourceTask(result: RetrieveImageResult?, error: (any Error)?, source: Source)
        case dataProviderError(provider: any ImageDataProvider, error: any Error)
        case alternativeSourcesExhausted([PropagationError])
    }

    case requestError(reason: RequestErrorReason)
    case responseError(reason: ResponseErrorReason)
    case cacheError(reason: CacheErrorReason)
    case processorError(reason: ProcessorErrorReason)
    case imageSettingError(reason: ImageSettingErrorReason)

    public var isTaskCancelled: Bool {
        if case .requestError(reason: .taskCancelled) = self { return true }
        return false
    }

    public func isInvalidResponseStatusCode(_ code: Int) -> Bool {
        if case .responseError(reason: .invalidHTTPStatusCode(let response)) = self { return response.statusCode == code }
        return false
    }

    public var isInvalidResponseStatusCode: Bool {
        if case .responseError(reason: .invalidHTTPStatusCode) = self { return true }
        return false
    }

    public var isNotCurrentTask: Bool {
        if case .imageSettingError(reason: .notCurrentSourceTask) = self { return true }
        return false
    }

    /// What a download reports with no network.
    static var offline: KingfisherError {
        .responseError(reason: .URLSessionError(error: URLError(.notConnectedToInternet)))
    }
}

extension KingfisherError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .requestError(.emptyRequest): "The request is empty or nil."
        case .requestError: "The request was invalid or cancelled."
        case .responseError(.URLSessionError(let error)): "The URL session returned an error: \(error)."
        case .responseError: "The response was invalid."
        case .cacheError(.imageNotExisting(let key)): "The image is not in the cache for key: \(key)."
        case .cacheError: "The cache failed."
        case .processorError: "The image processor failed."
        case .imageSettingError(.emptySource): "The input resource is empty."
        case .imageSettingError: "The image could not be set."
        }
    }
}

extension KingfisherError: CustomNSError {
    public static let domain = "com.onevcat.Kingfisher.Error"
    public static var errorDomain: String { domain }

    /// Kingfisher's codes: 1xxx request, 2xxx response, 3xxx cache, 4xxx processor, 5xxx setting.
    public var errorCode: Int {
        switch self {
        case .requestError(let reason):
            switch reason {
            case .emptyRequest: 1001
            case .invalidURL: 1002
            case .taskCancelled: 1003
            case .asyncTaskContextCancelled: 1005
            case .dataProviderCancelled: 1006
            }
        case .responseError(let reason):
            switch reason {
            case .invalidURLResponse: 2001
            case .invalidHTTPStatusCode: 2002
            case .URLSessionError: 2003
            case .dataModifyingFailed: 2004
            case .noURLResponse: 2005
            case .cancelledByDelegate: 2006
            }
        case .cacheError(let reason):
            switch reason {
            case .cannotLoadDataFromDisk: 3004
            case .imageNotExisting: 3006
            case .cannotSerializeImage: 3008
            case .diskStorageIsNotReady: 3011
            }
        case .processorError: 4001
        case .imageSettingError(let reason):
            switch reason {
            case .emptySource: 5001
            case .notCurrentSourceTask: 5002
            case .dataProviderError: 5003
            case .alternativeSourcesExhausted: 5004
            }
        }
    }
}
