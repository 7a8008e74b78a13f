import Foundation

extension Product {
    /// What an auto-renewable subscription offers: its group, period and offers.
    public struct SubscriptionInfo: Equatable, Hashable, Sendable {
        public let subscriptionGroupID: String
        public let subscriptionPeriod: Product.SubscriptionPeriod
        public let introductoryOffer: Product.SubscriptionOffer?
        public let promotionalOffers: [Product.SubscriptionOffer]

        /// For tests of code that holds a subscription (Apple's come only from the App Store).
        package init(subscriptionGroupID: String, subscriptionPeriod: Product.SubscriptionPeriod,
                     introductoryOffer: Product.SubscriptionOffer? = nil, promotionalOffers: [Product.SubscriptionOffer] = []) {
            self.subscriptionGroupID = subscriptionGroupID
            self.subscriptionPeriod = subscriptionPeriod
            self.introductoryOffer = introductoryOffer
            self.promotionalOffers = promotionalOffers
        }

        /// False: with no purchase history to decide from, Linux offers nothing it cannot sell.
        public var isEligibleForIntroOffer: Bool {
            get async { false }
        }

        /// False, as `isEligibleForIntroOffer`.
        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool { false }

        /// No statuses: the user subscribes to nothing on Linux.
        public var status: [Product.SubscriptionInfo.Status] {
            get async throws { [] }
        }

        /// No statuses: the user subscribes to nothing on Linux.
        public static func status(for groupID: String) async throws -> [Product.SubscriptionInfo.Status] { [] }

        /// A subscription's state and the transaction behind it.
        public struct Status: Equatable, Hashable, Sendable {
            public let state: Product.SubscriptionInfo.RenewalState
            public let transaction: VerificationResult<Transaction>
        }

        /// Where a subscription stands.
        public struct RenewalState: RawRepresentable, Hashable, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }

            public static let subscribed = RenewalState(rawValue: 1)
            public static let expired = RenewalState(rawValue: 2)
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            public static let inGracePeriod = RenewalState(rawValue: 4)
            public static let revoked = RenewalState(rawValue: 5)
        }
    }

    /// A length of time a subscription renews after.
    public struct SubscriptionPeriod: Equatable, Hashable, Sendable {
        public enum Unit: Int, Hashable, Sendable {
            case day, week, month, year
        }

        public let unit: Product.SubscriptionPeriod.Unit
        public let value: Int

        package init(unit: Product.SubscriptionPeriod.Unit, value: Int) {
            self.unit = unit
            self.value = value
        }

        public static let weekly = SubscriptionPeriod(unit: .week, value: 1)
        public static let monthly = SubscriptionPeriod(unit: .month, value: 1)
        public static let yearly = SubscriptionPeriod(unit: .year, value: 1)
        public static let everyTwoWeeks = SubscriptionPeriod(unit: .week, value: 2)
        public static let everyTwoMonths = SubscriptionPeriod(unit: .month, value: 2)
        public static let everyThreeMonths = SubscriptionPeriod(unit: .month, value: 3)
        public static let everySixMonths = SubscriptionPeriod(unit: .month, value: 6)
        public static let everyThreeDays = SubscriptionPeriod(unit: .day, value: 3)
    }

    /// An introductory or promotional price of a subscription.
    public struct SubscriptionOffer: Equatable, Hashable, Sendable {
        public struct OfferType: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let introductory = OfferType(rawValue: "introductory")
            public static let promotional = OfferType(rawValue: "promotional")
            public static let winBack = OfferType(rawValue: "winBack")
        }

        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let freeTrial = PaymentMode(rawValue: "freeTrial")
            public static let payAsYouGo = PaymentMode(rawValue: "payAsYouGo")
            public static let payUpFront = PaymentMode(rawValue: "payUpFront")
        }

        public let id: String?
        public let type: Product.SubscriptionOffer.OfferType
        public let price: Decimal
        public let displayPrice: String
        public let period: Product.SubscriptionPeriod
        public let periodCount: Int
        public let paymentMode: Product.SubscriptionOffer.PaymentMode

        package init(id: String?, type: Product.SubscriptionOffer.OfferType, price: Decimal, displayPrice: String,
                     period: Product.SubscriptionPeriod, periodCount: Int, paymentMode: Product.SubscriptionOffer.PaymentMode) {
            self.id = id
            self.type = type
            self.price = price
            self.displayPrice = displayPrice
            self.period = period
            self.periodCount = periodCount
            self.paymentMode = paymentMode
        }
    }
}
