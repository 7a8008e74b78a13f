import Foundation

/// How a container keeps its models.
///
/// Here every store is in memory. `isStoredInMemoryOnly: true` gives the container a
/// store of its own, empty when it is made, gone with it. Any other configuration names
/// a file (`url`, by default `default.store` in Application Support), and keeps its
/// models in memory for the process: every container opened on that file in the
/// process shares them, as containers on one device share a file, and nothing is
/// written to disk. Tests that must not see each other's models use
/// `isStoredInMemoryOnly: true`, or a name of their own.
public struct ModelConfiguration: Hashable, Identifiable, CustomDebugStringConvertible, @unchecked Sendable {
    public let name: String
    public let schema: Schema?
    /// The file the store would live in on a device.
    public let url: URL
    public let isStoredInMemoryOnly: Bool
    /// When false, saving a context of the container throws.
    public let allowsSave: Bool
    public let groupContainer: ModelConfiguration.GroupContainer
    /// Where the store syncs on iOS. There is no iCloud here: models stay local.
    public let cloudKitDatabase: ModelConfiguration.CloudKitDatabase

    public var id: String { name }

    public var groupAppContainerIdentifier: String? { groupContainer.identifier }
    public var cloudKitContainerIdentifier: String? { cloudKitDatabase.containerIdentifier }

    public init(
        _ name: String? = nil,
        schema: Schema? = nil,
        isStoredInMemoryOnly: Bool = false,
        allowsSave: Bool = true,
        groupContainer: ModelConfiguration.GroupContainer = .automatic,
        cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .automatic
    ) {
        let name = name ?? "default"
        self.name = name
        self.schema = schema
        url = Self.defaultDirectory.appendingPathComponent(name + ".store")
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
    }

    public init(
        _ name: String? = nil,
        schema: Schema? = nil,
        url: URL,
        allowsSave: Bool = true,
        cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .automatic
    ) {
        self.name = name ?? url.deletingPathExtension().lastPathComponent
        self.schema = schema
        self.url = url
        isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        groupContainer = .automatic
        self.cloudKitDatabase = cloudKitDatabase
    }

    public init(isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// Application Support, where iOS keeps `default.store`.
    private static var defaultDirectory: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }

    public var debugDescription: String {
        "ModelConfiguration(\(name)\(isStoredInMemoryOnly ? ", in memory only" : ", \(url.lastPathComponent)"))"
    }

    /// The app group whose container holds the store on iOS.
    public struct GroupContainer: Hashable, Sendable {
        let identifier: String?
        let kind: String

        public static var automatic: GroupContainer { GroupContainer(identifier: nil, kind: "automatic") }
        public static var none: GroupContainer { GroupContainer(identifier: nil, kind: "none") }
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName, kind: "identifier") }
    }

    /// The iCloud database the store syncs with on iOS.
    public struct CloudKitDatabase: Hashable, Sendable {
        let containerIdentifier: String?
        let kind: String

        public static var automatic: CloudKitDatabase { CloudKitDatabase(containerIdentifier: nil, kind: "automatic") }
        public static var none: CloudKitDatabase { CloudKitDatabase(containerIdentifier: nil, kind: "none") }
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase {
            CloudKitDatabase(containerIdentifier: containerIdentifier, kind: "private")
        }
    }
}
