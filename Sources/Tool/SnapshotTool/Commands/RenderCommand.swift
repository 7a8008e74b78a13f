import Foundation
import RenderFormat
import SnapshotCore

/// `snapshots render`: every snapshot test is a preview. Runs the matching tests in a
/// mode where each assertion hands its render over instead of verifying it, then
/// prints the renders: a team sees its own screens without writing any code for it.
struct RenderCommand: Command {
    static let name = "render"
    static let summary = "print the renders of the matching snapshot tests; writes nothing"
    static let list = Option("--list", help: "print which renders there are (their reference paths), not the renders")
    static let locale = Option("--locale", value: "CODE", help: "render views in this locale instead (es, pt-BR)")
    static let device = Option("--device", value: "NAME", help: """
    render screens (.device) on this device instead: iphone-13-pro-max,
    iphone-se (small-phone), iphone-16-pro-max (large-phone), ipad-pro-11 (tablet)
    """)
    static let colorScheme = Option("--color-scheme", value: "SCHEME", help: "render views in this color scheme instead: light, dark")
    static let dynamicType = Option("--dynamic-type", value: "SIZE", help: """
    render views at this text size instead, SwiftUI's DynamicTypeSize:
    xSmall … large (the default) … xxxLarge, accessibility1 … accessibility5
    """)
    static let operands = "[PATTERN | PATH]... [-- SWIFT-TEST-ARGUMENTS...]"
    static let options: [Option] = [list, locale, device, colorScheme, dynamicType, .color, .noColor, .packagePath]
    static let about = """
    Runs the package's tests whose names match, in a preview mode: every snapshot
    assertion writes its render to a scratch folder and passes. Nothing under
    __Snapshots__ is read or written and no ledger is kept. Then prints each render,
    in the order of their reference paths.

    On a terminal (and with --color anywhere) each picture is painted in the colors
    the render itself drew: text in its foreground, cards and fills in their
    background, dark mode dark. The colors come from the view, never from the text
    file, and are never written into a reference. NO_COLOR, a pipe or --no-color
    print plain text; COLORTERM=truecolor uses 24-bit colors, else xterm's 256.

    A PATTERN is a glob matched anywhere in a test's full name, Module.Suite/test():
    'CharacterList*', 'NoteListViewSnapshotTests/loaded', '*Spanish*'. A PATH is a
    reference's path, as --list prints it: that render alone is printed. With no
    pattern every test runs. Everything after -- goes to swift test as it is.

    --locale, --device, --color-scheme and --dynamic-type show the same screens
    elsewhere: the header says where.
    """
    static let epilogue = """
    Examples:
      swift run snapshots render 'CharacterList*'
      swift run snapshots render HomeViewSnapshotTests --list
      swift run snapshots render __Snapshots__/HomeViewSnapshotTests/loaded.1.txt
      swift run snapshots render 'CharacterList*' --locale es --device small-phone
      swift run snapshots render 'CharacterList*' --color-scheme dark --dynamic-type xxLarge
      swift run snapshots render 'CharacterDetail*' --color | less -R

    Exit status: 0, 1 when the tests failed (their output is printed) or no snapshot
    assertion matched, 2 the command line or the environment is wrong.
    """

    let arguments: ParsedArguments
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(ToolError) {
        if let scheme = arguments.value(Self.colorScheme), !SnapshotEnvironment.colorSchemeNames.contains(scheme) {
            throw .usage("unknown color scheme \(scheme). Schemes: \(SnapshotEnvironment.colorSchemeNames.joined(separator: ", ")).", command: Self.invocation)
        }
        if let size = arguments.value(Self.dynamicType), !SnapshotEnvironment.dynamicTypeNames.contains(size) {
            throw .usage("unknown text size \(size). Sizes: \(SnapshotEnvironment.dynamicTypeNames.joined(separator: ", ")).", command: Self.invocation)
        }
        self.arguments = arguments
        self.context = context
    }

    var operands: [String] { Array(arguments.positionals.dropLast(arguments.trailing.count)) }

    /// Reference paths, as `--list` prints them (`__Snapshots__/Suite/test.1.txt`).
    var paths: [String] { operands.filter(Self.isPath) }

    /// The globs to run: the patterns, and for each path the test that writes it.
    var patterns: [String] {
        operands.map { Self.isPath($0) ? Self.testName(ofPath: $0) : $0 }
    }

    /// A reference path rather than a test name: it names a file in a folder.
    nonisolated static func isPath(_ operand: String) -> Bool {
        operand.contains("/") && (operand.hasPrefix(SnapshotLocation.folderName + "/") || operand.contains("/" + SnapshotLocation.folderName + "/"))
    }

    /// `__Snapshots__/HomeTests/loaded.dark.txt` → `/loaded`: the test that writes it, as
    /// the file's name says, matched where a test's name starts (`Module.Suite/loaded()`).
    /// Other tests it matches run too; only the path's render is printed.
    nonisolated static func testName(ofPath path: String) -> String {
        let file = path.split(separator: "/").last.map { String($0.prefix { $0 != "." }) } ?? path
        return "/" + file
    }

    func run() throws(ToolError) -> ExitStatus {
        let workspace = try context.workspace(arguments)
        let scratch = FilePath.join(NSTemporaryDirectory(), "snapshots-render-\(getpid())-\(UUID().uuidString)")
        let folder = FilePath.join(scratch, "renders")
        let log = FilePath.join(scratch, "swift-test.log")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .environment("cannot create a scratch folder in \(NSTemporaryDirectory()): \(error.localizedDescription). Set TMPDIR to a writable folder.")
        }
        defer { try? FileManager.default.removeItem(atPath: scratch) }

        context.console.error("Running the matching tests in preview mode (swift test --filter …)…")
        let status = try SwiftTest(environment: context.environment).run(
            packageRoot: workspace.packageRoot,
            arguments: patterns.flatMap { ["--filter", Self.filter(fromGlob: $0)] } + arguments.trailing,
            variables: [
                SnapshotEnvironment.previewVariable: folder,
                // A preview is not part of any run the tool keeps.
                SnapshotEnvironment.ledgerVariable: "",
                SnapshotEnvironment.previewLocaleVariable: arguments.value(Self.locale) ?? "",
                SnapshotEnvironment.previewDeviceVariable: arguments.value(Self.device) ?? "",
                SnapshotEnvironment.previewColorSchemeVariable: arguments.value(Self.colorScheme) ?? "",
                SnapshotEnvironment.previewDynamicTypeVariable: arguments.value(Self.dynamicType) ?? "",
            ],
            log: log
        )
        let made = try SnapshotInventory.listFiles(under: folder, relativeTo: folder)
        // A path names one render: the others its test made are not printed.
        let renders = paths.isEmpty || paths.count < operands.count ? made : made.filter { paths.contains($0) }
        if status != 0 {
            context.console.print((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
            context.console.error("error: swift test exited with \(status); its output is above. \(renders.count == 1 ? "1 render was" : "\(renders.count) renders were") made before it stopped.")
            return .snapshotFailures
        }
        guard !renders.isEmpty else {
            let which = patterns.isEmpty ? "in the package" : "matching " + patterns.map { "'\($0)'" }.joined(separator: ", ")
            context.console.error("No snapshot assertion ran \(which). Patterns match test names such as 'CharacterListViewSnapshotTests' or 'CharacterList*'.")
            return .snapshotFailures
        }
        let style = context.console.style
        let depth = paintsColors ? PicturePainter.Depth(environment: context.environment) : nil
        for (index, render) in renders.enumerated() {
            if arguments.has(Self.list) {
                context.console.print(render)
                continue
            }
            if index > 0 { context.console.print() }
            context.console.print(style.bold("── \(render)"))
            let path = FilePath.join(folder, render)
            var text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            if let depth, let colors = (try? String(contentsOfFile: SnapshotLocation.colorsPath(of: path), encoding: .utf8)).flatMap(ColorPicture.init(parsing:)) {
                text = PicturePainter.ansi(text, colors: colors, depth: depth)
            }
            context.console.print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
        }
        return .success
    }

    var paintsColors: Bool { PicturePainter.paints(arguments, console: context.console) }

    /// `CharacterList*` → `CharacterList.*`: swift test's `--filter` takes a regular
    /// expression matched anywhere in the test's name.
    nonisolated static func filter(fromGlob glob: String) -> String {
        var regex = ""
        for character in glob {
            switch character {
            case "*": regex += ".*"
            case "?": regex += "."
            case ".", "^", "$", "|", "(", ")", "[", "]", "{", "}", "+", "\\": regex += "\\" + String(character)
            default: regex.append(character)
            }
        }
        return regex
    }
}
