/// The tools `snapshots mcp` serves, named as the issue names them (clients and the
/// yardsticks call them by these names).
enum ToolCatalog {
    static let names = ["list", "render", "interact", "test", "pending", "accept", "reject"]

    static let all: [ToolDefinition] = [list, render, interact, test, pending, accept, reject]

    static func named(_ name: String) -> ToolDefinition? {
        all.first { $0.name == name }
    }

    static let colorSchemes = ["light", "dark"]
    /// SwiftUI's `DynamicTypeSize` cases, by their names.
    static let dynamicTypeSizes = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ]
    static let actions = ["tap", "toggle", "type", "pick", "scroll", "back"]

    static let list = ToolDefinition(
        name: "list",
        title: "List the screens",
        description: """
        The previews and snapshot tests this package can render: one reference path a line \
        (__Snapshots__/CharacterListViewSnapshotTests/loadedStateWithCharacters.1.txt), as \
        `snapshots render --list` prints them. Each is a name `render` and `interact` take. \
        It runs the matching tests in preview mode (nothing is written): on a large suite, \
        give a filter.
        """,
        arguments: [
            .init(name: "filter", kind: .string, isRequired: false, description: "a glob over test names (Module.Suite/test()), such as 'CharacterList*'; all tests when left out"),
        ]
    )

    static let render = ToolDefinition(
        name: "render",
        title: "Render a screen",
        description: """
        One screen as text, exactly as its reference file holds it: a header (view, test, \
        device, size, locale), the picture in a frame, then `semantics`: every element with \
        its accessibility identifier (#characterList.row.1), label, value and design tokens. \
        Several matches are each shown under their path. Nothing is written under \
        __Snapshots__. The package is built first when its sources changed.
        """,
        arguments: [
            .init(name: "name", kind: .string, isRequired: true, description: "a reference path as `list` prints it, or a glob over test names ('CharacterList*')"),
            .init(name: "device", kind: .string, isRequired: false, description: "iphone-13-pro-max (default), iphone-se (small-phone), iphone-16-pro-max (large-phone), ipad-pro-11 (tablet)"),
            .init(name: "locale", kind: .string, isRequired: false, description: "a locale the app has strings for, such as es or pt-BR"),
            .init(name: "colorScheme", kind: .oneOf(colorSchemes), isRequired: false, description: "light or dark"),
            .init(name: "dynamicTypeSize", kind: .oneOf(dynamicTypeSizes), isRequired: false, description: "SwiftUI's DynamicTypeSize case, such as xLarge or accessibility3"),
        ]
    )

    static let interact = ToolDefinition(
        name: "interact",
        title: "Act on a screen",
        description: """
        Acts on the screen `render` showed, as a person would, and answers with the next \
        render. The screen stays live between calls (its @State, its ViewModels, its \
        navigation), until another name is rendered or acted on, or the package is rebuilt. \
        Targets are an accessibility identifier (#characterList.row.1) or a label or text on \
        screen; an unknown target is answered with what can be acted on.
        """,
        arguments: [
            .init(name: "name", kind: .string, isRequired: true, description: "the screen's reference path, as `list` and `render` show it"),
            .init(name: "action", kind: .oneOf(actions), isRequired: true, description: "tap, toggle, type, pick, scroll or back"),
            .init(name: "target", kind: .string, isRequired: false, description: "#identifier, or a label or text shown; every action but back"),
            .init(name: "text", kind: .string, isRequired: false, description: "for type: the field's new text; for pick: the option's label"),
        ]
    )

    static let test = ToolDefinition(
        name: "test",
        title: "Verify the snapshots",
        description: """
        Runs the snapshot tests in verify mode, as `snapshots test` does, with recording off: \
        answers with the summary and each failure's diff. Changed and new renders are left \
        pending (see `pending`); no reference is written until `accept`.
        """,
        arguments: [
            .init(name: "filter", kind: .string, isRequired: false, description: "swift test's --filter (a regular expression over test names); every test when left out"),
        ]
    )

    static let pending = ToolDefinition(
        name: "pending",
        title: "Show pending renders",
        description: "The renders waiting for a decision, as `snapshots status` and `snapshots diff` show them: each with its diff against its reference.",
        arguments: [names(for: "show")]
    )

    static let accept = ToolDefinition(
        name: "accept",
        title: "Accept pending renders",
        description: "Makes pending renders the references, as `snapshots accept` does. The only tool that writes a reference.",
        arguments: [names(for: "accept")]
    )

    static let reject = ToolDefinition(
        name: "reject",
        title: "Reject pending renders",
        description: "Discards pending renders and keeps the references, as `snapshots reject` does.",
        arguments: [names(for: "reject")]
    )

    private static func names(for verb: String) -> ToolDefinition.Argument {
        .init(name: "names", kind: .strings, isRequired: false, description: "reference paths, file names or globs ('*loaded*') of the pending renders to \(verb); all of them when left out")
    }
}
