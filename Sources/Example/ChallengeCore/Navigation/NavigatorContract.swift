/// A place the app can go.
public protocol NavigationDestination: Sendable {
    /// A stable description, for logs and tests: `character/detail/1`.
    var path: String { get }
}

/// How a modal is shown.
public enum ModalStyle: Sendable, Equatable {
    case sheet
    case fullScreenCover
}

/// The app's navigation, which feature navigators wrap: each feature's navigator turns
/// its screen's intents (`navigateToDetail`) into destinations.
public protocol NavigatorContract: AnyObject {
    func navigate(to destination: any NavigationDestination)
    func present(_ destination: any NavigationDestination, style: ModalStyle)
    func dismiss()
    func goBack()
}
