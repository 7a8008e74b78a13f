import Foundation
@testable import SnapshotTool
import Testing

@Suite("Argument parser")
struct ArgumentParserTests {
    static let name = Option("--name", value: "NAME", help: "a name")
    static let tag = Option("--tag", value: "TAG", repeatable: true, help: "a tag")
    static let json = Option("--json", help: "print JSON")
    let parser = ArgumentParser(invocation: "snapshots demo", options: [name, tag, json])

    @Test("Values come as --name value or --name=value; flags and positionals are kept")
    func valuesFlagsAndPositionals() throws {
        let parsed = try parser.parse(["first", "--name", "a", "--tag=x", "--tag", "y", "--json", "second"])

        #expect(parsed.value(Self.name) == "a")
        #expect(parsed.values(Self.tag) == ["x", "y"])
        #expect(parsed.has(Self.json))
        #expect(parsed.positionals == ["first", "second"])
        #expect(parsed.trailing.isEmpty)
    }

    @Test("After -- everything is positional, and kept apart as trailing")
    func doubleDash() throws {
        let parsed = try parser.parse(["a", "--", "--json", "-x"])

        #expect(parsed.positionals == ["a", "--json", "-x"])
        #expect(parsed.trailing == ["--json", "-x"])
        #expect(!parsed.has(Self.json))
    }

    @Test("An unknown option names the command's help")
    func unknownOption() {
        #expect(throws: ToolError.usage("unknown option --nme for `snapshots demo`.", command: "snapshots demo")) {
            try parser.parse(["--nme", "a"])
        }
        let message = ToolError.usage("x", command: "snapshots demo").message
        #expect(message.contains("snapshots demo --help"))
    }

    @Test("A missing value, a repeated single option and a value on a flag are errors")
    func badValues() {
        #expect(throws: ToolError.usage("--name needs a value.", command: "snapshots demo")) { try parser.parse(["--name"]) }
        #expect(throws: ToolError.usage("--name is given twice.", command: "snapshots demo")) { try parser.parse(["--name", "a", "--name=b"]) }
        #expect(throws: ToolError.usage("--json takes no value.", command: "snapshots demo")) { try parser.parse(["--json=yes"]) }
    }

    @Test("-h and --help ask for help")
    func help() throws {
        #expect(try parser.parse(["-h"]).wantsHelp)
        #expect(try parser.parse(["--help"]).wantsHelp)
    }
}

@Suite("Help written from the option declarations")
@MainActor
struct CommandHelpTests {
    @Test("Every option of every command appears in its usage line and its option list, once")
    func everyOptionDocumented() {
        for command in SnapshotTool.commands {
            let help = command.help
            for option in command.options {
                #expect(help.components(separatedBy: option.synopsis).count - 1 == 1, "\(command.name): \(option.synopsis) in the usage line")
                // The name and then a space: `--color` is not `--color-scheme`.
                let listed = help.split(separator: "\n").filter { $0.hasPrefix("  \(option.name) ") || $0 == "  \(option.name)" }
                #expect(listed.count == 1, "\(command.name): \(option.name) in the option list")
            }
        }
    }

    @Test("A long usage line wraps under itself, and continuation lines of an option's help align")
    func layout() {
        let help = TestCommand.help
        let usage = help.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
        #expect(usage.count > 1)
        #expect(usage.last?.hasSuffix("[-- SWIFT-TEST-ARGUMENTS...]") == true)
        #expect(usage.allSatisfy { $0.count <= 86 })
        #expect(usage.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: "Usage: snapshots test".count) + " ") })
        #expect(help.contains("""
          --record MODE        missing (default: record what is missing, verify the rest),
                               all (rewrite every reference), failed (rewrite what does not
        """))
    }

    @Test("An option declared without a value is a flag, with a value takes one")
    func flagsAndValues() {
        #expect(RenderCommand.list.synopsis == "[--list]")
        #expect(Option.ledger.synopsis == "[--ledger PATH]...")
        #expect(!RenderCommand.list.takesValue)
        #expect(Option.packagePath.takesValue)
    }
}
