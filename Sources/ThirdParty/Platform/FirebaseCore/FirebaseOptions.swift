import Foundation

/// What identifies an app to Firebase, as `GoogleService-Info.plist` gives it.
public final class FirebaseOptions: NSObject, NSCopying, @unchecked Sendable {
    public var apiKey: String?
    public var bundleID: String
    public var clientID: String?
    public var gcmSenderID: String
    public var projectID: String?
    public var googleAppID: String
    public var databaseURL: String?
    public var storageBucket: String?
    public var appGroupID: String?

    public init(googleAppID: String, gcmSenderID: String) {
        self.googleAppID = googleAppID
        self.gcmSenderID = gcmSenderID
        bundleID = Bundle.main.bundleIdentifier ?? ""
        super.init()
    }

    /// The options in a `GoogleService-Info.plist` at `plistPath`; nil when it cannot be read.
    public init?(contentsOfFile plistPath: String) {
        guard let data = FileManager.default.contents(atPath: plistPath),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let appID = plist["GOOGLE_APP_ID"] as? String else { return nil }
        googleAppID = appID
        gcmSenderID = plist["GCM_SENDER_ID"] as? String ?? ""
        apiKey = plist["API_KEY"] as? String
        bundleID = plist["BUNDLE_ID"] as? String ?? Bundle.main.bundleIdentifier ?? ""
        clientID = plist["CLIENT_ID"] as? String
        projectID = plist["PROJECT_ID"] as? String
        databaseURL = plist["DATABASE_URL"] as? String
        storageBucket = plist["STORAGE_BUCKET"] as? String
        super.init()
    }

    /// The main bundle's `GoogleService-Info.plist`, if it has one.
    public static func defaultOptions() -> FirebaseOptions? {
        Bundle.main.path(forResource: "GoogleService-Info", ofType: "plist").flatMap { FirebaseOptions(contentsOfFile: $0) }
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = FirebaseOptions(googleAppID: googleAppID, gcmSenderID: gcmSenderID)
        copy.apiKey = apiKey
        copy.bundleID = bundleID
        copy.clientID = clientID
        copy.projectID = projectID
        copy.databaseURL = databaseURL
        copy.storageBucket = storageBucket
        copy.appGroupID = appGroupID
        return copy
    }
}
