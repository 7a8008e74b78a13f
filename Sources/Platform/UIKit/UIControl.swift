import Foundation

/// A view that sends actions on events: buttons, text fields, switches. Target-action
/// pairs are recorded (`allTargets`, `actions(forTarget:forControlEvent:)`) but not
/// sent, since a `Selector` cannot be looked up without the Objective-C runtime;
/// `UIAction`s added for an event run when `sendActions(for:)` sends it.
@MainActor @preconcurrency
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }

    private struct TargetAction {
        weak var target: AnyObject?
        let hasTarget: Bool
        let action: Selector
        let events: Event
    }

    private var targetActions: [TargetAction] = []
    private var actionsForEvents: [(action: UIAction, events: Event)] = []

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    open var isContextMenuInteractionEnabled = false
    open var showsMenuAsPrimaryAction = false
    open var toolTip: String?

    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A control whose primary action runs on `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        targetActions.append(TargetAction(target: object, hasTarget: object != nil, action: action, events: controlEvents))
    }

    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { entry in
            (object == nil || entry.target === object) && (action == nil || entry.action == action) && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// The targets with an action, weakly held as in UIKit.
    open var allTargets: Set<AnyHashable> {
        Set(targetActions.compactMap { $0.target as? AnyHashable })
    }

    open var allControlEvents: Event {
        (targetActions.map(\.events) + actionsForEvents.map(\.events)).reduce(into: Event()) { $0.formUnion($1) }
    }

    /// The names of the actions a target has for an event.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = targetActions
            .filter { ($0.target === object || (!$0.hasTarget && object == nil)) && $0.events.contains(controlEvent) }
            .map(\.action.name)
        return names.isEmpty ? nil : names
    }

    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actionsForEvents.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actionsForEvents.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        actionsForEvents.removeAll { $0.action.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents) }
    }

    open func enumerateEventHandlers(_ iterator: (UIAction?, (target: Any?, action: Selector)?, Event, inout Bool) -> Void) {
        var stop = false
        for entry in actionsForEvents where !stop { iterator(entry.action, nil, entry.events, &stop) }
        for entry in targetActions where !stop { iterator(nil, (entry.target, entry.action), entry.events, &stop) }
    }

    /// Runs the `UIAction`s added for the events. Target-action pairs are not sent.
    open func sendActions(for controlEvents: Event) {
        for entry in actionsForEvents where !entry.events.isDisjoint(with: controlEvents) {
            entry.action._perform(sender: self)
        }
    }

    /// Target-action cannot be sent here; see `sendActions(for:)`.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {}

    open func sendAction(_ action: UIAction) {
        action._perform(sender: self)
    }
}
