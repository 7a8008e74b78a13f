/// Where a registered font is available. Linux registers fonts for the process only.
public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0
    case process = 1
    case persistent = 2
    case session = 3

    public static var user: CTFontManagerScope { .persistent }
}
