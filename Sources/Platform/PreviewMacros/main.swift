import Foundation
import PreviewMacroExpansion

// The plugin behind `#Preview`, `@Previewable`, `@Entry`, SwiftData's `@Model`,
// `@Query`, `#Unique` and `#Index`, and FoundationModels' `@Generable`, for Linux: the
// compiler starts it and asks it to expand each use (see `PluginMessage` for the protocol). No syntax
// library: each macro's source text is read by its expansion (`PreviewExpansion`,
// `ModelExpansion`, `GenerableExpansion`…).

let input = FileHandle.standardInput
let output = FileHandle.standardOutput

func nextMessage() -> [String: Any]? {
    do {
        return try PluginMessage.read(from: input)
    } catch {
        FileHandle.standardError.write(Data("PreviewMacros: a message from the compiler could not be read: \(error)\n".utf8))
        exit(1)
    }
}

while let message = nextMessage() {
    let reply = PluginMessage.reply(to: message) { expansion in
        switch expansion.typeName {
        case "UniqueMacro":
            do throws(UniqueExpansion.Failure) {
                return try UniqueExpansion(source: expansion.source).declaration
            } catch {
                return "#error(" + PreviewExpansion.quoted(error.message) + ")"
            }
        case "IndexMacro":
            // An index speeds up a store's fetches; an in-memory store has none to build.
            return ""
        default:
            break
        }
        do throws(PreviewExpansion.Failure) {
            return try PreviewExpansion(source: expansion.source)
                .declaration(discriminator: expansion.discriminator, fileID: expansion.fileID, line: expansion.line)
        } catch {
            return "#error(" + PreviewExpansion.quoted("#Preview: " + error.message) + ")"
        }
    }
    if let reply {
        try PluginMessage.write(reply, to: output)
    }
}
