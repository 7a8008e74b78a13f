import Testing

/// Sentry as apps set it up and call it, type-checked against the stand-in.
@Suite("Sentry through the compiler")
struct SentryCompilerTests {
    @Test("An app delegate's start, captures, scope, transactions and a traced SwiftUI screen compile in Swift 6")
    func appFile() throws {
        let result = try TypeChecker.check([
            "import Sentry",
            "import SentrySwiftUI",
            "import SwiftUI",
            "import UIKit",
            "final class AppDelegate: NSObject, UIApplicationDelegate {",
            "    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {",
            "        SentrySDK.start { options in",
            "            options.dsn = \"https://examplePublicKey@o0.ingest.sentry.io/0\"",
            "            options.debug = true",
            "            options.tracesSampleRate = 1.0",
            "            options.environment = \"staging\"",
            "            options.releaseName = \"app@1.0.0+1\"",
            "            options.enableAutoPerformanceTracing = true",
            "            options.attachScreenshot = true",
            "            options.attachViewHierarchy = true",
            "            options.sendDefaultPii = false",
            "            options.sessionReplay.sessionSampleRate = 0.1",
            "            options.configureProfiling = { $0.sessionSampleRate = 1; $0.lifecycle = .trace }",
            "            options.beforeSend = { event in",
            "                event.user?.email = nil",
            "                return event.level == .debug ? nil : event",
            "            }",
            "            options.beforeBreadcrumb = { crumb in crumb.category == \"ui.lifecycle\" ? nil : crumb }",
            "        }",
            "        return true",
            "    }",
            "}",
            "enum Tracking {",
            "    static func login(_ id: String) {",
            "        let user = User(userId: id)",
            "        user.email = \"rick@example.com\"",
            "        SentrySDK.setUser(user)",
            "        let crumb = Breadcrumb(level: .info, category: \"auth\")",
            "        crumb.message = \"Logged in\"",
            "        crumb.setData(value: id, key: \"id\")",
            "        SentrySDK.addBreadcrumb(crumb)",
            "        SentrySDK.configureScope { scope in",
            "            scope.setTag(value: \"premium\", key: \"plan\")",
            "            scope.setExtra(value: 3, key: \"attempts\")",
            "            scope.setContext(value: [\"name\": \"Rick\"], key: \"profile\")",
            "        }",
            "    }",
            "    static func report(_ error: Error) -> SentryId {",
            "        SentrySDK.capture(error: error) { scope in scope.setLevel(.warning) }",
            "    }",
            "    static func checkout() async {",
            "        let transaction = SentrySDK.startTransaction(name: \"Checkout\", operation: \"ui.action\")",
            "        let span = transaction.startChild(operation: \"http.client\", description: \"POST /orders\")",
            "        span.setData(value: 201, key: \"status_code\")",
            "        span.finish()",
            "        transaction.finish(status: .ok)",
            "        let event = Event(level: .error)",
            "        event.message = SentryMessage(formatted: \"Checkout failed\")",
            "        SentrySDK.capture(event: event)",
            "        SentrySDK.capture(message: \"Checked out\")",
            "        SentrySDK.logger.info(\"Checkout done\")",
            "        SentrySDK.flush(timeout: 2)",
            "        if SentrySDK.isEnabled { SentrySDK.close() }",
            "    }",
            "}",
            "struct CheckoutScreen: View {",
            "    var body: some View {",
            "        SentryTracedView(\"Checkout\") {",
            "            List { Text(\"Total\") }",
            "        }",
            "    }",
            "}",
            "struct Profile: View {",
            "    var body: some View { Text(\"Profile\").sentryTrace(\"Profile\") }",
            "}",
        ])
        #expect(result.status == 0 && result.errorLines.isEmpty, "\(result.output)")
    }

    @Test("Options removed in sentry-cocoa 9 still compile, with their deprecation, for apps on 8.x")
    func removedOptions() throws {
        let result = try TypeChecker.check([
            "import Sentry",
            "SentrySDK.start { options in",
            "    options.enableTracing = true",
            "    options.profilesSampleRate = 1.0",
            "}",
        ])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("deprecated"), "\(result.output)")
    }
}
