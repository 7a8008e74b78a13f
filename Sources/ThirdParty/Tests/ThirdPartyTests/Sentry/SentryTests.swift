import Foundation
import Sentry
import SentrySwiftUI
import SwiftUI
import Testing

/// Sentry on Linux sends nothing; what a started SDK would send is kept for a test to read.
/// Serialized: the SDK is one global, as on iOS.
@MainActor
@Suite("Sentry", .serialized)
struct SentryTests {
    init() {
        SentrySDK._reset()
    }

    struct CheckoutError: Error {}

    private func start(_ configure: @escaping (Options) -> Void = { _ in }) {
        SentrySDK.start { options in
            options.dsn = "https://examplePublicKey@o0.ingest.sentry.io/0"
            options.environment = "staging"
            configure(options)
        }
    }

    @Test("Before start, captures answer the empty ID and nothing is kept")
    func notStarted() {
        #expect(!SentrySDK.isEnabled)
        #expect(SentrySDK.capture(message: "ignored") == SentryId.empty)
        #expect(SentrySDK._capturedEvents.isEmpty)
    }

    @Test("A started SDK keeps what it would send: the scope's user, tags and breadcrumbs on the event")
    func capturesCarryTheScope() {
        start()
        SentrySDK.setUser(User(userId: "42"))
        SentrySDK.configureScope { $0.setTag(value: "premium", key: "plan") }
        SentrySDK.addBreadcrumb(Breadcrumb(level: .info, category: "auth"))

        let id = SentrySDK.capture(error: CheckoutError())

        #expect(SentrySDK.isEnabled)
        #expect(id != SentryId.empty)
        let event = SentrySDK._capturedEvents.last
        #expect(event?.eventId == id)
        #expect(event?.error is CheckoutError)
        #expect(event?.user?.userId == "42")
        #expect(event?.tags?["plan"] == "premium")
        #expect(event?.breadcrumbs?.map(\.category) == ["auth"])
        #expect(event?.environment == "staging")
    }

    @Test("beforeSend may drop an event, and a scope block changes only its capture")
    func beforeSendAndScopeBlocks() {
        start { $0.beforeSend = { event in event.message?.formatted == "drop me" ? nil : event } }

        #expect(SentrySDK.capture(message: "drop me") == SentryId.empty)
        SentrySDK.capture(message: "keep me") { scope in scope.setLevel(.warning) }
        SentrySDK.capture(message: "plain")

        #expect(SentrySDK._capturedEvents.map { $0.message?.formatted } == ["keep me", "plain"])
        #expect(SentrySDK._capturedEvents.map(\.level) == [.warning, .info])
    }

    @Test("A transaction's children finish, and the transaction is bound to the scope when asked")
    func transactions() {
        start { $0.tracesSampleRate = 1.0 }

        let transaction = SentrySDK.startTransaction(name: "Checkout", operation: "ui.action", bindToScope: true)
        let child = transaction.startChild(operation: "http.client", description: "POST /orders")
        child.finish()

        #expect(child.isFinished && !transaction.isFinished)
        #expect(child.status == .ok)
        #expect(child.traceId == transaction.traceId)
        #expect(transaction.sampled == .yes)
        #expect(SentrySDK.span === transaction)
        transaction.finish(status: .cancelled)
        #expect(transaction.status == .cancelled)
        SentrySDK.close()
        #expect(!SentrySDK.isEnabled)
    }

    @Test("SentryTracedView and .sentryTrace draw their content unchanged")
    func tracedViewDrawsItsContent() {
        let content = VStack(alignment: .leading) {
            Text("Order #42").font(.headline)
            Text("Total 12 €")
        }

        let plain = StandInRendering.render(content)
        let traced = StandInRendering.render(SentryTracedView("Checkout") { content })
        let modified = StandInRendering.render(content.sentryTrace("Checkout"))

        #expect(plain.screen.joined().contains("Order #42"))
        #expect(traced.screen == plain.screen)
        #expect(traced.semantics == plain.semantics)
        #expect(modified.screen == plain.screen)
    }
}
