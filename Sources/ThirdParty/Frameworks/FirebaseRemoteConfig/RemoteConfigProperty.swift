import Foundation
import SwiftUI

/// A Remote Config value in a SwiftUI view: `@RemoteConfigProperty(key: "welcome", fallback: "Hi") var welcome: String`.
/// On Linux it reads the app's default, else the fallback.
@propertyWrapper
public struct RemoteConfigProperty<T: Decodable>: DynamicProperty {
    public let key: String
    let fallback: T

    public init(key: String, fallback: T) {
        self.key = key
        self.fallback = fallback
    }

    public var wrappedValue: T {
        let value = RemoteConfig.remoteConfig().configValue(forKey: key)
        guard value.source != .static else { return fallback }
        return (try? value.decoded(asType: T.self)) ?? fallback
    }
}
