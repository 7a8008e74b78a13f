import FirebaseAnalytics
import FirebaseCore
import FirebaseCrashlytics
import Foundation
import Testing

/// FirebaseCore, Analytics and Crashlytics on Linux: nothing is sent; what the app logs
/// and records is kept for a test to read. Serialized: each is one global, as on iOS.
@Suite("Firebase services", .serialized)
struct FirebaseServicesTests {
    struct PaymentError: Error {}

    @Test("configure(options:) configures the default app with those options")
    func configure() {
        FirebaseApp._reset()
        #expect(FirebaseApp.app() == nil)

        FirebaseApp.configure(options: FirebaseOptions(googleAppID: "1:123:ios:abc", gcmSenderID: "123"))

        #expect(FirebaseApp.app()?.options.googleAppID == "1:123:ios:abc")
        #expect(FirebaseApp.app()?.options.gcmSenderID == "123")
        FirebaseConfiguration.shared.setLoggerLevel(.debug)
        #expect(FirebaseConfiguration.shared.loggerLevel() == .debug)
    }

    @Test("Analytics keeps the events the app logged, unless collection is off")
    func analyticsEvents() {
        Analytics._reset()
        Analytics.logEvent(AnalyticsEventScreenView, parameters: [AnalyticsParameterScreenName: "Checkout"])
        Analytics.setAnalyticsCollectionEnabled(false)
        Analytics.logEvent(AnalyticsEventPurchase, parameters: nil)
        Analytics.setUserProperty("premium", forName: "plan")

        #expect(AnalyticsEventScreenView == "screen_view")
        #expect(AnalyticsParameterScreenName == "screen_name")
        #expect(Analytics._loggedEvents.map(\.name) == ["screen_view"])
        #expect(Analytics._loggedEvents.first?.parameters?["screen_name"] as? String == "Checkout")
        #expect(Analytics._userProperties == ["plan": "premium"])
        #expect(Analytics.appInstanceID() == nil)
        Analytics._reset()
    }

    @Test("Crashlytics keeps what the app recorded, and never has unsent reports")
    func crashlytics() async {
        let crashlytics = Crashlytics.crashlytics()
        crashlytics._reset()
        crashlytics.record(error: PaymentError())
        crashlytics.log("Checkout failed")
        crashlytics.setCustomKeysAndValues(["plan": "premium"])

        #expect(crashlytics._recordedErrors.count == 1)
        #expect(crashlytics._recordedErrors.first is PaymentError)
        #expect(crashlytics._logs == ["Checkout failed"])
        #expect(crashlytics._customValues["plan"] as? String == "premium")
        #expect(await crashlytics.checkForUnsentReports() == false)
        #expect(!crashlytics.didCrashDuringPreviousExecution())
        crashlytics._reset()
    }
}
