import Screens

/// The assertions alone, once per screen; `count.sh` collects instructions only inside
/// this function, so building the screens and the test run around it are not counted.
@inline(never)
func countedLoop(_ texts: [String], _ assert: (Int) -> Void) {
    for index in texts.indices {
        assert(index)
    }
}

/// The side-by-side screens, and whether this run records them (`BENCH_PHASE=record`)
/// or verifies them; nil when the script names the other path.
func countedScreens(for harness: String) -> (texts: [String], record: Bool)? {
    guard let phase = Phase.current(for: harness) else { return nil }
    return ((0..<Screens.count).map { Screens.screen($0) }, phase == .record)
}
