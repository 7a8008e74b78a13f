import Foundation

/// What an alert or a confirmation dialog shows: its title, its message, then its
/// actions, one under another, each centered. A presented alert is drawn in a rounded
/// box in the middle of the screen, a dialog at its bottom, over the screen that stays
/// in view; the semantics print it after the screen, as `Alert` or `ConfirmationDialog`.
nonisolated struct AlertContent<Actions: View, Message: View>: View {
    let title: String
    let showsTitle: Bool
    let actions: Actions
    let message: Message

    @MainActor var body: some View {
        VStack(spacing: 0) {
            if showsTitle {
                Text(title).bold()
            }
            message
            Divider()
            actions
        }
        .multilineTextAlignment(.center)
    }
}

/// The one action an alert without actions has, as on iOS.
struct DefaultAlertAction: View {
    var body: some View {
        Button("OK") {}
    }
}

/// An alert of SwiftUI's first form (iOS 13), presented with `.alert(isPresented:content:)`.
public struct Alert: Sendable {
    /// A button of such an alert.
    public struct Button: Sendable {
        let label: Text
        let role: ButtonRole?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil)
        }

        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel)
        }

        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel)
        }

        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive)
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// The same content as the newer form's.
    @MainActor
    var content: AnyView {
        AnyView(AlertContent(
            title: title.content,
            showsTitle: true,
            actions: ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
                SwiftUIButton(role: button.role, action: {}) { button.label }
            },
            message: message
        ))
    }
}

/// `Button`, where `Alert.Button` hides it.
typealias SwiftUIButton = Button

extension View {
    /// Presents an alert while `isPresented` is true.
    nonisolated public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _PresentationModifier> {
        presentingBox(.alert, title: title, showsTitle: true, when: isPresented.wrappedValue, dismissing: isPresented, actions: actions(), message: EmptyView())
    }

    nonisolated public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedContent<Self, _PresentationModifier> {
        presentingBox(.alert, title: title, showsTitle: true, when: isPresented.wrappedValue, dismissing: isPresented, actions: actions(), message: message())
    }

    nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _PresentationModifier> {
        presentingBox(.alert, title: title.content, showsTitle: true, when: isPresented.wrappedValue, dismissing: isPresented, actions: actions(), message: EmptyView())
    }

    nonisolated public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedContent<Self, _PresentationModifier> {
        presentingBox(.alert, title: title.content, showsTitle: true, when: isPresented.wrappedValue, dismissing: isPresented, actions: actions(), message: message())
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not nil.
    nonisolated public func alert<A: View, M: View, T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> ModifiedContent<Self, _PresentationModifier> {
        let shown = isPresented.wrappedValue ? data : nil
        nonisolated(unsafe) let view = shown.map { AnyView(AlertContent(title: title, showsTitle: true, actions: actions($0), message: message($0))) }
        nonisolated(unsafe) let isPresented = isPresented
        return modifier(_PresentationModifier(style: .alert, dismiss: { isPresented.wrappedValue = false }) { view })
    }

    nonisolated public func alert<A: View, T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> ModifiedContent<Self, _PresentationModifier> {
        alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    /// Presents an alert about `error` while `isPresented` is true: its description is
    /// the title, its failure reason the message.
    nonisolated public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _PresentationModifier> {
        presentingBox(.alert, title: error?.errorDescription ?? "", showsTitle: true, when: isPresented.wrappedValue && error != nil, dismissing: isPresented, actions: actions(), message: error?.failureReason.map { Text($0) })
    }

    nonisolated public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M) -> ModifiedContent<Self, _PresentationModifier> {
        let shown = isPresented.wrappedValue ? error : nil
        nonisolated(unsafe) let view = shown.map { AnyView(AlertContent(title: $0.errorDescription ?? "", showsTitle: true, actions: actions($0), message: message($0))) }
        nonisolated(unsafe) let isPresented = isPresented
        return modifier(_PresentationModifier(style: .alert, dismiss: { isPresented.wrappedValue = false }) { view })
    }

    /// Presents an alert of the first form while `isPresented` is true.
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> ModifiedContent<Self, _PresentationModifier> {
        let alert = isPresented.wrappedValue ? content() : nil
        nonisolated(unsafe) let isPresented = isPresented
        return modifier(_PresentationModifier(style: .alert, dismiss: { isPresented.wrappedValue = false }) { alert?.content })
    }

    /// Presents an alert of the first form for `item` while it is not nil.
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> ModifiedContent<Self, _PresentationModifier> {
        let alert = item.wrappedValue.map(content)
        nonisolated(unsafe) let item = item
        return modifier(_PresentationModifier(style: .alert, dismiss: { item.wrappedValue = nil }) { alert?.content })
    }

    /// Presents a dialog of actions at the bottom of the screen while `isPresented` is
    /// true; its title shows when `titleVisibility` is `.visible`.
    nonisolated public func confirmationDialog<A: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _PresentationModifier> {
        presentingBox(.confirmationDialog, title: title, showsTitle: titleVisibility == .visible, when: isPresented.wrappedValue, dismissing: isPresented, actions: actions(), message: EmptyView())
    }

    nonisolated public func confirmationDialog<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedContent<Self, _PresentationModifier> {
        presentingBox(.confirmationDialog, title: title, showsTitle: titleVisibility == .visible, when: isPresented.wrappedValue, dismissing: isPresented, actions: actions(), message: message())
    }

    nonisolated public func confirmationDialog<A: View, M: View, T>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> ModifiedContent<Self, _PresentationModifier> {
        let shown = isPresented.wrappedValue ? data : nil
        nonisolated(unsafe) let view = shown.map { AnyView(AlertContent(title: title, showsTitle: titleVisibility == .visible, actions: actions($0), message: message($0))) }
        nonisolated(unsafe) let isPresented = isPresented
        return modifier(_PresentationModifier(style: .confirmationDialog, dismiss: { isPresented.wrappedValue = false }) { view })
    }

    nonisolated public func confirmationDialog<A: View, T>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> ModifiedContent<Self, _PresentationModifier> {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    nonisolated private func presentingBox<A: View, M: View>(_ style: _PresentationModifier.Style, title: String, showsTitle: Bool, when isPresented: Bool, dismissing binding: Binding<Bool>, actions: A, message: M) -> ModifiedContent<Self, _PresentationModifier> {
        // Drawn on the main actor, in the render of the view that presents them.
        nonisolated(unsafe) let (actions, message, binding) = (actions, message, binding)
        return modifier(_PresentationModifier(style: style, dismiss: { binding.wrappedValue = false }) {
            isPresented ? AnyView(AlertContent(title: title, showsTitle: showsTitle, actions: actions, message: message)) : nil
        })
    }
}
