import Foundation

/// A document a value type reads from and writes to a file, for `DocumentGroup` and
/// `fileExporter(isPresented:document:…)`. Its reading and writing run as written
/// (a test can call them); the system's pickers around them draw nothing here.
@preconcurrency
public protocol FileDocument: Sendable {
    /// The types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The types it saves as; by default, the ones it opens.
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document reads: the file's type and its contents.
public struct FileDocumentReadConfiguration {
    /// The expected type of the file's contents.
    public let contentType: UTType
    /// The file wrapper holding the contents.
    public let file: FileWrapper

    package init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document writes: the type to write and, when the document was saved
/// before, the file as it is.
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    /// The saved contents; nil for a document never saved.
    public let existingFile: FileWrapper?

    package init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

extension View {
    /// The system's export sheet for a document; a render shows the screen, not the sheet.
    nonisolated public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> ModifiedContent<Self, _UndrawnModifier> where C.Element: FileDocument {
        modifier(_UndrawnModifier())
    }

    /// The export sheet for a `Transferable` item (iOS 17).
    nonisolated public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func fileExporter<C: Collection>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [], onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}) -> ModifiedContent<Self, _UndrawnModifier> where C.Element: Transferable {
        modifier(_UndrawnModifier())
    }

    /// The system's sheet for moving a file.
    nonisolated public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}

/// What a document scene's editor gets: the document, bound, and where it lives.
public struct FileDocumentConfiguration<Document: FileDocument> {
    @Binding public var document: Document
    /// Where the document is saved; nil for a new one.
    public var fileURL: URL?
    /// Whether the document can be changed (false in a viewer).
    public var isEditable: Bool

    package init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// An app's scene of documents, opened and saved by the system's browser. A snapshot
/// renders the editor view itself, as any view.
public nonisolated struct DocumentGroup<Document: FileDocument, Content: View>: Scene {
    public init(newDocument: @autoclosure @escaping () -> Document, @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {}

    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {}

    public typealias Body = Never
}
