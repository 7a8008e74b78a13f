/// Whom the filter screen works for: it starts from `currentFilter` and hands the
/// filter applied back. The character list is one.
///
/// Main-actor isolated, so that the delegate can travel in a `CharacterDestination`,
/// which is `Sendable` like every destination.
@MainActor
protocol CharacterFilterDelegate: AnyObject, Sendable {
    var currentFilter: CharacterFilter { get }
    /// Returns once the delegate has used the filter (the list has fetched with it).
    func didApplyFilter(_ filter: CharacterFilter) async
}
