/// SwiftData brings Foundation with it, as on iOS: a model file that imports SwiftData
/// alone names `Date`, `UUID`, `Predicate` and `SortDescriptor`, and its `#Predicate`s
/// use what iOS's Foundation has (`localizedStandardContains`, in `FoundationAdditions`).
/// Observation comes too: `@Model` makes classes `Observable`.
@_exported import Foundation
@_exported import FoundationAdditions
@_exported import Observation
