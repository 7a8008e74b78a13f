import Foundation
import UIKit

extension AppStore {
    /// Which App Store signed a transaction.
    public struct Environment: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let production = Environment(rawValue: "Production")
        public static let sandbox = Environment(rawValue: "Sandbox")
        public static let xcode = Environment(rawValue: "Xcode")
    }

    /// Restores purchases from the App Store. Throws `StoreKitError.networkError`: the
    /// App Store cannot be reached on Linux.
    public static func sync() async throws {
        throw StoreKitError.offline
    }

    /// Shows the user's subscriptions. Throws `StoreKitError.networkError`: the App
    /// Store cannot be reached on Linux.
    @MainActor public static func showManageSubscriptions(in scene: UIWindowScene) async throws {
        throw StoreKitError.offline
    }
}
