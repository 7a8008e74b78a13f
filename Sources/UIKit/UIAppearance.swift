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
        let key = AppearanceProxies.key(self, containers, trait)
        if let proxy = AppearanceProxies.proxies[key] { return unsafeDowncast(proxy, to: self) }
        guard let proxy = self.init(coder: AppearanceCoder()) else {
            fatalError("\(self) made no appearance proxy: its init(coder:) failed")
        }
        AppearanceProxies.proxies[key] = proxy
        return proxy
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
        let key = AppearanceProxies.key(self, containers, trait)
        if let proxy = AppearanceProxies.proxies[key] { return unsafeDowncast(proxy, to: self) }
        guard let proxy = self.init(coder: AppearanceCoder()) else {
            fatalError("\(self) made no appearance proxy: its init(coder:) failed")
        }
        AppearanceProxies.proxies[key] = proxy
        return proxy
    }
}
