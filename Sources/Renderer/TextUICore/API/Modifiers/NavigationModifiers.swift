import RenderFormat
import Foundation

// Inlinable one-liners, as in EnvironmentModifiers.swift.
extension View {
    /// The title of the enclosing navigation stack. Disfavored, so that a literal is a
    /// `LocalizedStringKey` whose values are written for the locale, as in SwiftUI.
    @inlinable @_disfavoredOverload
    nonisolated public func navigationTitle(_ title: String) -> ModifiedContent<Self, _NavigationModifier> {
        modifier(_NavigationModifier.title(title))
    }

    /// The title, from a `Text`.
    @inlinable
    nonisolated public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _NavigationModifier> {
        modifier(_NavigationModifier.title(title.content))
    }

    /// Hides the navigation bar, and the large title with it (deprecated in SwiftUI for
    /// `toolbar(.hidden, for: .navigationBar)`, and still common).
    @inlinable
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _NavigationModifier> {
        modifier(_NavigationModifier.barHidden(hidden))
    }

    @inlinable
    nonisolated public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, _NavigationModifier> {
        modifier(_NavigationModifier.displayMode(mode))
    }

    /// Items for the navigation bar (or the bottom bar), built from `ToolbarItem`s.
    @inlinable
    @_disfavoredOverload
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, _NavigationModifier> {
        modifier(_NavigationModifier.toolbar(content()))
    }

    /// The view pushed for a value of `type` on the stack's path.
    @inlinable
    nonisolated public func navigationDestination<D: Hashable, C: View>(for type: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> ModifiedContent<Self, _NavigationModifier> {
        modifier(_NavigationModifier.destination(for: type, destination))
    }

    /// The view pushed on the stack while `isPresented` is true: the render shows it on
    /// top, under a back button named by this screen, as a pushed path value's.
    @inlinable
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> ModifiedContent<Self, _NavigationModifier> {
        modifier(_NavigationModifier.destination(isPresented: isPresented, destination()))
    }

    /// The view pushed while `item` holds a value (iOS 17).
    @inlinable
    nonisolated public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> ModifiedContent<Self, _NavigationModifier> {
        modifier(_NavigationModifier.destination(item: item, destination))
    }

    /// Hides the back button of the screen this view is on; the render draws none.
    @inlinable
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedContent<Self, _NavigationModifier> {
        modifier(_NavigationModifier.backButtonHidden(hidesBackButton))
    }

    /// Handles a URL the app is opened with: a still picture is opened with none.
    @inlinable
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// A search field under the navigation bar, showing `text` or the prompt.
    @inlinable
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String) -> ModifiedContent<Self, _NavigationModifier> {
        modifier(_NavigationModifier.search(text: text, prompt: prompt, placement: placement))
    }

    /// A search field with the system's prompt, "Search".
    @inlinable
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic) -> ModifiedContent<Self, _NavigationModifier> {
        modifier(_NavigationModifier.search(text: text, prompt: "Search", placement: placement))
    }

    /// A search field whose prompt is a `Text`.
    @inlinable
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text) -> ModifiedContent<Self, _NavigationModifier> {
        modifier(_NavigationModifier.search(text: text, prompt: prompt.content, placement: placement))
    }
}

extension _NavigationModifier {
    @usableFromInline
    static func title(_ title: String) -> _NavigationModifier {
        _NavigationModifier { navigation, _ in navigation.title = title }
    }

    @usableFromInline
    static func barHidden(_ hidden: Bool) -> _NavigationModifier {
        _NavigationModifier { navigation, _ in navigation.isBarHidden = hidden }
    }

    @usableFromInline
    static func displayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> _NavigationModifier {
        _NavigationModifier { navigation, _ in navigation.displayMode = mode }
    }

    @usableFromInline
    static func toolbar(_ items: some View) -> _NavigationModifier {
        nonisolated(unsafe) let items = items
        return _NavigationModifier { navigation, context in
            let collector = ToolbarItemCollector()
            var inner = context.inside(stackAxis: .horizontal)
            inner.toolbarItems = collector
            let loose = Resolver.nodes(for: items, in: inner)
            collector.add(loose, placement: .automatic)
            for (placement, nodes) in collector.items {
                switch placement {
                case .topBarLeading, .cancellationAction, .navigation: navigation.leadingItems += nodes
                case .principal: navigation.principalItems += nodes
                case .bottomBar, .status: navigation.bottomItems += nodes
                case .automatic, .topBarTrailing, .confirmationAction, .primaryAction, .secondaryAction, .destructiveAction: navigation.trailingItems += nodes
                // Above the keyboard, which a still picture does not show.
                case .keyboard: break
                }
            }
        }
    }

    @usableFromInline
    static func destination<D: Hashable>(for type: D.Type, _ destination: @escaping (D) -> some View) -> _NavigationModifier {
        nonisolated(unsafe) let destination = destination
        return _NavigationModifier { navigation, _ in
            navigation.destinations.append { value in (value.base as? D).map { AnyView(destination($0)) } }
        }
    }

    @usableFromInline
    static func destination(isPresented: Binding<Bool>, _ destination: some View) -> _NavigationModifier {
        nonisolated(unsafe) let (isPresented, destination) = (isPresented, destination)
        return _NavigationModifier { navigation, _ in
            if isPresented.wrappedValue {
                navigation.presentedDestination = AnyView(destination)
                navigation.dismissPresented = { isPresented.wrappedValue = false }
            }
        }
    }

    @usableFromInline
    static func destination<D: Hashable>(item: Binding<D?>, _ destination: @escaping (D) -> some View) -> _NavigationModifier {
        nonisolated(unsafe) let (item, destination) = (item, destination)
        return _NavigationModifier { navigation, _ in
            if let value = item.wrappedValue {
                navigation.presentedDestination = AnyView(destination(value))
                navigation.dismissPresented = { item.wrappedValue = nil }
            }
        }
    }

    @usableFromInline
    static func backButtonHidden(_ isHidden: Bool) -> _NavigationModifier {
        _NavigationModifier { navigation, _ in navigation.isBackButtonHidden = isHidden }
    }

    @usableFromInline
    static func search(text: Binding<String>, prompt: String, placement: SearchFieldPlacement) -> _NavigationModifier {
        nonisolated(unsafe) let text = text
        return _NavigationModifier { navigation, context in
            navigation.searchIsInDrawer = placement == .navigationBarDrawer
            let value = text.wrappedValue
            let field = Node(TextFieldElement(text: value, placeholder: prompt, isSearch: true), in: context)
            field.semantics.kind = "SearchField"
            field.semantics.properties = [("prompt", .text(SemanticsSyntax.quote(prompt))), ("text", .text(SemanticsSyntax.quote(value)))]
            context.live?.register(.type(text), on: field)
            navigation.search = Node(PaddingElement(insets: NavigationStack<EmptyView>.margins), children: [field], in: context)
        }
    }
}

/// Where a search field goes. On a phone, as iOS 26 places it: at the bottom of the
/// screen, unless the placement is the navigation bar's drawer, under the title.
/// How the search field of a toolbar behaves (iOS 26): drawn where its placement puts
/// it, as a still picture has no toolbar to minimize it into.
public struct SearchToolbarBehavior: Sendable, Hashable {
    let name: String
    public static let automatic = SearchToolbarBehavior(name: "automatic")
    public static let minimize = SearchToolbarBehavior(name: "minimize")
}

extension View {
    /// Whether the search field folds into a toolbar button (iOS 26), named
    /// (`searchToolbarBehavior=minimize`): the render draws the field.
    nonisolated public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.named("searchToolbarBehavior", behavior == .automatic ? nil : behavior.name))
    }
}

public struct SearchFieldPlacement: Sendable, Hashable {
    let name: String

    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .navigationBarDrawer
    }

    public enum NavigationBarDrawerDisplayMode: Sendable, Hashable {
        case automatic
        case always
    }
}
