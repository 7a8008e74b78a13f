import Foundation

// Whether an iOS app runs on a Mac, which Linux's Foundation does not declare. Code
// compiled here runs as the iOS app on an iPhone or iPad: on neither kind of Mac.

extension ProcessInfo {
    /// False: the app is not an iPhone or iPad app running on a Mac with Apple silicon.
    public var isiOSAppOnMac: Bool { false }

    /// False: the app is not a Mac Catalyst app.
    public var isMacCatalystApp: Bool { false }
}
