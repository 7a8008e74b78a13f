import Foundation

/// What the process environment says about snapshots, read once per process.
///
/// | variable | effect |
/// |---|---|
/// | `SNAPSHOT_TESTING_RECORD` | record mode: `missing` (default), `all`, `failed`, `never` |
/// | `CI` | set to anything but empty, `0` or `false`: never write references |
/// | `SNAPSHOT_ARTIFACTS` | folder that also receives every new render that did not match |
/// | `SNAPSHOT_TESTING_ROOT` | folder that holds `__Snapshots__` instead of the package root |
/// | `SNAPSHOT_TESTING_LEDGER` | file each assertion appends its outcome to (set by `snapshots test`) |
/// | `SNAPSHOT_TESTING_RUN_ID` | run identifier written to the ledger |
/// | `SNAPSHOTS_PREVIEW` | folder that receives every render instead of verifying it (set by `snapshots render`) |
/// | `SNAPSHOTS_PREVIEW_LOCALE`, `SNAPSHOTS_PREVIEW_DEVICE` | in a preview, the locale and device views are rendered for instead (`snapshots render --locale es --device small-phone`) |
/// | `SNAPSHOTS_PREVIEW_COLOR_SCHEME`, `SNAPSHOTS_PREVIEW_DYNAMIC_TYPE` | in a preview, the color scheme (`light`, `dark`) and text size (`xLarge`, `accessibility3`) views are rendered in instead |
/// | `SNAPSHOTS_INTERACT`, `SNAPSHOTS_INTERACT_NAME` | in a preview, the folder of the live-screen FIFOs, and the reference path of the assertion whose view stays on screen to be acted on (`snapshots mcp`) |
/// | `NO_COLOR` | no ANSI colors in messages |
public struct SnapshotEnvironment: Sendable {
    public var recordMode: RecordMode?
    /// Set when `SNAPSHOT_TESTING_RECORD` holds something that is not a mode: every
    /// assertion reports it rather than guessing.
    public var recordModeError: SnapshotError?
    public var isCI: Bool
    public var artifactsDirectory: String?
    public var rootDirectory: String?
    public var ledgerPath: String?
    public var runID: String?
    /// Set by `snapshots render`: each assertion writes its render under this folder
    /// and passes; no reference is read or written, no ledger kept.
    public var previewDirectory: String?
    /// In a preview: the locale and the device views are rendered for instead of their
    /// strategies' (`snapshots render --locale es --device small-phone`).
    public var previewLocale: String?
    public var previewDevice: String?
    /// In a preview: the color scheme and the text size views are rendered in instead
    /// (`light` or `dark`; a `DynamicTypeSize` case name, `xLarge`).
    public var previewColorScheme: String?
    public var previewDynamicType: String?
    /// In a preview: the folder holding the `requests` and `replies` FIFOs of a live
    /// screen, and the reference path (relative to the root, as `snapshots render
    /// --list` prints it) of the one assertion whose view is hosted there.
    public var interactFolder: String?
    public var interactName: String?
    public var style: TerminalStyle

    public init(
        recordMode: RecordMode? = nil,
        recordModeError: SnapshotError? = nil,
        isCI: Bool = false,
        artifactsDirectory: String? = nil,
        rootDirectory: String? = nil,
        ledgerPath: String? = nil,
        runID: String? = nil,
        previewDirectory: String? = nil,
        style: TerminalStyle = .plain
    ) {
        self.recordMode = recordMode
        self.recordModeError = recordModeError
        self.isCI = isCI
        self.artifactsDirectory = artifactsDirectory
        self.rootDirectory = rootDirectory
        self.ledgerPath = ledgerPath
        self.runID = runID
        self.previewDirectory = previewDirectory
        self.style = style
    }

    public init(variables: [String: String], isTerminal: Bool) {
        func value(_ name: String) -> String? {
            guard let value = variables[name], !value.isEmpty else { return nil }
            return value
        }
        self.init()
        if let record = value(Self.recordVariable) {
            do {
                recordMode = try RecordMode(parsing: record, source: Self.recordVariable)
            } catch {
                recordModeError = error
            }
        }
        isCI = Self.isCI(value(Self.ciVariable))
        artifactsDirectory = value(Self.artifactsVariable).map(Self.absolute)
        rootDirectory = value(Self.rootVariable).map(Self.absolute)
        ledgerPath = value(Self.ledgerVariable).map(Self.absolute)
        runID = value(Self.runIDVariable)
        previewDirectory = value(Self.previewVariable).map(Self.absolute)
        previewLocale = value(Self.previewLocaleVariable)
        previewDevice = value(Self.previewDeviceVariable)
        previewColorScheme = value(Self.previewColorSchemeVariable)
        previewDynamicType = value(Self.previewDynamicTypeVariable)
        interactFolder = value(Self.interactVariable).map(Self.absolute)
        interactName = value(Self.interactNameVariable)
        style = TerminalStyle(isEnabled: isTerminal && value("NO_COLOR") == nil)
    }

    /// The environment of this process, read on first use.
    public static let current = SnapshotEnvironment(
        variables: ProcessInfo.processInfo.environment,
        isTerminal: isatty(STDERR_FILENO) == 1
    )

    public static let recordVariable = "SNAPSHOT_TESTING_RECORD"
    public static let ciVariable = "CI"
    public static let artifactsVariable = "SNAPSHOT_ARTIFACTS"
    public static let rootVariable = "SNAPSHOT_TESTING_ROOT"
    public static let ledgerVariable = "SNAPSHOT_TESTING_LEDGER"
    public static let runIDVariable = "SNAPSHOT_TESTING_RUN_ID"
    public static let previewVariable = "SNAPSHOTS_PREVIEW"
    public static let previewLocaleVariable = "SNAPSHOTS_PREVIEW_LOCALE"
    public static let previewDeviceVariable = "SNAPSHOTS_PREVIEW_DEVICE"
    public static let previewColorSchemeVariable = "SNAPSHOTS_PREVIEW_COLOR_SCHEME"
    public static let previewDynamicTypeVariable = "SNAPSHOTS_PREVIEW_DYNAMIC_TYPE"
    public static let interactVariable = "SNAPSHOTS_INTERACT"
    public static let interactNameVariable = "SNAPSHOTS_INTERACT_NAME"

    /// What `SNAPSHOTS_PREVIEW_COLOR_SCHEME` may say.
    public static let colorSchemeNames = ["light", "dark"]
    /// What `SNAPSHOTS_PREVIEW_DYNAMIC_TYPE` may say: SwiftUI's `DynamicTypeSize` cases,
    /// smallest first.
    public static let dynamicTypeNames = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ]

    /// `CI` counts when set to anything but empty, `0` or `false` (any case).
    public static func isCI(_ value: String?) -> Bool {
        guard let value else { return false }
        let normalized = value.trimmingCharacters(in: .whitespaces).lowercased()
        return !(normalized.isEmpty || normalized == "0" || normalized == "false")
    }

    private static func absolute(_ path: String) -> String {
        FilePath.absolute(path)
    }
}
