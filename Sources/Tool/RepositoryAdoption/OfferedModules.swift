/// The modules a Linux package can import, and who offers each: the toolchain, this
/// package (what `import SwiftUI`, `import UIKit`… bring on iOS, and stand-ins for
/// third-party libraries that cannot build on Linux), or nobody.
enum OfferedModules {
    /// Modules every Swift toolchain on Linux has.
    static let toolchain: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "Dispatch", "Observation", "XCTest", "Testing", "_Concurrency", "_StringProcessing",
        "RegexBuilder", "Synchronization", "Distributed", "Glibc", "Musl", "Cxx", "CxxStdlib", "_Differentiation",
    ]

    /// This package's library products, each a module of the same name. Kept equal to the
    /// manifest's products by a test.
    static let package: Set<String> = [
        // The harness and the strategies.
        "SnapshotTestKit", "ViewSnapshotTesting", "SnapshotTesting",
        // What iOS's SDK brings, and the view layer.
        "SwiftUI", "UIKit", "Combine", "FoundationAdditions", "CoreGraphics", "CoreTransferable",
        "UniformTypeIdentifiers", "DeveloperToolsSupport", "TextUI", "DesignTokens", "RenderContext",
        // Apple's other frameworks.
        "AppIntents", "AuthenticationServices", "AVFoundation", "AVKit", "Charts", "CloudKit", "CryptoKit",
        "CoreImage", "CoreLocation", "CoreText", "EventKit", "FoundationModels", "ImageIO", "LinkPresentation",
        "LocalAuthentication", "MapKit", "MessageUI", "os", "OSLog", "PDFKit", "PhotosUI", "QuartzCore", "SafariServices",
        "Security", "StoreKit", "SwiftData", "UserNotifications", "VisionKit", "WebKit", "WidgetKit",
    ]

    /// Third-party modules that cannot build on Linux (Objective-C, binary frameworks,
    /// `@objc` classes), for which this package offers a stand-in of the same name: the
    /// products of its `Sources/ThirdParty` package, which adoption copies (`StandIns`).
    static let standIns: Set<String> = [
        "FirebaseAnalytics", "FirebaseCore", "FirebaseCrashlytics", "FirebaseRemoteConfig",
        "Kingfisher", "Lottie", "SDWebImage", "SDWebImageSwiftUI", "Sentry", "SentrySwiftUI",
    ]

    /// What iOS's `import Foundation` brings that Linux's does not: a file that imports only
    /// Foundation and uses `@Observable`, `ObservableObject`, `URLSession`,
    /// `NSPredicate(format:)` or the keychain's `SecItemAdd` compiles on iOS (Foundation's
    /// headers import Security, and Swift sees what a Clang module imports), so every
    /// adopted target imports these too.
    static let foundationOnIOS = ["Combine", "FoundationAdditions", "Security"]
    static let foundationOnIOSFromToolchain = ["Observation", "FoundationNetworking"]

    /// The packages whose modules this package replaces on Linux, by identity:
    /// swift-snapshot-testing's `SnapshotTesting` is this package's, over its harness.
    static let replacedPackages: [String: Set<String>] = [
        "swift-snapshot-testing": ["SnapshotTesting"],
    ]

    /// C interfaces of Darwin's kernel that iOS code reaches through `import Foundation`
    /// and Linux does not have (Mach's task and host calls, `sysctlbyname`, `malloc_size`):
    /// a file that calls one cannot build here, whatever it imports.
    static func isDarwinOnly(_ identifier: String) -> Bool {
        darwinOnlyNames.contains(identifier) || darwinOnlyPrefixes.contains { identifier.hasPrefix($0) }
    }

    private static let darwinOnlyPrefixes = ["mach_", "task_vm_info", "TASK_VM_INFO", "vm_statistics", "HOST_VM_INFO", "host_statistics", "thread_basic_info", "THREAD_BASIC_INFO", "OSAtomic"]
    private static let darwinOnlyNames: Set<String> = [
        "task_info", "task_threads", "task_flavor_t", "kern_return_t", "KERN_SUCCESS", "integer_t", "natural_t",
        "vm_deallocate", "vm_size_t", "host_page_size", "processor_info", "sysctlbyname", "malloc_size",
        "os_proc_available_memory", "MACH_PORT_NULL",
    ]

    static func isOffered(_ module: String) -> Bool {
        toolchain.contains(module) || package.contains(module) || standIns.contains(module)
    }

    /// What to say of an Apple module nobody offers here.
    static func whyMissing(_ module: String) -> String {
        switch module {
        case "Darwin", "ObjectiveC": "\(module) exists on Apple's systems only"
        case "AppKit", "Cocoa": "\(module) is macOS's"
        case "InlineSnapshotTesting": "swift-snapshot-testing's inline snapshots are not offered on Linux"
        default: "no package here offers \(module)"
        }
    }
}
