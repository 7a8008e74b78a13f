import CoreTransferable
import Foundation
import Testing

@Suite("Transferable and uniform types")
struct TransferableTests {
    private struct Env: Codable, Transferable, Equatable {
        var key: String
        var value: String

        static var transferRepresentation: some TransferRepresentation {
            DataRepresentation(exportedContentType: .plainText) { env in Data("\(env.key)=\(env.value)".utf8) }
            CodableRepresentation(contentType: .json)
        }
    }

    private struct Link: Transferable {
        var url: URL
        static var transferRepresentation: some TransferRepresentation {
            ProxyRepresentation(exporting: \.url)
        }
    }

    @Test("A value exports each content type by the representation that names it")
    func exportsByType() async throws {
        let env = Env(key: "TOKEN", value: "abc")

        let text = try await env.exported(as: .plainText)
        let json = try await env.exported(as: .json)

        #expect(String(decoding: text, as: UTF8.self) == "TOKEN=abc")
        #expect(try JSONDecoder().decode(Env.self, from: json) == env)
        #expect(Env.exportedContentTypes == [.plainText, .json])
    }

    @Test("A type no representation exports is an error that names it")
    func unknownType() async {
        await #expect(throws: _TransferError.noRepresentation(.png)) {
            try await Env(key: "a", value: "b").exported(as: .png)
        }
    }

    @Test("A proxy exports what its proxy value exports")
    func proxy() async throws {
        let data = try await Link(url: URL(string: "https://example.com")!).exported(as: .url)
        #expect(String(decoding: data, as: UTF8.self) == "https://example.com")
    }

    @Test("Types know their parents, extensions and MIME types")
    func uniformTypes() {
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.png.conforms(to: .image))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType(filenameExtension: "JPEG") == .jpeg)
        #expect(UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType("public.json")?.preferredFilenameExtension == "json")
        let custom = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
        #expect(custom.conforms(to: .data))
        #expect(UTType.text.isSupertype(of: .json))
    }
}
