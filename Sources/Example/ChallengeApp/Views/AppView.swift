import ChallengeCore
import SwiftUI

/// The app: the character list, with the screens the navigator pushes over it and the
/// modals it presents, each made by its feature's container with real view models over
/// the bundled data.
public struct AppView: View {
    private let container: AppContainer

    public init(container: AppContainer) {
        self.container = container
    }

    public var body: some View {
        @Bindable var navigator = container.navigator
        NavigationStack(path: $navigator.path) {
            container.makeRootView()
                .navigationDestination(for: AppDestination.self) { destination in
                    container.makeView(for: destination)
                }
        }
        .sheet(item: $navigator.sheet) { destination in
            NavigationStack {
                container.makeView(for: destination)
            }
        }
        .fullScreenCover(item: $navigator.fullScreenCover) { destination in
            NavigationStack {
                container.makeView(for: destination)
            }
        }
    }
}
