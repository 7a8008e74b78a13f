import Testing
import TextUI

/// A render runs nothing; a view that appears in a host runs its appear actions at
/// once and its tasks as the test awaits, in the environment they were declared in.
@MainActor
@Suite("Hosting and lifecycle")
struct HostingTests {
    private final class Calls {
        var appeared = 0
        var tasks = 0
    }

    fileprivate struct GreetingKey: EnvironmentKey {
        static let defaultValue = "default greeting"
    }

    /// Shows "waiting" until its task loads the greeting of its environment.
    private struct Loader: View {
        let calls: Calls
        let loaded: @MainActor () -> Void
        @State private var text = "waiting"
        @Environment(\.greeting) private var greeting

        var body: some View {
            Text(text)
                .onAppear { calls.appeared += 1 }
                .task {
                    calls.tasks += 1
                    text = greeting
                    loaded()
                }
        }
    }

    private func host(_ view: some View) -> UIHostingController<some View> {
        let controller = UIHostingController(rootView: view)
        controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return controller
    }

    @Test("A render alone runs no appear action and no task")
    func renderRunsNothing() async {
        let calls = Calls()
        let view = Loader(calls: calls, loaded: {})

        _ = Rendering.semantics(view)
        await Task.yield()

        #expect(calls.appeared == 0)
        #expect(calls.tasks == 0)
        #expect(Rendering.semantics(view) == ["Text \"waiting\""])
    }

    @Test("Appearing in a visible window runs appear actions at once and tasks as the test awaits")
    func hostedViewAppears() async {
        let calls = Calls()
        let (loaded, signal) = AsyncStream<Void>.makeStream()
        let controller = host(Loader(calls: calls, loaded: { signal.yield() }).environment(\.greeting, "hello"))

        #expect(calls.appeared == 1)
        for await _ in loaded { break }

        #expect(calls.tasks == 1)
        #expect(Rendering.semantics(controller.rootView) == ["Text \"hello\""])
    }

    @Test("A window made visible twice makes its view appear once")
    func appearsOnce() {
        let calls = Calls()
        let controller = UIHostingController(rootView: Loader(calls: calls, loaded: {}))
        let window = UIWindow(frame: .zero)
        window.rootViewController = controller

        window.makeKeyAndVisible()
        window.makeKeyAndVisible()

        #expect(calls.appeared == 1)
    }
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[HostingTests.GreetingKey.self] }
        set { self[HostingTests.GreetingKey.self] = newValue }
    }
}
