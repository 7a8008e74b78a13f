import RenderFormat

/// What changed between two renders, element by element, by accessibility identifier:
/// the summary a reviewer reads before the diff, in a failing test and in the tool.
///
///     #characterList.row.3.caption  text "Earth (Replacement…" → "Earth (Repl…"
///     #characterList.loadMore.button  removed (DSButton)
public struct ChangeSummary: Equatable, Sendable {
    public struct Element: Equatable, Sendable {
        public enum Change: Equatable, Sendable {
            case added
            case removed
            case changed(details: [String])
        }

        /// Nil for an element without an accessibility identifier.
        public var identifier: String?
        public var kind: String
        public var change: Change

        /// `#id  details` as one line; `Kind (no identifier)  details` without one.
        public var line: String {
            let name = identifier.map { "#\($0)" } ?? "\(kind) (no identifier)"
            switch change {
            case .added: return identifier == nil ? "\(name)  added" : "\(name)  added (\(kind))"
            case .removed: return identifier == nil ? "\(name)  removed" : "\(name)  removed (\(kind))"
            case let .changed(details): return "\(name)  " + details.joined(separator: "; ")
            }
        }
    }

    public var elements: [Element] = []
    /// The screen picture differs (not only the semantics).
    public var screenChanged = false

    public var isEmpty: Bool { elements.isEmpty && !screenChanged }

    public init(old: String, new: String) {
        let oldSections = RenderFile.sections(of: old)
        let newSections = RenderFile.sections(of: new)
        screenChanged = oldSections.screen != newSections.screen
        let oldElements = Self.byIdentifier(oldSections.semantics)
        let newElements = Self.byIdentifier(newSections.semantics)

        var order: [String] = []
        var seen: Set<String> = []
        for key in oldElements.keys + newElements.keys where seen.insert(key).inserted {
            order.append(key)
        }
        for key in order {
            switch (oldElements.elements[key], newElements.elements[key]) {
            case let (nil, new?):
                elements.append(Element(identifier: key, kind: new.kind, change: .added))
            case let (old?, nil):
                elements.append(Element(identifier: key, kind: old.kind, change: .removed))
            case let (old?, new?) where old != new:
                elements.append(Element(identifier: key, kind: new.kind, change: .changed(details: Self.details(old, new))))
            default:
                break
            }
        }
        elements += Self.unidentifiedChanges(old: oldElements.unidentified, new: newElements.unidentified)
    }

    /// The summary of two texts that are both renders (they have a semantics section);
    /// nil for other texts, whose line diff says it all.
    public static func ofRenders(old: String, new: String) -> ChangeSummary? {
        guard RenderFile.isRender(old), RenderFile.isRender(new) else { return nil }
        return ChangeSummary(old: old, new: new)
    }

    /// The summary as lines; empty when the renders are equal.
    public var lines: [String] {
        var lines = elements.map(\.line)
        if lines.isEmpty, screenChanged {
            lines.append("the screen changed; the semantics did not")
        }
        return lines
    }

    // MARK: - Private

    private struct Elements {
        var elements: [String: SemanticsElement] = [:]
        var keys: [String] = []
        var unidentified: [(line: String, element: SemanticsElement)] = []
    }

    /// Identified elements by identifier (a repeated one gets `#2`, `#3`), others in order.
    private static func byIdentifier(_ lines: [String]) -> Elements {
        var result = Elements()
        for line in lines {
            guard let element = SemanticsElement(line: Substring(line)) else { continue }
            guard var key = element.identifier else {
                result.unidentified.append((String(line.drop { $0 == " " }), element))
                continue
            }
            var occurrence = 1
            while result.elements[key] != nil {
                occurrence += 1
                key = "\(element.identifier!)#\(occurrence)"
            }
            result.elements[key] = element
            result.keys.append(key)
        }
        return result
    }

    /// Elements without an identifier, matched by a line diff: a removed run facing an
    /// added run of the same kinds is a change of those elements, anything else is an
    /// addition or a removal.
    private static func unidentifiedChanges(
        old: [(line: String, element: SemanticsElement)],
        new: [(line: String, element: SemanticsElement)]
    ) -> [Element] {
        var numbers: [String: Int] = [:]
        func number(_ line: String) -> Int {
            if let existing = numbers[line] { return existing }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        let edits = MyersDiff.edits(from: old.map { number($0.line) }, to: new.map { number($0.line) })
        var changes: [Element] = []
        var index = 0
        while index < edits.count {
            guard edits[index].kind != .equal else {
                index += 1
                continue
            }
            var removed: [SemanticsElement] = []
            var added: [SemanticsElement] = []
            while index < edits.count, edits[index].kind != .equal {
                if edits[index].kind == .delete {
                    removed += edits[index].old.map { old[$0].element }
                } else {
                    added += edits[index].new.map { new[$0].element }
                }
                index += 1
            }
            if removed.map(\.kind) == added.map(\.kind) {
                for (before, after) in zip(removed, added) {
                    changes.append(Element(identifier: nil, kind: after.kind, change: .changed(details: details(before, after))))
                }
            } else {
                changes += removed.map { Element(identifier: nil, kind: $0.kind, change: .removed) }
                changes += added.map { Element(identifier: nil, kind: $0.kind, change: .added) }
            }
        }
        return changes
    }
    private static func details(_ old: SemanticsElement, _ new: SemanticsElement) -> [String] {
        var details: [String] = []
        if old.kind != new.kind { details.append("kind \(old.kind) → \(new.kind)") }
        if old.text != new.text { details.append("text \(old.text ?? "none") → \(new.text ?? "none")") }
        let removedWords = old.words.filter { !new.words.contains($0) }
        let addedWords = new.words.filter { !old.words.contains($0) }
        let tokenChanges = removedWords.filter { !SemanticsElement.flags.contains($0) }.map { "−" + $0 }
            + addedWords.filter { !SemanticsElement.flags.contains($0) }.map { "+" + $0 }
        let flagChanges = removedWords.filter(SemanticsElement.flags.contains).map { "−" + $0 }
            + addedWords.filter(SemanticsElement.flags.contains).map { "+" + $0 }
        if !tokenChanges.isEmpty { details.append("tokens " + tokenChanges.joined(separator: " ")) }
        if !flagChanges.isEmpty { details.append("flags " + flagChanges.joined(separator: " ")) }
        var keys: [String] = []
        for key in old.properties.map(\.key) + new.properties.map(\.key) where !keys.contains(key) {
            keys.append(key)
        }
        for key in keys {
            let before = old.properties.first { $0.key == key }?.value
            let after = new.properties.first { $0.key == key }?.value
            if before != after { details.append("\(key) \(before ?? "none") → \(after ?? "none")") }
        }
        return details
    }
}

