import Foundation
@_exported import UniformTypeIdentifiers

/// A type that can be shared, dragged or copied: it says in `transferRepresentation`
/// which content types it exports and how. `exported(as:)` runs the first
/// representation for a type, so a test can check what a share would send.
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable {
    /// The data this value exports as `contentType`; throws when no representation
    /// exports that type.
    public func exported(as contentType: UTType) async throws -> Data {
        // The builder makes every representation's item `Self`; the opaque type hides it.
        guard let item = self as? Representation.Item else { throw _TransferError.noRepresentation(contentType) }
        for exporter in Self.transferRepresentation._exporters where exporter.contentType.conforms(to: contentType) || contentType.conforms(to: exporter.contentType) {
            return try await exporter.export(item)
        }
        throw _TransferError.noRepresentation(contentType)
    }

    /// The content types this value exports, in the order its representations list them.
    public static var exportedContentTypes: [UTType] {
        transferRepresentation._exporters.map(\.contentType)
    }
}

/// Why a transfer failed.
public enum _TransferError: Error, Equatable {
    case noRepresentation(UTType)
}

/// One way a value turns into data of a content type.
public struct _TransferExporter<Item> {
    let contentType: UTType
    let export: (Item) async throws -> Data
}
