/// What stops adoption before it can write anything. Each says what is wrong and what to
/// do; a repository it can partly adopt is never an error (the report says what was left out).
public enum AdoptionError: Error, Equatable, CustomStringConvertible {
    /// A file adoption must read cannot be read: the path and why.
    case unreadable(String, String)
    /// There is nothing to adopt: no project, no package, no Swift file.
    case nothingToAdopt(String)
    /// A path or an option that cannot work.
    case invalid(String)
    /// The Linux package cannot be written.
    case unwritable(String, String)

    public var description: String {
        switch self {
        case let .unreadable(path, why): "cannot read \(path): \(why)."
        case let .nothingToAdopt(message): message
        case let .invalid(message): message
        case let .unwritable(path, why): "cannot write \(path): \(why)."
        }
    }
}
