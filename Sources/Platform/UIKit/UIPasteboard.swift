import Foundation

/// The clipboard. On Linux it is this process's own: what is copied can be pasted back
/// within the run (tests check what a Copy button copied), and nothing leaves it.
/// Not isolated to the main actor, as in UIKit; a lock guards it.
open class UIPasteboard: NSObject, @unchecked Sendable {
    public static let general = UIPasteboard(name: Name.general)

    public struct Name: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    public let name: Name
    private let lock = NSLock()
    private var storedStrings: [String] = []
    private var storedURLs: [URL] = []
    private var storedImages: [UIImage] = []
    private var count = 0

    init(name: Name) {
        self.name = name
        super.init()
    }

    public static func withUniqueName() -> UIPasteboard {
        UIPasteboard(name: Name(UUID().uuidString))
    }

    private func locked<Value>(_ body: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Replaces everything on the pasteboard, as writing does in UIKit.
    private func write(strings: [String] = [], urls: [URL] = [], images: [UIImage] = []) {
        locked {
            storedStrings = strings
            storedURLs = urls
            storedImages = images
            count += 1
        }
    }

    open var changeCount: Int { locked { count } }

    open var string: String? {
        get { strings?.first }
        set { write(strings: newValue.map { [$0] } ?? []) }
    }

    open var strings: [String]? {
        get { locked { storedStrings.isEmpty ? nil : storedStrings } }
        set { write(strings: newValue ?? []) }
    }

    open var url: URL? {
        get { urls?.first }
        set { write(urls: newValue.map { [$0] } ?? []) }
    }

    open var urls: [URL]? {
        get { locked { storedURLs.isEmpty ? nil : storedURLs } }
        set { write(urls: newValue ?? []) }
    }

    open var image: UIImage? {
        get { images?.first }
        set { write(images: newValue.map { [$0] } ?? []) }
    }

    open var images: [UIImage]? {
        get { locked { storedImages.isEmpty ? nil : storedImages } }
        set { write(images: newValue ?? []) }
    }

    open var hasStrings: Bool { locked { !storedStrings.isEmpty } }
    open var hasURLs: Bool { locked { !storedURLs.isEmpty } }
    open var hasImages: Bool { locked { !storedImages.isEmpty } }
    open var numberOfItems: Int { locked { storedStrings.count + storedURLs.count + storedImages.count } }

    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
}
