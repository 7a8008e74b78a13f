import FirebaseCore
import FirebaseRemoteConfig
import Foundation
import Testing

/// Remote Config on Linux: a device offline, answering the app's defaults. Serialized:
/// `remoteConfig()` is one instance, as on iOS.
@Suite("Remote Config offline", .serialized)
struct RemoteConfigTests {
    let remoteConfig = RemoteConfig.remoteConfig()

    init() {
        RemoteConfig.remoteConfig()._reset()
    }

    @Test("configValue and the subscript answer the defaults the app set, as each type")
    func defaultsAreAnswered() {
        remoteConfig.setDefaults([
            "welcome_message": "Hello, Rick" as NSObject,
            "new_checkout": true as NSObject,
            "max_items": 12 as NSObject,
            "theme": #"{"accent":"green","radius":8}"# as NSObject,
        ])

        #expect(remoteConfig.configValue(forKey: "welcome_message").stringValue == "Hello, Rick")
        #expect(remoteConfig["new_checkout"].boolValue)
        #expect(remoteConfig["new_checkout"].stringValue == "1")
        #expect(remoteConfig["max_items"].numberValue.intValue == 12)
        #expect(remoteConfig["max_items"].source == .default)
        #expect((remoteConfig["theme"].jsonValue as? [String: Any])?["accent"] as? String == "green")
        #expect(remoteConfig[jsonValue: "theme"]?["radius"]?.description == "8")
        #expect(remoteConfig.allKeys(from: .default).count == 4)
    }

    @Test("A key with no default is empty and static")
    func missingKeysAreStatic() {
        let value = remoteConfig.configValue(forKey: "unknown")

        #expect(value.source == .static)
        #expect(value.stringValue.isEmpty)
        #expect(!value.boolValue)
        #expect(value.numberValue == 0)
        #expect(value.jsonValue == nil)
    }

    @Test("fetchAndActivate reports .error as offline, and the defaults stay active")
    func fetchAndActivateFailsOffline() async {
        remoteConfig.setDefaults(["new_checkout": false as NSObject])

        let (status, error) = await withCheckedContinuation { continuation in
            remoteConfig.fetchAndActivate { status, error in continuation.resume(returning: (status, error)) }
        }

        #expect(status == .error)
        let nsError = error.map { $0 as NSError }
        #expect(nsError?.domain == RemoteConfigErrorDomain)
        #expect(nsError?.code == RemoteConfigError.Code.internalError.rawValue)
        #expect((nsError?.userInfo[NSUnderlyingErrorKey] as? URLError)?.code == .notConnectedToInternet)
        #expect(remoteConfig.lastFetchStatus == .failure)
        #expect(remoteConfig["new_checkout"].source == .default)
        #expect(!remoteConfig["new_checkout"].boolValue)
    }

    @Test("The async forms throw as offline, and activating changes nothing")
    func asyncForms() async throws {
        await #expect(throws: RemoteConfigError.self) { try await remoteConfig.fetchAndActivate() }
        await #expect(throws: RemoteConfigError.self) { try await remoteConfig.fetch(withExpirationDuration: 0) }
        #expect(try await remoteConfig.activate() == false)
    }

    @Test("Settings keep what the app set, from Remote Config's defaults")
    func settings() {
        #expect(remoteConfig.configSettings.minimumFetchInterval == 43200)
        let settings = RemoteConfigSettings()
        settings.minimumFetchInterval = 0
        remoteConfig.configSettings = settings
        #expect(remoteConfig.configSettings.minimumFetchInterval == 0)
    }

    @Test("Defaults decode into the app's types")
    func decoding() throws {
        struct Flags: Codable, Equatable {
            var newCheckout: Bool
            var maxItems: Int
        }
        try remoteConfig.setDefaults(from: Flags(newCheckout: true, maxItems: 3))

        #expect(try remoteConfig.decoded(asType: Flags.self) == Flags(newCheckout: true, maxItems: 3))
        #expect(remoteConfig[decodedValue: "maxItems"] == 3)
    }
}
