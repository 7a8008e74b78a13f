import Foundation
import SnapshotCore

/// The Swift file Xcode generates from a target's asset catalogs (`GeneratedAssetSymbols.swift`):
/// `ColorResource.brand` and `ImageResource.logo` for `Color(.brand)` and `Image(.logo)`,
/// and, where the project asks for them, `Color.brand` and `UIImage.logo`. The symbol is
/// the asset's name in lower camel case, without a trailing `Color` or `Image` word.
enum AssetSymbols {
    struct Options: Equatable {
        /// `Color.brand`, `UIColor.brand`, `UIImage.logo` too
        /// (ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS).
        var extensions: Bool
        /// Below iOS 17 the file declares `ColorResource` and `ImageResource` itself.
        var declaresResourceTypes: Bool
    }

    /// The modules the file imports, which its target depends on.
    static let imports = ["DeveloperToolsSupport", "SwiftUI", "UIKit"]

    /// The file for the catalogs in `folders`, and how many symbols it holds; nil when
    /// there is no catalog with a color or an image.
    static func file(for folders: [String], options: Options, walk: FolderWalk) -> (text: String, count: Int)? {
        var colors: Set<String> = []
        var images: Set<String> = []
        for folder in folders {
            for catalog in walk.files(in: folder) where catalog.hasSuffix(".xcassets") {
                collect(catalog, namespace: "", colors: &colors, images: &images)
            }
        }
        guard !colors.isEmpty || !images.isEmpty else { return nil }
        return (text(colors: colors.sorted(), images: images.sorted(), options: options), colors.count + images.count)
    }

    private static func collect(_ folder: String, namespace: String, colors: inout Set<String>, images: inout Set<String>) {
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
            let path = FilePath.join(folder, name)
            if name.hasSuffix(".colorset") {
                colors.insert(namespace + String(name.dropLast(".colorset".count)))
            } else if name.hasSuffix(".imageset") {
                images.insert(namespace + String(name.dropLast(".imageset".count)))
            } else if !name.contains("."), isFolder(path) {
                // A group that "provides namespace" prefixes its assets' names.
                let contents = FileManager.default.contents(atPath: FilePath.join(path, "Contents.json"))
                let json = contents.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
                let provides = (json?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                collect(path, namespace: provides ? namespace + name + "/" : namespace, colors: &colors, images: &images)
            }
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static let keywords: Set<String> = ["default", "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "static", "import", "in", "is", "as", "case", "switch", "if", "else", "for", "while", "return", "self", "Self", "init", "true", "false", "nil", "operator", "repeat", "where"]

    /// `AccentColor` → `accent`, `HNOrange` → `hnOrange`, `Cold Brew-Big` → `coldBrewBig`.
    static func symbol(_ name: String, dropping suffix: String) -> String {
        var words: [String] = []
        for part in name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
            words += camelWords(String(part))
        }
        if words.count > 1, words.last == suffix { words.removeLast() }
        guard let first = words.first else { return "_" }
        var symbol = first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// `HNOrange` → `HN`, `Orange`; `logoDark2` → `logo`, `Dark`, `2`.
    private static func camelWords(_ text: String) -> [String] {
        let characters = Array(text)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            var boundary = false
            if let previous {
                if character.isNumber != previous.isNumber { boundary = true }
                else if character.isUppercase && previous.isLowercase { boundary = true }
                else if character.isUppercase && previous.isUppercase && (next?.isLowercase ?? false) { boundary = true }
            }
            if boundary, !current.isEmpty { words.append(current); current = "" }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func text(colors: [String], images: [String], options: Options) -> String {
        func leaf(_ name: String) -> String { name.split(separator: "/").last.map(String.init) ?? name }
        var lines = [
            "// The asset symbols Xcode generates for this target's asset catalogs, written by",
            "// `snapshots init` from the catalogs' names. Regenerated on every init.",
            "import Foundation",
            "import DeveloperToolsSupport",
            "import SwiftUI",
            "import UIKit",
            "",
            "private final class ResourceBundleClass {}",
            "private let resourceBundle = Foundation.Bundle(for: ResourceBundleClass.self)",
            "",
        ]
        if !colors.isEmpty {
            lines += ["extension ColorResource {"]
            for color in colors {
                lines += ["    /// The \"\(color)\" asset catalog color resource.", "    static let \(symbol(leaf(color), dropping: "Color")) = ColorResource(name: \"\(color)\", bundle: resourceBundle)"]
            }
            lines += ["}", ""]
        }
        if !images.isEmpty {
            lines += ["extension ImageResource {"]
            for image in images {
                lines += ["    /// The \"\(image)\" asset catalog image resource.", "    static let \(symbol(leaf(image), dropping: "Image")) = ImageResource(name: \"\(image)\", bundle: resourceBundle)"]
            }
            lines += ["}", ""]
        }
        if options.extensions {
            if !colors.isEmpty {
                for (type, resultType) in [("UIColor", "UIColor"), ("Color", "Color"), ("ShapeStyle where Self == Color", "Color")] {
                    lines += ["extension \(type) {"]
                    for color in colors {
                        let symbol = symbol(leaf(color), dropping: "Color")
                        lines += ["    /// The \"\(color)\" asset catalog color.", "    static var \(symbol): \(resultType) { .init(\(resultType == "UIColor" ? "resource: " : "").\(symbol)) }"]
                    }
                    lines += ["}", ""]
                }
            }
            if !images.isEmpty {
                lines += ["extension UIImage {"]
                for image in images {
                    let symbol = symbol(leaf(image), dropping: "Image")
                    lines += ["    /// The \"\(image)\" asset catalog image.", "    static var \(symbol): UIImage { .init(resource: .\(symbol)) }"]
                }
                lines += ["}", ""]
            }
        }
        if options.declaresResourceTypes {
            lines += [
                "/// A color resource (declared here below iOS 17, as Xcode does).",
                "struct ColorResource: Swift.Hashable, Swift.Sendable {",
                "    fileprivate let name: Swift.String",
                "    fileprivate nonisolated(unsafe) let bundle: Foundation.Bundle",
                "    init(name: Swift.String, bundle: Foundation.Bundle) {",
                "        self.name = name",
                "        self.bundle = bundle",
                "    }",
                "}",
                "",
                "/// An image resource (declared here below iOS 17, as Xcode does).",
                "struct ImageResource: Swift.Hashable, Swift.Sendable {",
                "    fileprivate let name: Swift.String",
                "    fileprivate nonisolated(unsafe) let bundle: Foundation.Bundle",
                "    init(name: Swift.String, bundle: Foundation.Bundle) {",
                "        self.name = name",
                "        self.bundle = bundle",
                "    }",
                "}",
                "",
                "extension UIColor {",
                "    convenience init(resource: ColorResource) {",
                "        self.init(named: resource.name, in: resource.bundle, compatibleWith: nil)!",
                "    }",
                "}",
                "",
                "extension UIImage {",
                "    convenience init(resource: ImageResource) {",
                "        self.init(named: resource.name, in: resource.bundle, compatibleWith: nil)!",
                "    }",
                "}",
                "",
                "extension Color {",
                "    init(_ resource: ColorResource) {",
                "        self.init(resource.name, bundle: resource.bundle)",
                "    }",
                "}",
                "",
                "extension Image {",
                "    init(_ resource: ImageResource) {",
                "        self.init(resource.name, bundle: resource.bundle)",
                "    }",
                "}",
                "",
            ]
        }
        return lines.joined(separator: "\n")
    }
}
