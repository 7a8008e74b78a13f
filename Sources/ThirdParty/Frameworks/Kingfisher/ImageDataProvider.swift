import Foundation

/// Gives an image's data in a way of the app's own, instead of a download.
public protocol ImageDataProvider: Sendable {
    var cacheKey: String { get }
    func data() async throws -> Data
    func data(handler: @escaping @Sendable (Result<Data, any Error>) -> Void)
    var contentURL: URL? { get }
}

extension ImageDataProvider {
    public func data() async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            data { continuation.resume(with: $0) }
        }
    }

    public func data(handler: @escaping @Sendable (Result<Data, any Error>) -> Void) {
        Task {
            do { handler(.success(try await data())) } catch { handler(.failure(error)) }
        }
    }

    public var contentURL: URL? { nil }

    public func convertToSource() -> Source {
        .provider(self)
    }
}

/// A file on disk. Read for real: a device offline still has its files.
public struct LocalFileImageDataProvider: ImageDataProvider {
    public let fileURL: URL
    public var cacheKey: String
    private let loadingQueue: ExecutionQueue

    public init(fileURL: URL, cacheKey: String? = nil, loadingQueue: ExecutionQueue = .dispatch(DispatchQueue.global(qos: .userInitiated))) {
        self.fileURL = fileURL
        self.cacheKey = cacheKey ?? fileURL.cacheKey
        self.loadingQueue = loadingQueue
    }

    public func data(handler: @escaping @Sendable (Result<Data, any Error>) -> Void) {
        let fileURL = fileURL
        loadingQueue.execute { handler(Result { try Data(contentsOf: fileURL) }) }
    }

    public var data: Data {
        get async throws { try Data(contentsOf: fileURL) }
    }

    public var contentURL: URL? { fileURL }
}

/// An image given as base64 text.
public struct Base64ImageDataProvider: ImageDataProvider {
    public let base64String: String
    public var cacheKey: String

    public init(base64String: String, cacheKey: String) {
        self.base64String = base64String
        self.cacheKey = cacheKey
    }

    public func data(handler: @escaping @Sendable (Result<Data, any Error>) -> Void) {
        handler(.success(Data(base64Encoded: base64String) ?? Data()))
    }
}

/// An image given as its bytes.
public struct RawImageDataProvider: ImageDataProvider {
    public let data: Data
    public var cacheKey: String

    public init(data: Data, cacheKey: String) {
        self.data = data
        self.cacheKey = cacheKey
    }

    public func data(handler: @escaping @Sendable (Result<Data, any Error>) -> Void) {
        handler(.success(data))
    }
}
