/// A value's structure, one child a line, as `dump` prints it but the same on every
/// run: dictionary and set entries are sorted (their order changes with each process's
/// hash seed), optionals are unwrapped, a class instance seen before is named, not
/// walked again, and an `AnySnapshotStringConvertible` value writes its own line.
enum StructureDump {
    static func text(of value: Any) -> String {
        var lines: [String] = []
        var visited: Set<ObjectIdentifier> = []
        write(value, label: nil, indent: 0, into: &lines, visited: &visited)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func write(_ value: Any, label: String?, indent: Int, into lines: inout [String], visited: inout Set<ObjectIdentifier>) {
        let value = unwrapped(value)
        let prefix = String(repeating: "  ", count: indent)
        let name = label.map { "\($0): " } ?? ""
        guard let value else {
            lines.append("\(prefix)- \(name)nil")
            return
        }
        let convertible = value as? any AnySnapshotStringConvertible
        if let convertible, !type(of: convertible).renderChildren {
            lines.append("\(prefix)- \(name)\(convertible.snapshotDescription)")
            return
        }
        let mirror = Mirror(reflecting: value)
        if let object = objectIdentity(value, mirror: mirror) {
            guard visited.insert(object).inserted else {
                lines.append("\(prefix)- \(name)\(typeName(value)) (seen above)")
                return
            }
        }
        let children = orderedChildren(of: value, mirror: mirror)
        if children.isEmpty {
            lines.append("\(prefix)- \(name)\(convertible?.snapshotDescription ?? leaf(value))")
            return
        }
        let description = convertible?.snapshotDescription ?? summary(value, mirror: mirror, count: children.count)
        lines.append("\(prefix)▿ \(name)\(description)")
        for child in children {
            write(child.value, label: child.label, indent: indent + 1, into: &lines, visited: &visited)
        }
    }

    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let wrapped = mirror.children.first?.value else { return nil }
        return unwrapped(wrapped)
    }

    private static func objectIdentity(_ value: Any, mirror: Mirror) -> ObjectIdentifier? {
        guard mirror.displayStyle == .class else { return nil }
        return ObjectIdentifier(value as AnyObject)
    }

    /// Children in a stable order: a dictionary's by key, a set's by description.
    private static func orderedChildren(of value: Any, mirror: Mirror) -> [(label: String?, value: Any)] {
        let children = mirror.children.map { (label: $0.label, value: $0.value) }
        switch mirror.displayStyle {
        case .dictionary:
            return children.map { pair -> (key: String, value: Any) in
                let parts = Array(Mirror(reflecting: pair.value).children)
                let key = parts.first.map { leaf($0.value) } ?? ""
                return (key, parts.count > 1 ? parts[1].value : pair.value)
            }
            .sorted { $0.key < $1.key }
            .map { (label: $0.key, value: $0.value) }
        case .set:
            return children.sorted { leaf($0.value) < leaf($1.value) }.map { (label: nil, value: $0.value) }
        case .collection:
            return children.map { (label: nil, value: $0.value) }
        default:
            return children
        }
    }

    private static func summary(_ value: Any, mirror: Mirror, count: Int) -> String {
        switch mirror.displayStyle {
        case .collection, .set, .dictionary:
            return "\(count) element\(count == 1 ? "" : "s")"
        case .enum:
            return "\(typeName(value)).\(mirror.children.first?.label ?? "")"
        case .tuple:
            return "(\(count) elements)"
        default:
            return typeName(value)
        }
    }

    private static func leaf(_ value: Any) -> String {
        if let string = value as? String { return string.debugDescription }
        if let character = value as? Character { return String(character).debugDescription }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class || mirror.displayStyle == .struct, !(value is CustomStringConvertible) {
            return typeName(value)
        }
        if mirror.displayStyle == .enum { return "\(typeName(value)).\(value)" }
        return String(describing: value)
    }

    private static func typeName(_ value: Any) -> String {
        String(describing: type(of: value))
    }
}
