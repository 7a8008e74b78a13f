import SnapshotCore

/// Where a screen is shown: the device, locale, color scheme and text size a preview
/// run renders for, as the environment of the test process carries them.
struct RenderOptions: Equatable, Sendable {
    var device: String?
    var locale: String?
    var colorScheme: String?
    var dynamicTypeSize: String?

    static let colorSchemeVariable = "SNAPSHOTS_PREVIEW_COLOR_SCHEME"
    static let dynamicTypeVariable = "SNAPSHOTS_PREVIEW_DYNAMIC_TYPE"

    init(device: String? = nil, locale: String? = nil, colorScheme: String? = nil, dynamicTypeSize: String? = nil) {
        self.device = device
        self.locale = locale
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
    }

    init(_ arguments: ToolArguments) {
        self.init(
            device: arguments.string("device"), locale: arguments.string("locale"),
            colorScheme: arguments.string("colorScheme"), dynamicTypeSize: arguments.string("dynamicTypeSize")
        )
    }

    /// Every variable set, empty when not asked: the server's own environment may hold
    /// values of an earlier run that must not leak into this one.
    var variables: [String: String] {
        [
            SnapshotEnvironment.previewDeviceVariable: device ?? "",
            SnapshotEnvironment.previewLocaleVariable: locale ?? "",
            Self.colorSchemeVariable: colorScheme ?? "",
            Self.dynamicTypeVariable: dynamicTypeSize ?? "",
        ]
    }

    /// `device small-phone, locale es`, for answers; empty for the defaults.
    var summary: String {
        [("device", device), ("locale", locale), ("colorScheme", colorScheme), ("dynamicTypeSize", dynamicTypeSize)]
            .compactMap { name, value in value.map { "\(name) \($0)" } }
            .joined(separator: ", ")
    }
}
