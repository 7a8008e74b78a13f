/// Keeps the navigation stack and the presented modal. The example app has no window
/// to show them in; its state is what a command or a test can read.
public final class AppNavigator: NavigatorContract {
    public private(set) var path: [String] = []
    public private(set) var presented: (path: String, style: ModalStyle)?

    public init() {}

    public func navigate(to destination: any NavigationDestination) {
        path.append(destination.path)
    }

    public func present(_ destination: any NavigationDestination, style: ModalStyle) {
        presented = (destination.path, style)
    }

    public func dismiss() {
        presented = nil
    }

    public func goBack() {
        if !path.isEmpty { path.removeLast() }
    }
}
