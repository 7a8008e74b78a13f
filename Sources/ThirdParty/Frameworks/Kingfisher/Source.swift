import Foundation

/// Where an image comes from: a URL to download, or a provider of its data.
public enum Source: Sendable {
    /// What tells one image-setting task from the next on a view.
    public enum Identifier {
        public typealias Value = UInt
    }

    case network(any Resource)
    case provider(any ImageDataProvider)

    /// The key the image is cached under.
    public var cacheKey: String {
        switch self {
        case .network(let resource): resource.cacheKey
        case .provider(let provider): provider.cacheKey
        }
    }

    /// The address the image is read from, when it has one.
    public var url: URL? {
        switch self {
        case .network(let resource): resource.downloadURL
        case .provider(let provider): provider.contentURL
        }
    }
}

extension Source: Hashable {
    public static func == (lhs: Source, rhs: Source) -> Bool {
        switch (lhs, rhs) {
        case (.network(let left), .network(let right)):
            left.cacheKey == right.cacheKey && left.downloadURL == right.downloadURL
        case (.provider(let left), .provider(let right)):
            left.cacheKey == right.cacheKey && left.contentURL == right.contentURL
        default:
            false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(cacheKey)
        hasher.combine(url)
    }
}

/// An image at a URL, cached under a key.
public protocol Resource: Sendable {
    var cacheKey: String { get }
    var downloadURL: URL { get }
}

extension Resource {
    /// The source that reads this resource: a local file through a provider, anything
    /// else from the network.
    public func convertToSource(overrideCacheKey: String? = nil) -> Source {
        let key = overrideCacheKey ?? cacheKey
        return downloadURL.isFileURL
            ? .provider(LocalFileImageDataProvider(fileURL: downloadURL, cacheKey: key))
            : .network(KF.ImageResource(downloadURL: downloadURL, cacheKey: key))
    }
}

extension KF {
    /// A URL and the key its image is cached under. Kingfisher 7 moved it into `KF`, so
    /// it does not clash with the asset catalog's `ImageResource`; the old top-level name
    /// is left out here for that reason.
    public struct ImageResource: Resource {
        public let cacheKey: String
        public let downloadURL: URL

        public init(downloadURL: URL, cacheKey: String? = nil) {
            self.downloadURL = downloadURL
            self.cacheKey = cacheKey ?? downloadURL.cacheKey
        }
    }
}

extension URL: Resource {
    public var cacheKey: String { isFileURL ? "kingfisher.local.cacheKey\(path)" : absoluteString }
    public var downloadURL: URL { self }
}
