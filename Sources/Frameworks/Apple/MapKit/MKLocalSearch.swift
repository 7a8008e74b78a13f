import CoreLocation
import Foundation

public let MKErrorDomain = "MKErrorDomain"

/// MapKit's error (`MKErrorDomain`).
public struct MKError: Error, Hashable, Sendable {
    public enum Code: UInt, Sendable {
        case unknown = 1
        case serverFailure = 2
        case loadingThrottled = 3
        case placemarkNotFound = 4
        case directionsNotFound = 5
        case decodingFailed = 6
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { MKErrorDomain }
    public static var serverFailure: Code { .serverFailure }
    public static var placemarkNotFound: Code { .placemarkNotFound }
}

/// A search for places. There is no map service on Linux: every search fails with
/// `MKError(.serverFailure)`, as a search does on iOS when the service cannot answer.
open class MKLocalSearch: NSObject, @unchecked Sendable {
    public typealias CompletionHandler = @Sendable (MKLocalSearch.Response?, (any Error)?) -> Void

    open class Request: NSObject, @unchecked Sendable {
        open var naturalLanguageQuery: String?
        open var region: MKCoordinateRegion = MKCoordinateRegion()
        public override init() { super.init() }
        public init(naturalLanguageQuery: String) {
            self.naturalLanguageQuery = naturalLanguageQuery
            super.init()
        }
    }

    open class Response: NSObject, @unchecked Sendable {
        open private(set) var mapItems: [MKMapItem] = []
        open private(set) var boundingRegion: MKCoordinateRegion = MKCoordinateRegion()
    }

    public let request: Request
    open private(set) var isSearching = false

    public init(request: MKLocalSearch.Request) {
        self.request = request
        super.init()
    }

    /// Calls `completionHandler` on the main queue with `MKError(.serverFailure)`.
    open func start(completionHandler: @escaping CompletionHandler) {
        DispatchQueue.main.async { completionHandler(nil, MKError(.serverFailure)) }
    }

    /// Throws `MKError(.serverFailure)`.
    open func start() async throws -> MKLocalSearch.Response {
        throw MKError(.serverFailure)
    }

    open func cancel() {}
}
