import ChallengeCore

/// The filter screen's analytics events.
enum CharacterFilterEvent: TrackingEvent, Equatable {
    case screenViewed
    case filtersApplied(filterCount: Int)
    case filtersReset
    case closeTapped

    var name: String {
        switch self {
        case .screenViewed: "character_filter_viewed"
        case .filtersApplied: "character_filter_filters_applied"
        case .filtersReset: "character_filter_filters_reset"
        case .closeTapped: "character_filter_close_tapped"
        }
    }

    var properties: [String: String] {
        switch self {
        case let .filtersApplied(filterCount):
            ["filter_count": String(filterCount)]
        case .screenViewed, .filtersReset, .closeTapped:
            [:]
        }
    }
}
