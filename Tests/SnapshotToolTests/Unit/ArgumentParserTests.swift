@testable import SnapshotTool
import Testing

@Suite("Argument parser")
struct ArgumentParserTests {
    let parser = ArgumentParser(command: "demo", options: [
        .init(name: "--name", takesValue: true),
        .init(name: "--tag", takesValue: true, isRepeatable: true),
        .init(name: "--json", takesValue: false),
    ])

    @Test("Values come as --name value or --name=value; flags and positionals are kept")
    func valuesFlagsAndPositionals() throws {
        let parsed = try parser.parse(["first", "--name", "a", "--tag=x", "--tag", "y", "--json", "second"])

        #expect(parsed.value("--name") == "a")
        #expect(parsed.values("--tag") == ["x", "y"])
        #expect(parsed.has("--json"))
        #expect(parsed.positionals == ["first", "second"])
        #expect(parsed.trailing.isEmpty)
    }

    @Test("After -- everything is positional, and kept apart as trailing")
    func doubleDash() throws {
        let parsed = try parser.parse(["a", "--", "--json", "-x"])

        #expect(parsed.positionals == ["a", "--json", "-x"])
        #expect(parsed.trailing == ["--json", "-x"])
        #expect(!parsed.has("--json"))
    }

    @Test("An unknown option names the command's help")
    func unknownOption() {
        #expect(throws: ToolError.usage("unknown option --nme for `snapshots demo`.", command: "demo")) {
            try parser.parse(["--nme", "a"])
        }
        let message = ToolError.usage("x", command: "demo").message
        #expect(message.contains("snapshots demo --help"))
    }

    @Test("A missing value, a repeated single option and a value on a flag are errors")
    func badValues() {
        #expect(throws: ToolError.usage("--name needs a value.", command: "demo")) { try parser.parse(["--name"]) }
        #expect(throws: ToolError.usage("--name is given twice.", command: "demo")) { try parser.parse(["--name", "a", "--name=b"]) }
        #expect(throws: ToolError.usage("--json takes no value.", command: "demo")) { try parser.parse(["--json=yes"]) }
    }

    @Test("-h and --help ask for help")
    func help() throws {
        #expect(try parser.parse(["-h"]).wantsHelp)
        #expect(try parser.parse(["--help"]).wantsHelp)
    }
}
