import Foundation

/// What StoreKit throws. On Linux the App Store is never reachable: what needs it throws
/// `.networkError(URLError(.notConnectedToInternet))`, as on a device that is offline.
public enum StoreKitError: Error, LocalizedError {
    case unknown
    case userCancelled
    case networkError(URLError)
    case systemError(any Error)
    case notAvailableInStorefront
    case notEntitled
    case unsupported

    /// The error Linux answers with: the App Store cannot be reached.
    static var offline: StoreKitError { .networkError(URLError(.notConnectedToInternet)) }

    public var errorDescription: String? {
        switch self {
        case .unknown: "An unknown error occurred."
        case .userCancelled: "The user cancelled."
        case .networkError(let error): "A network error occurred: \(error.localizedDescription)"
        case .systemError(let error): "A system error occurred: \(error.localizedDescription)"
        case .notAvailableInStorefront: "The product is not available in the current storefront."
        case .notEntitled: "The app is not entitled to this."
        case .unsupported: "This is not supported."
        }
    }
}
