/// SwiftData brings Foundation with it, as on iOS: a model file that imports SwiftData
/// alone names `Date`, `UUID`, `Predicate` and `SortDescriptor`. Observation comes too:
/// `@Model` makes classes `Observable`.
@_exported import Foundation
@_exported import Observation
