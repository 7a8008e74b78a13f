/// A view hosted as on a device and acted on as a person would: tapped, toggled, typed
/// into, picked from, taken back. It appears once (its `onAppear` actions run, its
/// tasks start), and keeps its state between actions: `@State`, `@StateObject` and
/// `@FocusState` by each view's place in the tree (`ViewIdentity`), the view models
/// they hold, a navigation stack's pushed screens, a presented sheet's flag. After each
/// action the work it started on the main actor is let to finish (`LiveMainExecutor`,
/// `settle`), views that newly appear run their appear actions, `onChange` actions run,
/// and the screen is rendered again: the same text a `.device` or `.component` render
/// of the same state writes.
///
///     let screen = LiveScreen(AppView(), renderer: ScreenRenderer())
///     defer { screen.close() }
///     let outcome = screen.perform(.tap("#characterList.row.1"))
///     print(outcome.error ?? outcome.render)
///
/// The bridges host one for `snapshots mcp`; it is package API, not SwiftUI's.
@MainActor
package final class LiveScreen {
    /// The screen's current render.
    package private(set) var render = ""

    private let pass: @MainActor (LiveResolution, LifecycleCollector, (Node, [Presentation]) -> Void) -> TextRender
    private let live = LiveResolution()
    private var targets = LiveTargets()
    /// The places of the appear actions and tasks that have appeared, with the tasks
    /// they started, cancelled when their place leaves the tree.
    private var appeared: [String: [Task<Void, Never>]] = [:]
    /// Carried by every task the screen's work starts: while another reference lives,
    /// some of that work is still running.
    private var work = LiveWork()
    private var isClosed = false

    /// Hosts `view` as `renderer` renders it, with the header naming `name`, and lets
    /// it appear.
    package init<V: View>(_ view: V, renderer: ScreenRenderer, name: String? = nil) {
        pass = { live, lifecycle, inspect in
            renderer.render(view, name: name, live: live, lifecycle: lifecycle, inspect: inspect)
        }
        LiveMainExecutor.shared.begin()
        refresh()
    }

    /// Takes `action` and answers with the render that follows, or, when it cannot be
    /// taken, with what is wrong and the render as it was.
    package func perform(_ action: LiveAction) -> LiveOutcome {
        precondition(!isClosed, "the live screen is closed")
        let taken: Result<@MainActor () -> Void, LiveFailure>
        switch action {
        case .back: taken = back()
        case let .tap(target): taken = find(target, .tap).map(Self.tap)
        case let .toggle(target): taken = find(target, .toggle).map(Self.toggle)
        case let .type(target, text): taken = find(target, .type).map { Self.type(text, into: $0) }
        case let .pick(target, option): taken = find(target, .pick).flatMap { Self.pick(option, from: $0) }
        case let .scroll(target): taken = find(target, .scroll).flatMap { _ in .failure(LiveFailure(Self.scrollMessage)) }
        }
        switch taken {
        case let .failure(failure):
            return LiveOutcome(render: render, error: failure.message)
        case let .success(perform):
            run(perform)
            settle()
            refresh()
            return LiveOutcome(render: render, error: nil)
        }
    }

    /// Runs what the screen's work queued on the main actor, and waits briefly when
    /// there is none: for a host that waits for its next request meanwhile.
    package func pump() {
        if LiveMainExecutor.shared.runPending() == 0 {
            _ = LiveMainExecutor.shared.waitForWork(upTo: 0.005)
        }
    }

    /// Takes the screen down: its tasks are cancelled, as when a screen goes away, and
    /// the main actor gets its own executor back.
    package func close() {
        guard !isClosed else { return }
        isClosed = true
        for tasks in appeared.values { tasks.forEach { $0.cancel() } }
        appeared = [:]
        LiveMainExecutor.shared.end()
    }

    // MARK: - Rendering and appearing

    /// Renders; runs what newly appeared and the `onChange` actions found due; lets
    /// their work finish; and again, until a render starts nothing new.
    private func refresh() {
        for _ in 0..<Self.maximumRounds {
            let lifecycle = LifecycleCollector()
            render = pass(live, lifecycle) { screen, presentations in
                targets = LiveTargets(screen: screen, presentations: presentations, live: live)
            }.text
            let appearedNow = appear(lifecycle.actions)
            let changed = runChanges()
            let worked = settle()
            if !appearedNow, !changed, !worked { return }
        }
    }

    /// A screen whose renders keep starting work (an `onChange` that changes what it
    /// watches) is answered after this many rounds.
    private static let maximumRounds = 8

    /// Runs the appear actions and starts the tasks of the places that newly appear;
    /// cancels the tasks of those gone. True when something appeared.
    private func appear(_ entries: [LifecycleCollector.Entry]) -> Bool {
        let places = Set(entries.compactMap(\.place))
        for (place, tasks) in appeared where !places.contains(place) {
            tasks.forEach { $0.cancel() }
            appeared[place] = nil
        }
        let new = entries.filter { entry in entry.place.map { appeared[$0] == nil } ?? false }
        guard !new.isEmpty else { return false }
        for entry in new {
            if let place = entry.place { appeared[place] = [] }
        }
        let started = LiveWork.$current.withValue(work) { LifecycleCollector().run(new) }
        for (place, task) in started {
            if let place { appeared[place, default: []].append(task) }
        }
        return true
    }

    private func runChanges() -> Bool {
        let changes = live.changes
        guard !changes.isEmpty else { return false }
        for change in changes {
            run { EnvironmentValues.withCurrent(change.environment) { change.action() } }
        }
        return true
    }

    /// Runs `action` so that the tasks it starts are counted as the screen's work.
    private func run(_ action: @MainActor () -> Void) {
        LiveWork.$current.withValue(work) { action() }
    }

    /// Lets the screen's work finish: runs the main actor's jobs until none is left and
    /// no task carrying `work` is alive. A task that waits on something nobody sends
    /// (a stream, a long sleep) is waited for only while `quiet` passes without a job
    /// and with the shared thread pool answering (`PoolProbe`): a task that is only
    /// waiting for a thread, while other tests hold them all, is not quiet. Everything is
    /// bounded by `limit`. Work that finishes ends the wait at once, so `quiet` is long
    /// enough for an actor hop on a busy machine without slowing a screen whose work is
    /// done. True when any job ran.
    @discardableResult
    private func settle(quiet: Duration = .seconds(2), limit: Duration = .seconds(60)) -> Bool {
        let executor = LiveMainExecutor.shared
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        let probe = PoolProbe()
        var lastJob = clock.now
        var ran = false
        while clock.now < deadline {
            if executor.runPending() > 0 {
                ran = true
                lastJob = clock.now
                continue
            }
            if isKnownUniquelyReferenced(&work) { break }
            if !probe.isAnswering(within: .milliseconds(100)) { lastJob = clock.now }
            if clock.now - lastJob >= quiet { break }
            _ = executor.waitForWork(upTo: 0.002)
        }
        return ran
    }

    // MARK: - Actions

    private func find(_ target: String, _ verb: LiveVerb) -> Result<LiveTargets.Element, LiveFailure> {
        switch targets.find(target, for: verb) {
        case let .element(element): .success(element)
        case let .failure(message): .failure(LiveFailure(message))
        }
    }

    private static func tap(_ element: LiveTargets.Element) -> @MainActor () -> Void {
        for interaction in element.interactions {
            switch interaction {
            case let .tap(action): return action
            case let .toggle(isOn): return { isOn.wrappedValue.toggle() }
            case let .focus(focus): return focus
            default: continue
            }
        }
        return {}
    }

    private static func toggle(_ element: LiveTargets.Element) -> @MainActor () -> Void {
        for case let .toggle(isOn) in element.interactions {
            return { isOn.wrappedValue.toggle() }
        }
        return {}
    }

    /// The field gets the text, focused first when it can be, as typing needs the keyboard.
    private static func type(_ text: String, into element: LiveTargets.Element) -> @MainActor () -> Void {
        let focus = element.interactions.compactMap { interaction -> (@MainActor () -> Void)? in
            if case let .focus(focus) = interaction { return focus }
            return nil
        }.first
        for case let .type(binding) in element.interactions {
            return {
                focus?()
                binding.wrappedValue = text
            }
        }
        return {}
    }

    /// The option labelled `option`: exactly, else the one that matches ignoring case.
    private static func pick(_ option: String, from element: LiveTargets.Element) -> Result<@MainActor () -> Void, LiveFailure> {
        for case let .pick(options, select) in element.interactions {
            let folded = option.lowercased()
            let loose = options.indices.filter { options[$0].lowercased() == folded }
            guard let index = options.firstIndex(of: option) ?? (loose.count == 1 ? loose.first : nil) else {
                let listed = options.map { SemanticsQuote.quote($0) }.joined(separator: ", ")
                return .failure(LiveFailure("\(element.name) has no option \(SemanticsQuote.quote(option)). Options: \(listed)."))
            }
            return .success { select(index) }
        }
        return .failure(LiveFailure("\(element.name) cannot be picked from."))
    }

    private static let scrollMessage = """
    scrolling is not supported, and not needed: a render shows a scroll view's whole content, \
    unrolled below the fold (the "end of screen" line), so whatever a scroll would bring into \
    view is already in the render; act on it directly. Content a screen loads only when a \
    scroll reaches its end is loaded by tapping the control that loads it, if there is one.
    """

    /// The way back on top: in the topmost presentation, the innermost navigation stack
    /// that can pop, else that presentation's dismissal.
    private func back() -> Result<@MainActor () -> Void, LiveFailure> {
        let steps = live.backSteps
        guard let top = steps.map(\.level).max() else {
            return .failure(LiveFailure("there is nothing to go back from: no screen is pushed and nothing is presented. \(targets.reachable(.tap))"))
        }
        let level = steps.filter { $0.level == top }
        guard let step = level.last(where: { $0.kind == .pop }) ?? level.last else {
            return .failure(LiveFailure("there is nothing to go back from."))
        }
        return .success(step.perform)
    }
}

/// What a live screen is asked to do, by a target as a request names it: `#identifier`,
/// or a label or text shown.
package enum LiveAction: Sendable, Equatable {
    case tap(String)
    case toggle(String)
    /// The field's new text.
    case type(String, text: String)
    /// The option's label.
    case pick(String, option: String)
    case scroll(String)
    /// The top navigation stack pops, or the top sheet or cover is dismissed.
    case back
}

/// The render after an action, and what was wrong when it could not be taken (the
/// render is then the one before).
package struct LiveOutcome: Sendable, Equatable {
    package let render: String
    package let error: String?
}

struct LiveFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// Carried, as a task-local value, by the tasks a live screen's work starts: while a
/// task holds it, that work is not done.
final class LiveWork: Sendable {
    @TaskLocal static var current: LiveWork?
}
