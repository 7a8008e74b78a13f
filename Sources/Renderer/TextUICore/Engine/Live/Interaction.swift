/// What a person can do to an element of a live screen, as the view that made the
/// element registers it while it resolves: a button's action, a toggle's binding, a
/// field's text. Still renders register nothing.
enum Interaction {
    /// A button, a link, a tap gesture: its action.
    case tap(@MainActor () -> Void)
    /// A toggle: its binding.
    case toggle(Binding<Bool>)
    /// A text field, a secure field, a text editor, a search field: its text.
    case type(Binding<String>)
    /// A picker: its options' labels, and how to select the option at an index.
    case pick(options: [String], select: @MainActor (Int) -> Void)
    /// A field's `.focused` binding: typing into the field focuses it.
    case focus(@MainActor () -> Void)
    /// A scroll view: named, so that a scroll request says what a render already shows.
    case scroll

    /// The action a request names: `tap`, `toggle`, `type`, `pick`, `scroll`.
    var verb: LiveVerb {
        switch self {
        case .tap: .tap
        case .toggle: .toggle
        case .type: .type
        case .pick: .pick
        case .focus: .focus
        case .scroll: .scroll
        }
    }
}

/// The actions a live screen takes on an element, by the name a request gives them.
package enum LiveVerb: String, Sendable, CaseIterable {
    case tap, toggle, type, pick, scroll
    /// Not a request's: a field focused as it is typed into.
    case focus

    /// `tapped`, for messages: "what can be tapped".
    var participle: String {
        switch self {
        case .tap: "tapped"
        case .toggle: "toggled"
        case .type: "typed into"
        case .pick: "picked from"
        case .scroll: "scrolled"
        case .focus: "focused"
        }
    }
}

/// One way back, as a live screen's resolve finds them: a navigation stack that can
/// pop, a sheet or cover that can be dismissed. The `back` request takes the one on
/// top: the innermost stack of the topmost presentation, else that presentation.
struct BackStep {
    enum Kind {
        case pop
        case dismiss
    }

    /// How many presentations the step is inside: 0 for the screen itself.
    let level: Int
    let kind: Kind
    let perform: @MainActor () -> Void
}
