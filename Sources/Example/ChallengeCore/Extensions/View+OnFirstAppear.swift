import SwiftUI

extension View {
    /// Runs `action` the first time the view appears, as UIKit's `viewDidLoad` would:
    /// later appearances do not run it again. A snapshot renders the view as it is and
    /// runs no task, so a screen's stub state is what it shows.
    public func onFirstAppear(perform action: @escaping () async -> Void) -> some View {
        modifier(OnFirstAppearModifier(action: action))
    }
}

private struct OnFirstAppearModifier: ViewModifier {
    let action: () async -> Void

    @State private var hasAppeared = false

    func body(content: Content) -> some View {
        content
            .task {
                guard !hasAppeared else {
                    return
                }
                hasAppeared = true
                await action()
            }
    }
}
