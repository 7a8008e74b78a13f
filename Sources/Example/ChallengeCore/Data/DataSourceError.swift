/// Why a remote data source could not answer.
public enum DataSourceError: Error, Equatable, Sendable {
    case notFound
    case invalidResponse
    case decodingFailed(description: String)
    case unavailable(description: String)

    public var debugDescription: String {
        switch self {
        case .notFound: "notFound"
        case .invalidResponse: "invalidResponse"
        case let .decodingFailed(description): "decodingFailed(\(description))"
        case let .unavailable(description): "unavailable(\(description))"
        }
    }
}
