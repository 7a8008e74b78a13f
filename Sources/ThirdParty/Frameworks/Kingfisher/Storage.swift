import Foundation

/// How long a cached image lives.
public enum StorageExpiration: Sendable {
    case never
    case seconds(TimeInterval)
    case days(Int)
    case date(Date)
    case expired
}

/// Whether reading a cached image extends its life.
public enum ExpirationExtending: Sendable {
    case none
    case cacheTime
    case expirationTime(_ expiration: StorageExpiration)
}

/// The memory cache's settings, as apps tune them (`ImageCache.default.memoryStorage.config.totalCostLimit`).
public enum MemoryStorage {
    public final class Backend<T: Sendable>: @unchecked Sendable {
        public var config: Config

        public init(config: Config) {
            self.config = config
        }
    }

    public struct Config: Sendable {
        public var totalCostLimit: Int
        public var countLimit: Int = .max
        public var expiration: StorageExpiration = .seconds(300)
        public var cleanInterval: TimeInterval
        public var keepWhenEnteringBackground: Bool = false

        public init(totalCostLimit: Int, cleanInterval: TimeInterval = 120) {
            self.totalCostLimit = totalCostLimit
            self.cleanInterval = cleanInterval
        }
    }
}

/// The disk cache's settings (`ImageCache.default.diskStorage.config.sizeLimit`).
public enum DiskStorage {
    public final class Backend<T: Sendable>: @unchecked Sendable {
        public var config: Config
        public let directoryURL: URL

        public init(config: Config) {
            self.config = config
            directoryURL = (config.directory ?? FileManager.default.temporaryDirectory)
                .appendingPathComponent("com.onevcat.Kingfisher.ImageCache.\(config.name)")
        }
    }

    public struct Config: @unchecked Sendable {
        public var sizeLimit: UInt
        public var expiration: StorageExpiration = .days(7)
        public var pathExtension: String? = nil
        public var usesHashedFileName = true
        public var autoExtAfterHashedFileName = false
        public let name: String
        let directory: URL?

        public init(name: String, sizeLimit: UInt, fileManager: FileManager = .default, directory: URL? = nil) {
            self.name = name
            self.sizeLimit = sizeLimit
            self.directory = directory
        }
    }
}
