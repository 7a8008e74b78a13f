import Foundation

/// What a fetch asks for: which models (`predicate`), in which order (`sortBy`), how
/// many from where (`fetchLimit`, `fetchOffset`), and whether the context's unsaved
/// changes count (`includePendingChanges`, true by default).
///
///     var descriptor = FetchDescriptor<Trip>(predicate: #Predicate { $0.isFavorite }, sortBy: [SortDescriptor(\.name)])
///     descriptor.fetchLimit = 10
///
/// `propertiesToFetch` and `relationshipKeyPathsForPrefetching` tune what iOS loads
/// from disk; every model here is in memory, so they are kept and change nothing.
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    public var includePendingChanges: Bool = true
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// The models of a fetch made in batches: `context.fetch(descriptor, batchSize: 50)`.
/// Here every model is in memory, so the batches are one array.
public struct FetchResultsCollection<Element>: RandomAccessCollection {
    let elements: [Element]

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Element { elements[position] }
}
