import ChallengeApp
import RenderContext
import ChallengeResources
import SnapshotTool
import TextUI

/// `example-previews`: the example app's previews, printed, on any device and in any
/// locale its strings have. Its own program, so that `snapshots` links no app.
struct PreviewsCommand: Command {
    static let name = "example-previews"
    static let invocation = "example-previews"
    static let summary = "print the example app's screens, state by state"
    static let listFlag = Option("--list", help: "list screens and states instead of rendering")
    static let deviceOption = Option("--device", value: "NAME", help: """
    iphone-13-pro-max (default), iphone-se (small-phone),
    iphone-16-pro-max (large-phone), ipad-pro-11 (tablet)
    """)
    static let localeOption = Option("--locale", value: "CODE", help: "a locale the app's strings have (default: en)")
    static let operands = "[SCREEN[/STATE]]"
    static let options: [Option] = [listFlag, deviceOption, localeOption, .color, .noColor]
    static let about = """
    Renders previews of the example app as its snapshot tests do. With no argument,
    renders every screen in every state; SCREEN renders its states; SCREEN/STATE one.
    Names ignore case, dashes and underscores: character-list/loaded works. On a
    terminal (and with --color) each screen is painted in its colors.

    For your own package's screens, use `swift run snapshots render PATTERN`: it
    prints the renders of your snapshot tests.
    """
    static let epilogue = "Exit status: 0, or 2 for an unknown screen, state, device or locale."

    let arguments: ParsedArguments
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(ToolError) {
        guard arguments.positionals.count <= 1 else {
            throw .usage("render takes one SCREEN or SCREEN/STATE.", command: Self.invocation)
        }
        self.arguments = arguments
        self.context = context
    }

    func run() throws(ToolError) -> ExitStatus {
        let groups = PreviewCatalog.groups
        guard !groups.isEmpty else {
            throw .environment("this build has no previews: they are compiled in debug builds only. Run `swift run example-previews` without -c release.")
        }
        let device = try self.device()
        let locale = try self.locale()
        let selected = try select(from: groups)
        if arguments.has(Self.listFlag) {
            for group in selected {
                context.console.print("\(group.screen): " + group.previews.map(\.name).joined(separator: ", "))
            }
            return .success
        }
        var renderer = ScreenRenderer(device: device, locale: locale)
        let depth = PicturePainter.paints(arguments, console: context.console) ? PicturePainter.Depth(environment: context.environment) : nil
        renderer.paintsColors = depth != nil
        for (index, item) in selected.flatMap({ group in group.previews.map { (group, $0) } }).enumerated() {
            if index > 0 { context.console.print() }
            let render = renderer.render(item.1.makeView(), name: item.1.name)
            var text = render.text
            if let depth, let colors = render.colors { text = PicturePainter.ansi(text, colors: colors, depth: depth) }
            context.console.print(text, terminator: "")
        }
        return .success
    }

    private func device() throws(ToolError) -> Device {
        guard let name = arguments.value(Self.deviceOption) else { return .iPhone13ProMax }
        guard let device = Device.named(name) else {
            let known = Device.all.map(\.name).joined(separator: ", ")
            throw .usage("unknown device \(name). Devices: \(known) (or small-phone, large-phone, tablet).", command: Self.invocation)
        }
        return device
    }

    private func locale() throws(ToolError) -> Locale {
        guard let code = arguments.value(Self.localeOption) else { return .english }
        guard let locale = StringTable.locales.first(where: { $0.identifier == code }) else {
            let known = StringTable.locales.map(\.identifier).joined(separator: ", ")
            throw .usage("unknown locale \(code). Locales: \(known).", command: Self.invocation)
        }
        return locale
    }

    /// `character-list`, `Character List` and `characterList` all name `CharacterList`.
    static func folded(_ name: String) -> String {
        name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
    }

    private func select(from groups: [PreviewGroup]) throws(ToolError) -> [PreviewGroup] {
        guard let target = arguments.positionals.first else { return groups }
        let parts = target.split(separator: "/", maxSplits: 1).map { Self.folded(String($0)) }
        guard let screen = parts.first, !screen.isEmpty else {
            throw .usage("name a screen, or SCREEN/STATE. Screens: \(groups.map(\.screen).joined(separator: ", ")).", command: Self.invocation)
        }
        guard let group = groups.first(where: { Self.folded($0.screen) == screen }) else {
            throw .usage("unknown screen \(screen). Screens: \(groups.map(\.screen).joined(separator: ", ")).", command: Self.invocation)
        }
        guard parts.count == 2 else { return [group] }
        guard let preview = group.previews.first(where: { Self.folded($0.name) == parts[1] }) else {
            throw .usage("\(group.screen) has no state \(parts[1]). States: \(group.previews.map(\.name).joined(separator: ", ")).", command: Self.invocation)
        }
        return [PreviewGroup(screen: group.screen, previews: [preview])]
    }
}
