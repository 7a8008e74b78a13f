import Foundation

/// A purchase the App Store signed (StoreKit 2). No transaction reaches a Linux device:
/// `currentEntitlements`, `all`, `unfinished` and `updates` are empty and end at once
/// (on iOS `updates` stays open for the app's life), and `latest(for:)` is nil.
public struct Transaction: Identifiable, Equatable, Hashable, Sendable {
    public let id: UInt64
    public let originalID: UInt64
    public let productID: String
    public let productType: Product.ProductType
    public let subscriptionGroupID: String?
    public let appBundleID: String
    public let purchaseDate: Date
    public let originalPurchaseDate: Date
    public let expirationDate: Date?
    public let purchasedQuantity: Int
    public let isUpgraded: Bool
    public let ownershipType: Transaction.OwnershipType
    public let signedDate: Date
    public let revocationDate: Date?
    public let revocationReason: Transaction.RevocationReason?
    public let appAccountToken: UUID?
    public let webOrderLineItemID: String?
    public let environment: AppStore.Environment

    /// For tests of code that handles a transaction (Apple's come only from the App Store).
    package init(id: UInt64, originalID: UInt64? = nil, productID: String, productType: Product.ProductType,
                 subscriptionGroupID: String? = nil, appBundleID: String = "", purchaseDate: Date,
                 originalPurchaseDate: Date? = nil, expirationDate: Date? = nil, purchasedQuantity: Int = 1,
                 isUpgraded: Bool = false, ownershipType: Transaction.OwnershipType = .purchased,
                 revocationDate: Date? = nil, revocationReason: Transaction.RevocationReason? = nil,
                 appAccountToken: UUID? = nil, webOrderLineItemID: String? = nil, environment: AppStore.Environment = .xcode) {
        self.id = id
        self.originalID = originalID ?? id
        self.productID = productID
        self.productType = productType
        self.subscriptionGroupID = subscriptionGroupID
        self.appBundleID = appBundleID
        self.purchaseDate = purchaseDate
        self.originalPurchaseDate = originalPurchaseDate ?? purchaseDate
        self.expirationDate = expirationDate
        self.purchasedQuantity = purchasedQuantity
        self.isUpgraded = isUpgraded
        self.ownershipType = ownershipType
        self.signedDate = purchaseDate
        self.revocationDate = revocationDate
        self.revocationReason = revocationReason
        self.appAccountToken = appAccountToken
        self.webOrderLineItemID = webOrderLineItemID
        self.environment = environment
    }

    /// Tells the App Store the app delivered the purchase; there is no store to tell on Linux.
    public func finish() async {}

    /// The transactions that entitle the user now: none.
    public static var currentEntitlements: Transaction.Transactions { Transactions() }

    /// The transactions that entitle the user to `productID` now: none.
    public static func currentEntitlements(for productID: String) -> Transaction.Transactions { Transactions() }

    /// Every transaction of the user: none.
    public static var all: Transaction.Transactions { Transactions() }

    /// Transactions the app has not finished: none.
    public static var unfinished: Transaction.Transactions { Transactions() }

    /// Transactions made or changed while the app runs: none, and the sequence ends at once.
    public static var updates: Transaction.Transactions { Transactions() }

    /// Nil: the user never bought `productID` on this device.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// Nil: the user is entitled to nothing on Linux.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// A sequence of signed transactions; on Linux always empty.
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>

        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }

    /// Whether the user bought it or a family member shares it.
    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// Why the App Store refunded a purchase.
    public struct RevocationReason: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let developerIssue = RevocationReason(rawValue: 1)
        public static let other = RevocationReason(rawValue: 0)
    }
}
