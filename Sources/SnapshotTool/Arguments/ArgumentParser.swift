/// A small command-line parser: `--name value`, `--name=value`, flags, positionals and
/// `--` to end options. Each command declares what it accepts; anything else is an
/// error that names the command's help.
struct ArgumentParser {
    struct Option {
        var name: String
        var takesValue: Bool
        var isRepeatable = false
    }

    let command: String
    let options: [Option]

    func parse(_ arguments: [String]) throws(ToolError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                if onlyPositionals { parsed.trailing.append(argument) }
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                parsed.flags.insert("--help")
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                throw .usage("unknown option \(name) for `snapshots \(command)`.", command: command)
            }
            if option.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw .usage("\(name) needs a value.", command: command)
                }
                if !option.isRepeatable, parsed.values[name] != nil {
                    throw .usage("\(name) is given twice.", command: command)
                }
                parsed.values[name, default: []].append(value)
            } else {
                if inlineValue != nil {
                    throw .usage("\(name) takes no value.", command: command)
                }
                parsed.flags.insert(name)
            }
        }
        return parsed
    }
}

/// What a command line said.
struct ParsedArguments {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    /// Arguments that are not options, including those after `--`.
    var positionals: [String] = []
    /// Only the arguments after `--`: what `test` hands to swift test.
    var trailing: [String] = []

    func value(_ name: String) -> String? { values[name]?.last }
    func values(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }
    var wantsHelp: Bool { flags.contains("--help") }
}
