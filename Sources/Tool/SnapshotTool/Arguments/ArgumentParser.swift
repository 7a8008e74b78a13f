/// A small command-line parser: `--name value`, `--name=value`, flags, positionals and
/// `--` to end options. Each command declares what it accepts; anything else is an
/// error that names the command's help.
struct ArgumentParser {
    /// `snapshots test`: how the command is called, for messages.
    let invocation: String
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
                parsed.wantsHelp = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                throw .usage("unknown option \(name) for `\(invocation)`.", command: invocation)
            }
            if option.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw .usage("\(name) needs a value.", command: invocation)
                }
                if !option.isRepeatable, parsed.values[name] != nil {
                    throw .usage("\(name) is given twice.", command: invocation)
                }
                parsed.values[name, default: []].append(value)
            } else {
                if inlineValue != nil {
                    throw .usage("\(name) takes no value.", command: invocation)
                }
                parsed.flags.insert(name)
            }
        }
        return parsed
    }
}

/// What a command line said, read through the options that were declared.
package struct ParsedArguments {
    fileprivate(set) var values: [String: [String]] = [:]
    fileprivate(set) var flags: Set<String> = []
    /// Arguments that are not options, including those after `--`.
    package var positionals: [String] = []
    /// Only the arguments after `--`: what `test` hands to swift test.
    package var trailing: [String] = []
    var wantsHelp = false

    package func value(_ option: Option) -> String? { values[option.name]?.last }
    package func values(_ option: Option) -> [String] { values[option.name] ?? [] }
    package func has(_ flag: Option) -> Bool { flags.contains(flag.name) }
}
