/// Menu commands of an app (the menu bar on macOS, the keyboard menu on iPad). They
/// compile on Linux; a still picture of a screen has no menu bar.
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a command of its own and has no body") }
}

@resultBuilder @MainActor
public enum CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _TupleCommands<repeat each Content> {
        _TupleCommands(repeat each content)
    }

    public static func buildOptional<Content: Commands>(_ content: Content?) -> _OptionalCommands<Content> {
        _OptionalCommands(content: content)
    }

    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> Content { content }
}

public nonisolated struct EmptyCommands: Commands {
    public init() {}
    public typealias Body = Never
}

public nonisolated struct _TupleCommands<each Content: Commands>: Commands {
    public let content: (repeat each Content)

    public init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    public typealias Body = Never
}

public nonisolated struct _OptionalCommands<Content: Commands>: Commands {
    public let content: Content?

    init(content: Content?) {
        self.content = content
    }
    public typealias Body = Never
}

/// A menu of its own in the menu bar.
public nonisolated struct CommandMenu<Content: View>: Commands {
    public let name: String
    public let content: Content

    public init(_ name: String, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = ""
        self.content = content()
    }

    public typealias Body = Never
}

/// Commands put before, after or in place of a standard group.
public nonisolated struct CommandGroup<Content: View>: Commands {
    public let content: Content

    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        content = addition()
    }

    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        content = addition()
    }

    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        content = addition()
    }

    public typealias Body = Never
}

/// The standard groups of the menu bar.
public struct CommandGroupPlacement: Sendable, Hashable {
    let name: String

    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
}

/// The standard sidebar and toolbar commands.
public nonisolated struct SidebarCommands: Commands {
    public init() {}
    public typealias Body = Never
}

public nonisolated struct ToolbarCommands: Commands {
    public init() {}
    public typealias Body = Never
}
