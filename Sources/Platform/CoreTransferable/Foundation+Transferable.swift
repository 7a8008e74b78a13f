import Foundation

// The Foundation values iOS makes transferable.
extension String: Transferable {
    public static var transferRepresentation: DataRepresentation<String> {
        DataRepresentation(exportedContentType: .utf8PlainText) { Data($0.utf8) }
    }
}

extension Data: Transferable {
    public static var transferRepresentation: DataRepresentation<Data> {
        DataRepresentation(exportedContentType: .data) { $0 }
    }
}

extension URL: Transferable {
    public static var transferRepresentation: DataRepresentation<URL> {
        DataRepresentation(exportedContentType: .url) { Data($0.absoluteString.utf8) }
    }
}
