import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

public typealias SentryBeforeSendEventCallback = (Event) -> Event?
public typealias SentryBeforeBreadcrumbCallback = (Breadcrumb) -> Breadcrumb?
public typealias SentryBeforeSendSpanCallback = (any Span) -> (any Span)?
public typealias SentryBeforeCaptureScreenshotCallback = (Event) -> Bool
public typealias SentryTracesSamplerCallback = (SamplingContext) -> NSNumber?
public typealias SentryOnCrashedLastRunCallback = (Event) -> Void

/// How the SDK is set up: `SentrySDK.start { options in options.dsn = "…" }`. Kept as set;
/// nothing is sent from Linux. `beforeSend` and `beforeBreadcrumb` run, as they decide
/// what would be sent.
public final class Options: NSObject, @unchecked Sendable {
    public override init() {
        super.init()
    }

    public var dsn: String?
    public var debug = false
    public var diagnosticLevel: SentryLevel = .debug
    public var releaseName: String?
    public var dist: String?
    public var environment = "production"
    public var enabled = true
    public var shutdownTimeInterval: TimeInterval = 2.0
    public var enableCrashHandler = true
    public var enableSigtermReporting = false
    public var maxBreadcrumbs: UInt = 100
    public var enableNetworkBreadcrumbs = true
    public var maxCacheItems: UInt = 30
    public var beforeSend: SentryBeforeSendEventCallback?
    public var beforeSendSpan: SentryBeforeSendSpanCallback?
    public var enableLogs = false
    public var beforeBreadcrumb: SentryBeforeBreadcrumbCallback?
    public var beforeCaptureScreenshot: SentryBeforeCaptureScreenshotCallback?
    public var beforeCaptureViewHierarchy: SentryBeforeCaptureScreenshotCallback?
    public var onCrashedLastRun: SentryOnCrashedLastRunCallback?
    public var onLastRunStatusDetermined: ((SentryLastRunStatus, Event?) -> Void)?
    public var sampleRate: NSNumber? = 1
    public var enableAutoSessionTracking = true
    public var enableGraphQLOperationTracking = false
    public var enableWatchdogTerminationTracking = true
    public var sessionTrackingIntervalMillis: UInt = 30_000
    public var attachStacktrace = true
    public var attachAllThreads = false
    public var maxAttachmentSize: UInt = 200 * 1_024 * 1_024
    public var sendDefaultPii = false
    public var enableAutoPerformanceTracing = true
    public var enablePersistingTracesWhenCrashing = false
    public var initialScope: (Scope) -> Scope = { $0 }
    public var enableUIViewControllerTracing = true
    public var attachScreenshot = false
    public var attachViewHierarchy = false
    public var reportAccessibilityIdentifier = true
    public var enableUserInteractionTracing = true
    public var idleTimeout: TimeInterval = 3.0
    public var enablePreWarmedAppStartTracing = true
    public var enableStandaloneAppStartTracing = false
    public var enableReportNonFullyBlockingAppHangs = true
    public var sessionReplay = SentryReplayOptions()
    public var enableNetworkTracking = true
    public var enableFileIOTracing = true
    public var enableDataSwizzling = true
    public var enableFileManagerSwizzling = false
    public var tracesSampleRate: NSNumber?
    public var tracesSampler: SentryTracesSamplerCallback?
    public var isTracingEnabled: Bool { (tracesSampleRate?.doubleValue ?? 0) > 0 || tracesSampler != nil }
    public private(set) var inAppIncludes: [String] = []
    public func add(inAppInclude: String) { inAppIncludes.append(inAppInclude) }
    public weak var urlSessionDelegate: (any URLSessionDelegate)?
    public var enableSwizzling = true
    public var swizzleClassNameExcludes: Set<String> = []
    public var enableCoreDataTracing = true
    public var configureProfiling: ((SentryProfileOptions) -> Void)?
    public var sendClientReports = true
    public var enableAppHangTracking = true
    public var appHangTimeoutInterval: TimeInterval = 2.0
    public var enableAutoBreadcrumbTracking = true
    public var enablePropagateTraceparent = false
    public var tracePropagationTargets: [Any] = [".*"]
    public var enableCaptureFailedRequests = true
    public var failedRequestStatusCodes: [HttpStatusCodeRange] = [HttpStatusCodeRange(min: 500, max: 599)]
    public var failedRequestTargets: [Any] = [".*"]
    public var enableMetricKit = false
    public var enableMetricKitRawPayload = false
    public var enableTimeToFullDisplayTracing = false
    public var swiftAsyncStacktraces = false
    public var cacheDirectoryPath: String = NSTemporaryDirectory()
    public var enableSpotlight = false
    public var spotlightUrl = "http://localhost:8969/stream"
    public var strictTraceContinuation = false
    public var orgId: String?
    public var enableMetrics = true

    // MARK: - Removed in sentry-cocoa 9, kept so apps on 8.x compile

    @available(*, deprecated, message: "Use tracesSampleRate or tracesSampler instead")
    public var enableTracing = false

    @available(*, deprecated, message: "Use configureProfiling with SentryProfileOptions.sessionSampleRate instead; removed in sentry-cocoa 9")
    public var profilesSampleRate: NSNumber?
}

/// Session replay's settings. Nothing is recorded on Linux.
public final class SentryReplayOptions: NSObject, @unchecked Sendable {
    public var sessionSampleRate: Float
    public var onErrorSampleRate: Float
    public var maskAllText: Bool
    public var maskAllImages: Bool
    public var enableViewRendererV2: Bool
    public var enableFastViewRendering: Bool
    public var maskedViewClasses: [AnyClass] = []
    public var unmaskedViewClasses: [AnyClass] = []

    public init(
        sessionSampleRate: Float = 0,
        onErrorSampleRate: Float = 0,
        maskAllText: Bool = true,
        maskAllImages: Bool = true,
        enableViewRendererV2: Bool = true,
        enableFastViewRendering: Bool = false
    ) {
        self.sessionSampleRate = sessionSampleRate
        self.onErrorSampleRate = onErrorSampleRate
        self.maskAllText = maskAllText
        self.maskAllImages = maskAllImages
        self.enableViewRendererV2 = enableViewRendererV2
        self.enableFastViewRendering = enableFastViewRendering
        super.init()
    }
}

/// Profiling's settings. Nothing is profiled on Linux.
public final class SentryProfileOptions: NSObject, @unchecked Sendable {
    public enum SentryProfileLifecycle: Int, Sendable {
        case manual
        case trace
    }

    public var lifecycle: SentryProfileLifecycle = .manual
    public var sessionSampleRate: Float = 0
    public var profileAppStarts = false

    public override init() {
        super.init()
    }
}
