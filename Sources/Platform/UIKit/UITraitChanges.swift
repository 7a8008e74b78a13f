import Foundation

/// What has a trait collection: views and view controllers.
@MainActor @preconcurrency
public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}

/// A trait code observes (iOS 17): `UITraitUserInterfaceStyle.self`…
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var identifier: String { get }
    static var name: String { get }
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(describing: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, as `registerForTraitChanges(_:)` takes a list of them.
public typealias UITrait = any UITraitDefinition.Type

public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceStyle { .unspecified }
    public static var affectsColorAppearance: Bool { true }
}

public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}

public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
}

public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static var defaultValue: UIContentSizeCategory { .unspecified }
}

public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static var defaultValue: UIUserInterfaceIdiom { .unspecified }
}

public enum UITraitDisplayScale: UITraitDefinition {
    public static var defaultValue: CGFloat { 0 }
}

public enum UITraitLayoutDirection: UITraitDefinition {
    public static var defaultValue: UITraitEnvironmentLayoutDirection { .unspecified }
}

public enum UITraitAccessibilityContrast: UITraitDefinition {
    public static var defaultValue: UIAccessibilityContrast { .unspecified }
    public static var affectsColorAppearance: Bool { true }
}

public enum UITraitLegibilityWeight: UITraitDefinition {
    public static var defaultValue: UILegibilityWeight { .unspecified }
}

/// What `registerForTraitChanges` returns, to unregister with.
@MainActor @preconcurrency
public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// One registration: the traits it observes.
final class TraitChangeRegistration: NSObject, UITraitChangeRegistration {
    let traits: [UITrait]

    init(traits: [UITrait]) {
        self.traits = traits
    }
}

// iOS 17's trait change registration, on views and controllers. A render is one
// upright, light phone whose traits never change, so a handler or action registered
// here is kept by nothing and never called, as on a device whose traits stay put.
extension UIView {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        TraitChangeRegistration(traits: traits)
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        TraitChangeRegistration(traits: traits)
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        TraitChangeRegistration(traits: traits)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}

extension UIViewController {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        TraitChangeRegistration(traits: traits)
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        TraitChangeRegistration(traits: traits)
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        TraitChangeRegistration(traits: traits)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}
