import Foundation

/// Something the app sells in the App Store (StoreKit 2). The App Store is never
/// reachable on Linux: `products(for:)` returns no products, as for identifiers the
/// store does not know, so code that shows a store shows it empty.
public struct Product: Identifiable, Equatable, Hashable, Sendable {
    public let id: String
    public let type: Product.ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool
    public let subscription: Product.SubscriptionInfo?

    /// For tests of code that holds a product (Apple's products come only from the App Store).
    package init(id: String, type: Product.ProductType, displayName: String, description: String,
                 price: Decimal, displayPrice: String, isFamilyShareable: Bool = false,
                 subscription: Product.SubscriptionInfo? = nil) {
        self.id = id
        self.type = type
        self.displayName = displayName
        self.description = description
        self.price = price
        self.displayPrice = displayPrice
        self.isFamilyShareable = isFamilyShareable
        self.subscription = subscription
    }

    /// No products: the App Store cannot be asked on Linux.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        []
    }

    /// Throws `StoreKitError.networkError`: a purchase needs the App Store.
    public func purchase(options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        throw StoreKitError.offline
    }

    /// Nil: no transaction for this product has reached this device.
    public var latestTransaction: VerificationResult<Transaction>? {
        get async { nil }
    }

    /// Nil: the user is entitled to nothing on Linux.
    public var currentEntitlement: VerificationResult<Transaction>? {
        get async { nil }
    }
}

extension Product {
    /// What kind of product it is.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    }

    /// How a purchase ended.
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    /// Why the App Store refused a purchase.
    public enum PurchaseError: Error, LocalizedError, Sendable {
        case invalidQuantity
        case productUnavailable
        case purchaseNotAllowed
        case ineligibleForOffer
        case invalidOfferIdentifier
        case invalidOfferPrice
        case invalidOfferSignature
        case missingOfferParameters
    }

    /// An option of a purchase; kept by the caller, unread on Linux.
    public struct PurchaseOption: Hashable, Sendable {
        private let name: String
        private let value: String

        public static func appAccountToken(_ token: UUID) -> PurchaseOption {
            PurchaseOption(name: "appAccountToken", value: token.uuidString)
        }

        public static func quantity(_ quantity: Int) -> PurchaseOption {
            PurchaseOption(name: "quantity", value: String(quantity))
        }

        public static func promotionalOffer(offerID: String, keyID: String, nonce: UUID, signature: Data, timestamp: Int) -> PurchaseOption {
            PurchaseOption(name: "promotionalOffer", value: "\(offerID) \(keyID) \(nonce) \(signature.base64EncodedString()) \(timestamp)")
        }

        public static func simulatesAskToBuyInSandbox(_ simulatesAskToBuy: Bool) -> PurchaseOption {
            PurchaseOption(name: "simulatesAskToBuyInSandbox", value: String(simulatesAskToBuy))
        }

        public static func custom(key: String, value: String) -> PurchaseOption {
            PurchaseOption(name: key, value: value)
        }

        public static func custom(key: String, value: Bool) -> PurchaseOption {
            PurchaseOption(name: key, value: String(value))
        }

        public static func custom(key: String, value: Double) -> PurchaseOption {
            PurchaseOption(name: key, value: String(value))
        }

        public static func custom(key: String, value: Data) -> PurchaseOption {
            PurchaseOption(name: key, value: value.base64EncodedString())
        }
    }
}
