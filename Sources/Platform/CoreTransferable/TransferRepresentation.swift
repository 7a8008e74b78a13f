import Foundation

/// One way a `Transferable` value is exported or imported.
public protocol TransferRepresentation<Item> {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Item> var body: Body { get }

    /// The exports this representation offers, in order.
    var _exporters: [_TransferExporter<Item>] { get }
}

extension TransferRepresentation {
    public var _exporters: [_TransferExporter<Item>] {
        body._exporters.map { exporter in
            _TransferExporter(contentType: exporter.contentType) { item in
                guard let inner = item as? Body.Item else { throw _TransferError.noRepresentation(exporter.contentType) }
                return try await exporter.export(inner)
            }
        }
    }

    /// The name a file of this representation gets.
    public func suggestedFileName(_ fileName: String) -> Self { self }
    public func suggestedFileName(_ fileName: @escaping (Item) -> String?) -> Self { self }
    /// Exports only when `condition` holds.
    public func exportingCondition(_ condition: @escaping (Item) -> Bool) -> Self { self }
    public func visibility(_ visibility: TransferRepresentationVisibility) -> Self { self }
}

/// Who may receive a representation.
public struct TransferRepresentationVisibility: Sendable, Hashable {
    let name: String
    public static let all = TransferRepresentationVisibility(name: "all")
    public static let team = TransferRepresentationVisibility(name: "team")
    public static let group = TransferRepresentationVisibility(name: "group")
    public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
}

/// Representations with no body of their own end the chain.
public struct _NeverTransferRepresentation<Item: Transferable>: TransferRepresentation {
    public var body: _NeverTransferRepresentation<Item> { self }
    public var _exporters: [_TransferExporter<Item>] { [] }
}

/// Data of a content type, made and read by closures.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    let contentType: UTType
    let exporting: ((Item) async throws -> Data)?

    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data, importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
        self.exporting = exporting
    }

    public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        self.contentType = contentType
        self.exporting = exporting
    }

    public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
        exporting = nil
    }

    public var body: _NeverTransferRepresentation<Item> { _NeverTransferRepresentation() }
    public var _exporters: [_TransferExporter<Item>] {
        exporting.map { [_TransferExporter(contentType: contentType, export: $0)] } ?? []
    }
}

/// A `Codable` value as data of a content type, by an encoder (JSON unless given).
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    let contentType: UTType
    let encode: (Item) throws -> Data

    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.contentType = contentType
        encode = { item in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return try encoder.encode(item)
        }
    }

    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: JSONEncoder, decoder: JSONDecoder) {
        self.contentType = contentType
        encode = { try encoder.encode($0) }
    }

    public var body: _NeverTransferRepresentation<Item> { _NeverTransferRepresentation() }
    public var _exporters: [_TransferExporter<Item>] {
        let encode = encode
        return [_TransferExporter(contentType: contentType) { try encode($0) }]
    }
}

/// A file of a content type; the file's data is what is exported.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    let contentType: UTType
    let exporting: ((Item) async throws -> SentTransferredFile)?

    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile, importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType
        self.exporting = exporting
    }

    public init(exportedContentType contentType: UTType, shouldAllowToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        self.contentType = contentType
        self.exporting = exporting
    }

    public init(importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false, importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType
        exporting = nil
    }

    public var body: _NeverTransferRepresentation<Item> { _NeverTransferRepresentation() }
    public var _exporters: [_TransferExporter<Item>] {
        guard let exporting else { return [] }
        return [_TransferExporter(contentType: contentType) { try Data(contentsOf: try await exporting($0).file) }]
    }
}

/// A file a transfer sends.
public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file a transfer received.
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

/// A value exported as another transferable value: `ProxyRepresentation(exporting: \.url)`.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    let exporting: ((Item) async throws -> Proxy)?

    public init(exporting: @escaping @Sendable (Item) async throws -> Proxy, importing: @escaping @Sendable (Proxy) async throws -> Item) {
        self.exporting = exporting
    }

    public init(exporting: @escaping @Sendable (Item) async throws -> Proxy) {
        self.exporting = exporting
    }

    public init(importing: @escaping @Sendable (Proxy) async throws -> Item) {
        exporting = nil
    }

    public var body: _NeverTransferRepresentation<Item> { _NeverTransferRepresentation() }
    public var _exporters: [_TransferExporter<Item>] {
        guard let exporting else { return [] }
        return Proxy.transferRepresentation._exporters.map { inner in
            _TransferExporter(contentType: inner.contentType) { item in
                let proxy = try await exporting(item)
                guard let proxyItem = proxy as? Proxy.Representation.Item else { throw _TransferError.noRepresentation(inner.contentType) }
                return try await inner.export(proxyItem)
            }
        }
    }
}

/// Several representations, in order of preference.
public struct _TupleTransferRepresentation<Item: Transferable>: TransferRepresentation {
    let exporters: [_TransferExporter<Item>]
    public var body: _NeverTransferRepresentation<Item> { _NeverTransferRepresentation() }
    public var _exporters: [_TransferExporter<Item>] { exporters }
}

/// Builds `transferRepresentation` from representations in order.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }

    public static func buildPartialBlock<R: TransferRepresentation>(first: R) -> R where R.Item == Item { first }

    public static func buildPartialBlock<A: TransferRepresentation, R: TransferRepresentation>(accumulated: A, next: R) -> _TupleTransferRepresentation<Item> where A.Item == Item, R.Item == Item {
        _TupleTransferRepresentation(exporters: accumulated._exporters + next._exporters)
    }
}
