/// What a strategy may know about the snapshot it renders, while it renders it: enough
/// for a header line, nothing that changes between runs. The harness sets it around
/// each strategy; outside an assertion it is nil.
///
///     let title = SnapshotContext.current?.title ?? "screen"
///
/// A strategy also tells the harness, through it, how to paint its picture's colors,
/// and why it could not render.
public final class SnapshotContext: @unchecked Sendable {
    /// The test's name without parameters, e.g. `loadedState`.
    public let testName: String
    /// The `named:` argument or the case's arguments, nil for a numbered snapshot.
    public let name: String?
    /// How to paint the render's picture (a `ColorPicture`'s text): a second render,
    /// asked for only where a picture is shown (a previewed or pending render).
    public var paintColors: (() -> String?)?
    /// Why the strategy could not render, if it could not.
    public private(set) var failure: (any Error)?
    /// Under `snapshots render --locale`: the locale to render in instead of the
    /// strategy's own, as an identifier (`es`).
    public let previewLocale: String?
    /// Under `snapshots render --device`: the device a screen is rendered on instead,
    /// by name (`iphone-se`, `small-phone`).
    public let previewDevice: String?
    /// Under `snapshots render --color-scheme`: `light` or `dark`, for every view.
    public let previewColorScheme: String?
    /// Under `snapshots render --dynamic-type`: a text size by its `DynamicTypeSize`
    /// case name (`xLarge`, `accessibility3`), for every view.
    public let previewDynamicType: String?
    /// Where the render goes, relative to its root, as `snapshots render --list`
    /// prints it (`__Snapshots__/HomeTests/loaded.1.txt`); nil outside an assertion.
    public let referencePath: String?
    /// Set for the one assertion `snapshots mcp` hosts live: the folder of the
    /// `requests` and `replies` FIFOs. A view strategy keeps its view on screen there
    /// and acts on it (`LiveChannel`) instead of rendering it once.
    public let liveFolder: String?

    public init(
        testName: String,
        name: String? = nil,
        previewLocale: String? = nil,
        previewDevice: String? = nil,
        previewColorScheme: String? = nil,
        previewDynamicType: String? = nil,
        referencePath: String? = nil,
        liveFolder: String? = nil
    ) {
        self.testName = testName
        self.name = name
        self.previewLocale = previewLocale
        self.previewDevice = previewDevice
        self.previewColorScheme = previewColorScheme
        self.previewDynamicType = previewDynamicType
        self.referencePath = referencePath
        self.liveFolder = liveFolder
    }

    /// True when `snapshots render` asks for anything other than what the strategy says.
    public var previewsElsewhere: Bool {
        previewLocale != nil || previewDevice != nil || previewColorScheme != nil || previewDynamicType != nil
    }

    /// `loadedState` or `loadedState · es`.
    public var title: String {
        guard let name else { return testName }
        return "\(testName) · \(name)"
    }

    /// Fails the snapshot with `error`, whatever the strategy delivers.
    public func fail(_ error: any Error) {
        if failure == nil { failure = error }
    }

    /// The snapshot being rendered now.
    @TaskLocal public static var current: SnapshotContext?
}
