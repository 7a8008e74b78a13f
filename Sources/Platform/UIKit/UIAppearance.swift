import Foundation

/// The appearance proxy pattern: `UINavigationBar.appearance().tintColor = .red`. UIKit
/// applies a proxy's settings to every instance made afterwards; nothing is drawn here,
/// so a proxy only keeps what was set on it. Each class has one proxy, shared, so code
/// that configures appearance at launch runs and tests can read the settings back.
@MainActor @preconcurrency
public protocol UIAppearance: NSObjectProtocol {
    static func appearance() -> Self
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    static func appearance(for trait: UITraitCollection) -> Self
    static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

/// A type an appearance can be scoped to: views and view controllers.
@MainActor @preconcurrency
public protocol UIAppearanceContainer: NSObjectProtocol {}

/// The proxies made so far, one per class and scope.
@MainActor @preconcurrency
enum AppearanceProxies {
    static var proxies: [String: AnyObject] = [:]

    static func key(_ type: AnyClass, _ containers: [any UIAppearanceContainer.Type], _ trait: UITraitCollection?) -> String {
        let scope = containers.map { String(reflecting: $0) }.joined(separator: ",")
        let style = trait.map { "\($0.userInterfaceStyle.rawValue)" } ?? ""
        return "\(String(reflecting: type))|\(scope)|\(style)"
    }

    /// The one proxy of `type` for a scope, made by `make` the first time.
    static func proxy<T: AnyObject>(_ type: T.Type, containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?, make: () -> T?) -> T {
        let key = key(type, containers, trait)
        if let proxy = proxies[key] { return unsafeDowncast(proxy, to: type) }
        guard let proxy = make() else {
            fatalError("\(type) made no appearance proxy: its init(coder:) failed")
        }
        proxies[key] = proxy
        return proxy
    }
}

/// What a proxy is made from: UIKit's views and bar items make an empty instance from
/// any coder. A subclass of an app whose `init(coder:)` stops the program cannot have a
/// proxy made for it here.
final class AppearanceCoder: NSCoder {}

extension UIView {
    public class func appearance() -> Self {
        proxy(containers: [], trait: nil)
    }

    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        proxy(containers: containerTypes, trait: nil)
    }

    public class func appearance(for trait: UITraitCollection) -> Self {
        proxy(containers: [], trait: trait)
    }

    public class func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        proxy(containers: containerTypes, trait: trait)
    }

    private class func proxy(containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?) -> Self {
        AppearanceProxies.proxy(self, containers: containers, trait: trait) { self.init(coder: AppearanceCoder()) }
    }
}

extension UIBarItem {
    public class func appearance() -> Self {
        proxy(containers: [], trait: nil)
    }

    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        proxy(containers: containerTypes, trait: nil)
    }

    public class func appearance(for trait: UITraitCollection) -> Self {
        proxy(containers: [], trait: trait)
    }

    public class func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        proxy(containers: containerTypes, trait: trait)
    }

    private class func proxy(containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?) -> Self {
        AppearanceProxies.proxy(self, containers: containers, trait: trait) { self.init(coder: AppearanceCoder()) }
    }
}
