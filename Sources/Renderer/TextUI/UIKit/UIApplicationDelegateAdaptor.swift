import TextUICore
import UIKit

/// The app delegate of a SwiftUI app: `@UIApplicationDelegateAdaptor(AppDelegate.self)`.
/// On iOS SwiftUI makes the delegate at launch through the Objective-C runtime; Linux
/// has no runtime to make a class from its type, and a render launches nothing, so the
/// adaptor compiles and holds the type, and reading the delegate stops with an error
/// that says so. Screens and previews never read it.
@MainActor
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    public var wrappedValue: DelegateType {
        fatalError("@UIApplicationDelegateAdaptor(\(DelegateType.self).self) cannot make its delegate on Linux: there is no Objective-C runtime to make a class from its type. Render the app's screens, not its App.")
    }
}
