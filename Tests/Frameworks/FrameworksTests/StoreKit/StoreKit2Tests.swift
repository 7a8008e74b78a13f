import Foundation
import StoreKit
import Testing

/// StoreKit 2 answers as a device that cannot reach the App Store.
struct StoreKit2Tests {
    private func isOffline(_ error: any Error) -> Bool {
        guard case .networkError(let urlError) = error as? StoreKitError else { return false }
        return urlError.code == .notConnectedToInternet
    }

    @Test func theStoreHasNoProducts() async throws {
        #expect(try await Product.products(for: ["pro.monthly", "pro.yearly"]).isEmpty)
        #expect(try await Product.products(for: Set<String>()).isEmpty)
    }

    @Test func aPurchaseFailsOffline() async {
        let product = Product(id: "pro", type: .autoRenewable, displayName: "Pro", description: "Everything",
                              price: Decimal(string: "4.99")!, displayPrice: "$4.99",
                              subscription: Product.SubscriptionInfo(subscriptionGroupID: "g", subscriptionPeriod: .monthly))
        do {
            _ = try await product.purchase(options: [.quantity(1), .appAccountToken(UUID())])
            Issue.record("A purchase succeeded without the App Store")
        } catch {
            #expect(isOffline(error))
        }
        #expect(await product.latestTransaction == nil)
        #expect(await product.currentEntitlement == nil)
        #expect(product.subscription?.subscriptionPeriod == .monthly)
        #expect(await product.subscription?.isEligibleForIntroOffer == false)
    }

    @Test func noTransactionsReachTheDevice() async throws {
        var count = 0
        for await _ in Transaction.currentEntitlements { count += 1 }
        for await _ in Transaction.all { count += 1 }
        for await _ in Transaction.unfinished { count += 1 }
        for await _ in Transaction.updates { count += 1 }
        for await _ in Transaction.currentEntitlements(for: "pro") { count += 1 }
        #expect(count == 0)
        #expect(await Transaction.latest(for: "pro") == nil)
        #expect(await Transaction.currentEntitlement(for: "pro") == nil)
        #expect(try await Product.SubscriptionInfo.status(for: "g").isEmpty)
    }

    @Test func syncingFailsOffline() async {
        await #expect(throws: StoreKitError.self) { try await AppStore.sync() }
        do {
            try await AppStore.sync()
        } catch {
            #expect(isOffline(error))
        }
    }

    @Test func verificationResultsGiveTheirPayloadOnlyWhenVerified() async throws {
        let transaction = Transaction(id: 7, productID: "pro", productType: .nonConsumable, purchaseDate: Date(timeIntervalSince1970: 0))
        let verified = VerificationResult<Transaction>.verified(transaction)
        let unverified = VerificationResult<Transaction>.unverified(transaction, .invalidSignature)

        #expect(try verified.payloadValue.productID == "pro")
        #expect(throws: VerificationResult<Transaction>.VerificationError.invalidSignature) { try unverified.payloadValue }
        #expect(unverified.unsafePayloadValue.id == 7)
        #expect(transaction.originalID == 7)
        #expect(transaction.ownershipType == .purchased)
        await transaction.finish()

        let result = Product.PurchaseResult.success(verified)
        guard case .success(let signed) = result else { Issue.record("Not a success"); return }
        #expect(signed == verified)
    }

    @Test func typesAndOptionsAreValues() {
        #expect(Product.ProductType.autoRenewable.rawValue == "Auto-Renewable Subscription")
        #expect(Product.PurchaseOption.quantity(2) == .quantity(2))
        #expect(Product.PurchaseOption.quantity(2) != .quantity(3))
        #expect(StoreKitError.notAvailableInStorefront.errorDescription != nil)
        #expect(AppStore.canMakePayments == false)
    }
}
