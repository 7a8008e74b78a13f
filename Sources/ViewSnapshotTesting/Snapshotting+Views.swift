@_exported import SnapshotTestKit
@_exported import TextUI

extension Snapshotting where Value: View {
    /// The view on the default device (iPhone 13 Pro Max, 53 × 57 cells), in English.
    ///
    ///     assertSnapshot(of: view, as: .device)
    public static var device: Snapshotting<Value> {
        .device()
    }

    /// The view on a device, in a locale.
    ///
    ///     assertSnapshot(of: view, as: .device(.iPhoneSE, locale: "es"), named: "es-small")
    public static func device(_ device: Device = .iPhone13ProMax, locale: LocaleIdentifier = .english) -> Snapshotting<Value> {
        rendering(TextRenderer(device: device, locale: locale, mode: .device))
    }

    /// The view at its own ideal size: for design-system components.
    public static var component: Snapshotting<Value> {
        .component()
    }

    /// The view at its ideal height for a width in columns (its ideal width if nil).
    public static func component(width: Int? = nil, locale: LocaleIdentifier = .english) -> Snapshotting<Value> {
        rendering(TextRenderer(locale: locale, mode: .component(width: width)))
    }

    /// The view in a frame of a fixed size in points, centered in it, as a view hosted
    /// in a window of that size is: for components whose image snapshots give a size.
    /// Points become cells by the device's rule (8 × 16 pt a cell by default).
    ///
    ///     assertSnapshot(of: chip, as: .component(size: CGSize(width: 200, height: 48)))
    public static func component(size: CGSize, locale: LocaleIdentifier = .english) -> Snapshotting<Value> {
        let device = Device.iPhone13ProMax
        let width = device.columns(forPoints: Double(size.width))
        let height = device.rows(forPoints: Double(size.height))
        return rendering(TextRenderer(locale: locale, mode: .fixed(width: width, height: height)))
    }

    /// Views are built and rendered on the main actor, as in SwiftUI; a test that
    /// makes a view is already there.
    private static func rendering(_ renderer: TextRenderer) -> Snapshotting<Value> {
        Snapshotting { view, context in
            // A view is not Sendable; it stays on the main actor, where the test made
            // it and where it is rendered at once, and crosses no other thread.
            nonisolated(unsafe) let view = view
            return MainActor.assumeIsolated {
                renderer.render(view, name: context.title).text
            }
        }
    }
}
