/// One-cell glyphs that stand for SF Symbols on the grid. The semantics always print
/// the symbol's real name; the glyph is only what a reader sees in the picture.
enum SymbolGlyphs {
    static func glyph(for systemName: String) -> Character {
        if let glyph = table[systemName] { return glyph }
        // "star.fill" reads like "star"; "person.circle" like "person".
        var name = Substring(systemName)
        while let dot = name.lastIndex(of: ".") {
            name = name[..<dot]
            if let glyph = table[String(name)] { return glyph }
        }
        return "◇"
    }

    private static let table: [String: Character] = [
        "chevron.left": "‹",
        "chevron.right": "›",
        "chevron.down": "⌄",
        "xmark": "✕",
        "xmark.circle": "✕",
        "info.circle": "ⓘ",
        "magnifyingglass": "⌕",
        "line.3.horizontal.decrease.circle": "≡",
        "line.3.horizontal": "≡",
        "mappin": "⌖",
        "mappin.circle.fill": "⌖",
        "person": "☺",
        "person.fill": "☺",
        "person.slash": "⊘",
        "person.2": "⚇",
        "person.text.rectangle": "▤",
        "exclamationmark.triangle": "⚠",
        "exclamationmark.triangle.fill": "⚠",
        "questionmark.circle": "?",
        "arrow.clockwise": "↻",
        "square.and.arrow.up": "⇪",
        "checkmark": "✓",
        "plus": "+",
        "minus": "−",
        "trash": "⌫",
        "gear": "⚙",
        "gearshape": "⚙",
        "heart": "♡",
        "heart.fill": "♥",
        "bookmark": "⚐",
        "bookmark.fill": "⚑",
        "bell": "♪",
        "arrow.down.circle.fill": "↓",
        "arrow.triangle.2.circlepath": "⇄",
        "clock.arrow.circlepath": "↺",
        "leaf.fill": "❦",
        "star.fill": "★",
        "star": "☆",
        "film": "▶",
        "play.circle": "▷",
        "play.rectangle": "▷",
        "photo": "▨",
        "tray": "☐",
        "calendar": "▦",
        "tv": "▭",
        "globe": "◍",
        "network": "⋈",
        "server.rack": "≣",
        "camera.viewfinder": "⌾",
        "wrench.and.screwdriver": "⚒",
        "apple.terminal": "▣",
        "note.text": "✎",
        "square.and.pencil": "✎",
    ]
}
