/// How a live screen pushes onto a navigation stack's path binding and pops it.
struct NavigationPathEditor {
    /// Appends a value; false when it is not of the path's element type.
    let append: @MainActor (AnyHashable) -> Bool
    let removeLast: @MainActor () -> Void
}

/// What a navigation stack keeps at its place on a live screen: the screens its links
/// pushed that no path binding holds (`NavigationLink(destination:)`, and values pushed
/// without a path), as SwiftUI's stack keeps its own.
final class NavigationStackState {
    struct Screen {
        /// The pushed value, or a name standing for a pushed view.
        let value: AnyHashable
        let view: AnyView?
    }

    var screens: [Screen] = []
    /// Numbers the views pushed, so that each has a place of its own.
    var pushes = 0
}

/// A navigation stack on a live screen, while it resolves: where its root and its top
/// screen are, how its links push and how it pops. The screens under the top keep
/// their state, as they stay alive on a device.
@MainActor
final class LiveNavigation {
    private let live: LiveResolution
    private let place: String
    private let state: NavigationStackState
    private let pathEditor: NavigationPathEditor?
    private let pathCount: Int
    private let level: Int
    private var dismissPresented: (@MainActor () -> Void)?

    init<Content: View>(stack: NavigationStack<Content>, in context: ResolveContext, live: LiveResolution) {
        self.live = live
        place = live.identity.child("NavigationStack")
        state = live.store.slot(place + ".screens") { NavigationStackState() }
        pathEditor = stack.pathEditor
        pathCount = stack.path.count
        level = context.presentationLevel
    }

    /// The screens this stack pushed itself, above its path's.
    var ownScreens: [NavigationStackState.Screen] { state.screens }

    func enterRoot() {
        live.identity.enter(path: place + "/root")
    }

    func leaveRoot() {
        live.identity.leave()
    }

    /// Enters the top screen's place, keeps the state of those under it, and offers
    /// the way back.
    func enterTop(of screens: [AnyHashable], presented dismiss: (@MainActor () -> Void)?) {
        dismissPresented = dismiss
        for index in screens.indices.dropLast() {
            live.store.retain(under: screenPlace(screens[index], at: index))
        }
        live.identity.enter(path: screens.last.map { screenPlace($0, at: screens.count - 1) } ?? place + "/presented")
        live.register(BackStep(level: level, kind: .pop, perform: pop))
    }

    func leaveTop() {
        live.identity.leave()
    }

    private func screenPlace(_ value: AnyHashable, at index: Int) -> String {
        "\(place)/[\(index)]\(value.hashValue)"
    }

    /// Pops the top screen: the stack's own, else the path's last value, else the
    /// destination `navigationDestination(isPresented:)` shows.
    var pop: @MainActor () -> Void {
        { [self] in
            if !state.screens.isEmpty {
                state.screens.removeLast()
            } else if pathCount > 0, let pathEditor {
                pathEditor.removeLast()
            } else {
                dismissPresented?()
            }
        }
    }

    /// `NavigationLink(destination:)`: pushes the view.
    func push(_ view: AnyView) {
        state.pushes += 1
        state.screens.append(.init(value: AnyHashable("pushed view \(state.pushes)"), view: view))
    }

    /// `NavigationLink(value:)`: appends the value to the path binding, or to the
    /// stack's own screens when there is none (or views were pushed over it).
    func push(value: AnyHashable) {
        if state.screens.isEmpty, let pathEditor, pathEditor.append(value) { return }
        state.screens.append(.init(value: value, view: nil))
    }
}
