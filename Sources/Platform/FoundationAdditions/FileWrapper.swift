import Foundation

/// A file, a folder of files or a symbolic link, held in memory, as Foundation's
/// `FileWrapper` on Apple platforms: what a `FileDocument` reads and writes. Linux's
/// Foundation has none. Reading from disk and writing back work for real.
open class FileWrapper: @unchecked Sendable {
    private enum Kind {
        case regularFile(Data)
        case directory([String: FileWrapper])
        case symbolicLink(URL)
    }

    private var kind: Kind
    /// The name the wrapper would like on disk, and its key in its folder.
    open var preferredFilename: String?
    /// The name it was read from or last written as.
    open var filename: String?
    /// The file's attributes, as `FileManager` gives them.
    open var fileAttributes: [String: Any] = [:]

    /// A file with these contents.
    public init(regularFileWithContents contents: Data) {
        kind = .regularFile(contents)
    }

    /// A folder of these wrappers, keyed by their file names.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
            child.preferredFilename = name
        }
        kind = .directory(childrenByPreferredName)
    }

    /// A symbolic link to `url`.
    public init(symbolicLinkWithDestinationURL url: URL) {
        kind = .symbolicLink(url)
    }

    /// The file, folder or link at `url`, read now, whole.
    public init(url: URL, options: ReadingOptions = []) throws {
        let path = url.path
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        switch attributes[.type] as? FileAttributeType {
        case .typeDirectory?:
            var children: [String: FileWrapper] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: path).sorted() {
                children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
            }
            kind = .directory(children)
        case .typeSymbolicLink?:
            kind = .symbolicLink(URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: path)))
        default:
            kind = .regularFile(try Data(contentsOf: url))
        }
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
        fileAttributes = Dictionary(uniqueKeysWithValues: attributes.map { ($0.key.rawValue, $0.value) })
    }

    open var isRegularFile: Bool {
        if case .regularFile = kind { true } else { false }
    }

    open var isDirectory: Bool {
        if case .directory = kind { true } else { false }
    }

    open var isSymbolicLink: Bool {
        if case .symbolicLink = kind { true } else { false }
    }

    /// A file's contents; nil for a folder or a link.
    open var regularFileContents: Data? {
        if case let .regularFile(contents) = kind { contents } else { nil }
    }

    /// A folder's wrappers by file name; nil for a file or a link.
    open var fileWrappers: [String: FileWrapper]? {
        if case let .directory(children) = kind { children } else { nil }
    }

    /// A link's destination; nil for a file or a folder.
    open var symbolicLinkDestinationURL: URL? {
        if case let .symbolicLink(url) = kind { url } else { nil }
    }

    /// Adds a wrapper to a folder under its preferred name (made unique with a number
    /// when taken), and returns the name it got.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case var .directory(children) = kind else {
            preconditionFailure("addFileWrapper(_:) is for a folder's wrapper; this one is a file or a link.")
        }
        let preferred = child.preferredFilename ?? "Untitled"
        var name = preferred
        var number = 2
        while children[name] != nil {
            name = "\(number) \(preferred)"
            number += 1
        }
        child.preferredFilename = preferred
        children[name] = child
        kind = .directory(children)
        return name
    }

    /// Adds a file with these contents to a folder, as `addFileWrapper(_:)` does.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes a wrapper from a folder.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case var .directory(children) = kind else { return }
        for (name, wrapper) in children where wrapper === child {
            children[name] = nil
        }
        kind = .directory(children)
    }

    /// The key a wrapper has in this folder, if it is in it.
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
        fileWrappers?.first { $0.value === child }?.key
    }

    /// Writes the wrapper to `url`: a file, a folder with its files, or a link.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        switch kind {
        case let .regularFile(contents):
            try contents.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case let .directory(children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children.sorted(by: { $0.key < $1.key }) {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        case let .symbolicLink(destination):
            try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
        }
        filename = url.lastPathComponent
    }

    /// The wrapper's bytes as one blob, as Foundation's serialization gives them: a
    /// file's contents; nil for a folder or a link here.
    open var serializedRepresentation: Data? { regularFileContents }

    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }
}
