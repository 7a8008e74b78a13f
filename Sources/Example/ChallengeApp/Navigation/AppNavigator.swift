import ChallengeCore
import Observation

/// The app's navigation state, which `AppView` shows: the screens pushed over the first
/// one, and the modal over them. Feature navigators reach it through
/// `NavigatorContract`; the root view binds its stack and its modals to it.
@Observable
public final class AppNavigator: NavigatorContract {
    /// The screens pushed over the first one, bottom first.
    public var path: [AppDestination] = []
    /// The modal shown as a sheet.
    public var sheet: AppDestination?
    /// The modal covering the whole screen.
    public var fullScreenCover: AppDestination?

    public init() {}

    public func navigate(to destination: any NavigationDestination) {
        path.append(AppDestination(destination))
    }

    public func present(_ destination: any NavigationDestination, style: ModalStyle) {
        switch style {
        case .sheet:
            sheet = AppDestination(destination)
        case .fullScreenCover:
            fullScreenCover = AppDestination(destination)
        }
    }

    /// Dismisses the modal on top: the cover, else the sheet.
    public func dismiss() {
        if fullScreenCover != nil {
            fullScreenCover = nil
        } else {
            sheet = nil
        }
    }

    public func goBack() {
        guard !path.isEmpty else {
            return
        }
        path.removeLast()
    }
}
