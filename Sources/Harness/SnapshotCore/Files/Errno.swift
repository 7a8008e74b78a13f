import Foundation

enum Errno {
    /// "permission denied (EACCES)": the words a user searches for, and the code.
    static func describe(_ code: Int32) -> String {
        let message = String(cString: strerror(code)).lowercased()
        let name: String = switch code {
        case EACCES: "EACCES"
        case EPERM: "EPERM"
        case EROFS: "EROFS"
        case ENOSPC: "ENOSPC"
        case ENOENT: "ENOENT"
        case EISDIR: "EISDIR"
        case ENOTDIR: "ENOTDIR"
        case EEXIST: "EEXIST"
        case ENAMETOOLONG: "ENAMETOOLONG"
        default: "errno \(code)"
        }
        return "\(message) (\(name))"
    }
}
