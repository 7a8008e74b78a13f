import ChallengeCore

/// Records what the app's navigator is asked to do.
public final class NavigatorMock: NavigatorContract, @unchecked Sendable {
    public private(set) var navigateCallCount = 0
    public private(set) var navigatedPaths: [String] = []
    public private(set) var presentCallCount = 0
    public private(set) var presented: [(path: String, style: ModalStyle)] = []
    /// The destinations presented, for a feature's tests to read what they carry.
    public private(set) var presentedDestinations: [any NavigationDestination] = []
    public private(set) var dismissCallCount = 0
    public private(set) var goBackCallCount = 0

    public init() {}

    public func navigate(to destination: any NavigationDestination) {
        navigateCallCount += 1
        navigatedPaths.append(destination.path)
    }

    public func present(_ destination: any NavigationDestination, style: ModalStyle) {
        presentCallCount += 1
        presented.append((destination.path, style))
        presentedDestinations.append(destination)
    }

    public func dismiss() {
        dismissCallCount += 1
    }

    public func goBack() {
        goBackCallCount += 1
    }
}
